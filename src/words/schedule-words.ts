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

/** The words a schedule is said in: as a label ("Every day") or within a sentence ("every day"). */
export interface ScheduleWords {
  timesAWeek: (times: number) => string;
  everyFewDays: (days: number) => string;
  timesAMonth: (times: number) => string;
  timesInDays: (times: number, days: number) => string;
  weekdays: () => string;
  weekends: () => string;
  everyDay: () => string;
}

/**
 * A schedule in `words`: so often a week, the language's working days or weekend (by `weekend`,
 * the language's rest days), its days themselves ("Mon, Wed, Fri"), or every day.
 */
export function sayScheduleIn(
  schedule: Schedule,
  weekend: readonly number[],
  words: ScheduleWords,
): string {
  if (schedule.type === 'weekly') return words.timesAWeek(schedule.times);
  if (schedule.type === 'interval') return words.everyFewDays(schedule.days);
  if (schedule.type === 'monthly') return words.timesAMonth(schedule.times);
  if (schedule.type === 'window') return words.timesInDays(schedule.times, schedule.days);
  if (schedule.type === 'weekdays') {
    const named = restDaysName(schedule.days, weekend);
    if (named) return words[named]();
    return formatParts(schedule.days.map((day) => weekdayName(day, 'short')));
  }
  return words.everyDay();
}

/**
 * A schedule in a few words, in the current language (docs/product.md §10): "Every day",
 * "Weekdays", "Weekends" (by `weekend`, the language's rest days: Saturday and Sunday, Friday
 * and Saturday in Arabic), "Mon, Wed, Fri", "Once a week", "3 times a week", "Every 3 days",
 * "4 times a month", "3 times in 10 days".
 */
export function scheduleLabel(schedule: Schedule, weekend: readonly number[]): string {
  return sayScheduleIn(schedule, weekend, {
    timesAWeek: (times) => plural(times, { one: 'Once a week', other: '# times a week' }),
    everyFewDays: (days) =>
      t({
        message: plural(days, { other: 'Every # days' }),
        comment: 'A schedule: every 2 to 30 days',
      }),
    timesAMonth: (times) => plural(times, { one: 'Once a month', other: '# times a month' }),
    timesInDays: (times, days) =>
      t({
        message: plural(times, {
          one: plural(days, { other: 'Once in # days' }),
          other: plural(days, { other: `${times} times in # days` }),
        }),
        comment: 'A schedule: {times} (1 to 59) times in any # (2 to 60) days in a row',
      }),
    weekdays: () =>
      t({
        message: 'Weekdays',
        comment:
          'A schedule: the working days where the language is spoken (Monday to Friday; in Arabic, Sunday to Thursday). Shown only for those days.',
      }),
    weekends: () =>
      t({
        message: 'Weekends',
        comment:
          'A schedule: the weekend where the language is spoken (Saturday and Sunday; in Arabic, Friday and Saturday). Shown only for those days.',
      }),
    everyDay: () => t({ message: 'Every day', comment: 'A schedule' }),
  });
}
