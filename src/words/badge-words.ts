import { plural, t } from '@lingui/core/macro';
import type { BadgeDefinition, BadgeId } from '../domain/badges';
import type { DayBoundary } from '../domain/day-rule';

/**
 * The badges' words (docs/product.md §7), in the current language: the domain keeps their ids,
 * milestones and metrics. Functions, never constants, so each reads the language in use.
 */
function names(): Record<BadgeId, string> {
  return {
    first_step: t`First Step`,
    declutterer: t`Declutterer`,
    first_check: t`First Check`,
    on_a_roll: t`On a Roll`,
    flawless_week: t`Flawless Week`,
    juggler: t`Juggler`,
    month_master: t`Month Master`,
    variety_seeker: t`Variety Seeker`,
    century_club: t`Century Club`,
    well_rounded: t`Well Rounded`,
    committed: t`Committed`,
    night_owl_early_bird: t`Dawn & Dusk`,
    habit_guru: t`Habit Guru`,
    consistency_king: t`Consistency King`,
    solar_cycle: t`Solar Cycle`,
    habit_maker: t`Habit Maker`,
  };
}

/** A badge's name: "First Step". */
export function badgeName(id: BadgeId): string {
  return names()[id];
}

/**
 * A badge's description for the day rule in use: Dawn & Dusk's hours are on the clock days
 * follow, so they are said to be UTC hours only in UTC mode (docs/product.md §5.6).
 */
export function badgeDescription(id: BadgeId, boundary: DayBoundary): string {
  switch (id) {
    case 'first_step':
      return t`Create your first habit`;
    case 'declutterer':
      return t`Remove a habit`;
    case 'first_check':
      return t`Complete a habit for the first time`;
    case 'on_a_roll':
      return t`Reach a 7-day streak on one habit`;
    case 'flawless_week':
      return t`Keep every habit on schedule for the last 7 days`;
    case 'juggler':
      return t`Keep 5 habits at once`;
    case 'month_master':
      return t`Reach a 30-day streak`;
    case 'variety_seeker':
      return t`Complete 5 different habits`;
    case 'century_club':
      return t`Reach 100 completions in total`;
    case 'well_rounded':
      return t`Complete one habit on every day of the week`;
    case 'committed':
      return t`Reach a 100-day streak`;
    case 'night_owl_early_bird':
      return boundary === 'utc'
        ? t`Complete habits before 6 AM and after 10 PM (UTC) in the same week`
        : t`Complete habits before 6 AM and after 10 PM in the same week`;
    case 'habit_guru':
      return t`Keep 10 habits at once`;
    case 'consistency_king':
      return t`Reach 1,000 completions in total`;
    case 'solar_cycle':
      return t`Reach a 365-day streak`;
    case 'habit_maker':
      return t`Complete at least one habit on 14 days in a row`;
  }
}

/**
 * How far along a badge is: "4/7 days" for a counted milestone (the word agrees with the
 * milestone), "Not yet" for a yes/no one.
 */
export function badgeProgressLabel(
  badge: BadgeDefinition,
  { current, milestone }: { current: number; milestone: number },
): string {
  if (milestone === 1) return t`Not yet`;
  switch (badge.metric) {
    case 'longestRun':
    case 'overallStreak':
      return plural(milestone, {
        one: `${current}/${milestone} day`,
        other: `${current}/${milestone} days`,
      });
    case 'activeHabits':
    case 'habitsCompleted':
      return plural(milestone, {
        one: `${current}/${milestone} habit`,
        other: `${current}/${milestone} habits`,
      });
    case 'totalCompletions':
      return plural(milestone, {
        one: `${current}/${milestone} completion`,
        other: `${current}/${milestone} completions`,
      });
    case 'weekdaysCovered':
      return plural(milestone, {
        one: `${current}/${milestone} weekday`,
        other: `${current}/${milestone} weekdays`,
      });
    default:
      return `${current}/${milestone}`;
  }
}
