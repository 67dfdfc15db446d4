// The badges and their ids (docs/product.md §7), apart from the rules that check them
// (badges.ts): stored ids are read in the first paint, and the checks load after it.

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
 * (words/badge-words.ts): the domain holds no words.
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
function badge<const Id extends string>(id: Id, milestone: number, metric: BadgeMetric) {
  return { id, milestone, metric };
}
