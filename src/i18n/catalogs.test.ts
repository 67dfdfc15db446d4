import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { readPo } from '../../scripts/po.mjs';

// Every language's catalogs hold exactly the messages of English's (the source, kept equal to the
// code by `npm run i18n:check`), each translated, with the same placeholders, and with a plural
// branch for each of the language's plural categories (docs/decisions.md, "Eight languages").
const DIR = join(__dirname, '..', 'locales');
const PARTS = ['core', 'more'] as const;

const catalog = (language: string, part: string) =>
  readPo(readFileSync(join(DIR, language, `${part}.po`), 'utf8'));

/** The placeholders of an ICU message: `{name}` and `{count, plural, ...}`'s `count`. */
function placeholders(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] as string)),
  ].sort();
}

/** The branch keys of each `{x, plural, ...}` in a message (nested ones included). */
function pluralBranches(message: string): string[][] {
  const out: string[][] = [];
  for (const match of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const keys: string[] = [];
    let key = '';
    while (i < message.length && depth > 0) {
      const c = message[i] as string;
      if (c === '{') {
        if (depth === 1 && key.trim()) keys.push(key.trim());
        key = '';
        depth += 1;
      } else if (c === '}') depth -= 1;
      else if (depth === 1) key += c;
      i += 1;
    }
    out.push(keys);
  }
  return out;
}

/**
 * Plural messages never given 0, by their English source: a language whose `one` category holds 0
 * (Portuguese, French) needs no zero branch in them. Each with where its count comes from.
 */
const NEVER_ZERO: Record<string, string> = {
  '{total, plural, one {{done} of # done} other {{done} of # done}}':
    'a collapsed group counts its habits, and a group with none is gone (§3.6)',
  '{more, plural, one {Show more habits (# more)} other {Show more habits (# more)}}':
    'the button shows only while habits are hidden (more > 0)',
  '{current, plural, one {{current} Day Streak} other {{current} Day Streak}}':
    'the streak label shows from 2 days (§9, STREAK_LABEL_FROM)',
  '{decimals, plural, one {Use at most # decimal.} other {Use at most # decimals.}}':
    'always 2 (amount-input-words)',
  '{milestone, plural, one {{current}/{milestone} day} other {{current}/{milestone} days}}':
    'a milestone of 1 says "Not yet"; the count is the milestone, 2 or more',
  '{milestone, plural, one {{current}/{milestone} habit} other {{current}/{milestone} habits}}':
    'a milestone of 1 says "Not yet"; the count is the milestone, 2 or more',
  '{milestone, plural, one {{current}/{milestone} completion} other {{current}/{milestone} completions}}':
    'a milestone of 1 says "Not yet"; the count is the milestone, 2 or more',
  '{milestone, plural, one {{current}/{milestone} weekday} other {{current}/{milestone} weekdays}}':
    'a milestone of 1 says "Not yet"; the count is the milestone, 2 or more',
  '{times, plural, one {Once a week} other {# times a week}}': 'a weekly schedule is 1 to 6 times',
  '{times, plural, one {once a week} other {# times a week}}': 'a weekly schedule is 1 to 6 times',
  '{days, plural, other {Every # days}}': 'every few days is every 2 to 30 days',
  '{days, plural, other {every # days}}': 'every few days is every 2 to 30 days',
  '{times, plural, one {Once a month} other {# times a month}}':
    'a monthly schedule is 1 to 27 times',
  '{times, plural, one {once a month} other {# times a month}}':
    'a monthly schedule is 1 to 27 times',
  '{times, plural, one {{days, plural, other {Once in # days}}} other {{days, plural, other {{times} times in # days}}}}':
    'a window is 1 to 59 times in 2 to 60 days',
  '{times, plural, one {{days, plural, other {once in # days}}} other {{days, plural, other {{times} times in # days}}}}':
    'a window is 1 to 59 times in 2 to 60 days',
  '{leftOut, plural, one {# completion with an impossible date (outside the years 1000 to 9999) will be left out.} other {# completions with an impossible date (outside the years 1000 to 9999) will be left out.}}':
    'said only when leftOut > 0',
  '{amounts, plural, one {# day with an amount} other {# days with an amount}}':
    'said only when amounts > 0',
  '{archived, plural, one {# archived habit left out.} other {# archived habits left out.}}':
    'said only when archived > 0',
  '{unnamed, plural, one {# habit without a name left out.} other {# habits without a name left out.}}':
    'said only when unnamed > 0',
  '{count, plural, other {The file has # habits named “{name}”: they become one, with the days of each.}}':
    'two or more habits of one name',
  '{future, plural, one {# entry dated after today left out.} other {# entries dated after today left out.}}':
    'said only when future > 0',
  '{badDates, plural, one {# entry with an impossible date left out.} other {# entries with an impossible date left out.}}':
    'said only when badDates > 0',
  '{badAmounts, plural, one {# amount Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.} other {# amounts Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.}}':
    'said only when badAmounts > 0',
  '{more, plural, other {# more}}': 'said only when a list is cut (more > 0)',
  '{seconds, plural, other {That file took over # seconds to read, so Tickday stopped. Nothing was changed.}}':
    'READ_TIMEOUT_MS / 1000, a constant above 0',
  '{den, plural, one {once a day} other {once every # days}}': "Loop's frequency: 1 or more days",
  '{num, plural, other {{den, plural, one {{num} times a day} other {{num} times in # days}}}}':
    "Loop's frequency: 2 or more times in 1 or more days",
  '{num, plural, one {once a month} other {# times a month}}':
    "Loop's month: 1 or more times (its picker stores 1 at least)",
  '{0, plural, other {every # days}}': 'every few days is 2 to 30 days',
  '{0, plural, one {once a month} other {# times a month}}': 'a monthly schedule is 1 to 27 times',
  '{times, plural, one {{days, plural, other {once in any # days}}} other {{days, plural, other {{times} times in any # days}}}}':
    'a window is 1 to 59 times in 2 to 60 days',
  '{0, plural, one {This file could not be merged:} other {These files could not be merged:}}':
    "the last sync's skipped files, listed only when there are some (sync-body)",
  '{0, plural, one {This file cannot be used:} other {These files cannot be used:}}':
    'said only when a file was refused (1 or more)',
  '{bestStreak, plural, one {{name} — best streak of # days} other {{name} — best streak of # days}}':
    'topHabits keeps best streaks above 0',
};

