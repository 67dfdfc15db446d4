import { UTC_DAYS, type DayRule } from './day-rule';
import { firstAtOrAfter, hasDay, lastDays, weekdayOf, weekStartOf, WEEK_DAYS } from './days';
import { isHabitToBreak, type Habit } from './habit/model';
import { doneDays, skippedDays } from './habit/reads';
import { completionTimes, daysOf } from './habit/stored';
import { DAILY, readSchedule, statusesBetween } from './schedule';

/** docs/product.md §9: a highest streak below 2 is reported as 0. */
export const MIN_REPORTED_STREAK = 2;

/**
 * docs/product.md §5: consecutive days ending on the latest completion day; 0 when that day is
 * before yesterday (a streak stays alive through yesterday) or there is none. `days` ascending.
 */
export function currentStreak(days: readonly number[], today: number): number {
  const last = days.length - 1;
  const latest = days[last];
  if (latest === undefined || latest < today - 1) return 0;
  let length = 1;
  while (length <= last && days[last - length] === latest - length) length += 1;
  return length;
}

/** Calls `visit(start, end)` for each run of consecutive days, in order. `days` ascending. */
function forEachRun(days: readonly number[], visit: (start: number, end: number) => void): void {
  let start = days[0];
  if (start === undefined) return;
  let previous = start;
  for (let i = 1; i <= days.length; i += 1) {
    const day = days[i];
    if (day !== previous + 1) {
      visit(start, previous);
      if (day === undefined) return;
      start = day;
    }
    previous = day;
  }
}

const longestCache = new WeakMap<readonly number[], number>();

/**
 * The longest run of consecutive days, counting a run in progress (docs/product.md §6).
 * Cached per days array (the app never mutates one).
 */
export function longestRun(days: readonly number[]): number {
  const cached = longestCache.get(days);
  if (cached !== undefined) return cached;
  let best = 0;
  forEachRun(days, (start, end) => (best = Math.max(best, end - start + 1)));
  longestCache.set(days, best);
  return best;
}

/**
 * docs/product.md §5.3: the longest run in `times` (ascending ms), ignoring the run
 * that ends today because it is still in progress; a result below 2 is 0.
 */
export function highestStreak(
  times: readonly number[],
  now: number,
  rule: DayRule = UTC_DAYS,
): number {
  return highestStreakOfDays(daysOf(times, rule), rule.dayOf(now));
}

/** `highestStreak` over ascending distinct days. */
export function highestStreakOfDays(days: readonly number[], today: number): number {
  let best = 0;
  forEachRun(days, (start, end) => {
    if (end !== today) best = Math.max(best, end - start + 1);
  });
  return best < MIN_REPORTED_STREAK ? 0 : best;
}

/**
 * docs/product.md §5.5 and §10: in the last 7 days including today, every habit was done as its
 * schedule asks: a daily habit on each day, a weekdays habit on each listed day among them, a
 * weekly habit on at least `times` of them. Skipped days do not count as done. The new kinds
 * (§10.7): no missed or skipped day among them, and today not open unless the month is unfinished.
 * False for no habits.
 */
export function perfectWeek(
  habits: readonly Habit[],
  today: number,
  rule: DayRule = UTC_DAYS,
): boolean {
  if (habits.length === 0) return false;
  const window = lastDays(today, WEEK_DAYS);
  return habits.every((habit) => {
    const days = doneDays(habit, rule, today);
    // A habit to break is asked every day (§20).
    const schedule = isHabitToBreak(habit) ? DAILY : readSchedule(habit.schedule);
    if (schedule.type === 'weekly') {
      return window.filter((day) => hasDay(days, day)).length >= schedule.times;
    }
    // Every asked day done: no missed or open day, and no skip but on a weekday not listed. A
    // month's open days do not count against it: it can still be met.
    const facts = { done: days, skips: skippedDays(habit), schedule };
    return statusesBetween(facts, today - WEEK_DAYS + 1, today, today).every((status, i) =>
      status === 'skipped'
        ? schedule.type === 'weekdays' && !schedule.days.includes(weekdayOf(today - 6 + i))
        : status !== 'missed' && (status !== 'open' || schedule.type === 'monthly'),
    );
  });
}

export const DAWN_BEFORE_HOUR = 6;
export const DUSK_FROM_HOUR = 22;

/**
 * docs/product.md §5.6: in the current week (Sunday to Saturday, of `rule`), some completion is
 * before 06:00 and some completion is at or after 22:00 (wall-clock hours of `rule`), in any
 * habits.
 */
export function dawnAndDusk(
  habits: readonly Habit[],
  now: number,
  rule: DayRule = UTC_DAYS,
): { dawn: boolean; dusk: boolean } {
  const week = weekStartOf(rule.dayOf(now), rule.weekStart);
  const from = rule.startOf(week);
  const to = rule.startOf(week + WEEK_DAYS);
  let dawn = false;
  let dusk = false;
  for (const habit of habits) {
    const times = completionTimes(habit);
    // Only this week's completions: binary search to its start, read until its end.
    for (let i = firstAtOrAfter(times, from); i < times.length; i += 1) {
      const ms = times[i] as number;
      if (ms >= to) break;
      const hour = rule.hourOf(ms);
      if (hour < DAWN_BEFORE_HOUR) dawn = true;
      if (hour >= DUSK_FROM_HOUR) dusk = true;
    }
    if (dawn && dusk) break;
  }
  return { dawn, dusk };
}

/**
 * docs/product.md §5.7: consecutive days with any completion in any habit, counted
 * back from today, or from yesterday when today has none; 0 without completions.
 */
export function overallStreak(
  habits: readonly Habit[],
  today: number,
  rule: DayRule = UTC_DAYS,
): number {
  const lists = habits.map((habit) => doneDays(habit, rule, today));
  // One cursor per habit walks back from its end, so the cost is the days actually visited.
  const cursors = lists.map((days) => firstAtOrAfter(days, today + 1) - 1);
  const covered = (day: number) => {
    let hit = false;
    lists.forEach((days, i) => {
      let c = cursors[i] as number;
      while (c >= 0 && (days[c] as number) > day) c -= 1;
      cursors[i] = c;
      if (c >= 0 && days[c] === day) hit = true;
    });
    return hit;
  };
  let day = covered(today) ? today : today - 1;
  let length = 0;
  while (covered(day)) {
    length += 1;
    day -= 1;
  }
  return length;
}
