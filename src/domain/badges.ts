import { UTC_DAYS, type DayBoundary, type DayRule } from './day-rule';
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

export interface BadgeDefinition {
  id: string;
  name: string;
  description: string;
  milestone: number;
  metric: BadgeMetric;
  /** How progress is counted, for "4/7 days". */
  unit: string;
}

/** docs/product.md §7, in its order. */
export const BADGES = [
  badge('first_step', 'First Step', 'Create your first habit', 1, 'activeHabits', 'habit'),
  badge('declutterer', 'Declutterer', 'Remove a habit', 1, 'deletedNow', 'habit removed'),
  badge(
    'first_check',
    'First Check',
    'Complete a habit for the first time',
    1,
    'totalCompletions',
    'completion',
  ),
  badge('on_a_roll', 'On a Roll', 'Reach a 7-day streak on one habit', 7, 'longestRun', 'days'),
  badge(
    'flawless_week',
    'Flawless Week',
    'Keep every habit on schedule for the last 7 days',
    1,
    'perfectWeek',
    'perfect week',
  ),
  badge('juggler', 'Juggler', 'Keep 5 habits at once', 5, 'activeHabits', 'habits'),
  badge('month_master', 'Month Master', 'Reach a 30-day streak', 30, 'longestRun', 'days'),
  badge(
    'variety_seeker',
    'Variety Seeker',
    'Complete 5 different habits',
    5,
    'habitsCompleted',
    'habits',
  ),
  badge(
    'century_club',
    'Century Club',
    'Reach 100 completions in total',
    100,
    'totalCompletions',
    'completions',
  ),
  badge(
    'well_rounded',
    'Well Rounded',
    'Complete one habit on every day of the week',
    7,
    'weekdaysCovered',
    'weekdays',
  ),
  badge('committed', 'Committed', 'Reach a 100-day streak', 100, 'longestRun', 'days'),
  badge(
    'night_owl_early_bird',
    'Dawn & Dusk',
    'Complete habits before 6 AM and after 10 PM in the same week',
    1,
    'dawnAndDusk',
    'week',
  ),
  badge('habit_guru', 'Habit Guru', 'Keep 10 habits at once', 10, 'activeHabits', 'habits'),
  badge(
    'consistency_king',
    'Consistency King',
    'Reach 1,000 completions in total',
    1000,
    'totalCompletions',
    'completions',
  ),
  badge('solar_cycle', 'Solar Cycle', 'Reach a 365-day streak', 365, 'longestRun', 'days'),
  badge(
    'habit_maker',
    'Habit Maker',
    'Complete at least one habit on 14 days in a row',
    14,
    'overallStreak',
    'days',
  ),
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

/**
 * A badge's description for the day rule in use: Dawn & Dusk's hours are on the clock days
 * follow, so they are said to be UTC hours only in UTC mode (docs/product.md §5.6).
 */
export function badgeDescription(definition: BadgeDefinition, boundary: DayBoundary): string {
  return definition.id === 'night_owl_early_bird' && boundary === 'utc'
    ? definition.description.replace(' in the same week', ' (UTC) in the same week')
    : definition.description;
}

function badge<const Id extends string>(
  id: Id,
  name: string,
  description: string,
  milestone: number,
  metric: BadgeMetric,
  unit: string,
) {
  return { id, name, description, milestone, metric, unit };
}
