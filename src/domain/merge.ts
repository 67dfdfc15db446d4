import { UTC_DAYS, type DayRule } from './day-rule';
import { bucketTimes, completionTimes, type Habit } from './habit';
import { describeHabit } from './habit-view';
import { skipDays } from './schedule';
import { isoDate } from './days';

/**
 * Merges `incoming` habits into `current` (import, "Merge"): a habit whose id is in both keeps the
 * current fields (its schedule too) and gets the union of both completion lists (each timestamp
 * once) and of both skip lists; a habit only in `incoming` is appended in its order. Habits only
 * in `current` are kept as they are.
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
    if (union.length === mine.length && skips.length === mySkips.length) return habit;
    const merged: Habit = { ...habit, completionsWithTimes: bucketTimes(union) };
    if (skips.length > 0) merged.skips = skips.map(isoDate);
    return { ...merged, highestStreak: describeHabit(merged, rule.dayOf(now), rule).highest };
  });
  return [...merged, ...byId.values()];
}

/** Ids in `a`'s order, then those only in `b`, each once. */
export function unionIds<T extends string>(a: readonly T[], b: readonly T[]): T[] {
  return [...new Set([...a, ...b])];
}