/**
 * Languages whose singular reads right after 0 in every message: French writes "0 habitude",
 * "Série de 0 jour" (the singular after zéro, as its grammars teach), where Portuguese writes
 * "0 dias seguidos", never "0 dia seguido".
 */
const SINGULAR_AT_ZERO: Record<string, string> = {
  fr: 'French puts the singular after 0: "0 habitude ajoutée", "0 validation"',
};

/**
 * What a native reader fixed in issue 46's review, each with why: no message of the language may
 * read this way again.
 */
const NATIVE_REVIEW: Record<string, [RegExp, string][]> = {
  fr: [
    [
      /phrase(?! secrète)/i,
      'the passphrase is "phrase secrète": "la phrase" reads as "the sentence"',
    ],
    [/jour est fait/, 'a day already ticked is "déjà validé"'],
  ],
  ru: [[/^Мой часовой пояс$/, 'a button says what it does: "Использовать мой часовой пояс"']],
  de: [
    [/^Team Tickday$/, 'who makes Tickday: "Das Tickday-Team"'],
    [/^Mal pro Woche ist/, 'a sentence, with the field named: "„Mal pro Woche“ muss …"'],
    [/[:;,] Sie\b|^Sie wird nur/, 'a capital "Sie" reads as the formal you; Tickday says "du"'],
  ],
  es: [
    [
      /computadora|presiona|\bEnter\b/,
      "Spain's Spanish (Añadir, Ajustes): ordenador, pulsa, Intro",
    ],
    [/"/, "one quote style, Spain's «»"],
    [
      /No se cambió nada|Cómo te fue/,
      'Spain says what just happened in the perfect: "No se ha cambiado nada"',
    ],
  ],
};

describe('catalogs', () => {
  it('has both catalogs for every language, and no other language folder', () => {
    expect(readdirSync(DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const part of PARTS) {
    const english = catalog('en', part);

    it(`${part}: English is its own source, nothing empty`, () => {
      expect(english.size).toBeGreaterThan(0);
      for (const [key, text] of english) expect(text, key).toBe(key.split('\u0004')[1]);
    });

    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${part} in ${language}: every message and no other, translated, same placeholders`, () => {
        const translated = catalog(language, part);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const [key, source] of english) {
          const text = translated.get(key) ?? '';
          expect(text, `${language}: ${source}`).not.toBe('');
          expect(placeholders(text), `${language}: ${source}`).toEqual(placeholders(source));
          for (const keys of pluralBranches(text)) {
            // Each of the language's categories (Russian: one, few, many, other; Arabic adds zero
            // and two), or an exact `=n` branch the English has too.
            for (const category of categories) {
              expect(keys, `${language} ${category}: ${text}`).toContain(category);
            }
          }
        }
      });

      // Issue 46: where `one` holds 0 (Intl decides: Portuguese, French), "0 dia seguido" is what
      // a count of 0 would say unless the message has a zero branch (`=0`, or Arabic's `zero`).
      if (new Intl.PluralRules(language).select(0) === 'one' && !SINGULAR_AT_ZERO[language]) {
        it(`${part} in ${language}: every plural message that can be 0 has a zero branch`, () => {
          const translated = catalog(language, part);
          for (const [key, source] of english) {
            if (NEVER_ZERO[source]) continue;
            const text = translated.get(key) ?? '';
            for (const keys of pluralBranches(text)) {
              expect(
                keys.some((k) => k === '=0' || k === 'zero'),
                `${language}: ${text}`,
              ).toBe(true);
            }
          }
        });
      }
    }
  }

  // Issue 46: the sync summary says what Apply did to the habits, a result ("أُضيفت # عادات",
  // the passive verb agreeing with the feminine عادة), not a command ("إضافة # عادة").
  it('ar: the sync summary counts read as results in every branch', () => {
    const arabic = catalog('ar', 'more');
    const verbs: Record<string, string> = { added: 'أُضيفت', removed: 'حُذفت', edited: 'عُدِّلت' };
    for (const [name, verb] of Object.entries(verbs)) {
      const key = [...arabic.keys()].find((k) => k.includes(`{${name}, plural,`));
      const text = arabic.get(key ?? '') ?? '';
      for (const branch of ['one', 'two', 'few', 'many', 'other']) {
        expect(text, name).toMatch(new RegExp(`${branch} \\{${verb} `));
      }
      expect(text, name).toMatch(/zero \{لم /);
    }
  });

  for (const [language, rules] of Object.entries(NATIVE_REVIEW)) {
    it(`${language}: reads as a native speaker would write it`, () => {
      for (const part of PARTS) {
        for (const text of catalog(language, part).values()) {
          for (const [pattern, why] of rules) expect(text, why).not.toMatch(pattern);
        }
      }
    });
  }

  it('lists only messages that exist', () => {
    const sources = new Set(PARTS.flatMap((part) => [...catalog('en', part).values()]));
    for (const source of Object.keys(NEVER_ZERO)) expect(sources, source).toContain(source);
  });
});
