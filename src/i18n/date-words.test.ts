import { t } from '@lingui/core/macro';
import { afterAll, describe, expect, it } from 'vitest';
import { longDateLabel } from './format';
import { loadMoreWords, switchLanguage } from './i18n';
import { LANGUAGES } from './languages';

// Issue 40: the calendar's fields are named `Note for <date>` and `Amount for <date>`, the date
// written weekday first by Intl (`среда, 16 июля 2025 г.`). In Russian the weekday stays in the
// nominative, so a preposition before it reads wrong (`за среда`, not `за среду`).

const SUNDAY = 3; // day 3 is 1970-01-04
const WEEK = Array.from({ length: 7 }, (_, i) => 20_286 + i - ((20_286 - SUNDAY) % 7)); // a week of 2025

afterAll(() => switchLanguage('en'));

describe("a field named after a day's long date", () => {
  it('Russian puts no preposition before the nominative date', async () => {
    await switchLanguage('ru');
    await loadMoreWords();
    for (const day of WEEK) {
      const date = longDateLabel(day);
      for (const label of [t`Note for ${date}`, t`Amount for ${date}`]) {
        const before = label.slice(0, label.indexOf(date));
        expect(before, label).not.toMatch(/(^|\s)(за|на|в|во|с|со|по|до|к|ко|о|об|для|от)\s*$/i);
      }
    }
  });

  it('every language names the field with the whole date, in every weekday', async () => {
    for (const language of LANGUAGES) {
      await switchLanguage(language);
      await loadMoreWords();
      for (const day of WEEK) {
        const date = longDateLabel(day);
        expect(t`Note for ${date}`, language).toContain(date);
        expect(t`Amount for ${date}`, language).toContain(date);
      }
    }
  }, 30_000);
});
