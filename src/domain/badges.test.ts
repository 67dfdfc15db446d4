import { describe, expect, it } from 'vitest';
import {
  BADGES,
  BADGE_IDS,
  badgeMetrics,
  badgeProgress,
  isBadgeId,
  newlyUnlocked,
  type BadgeId,
} from './badges';
import type { Habit } from './habit/model';
import { at, habitWith, NOW, run } from '../testing/builders';

const unlocks = (habits: Habit[], event: 'start' | 'change' | 'delete' = 'change', now = NOW) =>
  newlyUnlocked(habits, [], now, event);
const many = (n: number, options = {}) => Array.from({ length: n }, () => habitWith(options));

/** Checks that `earns` unlocks `id` and `short` (one step short) does not. */
function edge(id: BadgeId, earns: Habit[], short: Habit[]) {
  expect(unlocks(earns)).toContain(id);
  expect(unlocks(short)).not.toContain(id);
}

describe('the 16 badges (docs/product.md §7)', () => {
  it('are defined in the contract order', () => {
    expect(BADGE_IDS).toEqual([
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
    ]);
    expect(isBadgeId('juggler')).toBe(true);
    expect(isBadgeId('nope')).toBe(false);
  });

  it('first_step: one active habit', () => {
    expect(unlocks([habitWith()])).toEqual(['first_step']);
  });
  it('declutterer: only on a delete, also of the last habit', () => {
    expect(unlocks([habitWith()], 'delete')).toContain('declutterer');
    expect(unlocks([habitWith({ isDeleted: true })], 'delete')).toEqual(['declutterer']);
    expect(unlocks([habitWith({ isDeleted: true })], 'change')).toEqual([]);
    expect(newlyUnlocked([habitWith({ isDeleted: true })], ['declutterer'], NOW, 'delete')).toEqual(
      [],
    );
  });
  it('first_check: any completion', () =>
    edge('first_check', [habitWith({ days: [-30] })], [habitWith()]));
  it('on_a_roll: a 7-day run, also one ending today', () => {
    edge('on_a_roll', [habitWith({ days: run(7) })], [habitWith({ days: run(6) })]);
    edge(
      'on_a_roll',
      [habitWith({ days: run(7, -40) })],
      [habitWith({ days: [...run(6, -40), ...run(6)] })],
    );
  });
  it('flawless_week: every habit on each of the last 7 days', () => {
    edge(
      'flawless_week',
      [habitWith({ days: run(7) }), habitWith({ days: run(7) })],
      [habitWith({ days: run(7) }), habitWith({ days: run(6) })],
    );
  });
  it('juggler: 5 active habits', () => {
    edge('juggler', many(5), [...many(4), habitWith({ isDeleted: true })]);
  });
  it('month_master: a 30-day run', () =>
    edge('month_master', [habitWith({ days: run(30) })], [habitWith({ days: run(29) })]));
  it('variety_seeker: 5 different active habits completed', () => {
    edge('variety_seeker', many(5, { days: [-1] }), [...many(4, { days: [-1] }), habitWith()]);
  });
  it('century_club: 100 completions in total', () => {
    edge(
      'century_club',
      [habitWith({ days: run(60, -200) }), habitWith({ days: run(40, -200) })],
      [habitWith({ days: run(99, -200) })],
    );
  });
  it('well_rounded: one habit on all 7 weekdays', () => {
    edge(
      'well_rounded',
      [habitWith({ days: [-70, -50, -30, -17, -11, -6, -5] })],
      [habitWith({ days: [-70, -50, -30, -17, -11, -6] }), habitWith({ days: [-2] })],
    );
  });
  it('committed: a 100-day run', () =>
    edge('committed', [habitWith({ days: run(100, -3) })], [habitWith({ days: run(99) })]));
  it('night_owl_early_bird: before 06:00 and from 22:00 in this week', () => {
    edge(
      'night_owl_early_bird',
      [habitWith({ times: [at('2025-07-13T05:59:00'), at('2025-07-14T22:00:00')] })],
      [habitWith({ times: [at('2025-07-13T06:00:00'), at('2025-07-14T22:00:00')] })],
    );
  });
  it('habit_guru: 10 active habits', () => edge('habit_guru', many(10), many(9)));
  it('consistency_king: 1,000 completions', () => {
    const times = (n: number) =>
      Array.from({ length: n }, (_, i) => at('2025-01-01T00:00:00') + i * 60_000);
    edge(
      'consistency_king',
      [habitWith({ times: times(1000) })],
      [habitWith({ times: times(999) })],
    );
  });
  it('solar_cycle: a 365-day run', () =>
    edge('solar_cycle', [habitWith({ days: run(365) })], [habitWith({ days: run(364) })]));
  it('habit_maker: an overall streak of 14', () => {
    const split = (end: number) => [
      habitWith({ days: run(7, end - 7) }),
      habitWith({ days: run(7, end) }),
    ];
    edge('habit_maker', split(-1), [habitWith({ days: run(13, -1) })]);
  });

  it('nothing runs with no active habits, not even on start', () => {
    expect(unlocks([], 'start')).toEqual([]);
    expect(unlocks([habitWith({ days: run(400), isDeleted: true })], 'start')).toEqual([]);
  });
  it('deleted habits do not count', () => {
    expect(unlocks([habitWith(), habitWith({ days: run(30), isDeleted: true })])).toEqual([
      'first_step',
    ]);
  });
  it('archived habits do not count, and alone unlock nothing (§3.6)', () => {
    const archived = { ...habitWith({ days: run(30) }), archived: true };
    expect(unlocks([habitWith(), archived])).toEqual(['first_step']);
    expect(unlocks([archived], 'start')).toEqual([]);
  });
  it('never returns a badge already unlocked', () => {
    expect(newlyUnlocked([habitWith({ days: [0] })], ['first_step'], NOW, 'change')).toEqual([
      'first_check',
    ]);
  });
  it('reports progress capped at the milestone', () => {
    const metrics = badgeMetrics([habitWith({ days: run(4) })], NOW, 'change');
    const onARoll = BADGES.find((b) => b.id === 'on_a_roll');
    const firstStep = BADGES.find((b) => b.id === 'first_step');
    expect(onARoll && badgeProgress(onARoll, metrics)).toEqual({ current: 4, milestone: 7 });
    expect(firstStep && badgeProgress(firstStep, metrics)).toEqual({ current: 1, milestone: 1 });
  });
});

describe('badge checks with every badge earned', () => {
  it('return nothing', () => {
    expect(newlyUnlocked([habitWith({ days: run(400) })], BADGE_IDS, NOW, 'delete')).toEqual([]);
  });
});
