import { UTC_DAYS, type DayRule } from './day-rule';
import { isoDate } from './days';
import { completionDays, type Habit } from './habit';
import type { Stamp } from './hlc';

/**
 * The records a habit is made of (docs/product.md §16), apart from how they are stored. A habit's
 * stored JSON keeps the 1.2 fields (completions, skips) and adds three optional ones that an older
 * Tickday keeps as unknown fields: `measure`, `entries` and `changedAt`.
 */

/** At least: a day is done when its amount reaches the target; at most: when it stays within. */
export type Goal = 'atLeast' | 'atMost';

/** An amount habit's unit (up to 12 characters), goal and the target new days are judged by. */
export interface Measure {
  unit: string;
  goal: Goal;
  target: number;
}

/** The per-day fields that change on their own, each with its own change time. */
export type DayField = 'done' | 'amount' | 'skip' | 'note';

/** The habit fields that change on their own, each with its own change time. */
export type HabitField = 'name' | 'schedule' | 'measure' | 'order' | 'deleted';

/**
 * A day's stored record (`entries["2025-07-14"]`): the amount logged and the target it was judged
 * by, a note, and when each field last changed (a clock reading, hlc.ts). Every part is optional; a
 * record with nothing left is removed.
 */
export interface StoredDay {
  amount?: number;
  target?: number;
  note?: string;
  at?: Partial<Record<DayField, Stamp>>;
}

/**
 * The one function that says which days a habit was done (docs/product.md §16.2): ascending and
 * distinct, in `rule`. A day is done when it holds a completion; a met amount writes one, so a
 * done-or-not habit and an amount habit read the same way. Streaks, badges, stats, history, the
 * strip and the calendar read this, never the stored completions.
 */
export function doneDays(habit: Habit, rule: DayRule = UTC_DAYS): readonly number[] {
  return completionDays(habit, rule);
}

/** The stored record of `day`, if any. */
export function storedDay(habit: Habit, day: number): StoredDay | undefined {
  const entries = habit.entries;
  return entries ? entries[isoDate(day)] : undefined;
}

/** When a habit field last changed; undefined when never recorded. */
export function habitStamp(habit: Habit, field: HabitField): Stamp | undefined {
  return habit.changedAt?.[field];
}

/**
 * The habit with `day`'s record changed by `update` (which gets a copy to change); a record left
 * empty is removed, and `entries` goes when its last record does, so a habit that never had one
 * is stored exactly as before.
 */
export function withStoredDay(
  habit: Habit,
  day: number,
  update: (record: StoredDay) => StoredDay,
): Habit {
  const iso = isoDate(day);
  const before = habit.entries?.[iso];
  const record = update({ ...before, ...(before?.at ? { at: { ...before.at } } : {}) });
  if (record.at && Object.keys(record.at).length === 0) delete record.at;
  const entries: Record<string, StoredDay> = {};
  for (const [key, value] of Object.entries(habit.entries ?? {}))
    if (key !== iso) entries[key] = value;
  if (Object.keys(record).length > 0) entries[iso] = record;
  const { entries: _old, ...rest } = habit;
  return Object.keys(entries).length === 0 ? rest : { ...rest, entries: sortedByDate(entries) };
}

/** The records by date, oldest first (so the stored JSON reads in order and compares equal). */
function sortedByDate(entries: Record<string, StoredDay>): Record<string, StoredDay> {
  const keys = Object.keys(entries);
  let sorted = true;
  for (let i = 1; i < keys.length && sorted; i += 1)
    sorted = (keys[i - 1] as string) < (keys[i] as string);
  if (sorted) return entries;
  const out: Record<string, StoredDay> = {};
  for (const key of keys.sort()) out[key] = entries[key] as StoredDay;
  return out;
}

/**
 * `habits` with `habit` added at the end. A merge places a habit that only one copy holds after
 * the last habit whose id sorts before its own (§16.4), which is the end while ids grow with time;
 * when this one's id sorts before the last habit's (a clock behind, an imported id), its place is
 * recorded as a reorder at `stamp`, so the list keeps it where the user saw it.
 */
export function appendHabit(habits: readonly Habit[], habit: Habit, stamp: Stamp): Habit[] {
  const last = habits[habits.length - 1];
  return [...habits, last && last.id >= habit.id ? stampHabit(habit, 'order', stamp) : habit];
}

/** The habit with `field`'s change time set to `at`. */
export function stampHabit(habit: Habit, field: HabitField, at: Stamp): Habit {
  return { ...habit, changedAt: { ...habit.changedAt, [field]: at } };
}
