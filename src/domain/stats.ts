import { completionDays, completionTimes, isActive, type Habit } from './habit';
import { currentStreak, habitHighestStreak, habitHighestStreakOn } from './streaks';

/** CONTRACT.md section 4: the Stats dialog lists at most 3 habits. */
export const TOP_HABITS = 3;

/** CONTRACT.md section 5: the number of completion timestamps over active habits. */
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
 * CONTRACT.md section 5: active habits by highest streak (computed at `now`), descending, ties in
 * list order, those at 0 left out, at most `limit`.
 */
export function topHabits(habits: readonly Habit[], now: number, limit = TOP_HABITS): TopHabit[] {
  return habits
    .filter(isActive)
    .map((habit) => ({ habit, highestStreak: habitHighestStreak(habit, now) }))
    .filter((entry) => entry.highestStreak > 0)
    .sort((a, b) => b.highestStreak - a.highestStreak) // stable: ties keep list order
    .slice(0, limit);
}

/** The calendar footer's "N Completed": distinct UTC days with a completion, whole history. */
export function completedDayCount(habit: Habit): number {
  return completionDays(habit).length;
}

export interface HabitSummary {
  /** SPEC.md section 4: current streak, alive through yesterday. */
  current: number;
  /** Highest streak at `today` (CONTRACT.md section 5: never the stored field). */
  highest: number;
  /** Distinct completed days over the whole history. */
  completed: number;
}

/** What a habit card and its calendar show. */
export function habitSummary(habit: Habit, today: number): HabitSummary {
  return {
    current: currentStreak(completionDays(habit), today),
    highest: habitHighestStreakOn(habit, today),
    completed: completedDayCount(habit),
  };
}
