import { bucketTimes, completionTimes, type Habit } from './habit';
import { highestStreak } from './streaks';

/**
 * Merges `incoming` habits into `current` (import, "Merge"): a habit whose id is in both keeps the
 * current fields and gets the union of both completion lists (each timestamp once); a habit only
 * in `incoming` is appended in its order. Habits only in `current` are kept as they are.
 */
export function mergeHabits(
  current: readonly Habit[],
  incoming: readonly Habit[],
  now: number,
): Habit[] {
  const byId = new Map(incoming.map((h) => [h.id, h]));
  const merged = current.map((habit) => {
    const other = byId.get(habit.id);
    if (!other) return habit;
    byId.delete(habit.id);
    const mine = completionTimes(habit);
    const union = [...new Set([...mine, ...completionTimes(other)])].sort((a, b) => a - b);
    if (union.length === mine.length) return habit;
    return {
      ...habit,
      completionsWithTimes: bucketTimes(union),
      highestStreak: highestStreak(union, now),
    };
  });
  return [...merged, ...byId.values()];
}

/** Ids in `a`'s order, then those only in `b`, each once. */
export function unionIds<T extends string>(a: readonly T[], b: readonly T[]): T[] {
  return [...new Set([...a, ...b])];
}
