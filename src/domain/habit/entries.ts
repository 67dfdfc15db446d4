import { UTC_DAYS, type DayRule } from '../day-rule';
import { dayOfIso, isDateMark } from '../days';
import type { Habit, StoredDay } from './model';
import { isDone, isSkipped } from './reads';
import { completionTimes, storedDay } from './stored';

// Reading a habit's days as the calendar, History, the CSV, sync and the merge show them
// (docs/product.md §16): a day as one fact (done, skipped, amount, target, note), the records
// listed. Loaded with those parts, never with the first paint.

/** One day of one habit, as the rules read it. */
export interface DayEntry {
  day: number;
  done: boolean;
  skipped: boolean;
  /** The amount logged that day (amount habits), else null. */
  amount: number | null;
  /** The target that day was judged by, else null. */
  target: number | null;
  note: string | null;
}

/** The day as the rules read it: done, skipped, the amount and its target, the note. */
export function entryOf(habit: Habit, day: number, rule: DayRule = UTC_DAYS): DayEntry {
  const stored = storedDay(habit, day);
  return {
    day,
    done: isDone(habit, day, rule),
    skipped: isSkipped(habit, day),
    amount: stored?.amount ?? null,
    target: stored?.amount === undefined ? null : (stored.target ?? habit.measure?.target ?? null),
    note: stored?.note ?? null,
  };
}

/** Days with a stored record, ascending, with the record. Dates that are not real are left out. */
export function storedDays(habit: Habit): { day: number; record: StoredDay }[] {
  const out: { day: number; record: StoredDay }[] = [];
  for (const [iso, record] of Object.entries(habit.entries ?? {})) {
    const day = dayOfIso(iso);
    if (day !== null) out.push({ day, record });
  }
  return out.sort((a, b) => a.day - b.day);
}

/** The habit's notes, newest day first (docs/product.md §16.3). */
export function notesOf(habit: Habit): { day: number; note: string }[] {
  return storedDays(habit)
    .filter(({ record }) => typeof record.note === 'string' && record.note !== '')
    .map(({ day, record }) => ({ day, note: record.note as string }))
    .reverse();
}

/** The logged amounts, oldest day first, each with the target it was judged by. */
export function amountsOf(habit: Habit): { day: number; amount: number; target: number | null }[] {
  return storedDays(habit)
    .filter(({ record }) => typeof record.amount === 'number')
    .map(({ day, record }) => ({
      day,
      amount: record.amount as number,
      target: record.target ?? habit.measure?.target ?? null,
    }));
}

/**
 * Every change time `habit` holds, unchecked: the moments of its ticks of today (a tick's moment
 * is its change time, §16.4), its fields' change times and its day records'.
 */
export function changeTimes(habit: Habit): unknown[] {
  const out: unknown[] = completionTimes(habit).filter((ms) => !isDateMark(ms));
  out.push(...Object.values(habit.changedAt ?? {}));
  for (const record of Object.values(habit.entries ?? {}))
    out.push(...Object.values(record?.at ?? {}));
  return out;
}
