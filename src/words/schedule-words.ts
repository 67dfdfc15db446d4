import { plural, t } from '@lingui/core/macro';
import type { Schedule } from '../domain/schedule';
import { formatParts, weekdayName } from '../i18n/format';

/**
 * Whether `days` (0 = Sunday, ascending) are the week's rest days where the language is spoken
 * (`weekend`, ascending) or its working days (the others). Only for a two-day weekend (every
 * language's own region here); a one-day weekend (India's Sunday) has its days named. Nothing
 * stored says "weekends": a schedule stores its days, and is named when read, in the reader's
 * language (docs/product.md §10.1, §18.4).
 */
export function restDaysName(
  days: readonly number[],
  weekend: readonly number[],
): 'weekdays' | 'weekends' | null {
  if (weekend.length !== 2) return null;
  const working = [0, 1, 2, 3, 4, 5, 6].filter((day) => !weekend.includes(day));
  if (days.join() === weekend.join()) return 'weekends';
  if (days.join() === working.join()) return 'weekdays';
  return null;
}

/**
 * A schedule in a few words, in the current language (docs/product.md §10): "Every day",
 * "Weekdays", "Weekends" (by `weekend`, the language's rest days: Saturday and Sunday, Friday
 * and Saturday in Arabic), "Mon, Wed, Fri", "Once a week", "3 times a week".
 */
export function scheduleLabel(schedule: Schedule, weekend: readonly number[]): string {
  if (schedule.type === 'weekly') {
    const times = schedule.times;
    return plural(times, { one: 'Once a week', other: '# times a week' });
  }
  if (schedule.type === 'weekdays') {
    const named = restDaysName(schedule.days, weekend);
    if (named === 'weekdays') {
      return t({
        message: 'Weekdays',
        comment:
          'A schedule: the working days where the language is spoken (Monday to Friday; in Arabic, Sunday to Thursday). Shown only for those days.',
      });
    }
    if (named === 'weekends') {
      return t({
        message: 'Weekends',
        comment:
          'A schedule: the weekend where the language is spoken (Saturday and Sunday; in Arabic, Friday and Saturday). Shown only for those days.',
      });
    }
    return formatParts(schedule.days.map((day) => weekdayName(day, 'short')));
  }
  return t({ message: 'Every day', comment: 'A schedule' });
}
