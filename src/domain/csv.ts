import { UTC_DAYS, type DayRule } from './day-rule';
import { isoDate } from './days';
import { completionTimes, isActive, type Habit } from './habit';
import { storedDays } from './records';
import { describeSchedule, readSchedule } from './schedule';

export const CSV_HEADER = 'habit,date,timestamp,schedule,amount,unit,note';

/**
 * The active habits as CSV, a row per day with a completion, an amount or a note, in date order:
 * habit, date (in `rule`), ISO timestamp, the habit's schedule ("Every day", "Mon, Wed, Fri",
 * "3 times a week"), then the day's amount, its unit and note. A day with more than one completion
 * has a row per completion, the amount and note on the first; a day with an amount or a note but no
 * completion has an empty timestamp. Text fields are quoted (RFC 4180), and a name, unit or note a
 * spreadsheet would read as a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so it stays
 * text.
 */
export function habitsToCsv(habits: readonly Habit[], rule: DayRule = UTC_DAYS): string {
  const rows = [CSV_HEADER];
  for (const habit of habits.filter(isActive)) {
    const name = csvField(habit.name);
    const schedule = csvField(describeSchedule(readSchedule(habit.schedule)));
    const unit = typeof habit.measure?.unit === 'string' ? habit.measure.unit : '';
    const timesByDay = new Map<number, number[]>();
    for (const ms of completionTimes(habit)) {
      const day = rule.dayOf(ms);
      const list = timesByDay.get(day);
      if (list) list.push(ms);
      else timesByDay.set(day, [ms]);
    }
    const records = new Map<number, { amount: string; note: string }>();
    for (const { day, record } of storedDays(habit)) {
      const amount = typeof record.amount === 'number' ? String(record.amount) : '';
      const note = typeof record.note === 'string' ? record.note : '';
      if (amount !== '' || note !== '') records.set(day, { amount, note });
    }
    const days = [...new Set([...timesByDay.keys(), ...records.keys()])].sort((a, b) => a - b);
    for (const day of days) {
      const record = records.get(day);
      const tail = record
        ? `${record.amount},${record.amount !== '' && unit !== '' ? csvField(unit) : ''},${record.note !== '' ? csvField(record.note) : ''}`
        : ',,';
      const times = timesByDay.get(day) ?? [null];
      times.forEach((ms, i) => {
        const stamp = ms === null ? '' : new Date(ms).toISOString();
        rows.push(`${name},${isoDate(day)},${stamp},${schedule},${i === 0 ? tail : ',,'}`);
      });
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
