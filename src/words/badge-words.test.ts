import { describe, expect, it } from 'vitest';
import type { BadgeId, BadgeMetric } from '../domain/badges';
import { badgeDescription, badgeName, badgeProgressLabel } from './badge-words';

const IDS: BadgeId[] = [
  'first_step',
  'declutterer',
  'first_check',
  'on_a_roll',
  'flawless_week',
  'juggler',
  'month_master',
  'variety_seeker',
  'century_club',
  'well_rounded',
  'committed',
  'night_owl_early_bird',
  'habit_guru',
  'consistency_king',
  'solar_cycle',
  'habit_maker',
];

describe('badge words (docs/product.md §7)', () => {
  it('name every badge, each differently', () => {
    expect(badgeName('night_owl_early_bird')).toBe('Dawn & Dusk');
    expect(badgeName('first_step')).toBe('First Step');
    expect(new Set(IDS.map(badgeName)).size).toBe(16);
  });
  it('say progress as "4/7 days", and "Not yet" for a yes/no badge', () => {
    const progress = (metric: BadgeMetric, current: number, milestone: number) =>
      badgeProgressLabel({ id: 'x', metric, milestone }, { current, milestone });
    expect(progress('longestRun', 4, 7)).toBe('4/7 days');
    expect(progress('overallStreak', 0, 14)).toBe('0/14 days');
    expect(progress('activeHabits', 1, 5)).toBe('1/5 habits');
    expect(progress('totalCompletions', 4, 1000)).toBe('4/1000 completions');
    expect(progress('weekdaysCovered', 4, 7)).toBe('4/7 weekdays');
    expect(progress('perfectWeek', 0, 1)).toBe('Not yet');
  });
});

describe('badge descriptions say what the rule counts (docs/product.md §5.5, §5.6)', () => {
  it('Dawn & Dusk names UTC hours only when days follow UTC', () => {
    expect(badgeDescription('night_owl_early_bird', 'utc')).toBe(
      'Complete habits before 6 AM and after 10 PM (UTC) in the same week',
    );
    expect(badgeDescription('night_owl_early_bird', 'local')).toBe(
      'Complete habits before 6 AM and after 10 PM in the same week',
    );
    expect(badgeDescription('first_step', 'utc')).toBe('Create your first habit');
  });
  it('Flawless Week is on schedule, not every day: a once-a-week habit done once counts', () => {
    expect(badgeDescription('flawless_week', 'local')).toBe(
      'Keep every habit on schedule for the last 7 days',
    );
  });
});
