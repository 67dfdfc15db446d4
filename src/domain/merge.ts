import { UTC_DAYS, type DayRule } from './day-rule';
import { bucketTimes, completionTimes, type Habit } from './habit';
import { describeHabit } from './habit-view';
import { skipDays } from './schedule';
import { isoDate } from './days';
import type { StoredDay } from './records';

/**
 * Merges `incoming` habits into `current` (import, "Merge"): a habit whose id is in both keeps the
 * current fields (its schedule and measure too; the incoming measure only when it has none) and
 * gets the union of both completion lists (each timestamp once) and of both skip lists, and the
 * incoming amounts and notes on days that have none (never one written over); a habit only in
 * `incoming` is appended in its order, as it is. Habits only in `current` are kept as they are.
 */
export function mergeHabits(
  current: readonly Habit[],
  incoming: readonly Habit[],
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit[] {
  const byId = new Map(incoming.map((h) => [h.id, h]));
  const merged = current.map((habit) => {
    const other = byId.get(habit.id);
    if (!other) return habit;
    byId.delete(habit.id);
    const mine = completionTimes(habit);
    const union = [...new Set([...mine, ...completionTimes(other)])].sort((a, b) => a - b);
    const mySkips = skipDays(habit.skips);
    const skips = [...new Set([...mySkips, ...skipDays(other.skips)])].sort((a, b) => a - b);
    const records = withTheirRecords(habit, other);
    if (union.length === mine.length && skips.length === mySkips.length) return records;
    const merged: Habit = { ...records, completionsWithTimes: bucketTimes(union) };
    if (skips.length > 0) merged.skips = skips.map(isoDate);
    return { ...merged, highestStreak: describeHabit(merged, rule.dayOf(now), rule).highest };
  });
  return [...merged, ...byId.values()];
}

/** Ids in `a`'s order, then those only in `b`, each once. */
export function unionIds<T extends string>(a: readonly T[], b: readonly T[]): T[] {
  return [...new Set([...a, ...b])];
}

/**
 * `habit` with `other`'s measure when it has none, and `other`'s amount (with its target) and note
 * on each day whose stored record lacks one, with their change times; the same habit if none.
 */
function withTheirRecords(habit: Habit, other: Habit): Habit {
  let next = habit;
  if (next.measure === undefined && other.measure !== undefined) {
    next = { ...next, measure: other.measure };
  }
  const theirs = other.entries;
  if (!theirs || typeof theirs !== 'object') return next;
  let entries: Record<string, StoredDay> | null = null;
  for (const [iso, record] of Object.entries(theirs)) {
    if (!record || typeof record !== 'object') continue;
    const here: StoredDay | undefined = (entries ?? habit.entries)?.[iso];
    const addAmount = typeof record.amount === 'number' && typeof here?.amount !== 'number';
    const addNote =
      typeof record.note === 'string' &&
      record.note !== '' &&
      !(typeof here?.note === 'string' && here.note !== '');
    if (!addAmount && !addNote) continue;
    entries ??= { ...habit.entries };
    const day: StoredDay = { ...here };
    const at: NonNullable<StoredDay['at']> = { ...here?.at };
    if (addAmount) {
      day.amount = record.amount;
      if (record.target !== undefined) day.target = record.target;
      else delete day.target;
      if (record.at?.amount !== undefined) at.amount = record.at.amount;
    }
    if (addNote) {
      day.note = record.note;
      if (record.at?.note !== undefined) at.note = record.at.note;
    }
    if (Object.keys(at).length > 0) day.at = at;
    entries[iso] = day;
  }
  if (!entries) return next;
  const sorted: Record<string, StoredDay> = {};
  for (const key of Object.keys(entries).sort()) sorted[key] = entries[key] as StoredDay;
  return { ...next, entries: sorted };
}
