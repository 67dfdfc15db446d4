import { isoDate, dayOf } from './days';
import { completionTimes, isActive, type Habit } from './habit';

/**
 * One row per completion of the active habits: habit, UTC date, ISO timestamp. Fields are quoted
 * (RFC 4180), and a name a spreadsheet would read as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, so it stays text.
 */
export function habitsToCsv(habits: readonly Habit[]): string {
  const rows = ['habit,date,timestamp'];
  for (const habit of habits.filter(isActive)) {
    const name = csvField(habit.name);
    for (const ms of completionTimes(habit)) {
      rows.push(`${name},${isoDate(dayOf(ms))},${new Date(ms).toISOString()}`);
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
