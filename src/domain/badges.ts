import { UTC_DAYS, type DayRule } from './day-rule';
import { weekdayOf, WEEK_DAYS } from './days';
import { isHabitToBreak, isShown, type Habit } from './habit/model';
import { completionTimes } from './habit/stored';
import { describeHabit } from './habit/view';
import { dawnAndDusk, overallStreak, perfectWeek } from './streaks';
import {
  BADGES,
  type BadgeDefinition,
  type BadgeEvent,
  type BadgeId,
  type BadgeMetrics,
} from './badge-table';

export * from './badge-table';

/**
 * Every metric at `now` over the shown habits of `habits` (active and not archived: an archived
 * habit earns no new badge, §3.6), days in `rule`.
 */
export function badgeMetrics(
  habits: readonly Habit[],
  now: number,
  event: BadgeEvent,
  rule: DayRule = UTC_DAYS,
): BadgeMetrics {
  const active = habits.filter(isShown);
  const today = rule.dayOf(now);
  let totalCompletions = 0;
  let longest = 0;
  let habitsCompleted = 0;
  let weekdaysCovered = 0;
  for (const habit of active) {
    const view = describeHabit(habit, today, rule);
    const days = view.facts.done;
    totalCompletions += isHabitToBreak(habit) ? days.length : completionTimes(habit).length;
    if (days.length > 0) habitsCompleted += 1;
    longest = Math.max(longest, view.longest);
    if (weekdaysCovered < WEEK_DAYS) {
      const weekdays = new Set<number>();
      for (const day of days) {
        weekdays.add(weekdayOf(day));
        if (weekdays.size === WEEK_DAYS) break;
      }
      weekdaysCovered = Math.max(weekdaysCovered, weekdays.size);
    }
  }
  const { dawn, dusk } = dawnAndDusk(active, now, rule);
  return {
    activeHabits: active.length,
    deletedNow: event === 'delete' ? 1 : 0,
    totalCompletions,
    longestRun: longest,
    perfectWeek: perfectWeek(active, today, rule) ? 1 : 0,
    habitsCompleted,
    weekdaysCovered,
    dawnAndDusk: dawn && dusk ? 1 : 0,
    overallStreak: overallStreak(active, today, rule),
  };
}

/**
 * docs/product.md §7.1: the badges that `habits` earn at `now` and `unlocked` lacks, in
 * BADGES order. Nothing runs without an active habit, except declutterer on a delete.
 */
export function newlyUnlocked(
  habits: readonly Habit[],
  unlocked: readonly string[],
  now: number,
  event: BadgeEvent,
  rule: DayRule = UTC_DAYS,
): BadgeId[] {
  const have = new Set(unlocked);
  const hasActive = habits.some(isShown);
  if (!hasActive) {
    return event === 'delete' && !have.has('declutterer') ? ['declutterer'] : [];
  }
  const candidates = BADGES.filter((b) => !have.has(b.id));
  if (candidates.length === 0) return []; // everything earned: no metrics to compute
  const metrics = badgeMetrics(habits, now, event, rule);
  return candidates.filter((b) => metrics[b.metric] >= b.milestone).map((b) => b.id);
}

/** How far along a badge is: `current` is capped at `milestone`. */
export function badgeProgress(
  definition: BadgeDefinition,
  metrics: BadgeMetrics,
): { current: number; milestone: number } {
  return {
    current: Math.min(metrics[definition.metric], definition.milestone),
    milestone: definition.milestone,
  };
}
