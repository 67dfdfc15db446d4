import { completionDays, completionTimes, isActive, type Habit } from './habit';
import { dayOf } from './days';
import { currentStreak, habitHighestStreakOn, MIN_REPORTED_STREAK } from './streaks';

/** docs/product.md §2: the Stats dialog lists at most 3 habits. */
export const TOP_HABITS = 3;

/** docs/product.md §6: the number of completion timestamps over active habits. */
export function totalCompletions(habits: readonly Habit[]): number {
  return habits.filter(isActive).reduce((sum, h) => sum + completionTimes(h).length, 0);
}

/** The mean current streak of the active habits; 0 without any. */
export function averageStreak(habits: readonly Habit[], today: number): number {
  const active = habits.filter(isActive);
  if (active.length === 0) return 0;
  const sum = active.reduce((total, h) => total + currentStreak(completionDays(h), today), 0);
  return sum / active.length;
}

/** One decimal, rounded half up on the decimal value: 0 -> "0.0", 2.5 -> "2.5", 10/3 -> "3.3". */
export function formatAverage(value: number): string {
  return (Math.round(value * 10 + 1e-9) / 10).toFixed(1);
}

export interface TopHabit {
  habit: Habit;
  highestStreak: number;
}

/**
 * The best streak the chip and Top 3 show (docs/product.md §6.5): the highest streak (which
 * leaves out the run ending today), or the current run when that is longer, so ticking today
 * never hides a record that is still growing (docs/decisions.md). Below 2 it is 0, as §5.3 says.
 */
export function shownBestStreak(habit: Habit, today: number): number {
  const current = currentStreak(completionDays(habit), today);
  const highest = habitHighestStreakOn(habit, today);
  return current >= MIN_REPORTED_STREAK && current > highest ? current : highest;
}

/**
 * docs/product.md §6: active habits by best streak (computed at `now`, `shownBestStreak`),
 * descending, ties in list order, those at 0 left out, at most `limit`.
 */
export function topHabits(habits: readonly Habit[], now: number, limit = TOP_HABITS): TopHabit[] {
  const today = dayOf(now);
  return habits
    .filter(isActive)
    .map((habit) => ({ habit, highestStreak: shownBestStreak(habit, today) }))
    .filter((entry) => entry.highestStreak > 0)
    .sort((a, b) => b.highestStreak - a.highestStreak) // stable: ties keep list order
    .slice(0, limit);
}

/** The calendar footer's "N Completed": distinct UTC days with a completion, whole history. */
export function completedDayCount(habit: Habit): number {
  return completionDays(habit).length;
}

export interface HabitSummary {
  /** docs/product.md §5: current streak, alive through yesterday. */
  current: number;
  /** The best streak shown at `today` (`shownBestStreak`; never the stored field). */
  highest: number;
  /** Distinct completed days over the whole history. */
  completed: number;
}

/** What a habit card and its calendar show. */
export function habitSummary(habit: Habit, today: number): HabitSummary {
  return {
    current: currentStreak(completionDays(habit), today),
    highest: shownBestStreak(habit, today),
    completed: completedDayCount(habit),
  };
}
