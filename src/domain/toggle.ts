import { dayOf, noonOf } from './days';
import { bucketTimes, completionDays, completionTimes, type Habit } from './habit';
import { hasDay, highestStreak } from './streaks';

/**
 * docs/product.md §5.1: if `day` has a completion, every completion of that day is
 * removed; otherwise one is added: `now` when `day` is today, 12:00 UTC of `day` for a past day
 * (docs/product.md §2). A future day is left alone. Buckets are rebuilt, so empty ones vanish,
 * and `highestStreak` is recomputed from all completion timestamps.
 */
export function toggleDay(habit: Habit, day: number, now: number): Habit {
  const today = dayOf(now);
  if (day > today) return habit;
  const times = completionTimes(habit);
  const kept = times.filter((ms) => dayOf(ms) !== day);
  let next: number[];
  if (kept.length < times.length) {
    next = kept;
  } else {
    const added = day === today ? now : noonOf(day);
    const at = kept.findIndex((ms) => ms > added);
    next = at === -1 ? [...kept, added] : [...kept.slice(0, at), added, ...kept.slice(at)];
  }
  return {
    ...habit,
    completionsWithTimes: bucketTimes(next),
    highestStreak: highestStreak(next, now),
  };
}

/**
 * Makes `day` done or not done, whichever `done` says: the toggle as an intent, so replaying it on
 * top of another tab's change (which may have made the same change) cannot undo it. The same habit
 * when `day` already is as asked, or is in the future.
 */
export function setDayDone(habit: Habit, day: number, done: boolean, now: number): Habit {
  return isDone(habit, day) === done ? habit : toggleDay(habit, day, now);
}

/** Whether `habit` has a completion on `day` (a binary search over its cached days). */
export function isDone(habit: Habit, day: number): boolean {
  return hasDay(completionDays(habit), day);
}
