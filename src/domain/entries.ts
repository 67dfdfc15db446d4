import { UTC_DAYS, type DayRule } from './day-rule';
import { hasDay } from './days';
import type { Habit } from './habit';
import { storedDay, type StoredDay } from './records';
import { isDone } from './toggle';
import { dayOfIso, skipDays } from './schedule';

// Reading a habit's days as the calendar, History, the CSV and the merge show them (docs/product.md
// §16): loaded with those parts, never with the first paint.

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
    skipped: hasDay(skipDays(habit.skips), day),
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
