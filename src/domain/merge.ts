import { UTC_DAYS, type DayRule } from './day-rule';
import { bucketTimes, completionTimes, type Habit } from './habit';
import { describeHabit } from './habit-view';
import { dayOfIso, skipDays } from './schedule';
import { isoDate } from './days';
import { withStoredDay } from './records';

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
  let next = habit.measure || !other.measure ? habit : { ...habit, measure: other.measure };
  for (const [iso, theirs] of Object.entries(other.entries ?? {})) {
    const here = next.entries?.[iso];
    const amount = typeof theirs?.amount === 'number' && typeof here?.amount !== 'number';
    const note = !!theirs?.note && typeof theirs.note === 'string' && !here?.note;
    const day = dayOfIso(iso);
    if ((!amount && !note) || day === null) continue;
    next = withStoredDay(next, day, (record) => {
      const at = { ...record.at };
      if (amount) {
        record.amount = theirs.amount;
        record.target = theirs.target;
        if (theirs.target === undefined) delete record.target;
        if (theirs.at?.amount) at.amount = theirs.at.amount;
      }
      if (note) {
        record.note = theirs.note;
        if (theirs.at?.note) at.note = theirs.at.note;
      }
      return { ...record, at };
    });
  }
  return next;
}
