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
    }
  }
});
