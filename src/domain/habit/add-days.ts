import type { DayRule } from '../day-rule';
import type { Habit } from './model';
import { bucketTimes, completionTimes } from './stored';

// Days added many at once, as an import adds them (docs/product.md §13.3): loaded with the import,
// never with the first paint. Skips and records are written by stored.ts's writers, the stored
// best by edits.ts's `refreshHighest`, once all are added.

/**
 * The habit with a completion at the date mark of each of `days` (chosen days, §4.7), none of
 * them done yet.
 */
export function withDoneDays(habit: Habit, days: readonly number[], rule: DayRule): Habit {
  const times = [...completionTimes(habit), ...days.map((day) => rule.noonOf(day))];
  return { ...habit, completionsWithTimes: bucketTimes(times.sort((a, b) => a - b)) };
}
