import { UTC_DAYS, type DayRule } from './day-rule';
import { weekdayOf, WEEK_DAYS } from './days';
import { completionTimes, isActive, type Habit } from './habit';
import { describeHabit } from './habit-view';
import { dawnAndDusk, overallStreak, perfectWeek } from './streaks';

/**
 * The numbers every badge rule reads, computed once per check over the active habits.
 * Yes/no facts are 1 or 0, so every rule is "metric reaches milestone".
 */
export interface BadgeMetrics {
  activeHabits: number;
  /** 1 when this change deleted a habit (declutterer is about the act, not the state). */
  deletedNow: number;
  totalCompletions: number;
  /** The longest run of any one habit, counting a run in progress. */
  longestRun: number;
  perfectWeek: number;
  habitsCompleted: number;
  /** The most distinct weekdays any one habit has completions on. */
  weekdaysCovered: number;
  dawnAndDusk: number;
  overallStreak: number;
}

export type BadgeMetric = keyof BadgeMetrics;

/**
 * A badge's rule. Its name, description and progress words are the UI's, in every language
 * (components/ui/badge-words.ts): the domain holds no words.
 */
export interface BadgeDefinition {
  id: string;
  milestone: number;
  metric: BadgeMetric;
}

/** docs/product.md §7, in its order. */
export const BADGES = [
  badge('first_step', 1, 'activeHabits'),
  badge('declutterer', 1, 'deletedNow'),
  badge('first_check', 1, 'totalCompletions'),
  badge('on_a_roll', 7, 'longestRun'),
  badge('flawless_week', 1, 'perfectWeek'),
  badge('juggler', 5, 'activeHabits'),
  badge('month_master', 30, 'longestRun'),
  badge('variety_seeker', 5, 'habitsCompleted'),
  badge('century_club', 100, 'totalCompletions'),
  badge('well_rounded', 7, 'weekdaysCovered'),
  badge('committed', 100, 'longestRun'),
  badge('night_owl_early_bird', 1, 'dawnAndDusk'),
  badge('habit_guru', 10, 'activeHabits'),
  badge('consistency_king', 1000, 'totalCompletions'),
  badge('solar_cycle', 365, 'longestRun'),
  badge('habit_maker', 14, 'overallStreak'),
] as const satisfies readonly BadgeDefinition[];

export type BadgeId = (typeof BADGES)[number]['id'];

export const BADGE_IDS: readonly BadgeId[] = BADGES.map((b) => b.id);

export function isBadgeId(value: unknown): value is BadgeId {
  return typeof value === 'string' && (BADGE_IDS as readonly string[]).includes(value);
}

export type BadgeEvent = 'start' | 'change' | 'delete';

/** Every metric at `now` over the active habits of `habits`, days in `rule`. */
export function badgeMetrics(
  habits: readonly Habit[],
  now: number,
  event: BadgeEvent,
  rule: DayRule = UTC_DAYS,
): BadgeMetrics {
  const active = habits.filter(isActive);
  const today = rule.dayOf(now);
  let totalCompletions = 0;
  let longest = 0;
  let habitsCompleted = 0;
  let weekdaysCovered = 0;
  for (const habit of active) {
    const view = describeHabit(habit, today, rule);
    const days = view.facts.done;
    totalCompletions += completionTimes(habit).length;
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
  const hasActive = habits.some(isActive);
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

function badge<const Id extends string>(id: Id, milestone: number, metric: BadgeMetric) {
  return { id, milestone, metric };
}
