import { describe, expect, it } from 'vitest';
import { loadMoreWords, switchLanguage } from '../../i18n/i18n';
import {
  backupProblem,
  frequencyWords,
  importOpening,
  importProblem,
  listNames,
  measureWords,
  notCarriedWord,
  quoted,
  importFailed,
  scheduleWords,
  storageUsage,
  localStorageUsage,
} from './words';

/** The English words of "Your data" and of the import summary, exactly as they were written. */
describe('data words (docs/product.md §2 and §13)', () => {
  it('list names without a comma before "and", and cut a long list short', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['Read'])).toBe('Read');
    expect(listNames(['Work out', 'Test'])).toBe('Work out and Test');
    expect(listNames(['a', 'b', 'c'])).toBe('a, b and c');
    const many = Array.from({ length: 11 }, (_, i) => `H${i}`);
    expect(listNames(many)).toBe('H0, H1, H2, H3, H4, H5, H6, H7 and 3 more');
    expect(listNames(['x', 'y', 'z'], 2)).toBe('x, y and 1 more');
    expect(listNames(['long name', 'other'].map(quoted))).toBe('“long name” and “other”');
  });

  it("say Loop's frequencies and the schedules that approximate them", () => {
    expect(frequencyWords('unreadable')).toBe('a frequency Tickday cannot read');
    expect(frequencyWords({ num: 1, den: 2 })).toBe('once every 2 days');
    expect(frequencyWords({ num: 2, den: 3 })).toBe('2 times in 3 days');
    expect(frequencyWords({ num: 13, den: 14 })).toBe('13 times in 14 days');
    // A day is one day, not "1 days" (issue 56).
    expect(frequencyWords({ num: 3, den: 1 })).toBe('3 times a day');
    expect(frequencyWords({ num: 1, den: 1 })).toBe('once a day');
    // Loop's month (30 days, 31 before June 2020) as Loop says it.
    expect(frequencyWords({ num: 28, den: 30 })).toBe('28 times a month');
    expect(frequencyWords({ num: 30, den: 31 })).toBe('30 times a month');
    expect(frequencyWords({ num: 1, den: 30 })).toBe('once a month');
    expect(scheduleWords({ type: 'interval', days: 3 }, [0, 6])).toBe('every 3 days');
    expect(scheduleWords({ type: 'monthly', times: 1 }, [0, 6])).toBe('once a month');
    expect(scheduleWords({ type: 'monthly', times: 4 }, [0, 6])).toBe('4 times a month');
    expect(scheduleWords({ type: 'window', times: 28, days: 30 }, [0, 6])).toBe(
      '28 times in any 30 days',
    );
    expect(scheduleWords({ type: 'window', times: 1, days: 60 }, [0, 6])).toBe(
      'once in any 60 days',
    );
    expect(scheduleWords({ type: 'daily' }, [0, 6])).toBe('every day');
    expect(scheduleWords({ type: 'weekly', times: 1 }, [0, 6])).toBe('once a week');
    expect(scheduleWords({ type: 'weekly', times: 5 }, [0, 6])).toBe('5 times a week');
    expect(scheduleWords({ type: 'weekdays', days: [1, 2, 3, 4, 5] }, [0, 6])).toBe('weekdays');
    expect(scheduleWords({ type: 'weekdays', days: [0, 6] }, [0, 6])).toBe('weekends');
    expect(scheduleWords({ type: 'weekdays', days: [1, 3, 5] }, [0, 6])).toBe('Mon, Wed, Fri');
    expect(scheduleWords({ type: 'weekdays', days: [5, 6] }, [5, 6])).toBe('weekends');
    expect(scheduleWords({ type: 'weekdays', days: [0, 6] }, [5, 6])).toBe('Sun, Sat');
  });

  it("say a day of Loop's frequencies in each language's plural forms (issue 56)", async () => {
    const say = async (language: 'ru' | 'de' | 'ar') => {
      await switchLanguage(language);
      await loadMoreWords();
      return [
        { num: 3, den: 1 },
        { num: 1, den: 1 },
        { num: 5, den: 21 },
        { num: 1, den: 21 },
      ].map((f) => frequencyWords(f));
    };
    try {
      // Russian's `one` holds 21 too: a day alone is "в день", 21 days "за 21 день".
      expect(await say('ru')).toEqual([
        '3 раза в день',
        'раз в день',
        '5 раз за 21 день',
        'раз в 21 день',
      ]);
      expect(await say('de')).toEqual([
        '3-mal am Tag',
        'einmal am Tag',
        '5-mal in 21 Tagen',
        'alle 21 Tage',
      ]);
      expect((await say('ar'))[0]).toBe('3 مرات في اليوم');
    } finally {
      await switchLanguage('en');
    }
  });

  it('say a measure, with and without a unit', () => {
    expect(measureWords({ goal: 'atLeast', target: 8, unit: 'glasses' })).toBe(
      'at least 8 glasses',
    );
    expect(measureWords({ goal: 'atMost', target: 2, unit: 'cups' })).toBe('at most 2 cups');
    expect(measureWords({ goal: 'atMost', target: 1250.5, unit: '' })).toBe('at most 1,250.5');
    expect(measureWords({ goal: 'atLeast', target: 0.25, unit: '' })).toBe('at least 0.25');
  });

  it("open the summary with the app's name and the counts left for rich parts", () => {
    expect(importOpening('loop-db', 0)).toBe(
      '{name} is a Loop Habit Tracker backup with {habits}, {completions} and 0 skipped days.',
    );
    expect(importOpening('loop-csv', 1)).toBe(
      '{name} is a Loop Habit Tracker CSV export with {habits}, {completions} and 1 skipped day.',
    );
    expect(importOpening('habitbull', 1234)).toBe(
      '{name} is a HabitBull CSV export with {habits}, {completions} and 1,234 skipped days.',
    );
    expect(['descriptions', 'categories'].map((p) => notCarriedWord(p as 'categories'))).toEqual([
      'descriptions',
      'categories',
    ]);
  });

  it('say why a file was not read, each ending in "Nothing was changed."', () => {
    expect(importProblem('loop-version', 26)).toBe(
      'That Loop backup has database version 26; Tickday reads versions 12 to 25. Nothing was changed.',
    );
    expect(importProblem('loop-version')).toBe(
      'That Loop backup comes from a version Tickday cannot read. Nothing was changed.',
    );
    expect(importProblem('timeout')).toBe(
      'That file took over 30 seconds to read, so Tickday stopped. Nothing was changed.',
    );
    expect(importProblem('no-habits')).toBe('That file has no habits in it. Nothing was changed.');
    expect(backupProblem('not-a-backup')).toBe(
      'That file is not a Tickday backup. Nothing was changed.',
    );
    expect(importFailed('unavailable')).toBe(
      "This browser's storage cannot be written right now. Nothing was changed.",
    );
  });

  it('say the storage used, of the quota when there is one', () => {
    expect(storageUsage(100, 0)).toBe('1 KB');
    expect(storageUsage(12 * 1024, 0)).toBe('12 KB');
    expect(storageUsage(1.5 * 1024 ** 2, 2 * 1024 ** 3)).toBe('1.5 MB of 2.0 GB');
    expect(storageUsage(1023 * 1024, 1200 * 1024 ** 3)).toBe('1023 KB of 1200.0 GB');
  });

  it('say local storage used, of about its limit, 1 MB being 1,048,576 characters (§8.7)', () => {
    expect(localStorageUsage(2_202_010, 5_242_880)).toBe('2.1 MB of about 5 MB');
    expect(localStorageUsage(4_194_304, 5_242_880)).toBe('4.0 MB of about 5 MB');
    expect(localStorageUsage(12 * 1024, 5_242_880)).toBe('12 KB of about 5 MB');
  });

  it('say it with the numbers of the language in use', async () => {
    const expected = {
      de: '2,1 MB von etwa 5 MB',
      // French keeps a size's number and unit together (a no-break space).
      fr: '2,1\u00a0Mo sur environ 5\u00a0Mo',
      ar: '2.1 ميغابايت من نحو 5 ميغابايت',
    };
    for (const [language, words] of Object.entries(expected)) {
      await switchLanguage(language as keyof typeof expected);
      await loadMoreWords();
      expect(localStorageUsage(2_202_010, 5_242_880)).toBe(words);
    }
    await switchLanguage('en');
  });
});
