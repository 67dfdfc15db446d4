import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeSummary } from '../../domain/sync-file';
import { loadMoreWords, switchLanguage } from '../../i18n/i18n';
import { summaryWords } from './summary-words';

/** docs/product.md §17.1: the Open sync file summary names every kind of change Apply makes. */

afterEach(() => {
  i18n.activate('en');
});

const NONE: ChangeSummary = {
  added: 0,
  removed: 0,
  archived: 0,
  restored: 0,
  edited: 0,
  kinds: [],
  days: 0,
  notes: 0,
  badges: 0,
  order: false,
  stored: true,
};

describe('the sync summary in words', () => {
  it('a colour, a group, pauses, an archive: named, never "Nothing you can see changes"', () => {
    expect(summaryWords({ ...NONE, edited: 1, kinds: ['color'] })).toEqual({
      kind: 'lines',
      lines: ['0 habits added', '0 deleted', '1 changed: colour', '0 days', '0 notes'],
    });
    expect(
      summaryWords({ ...NONE, edited: 3, kinds: ['group', 'description', 'pauses'], order: true }),
    ).toMatchObject({
      lines: [
        '0 habits added',
        '0 deleted',
        '3 changed: group, description and pauses',
        '0 days',
        '0 notes',
        'Order of habits changed',
      ],
    });
    expect(summaryWords({ ...NONE, archived: 1, restored: 2 })).toMatchObject({
      lines: [
        '0 habits added',
        '0 deleted',
        '1 archived',
        '2 back from the archive',
        '0 changed',
        '0 days',
        '0 notes',
      ],
    });
  });

  it('a sentence when nothing shown changes: what Apply still does, or nothing new', () => {
    expect(summaryWords(NONE)).toEqual({
      kind: 'unseen',
      sentence:
        'Nothing you can see changes: Apply only brings in when things were changed, so your devices stay in step.',
    });
    expect(summaryWords({ ...NONE, stored: false })).toMatchObject({ kind: 'nothing' });
  });

  // Each language's catalog is loaded (and compiled, the first time) here: longer than a check.
  it('in each language, the kinds listed as it lists things', async () => {
    const summary = { ...NONE, edited: 2, kinds: ['color', 'reminder'] } as const;
    const expected = {
      de: '2 geändert: Farbe und Erinnerung',
      ru: '2 изменены: цвет и напоминание',
      ja: '2件変更（色、リマインド）',
      ar: 'عُدِّلت عادتان: اللون والتذكير',
    } as const;
    for (const [language, line] of Object.entries(expected)) {
      await switchLanguage(language as keyof typeof expected);
      await loadMoreWords();
      const words = summaryWords({ ...summary, kinds: [...summary.kinds] });
      expect(words.kind === 'lines' && words.lines[2]).toBe(line);
    }
    await switchLanguage('en');
  }, 20_000);
});
