import { UTC_DAYS, type DayRule } from './day-rule';
import { storedDays } from './habit/entries';
import { descriptionOf, groupOf, isActive, isArchived, type Habit } from './habit/model';
import { completionTimes, storedDay } from './habit/stored';
import { DAY_MS, isoDate } from './days';
import { readSchedule, type Schedule } from './schedule';

export const CSV_HEADER =
  'habit,date,timestamp,schedule,amount,unit,note,group,archived,description';

/**
 * The active habits (archived ones too) as CSV, a row per day with a completion, an amount or a
 * note, in date order: habit, date (in `rule`), ISO timestamp, the habit's schedule ("Every day",
 * "Mon, Wed, Fri", "3 times a week"), then the day's amount, its unit and note, then the habit's
 * group, `true` when it is archived, and its description (§3.6: empty when none; added at the end,
 * so a reader of the older columns reads them where they were). A day with more than one completion
 * has a row per completion, the amount and note on the first; a day with an amount or a note but no
 * completion has an empty timestamp. Text fields are quoted (RFC 4180), and a name, unit or note a
 * spreadsheet would read as a formula (=, +, -, @, tab, CR), a group or a description too, gets a leading apostrophe, so it stays
 * text.
 */
export function habitsToCsv(habits: readonly Habit[], rule: DayRule = UTC_DAYS): string {
  const rows = [CSV_HEADER];
  for (const habit of habits.filter(isActive)) {
    const name = csvField(habit.name);
    const schedule = csvField(csvSchedule(readSchedule(habit.schedule)));
    const unit = habit.measure?.unit;
    const group = groupOf(habit);
    const description = descriptionOf(habit);
    const about = [
      group ? csvField(group) : '',
      isArchived(habit) ? 'true' : '',
      description ? csvField(description) : '',
    ].join(',');
    const days = new Map<number, (number | null)[]>();
    for (const ms of completionTimes(habit)) {
      const day = rule.dayOf(ms);
      days.set(day, [...(days.get(day) ?? []), ms]);
    }
    for (const { day } of storedDays(habit)) if (!days.has(day)) days.set(day, [null]);
    for (const [day, times] of [...days].sort((a, b) => a[0] - b[0])) {
      const { amount, note } = storedDay(habit, day) ?? {};
      const amountCell = typeof amount === 'number' ? String(amount) : '';
      const tail = [
        amountCell,
        amountCell && typeof unit === 'string' && unit ? csvField(unit) : '',
        typeof note === 'string' && note ? csvField(note) : '',
      ].join(',');
      // A stored record with neither an amount nor a note (change times only) makes no row.
      if (times[0] === null && tail === ',,') continue;
      times.forEach((ms, i) => {
        const stamp = ms === null ? '' : new Date(ms).toISOString();
        const start = `${name},${isoDate(day)},${stamp},${schedule}`;
        rows.push(`${start},${i === 0 ? tail : ',,'},${about}`);
      });
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * A schedule as the `schedule` column says it: "Every day", "Weekdays", "Weekends", "Mon, Wed,
 * Fri", "Once a week", "3 times a week", "Every 3 days", "4 times a month", "3 times in 10 days".
 * English whatever the language: a file's columns are the
 * same in every language (docs/product.md §18.4); the screen words a schedule in the UI
 * (words/schedule-words).
 */
export function csvSchedule(schedule: Schedule): string {
  if (schedule.type === 'weekly') {
    return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
  }
  if (schedule.type === 'interval') return `Every ${schedule.days} days`;
  if (schedule.type === 'monthly') {
    return schedule.times === 1 ? 'Once a month' : `${schedule.times} times a month`;
  }
  if (schedule.type === 'window') {
    const times = schedule.times === 1 ? 'Once' : `${schedule.times} times`;
    return `${times} in ${schedule.days} days`;
  }
  if (schedule.type === 'weekdays') {
    if (schedule.days.join() === '1,2,3,4,5') return 'Weekdays';
    if (schedule.days.join() === '0,6') return 'Weekends';
    return schedule.days.map((d) => csvWeekday(d, 'short')).join(', ');
  }
  return 'Every day';
}

const SUNDAY = 3; // day 3 is 1970-01-04, a Sunday
const weekdayNames = (weekday: 'long' | 'short' | 'narrow') => {
  const format = new Intl.DateTimeFormat('en-US', { weekday, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format((SUNDAY + i) * DAY_MS));
};
let names: Record<'long' | 'short' | 'narrow', string[]> | undefined;

/**
 * A weekday's English name for the CSV (0 = Sunday): `long` "Monday", `short` "Mon", `narrow` "M",
 * from Intl, made on first use. The app's own words are i18n/format.ts's `weekdayName`.
 */
export function csvWeekday(weekday: number, width: 'long' | 'short' | 'narrow' = 'long'): string {
  names ??= {
    long: weekdayNames('long'),
    short: weekdayNames('short'),
    narrow: weekdayNames('narrow'),
  };
  return names[width][weekday] ?? '';
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
