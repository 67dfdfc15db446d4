import { UTC_DAYS, type DayRule } from './day-rule';
import { isStorableTime } from './days';
import { isActive, isHabitToBreak, isShown, type Habit } from './habit/model';
import { cleanDays } from './habit/reads';
import { completionTimes } from './habit/stored';
import { describeHabit } from './habit/view';

/** docs/product.md §2.5: the Stats dialog lists at most 3 habits. */
export const TOP_HABITS = 3;

/**
 * docs/product.md §6.1: the number of completion timestamps over shown habits (not archived); a
 * habit to break counts its clean days up to `today` (§20.2), when given.
 */
export function totalCompletions(
  habits: readonly Habit[],
  today?: number,
  rule: DayRule = UTC_DAYS,
): number {
  return habits.filter(isShown).reduce((sum, h) => sum + completionCount(h, today, rule), 0);
}

/** A habit's completions: its stored ticks, or a habit to break's clean days (§20.2). */
function completionCount(habit: Habit, today: number | undefined, rule: DayRule): number {
  return today !== undefined && isHabitToBreak(habit)
    ? cleanDays(habit, today, rule).length
    : completionTimes(habit).length;
}

/** The mean current streak of the shown habits; 0 without any (docs/product.md §6.2). */
export function averageStreak(
  habits: readonly Habit[],
  today: number,
  rule: DayRule = UTC_DAYS,
): number {
  const active = habits.filter(isShown);
  if (active.length === 0) return 0;
  const sum = active.reduce((total, h) => total + describeHabit(h, today, rule).current, 0);
  return sum / active.length;
}

/** One decimal, rounded half up on the decimal value: 2.25 -> 2.3, 10/3 -> 3.3 (shown as "0.0"). */
export function roundAverage(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

export interface TopHabit {
  habit: Habit;
  /** Its best streak (§6.5), as its card and History show it. */
  bestStreak: number;
}

/**
 * The best streak the chip, Top 3 and History show (docs/product.md §6.5): the highest streak (which
 * leaves out the run ending today), or the current run when that is longer, so ticking today
 * never hides a record that is still growing (docs/decisions.md). Below 2 it is 0, as §5.3 says.
 */
export function bestStreak(habit: Habit, today: number, rule: DayRule = UTC_DAYS): number {
  return describeHabit(habit, today, rule).best;
}

/**
 * docs/product.md §6.4: shown habits (not archived) by best streak (computed at `now`, `bestStreak`),
 * descending, ties in list order, those at 0 left out, at most `limit`.
 */
export function topHabits(
  habits: readonly Habit[],
  now: number,
  rule: DayRule = UTC_DAYS,
  limit = TOP_HABITS,
): TopHabit[] {
  const today = rule.dayOf(now);
  return habits
    .filter(isShown)
    .map((habit) => ({ habit, bestStreak: bestStreak(habit, today, rule) }))
    .filter((entry) => entry.bestStreak > 0)
    .sort((a, b) => b.bestStreak - a.bestStreak) // stable: ties keep list order
    .slice(0, limit);
}

/**
 * The first moment the active habits know of, in ms: the earliest creation or completion, so
 * imported or restored history counts from its first day ("Tracking since"); null with none.
 */
export function trackingSince(habits: readonly Habit[]): number | null {
  let since: number | null = null;
  for (const habit of habits) {
    if (!isActive(habit)) continue;
    const created = Date.parse(habit.createdAt);
    const first = completionTimes(habit)[0];
    for (const ms of [created, first]) {
      if (ms !== undefined && isStorableTime(ms) && (since === null || ms < since)) since = ms;
    }
  }
  return since;
}
