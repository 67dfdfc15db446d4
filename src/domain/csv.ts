import { UTC_DAYS, type DayRule } from './day-rule';
import { isoDate } from './days';
import { completionTimes, isActive, type Habit } from './habit';
import { describeSchedule, readSchedule } from './schedule';

/**
 * One row per completion of the active habits: habit, date (in `rule`), ISO timestamp, and the
 * habit's schedule ("Every day", "Mon, Wed, Fri", "3 times a week"). Fields are quoted
 * (RFC 4180), and a name a spreadsheet would read as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, so it stays text.
 */
export function habitsToCsv(habits: readonly Habit[], rule: DayRule = UTC_DAYS): string {
  const rows = ['habit,date,timestamp,schedule'];
  for (const habit of habits.filter(isActive)) {
    const name = csvField(habit.name);
    const schedule = csvField(describeSchedule(readSchedule(habit.schedule)));
    for (const ms of completionTimes(habit)) {
      rows.push(`${name},${isoDate(rule.dayOf(ms))},${new Date(ms).toISOString()},${schedule}`);
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
