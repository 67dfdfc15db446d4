import { describe, expect, it } from 'vitest';
import { UTC_DAYS, withWeekStart } from './day-rule';
import fc from 'fast-check';
import { DAY_MS, dayOf, hasDay } from './days';
import type { Habit } from './habit/model';
import { bucketTimes, completionTimes, daysOf } from './habit/stored';
import {
  currentStreak,
  dawnAndDusk,
  highestStreak,
  longestRun,
  overallStreak,
  perfectWeek,
} from './streaks';
import { at, habitWith, NOW, run, TODAY } from '../testing/builders';
import {
  refCurrentStreak,
  refHighestStreak,
  refLongestRun,
  refOverallStreak,
  refPerfectWeek,
} from '../testing/reference';

const timesOf = (offsets: number[], today = TODAY) =>
  offsets.map((o) => (today + o) * DAY_MS + DAY_MS / 2).sort((a, b) => a - b);
const current = (offsets: number[]) => currentStreak(daysOf(timesOf(offsets)), TODAY);
const highest = (offsets: number[]) => highestStreak(timesOf(offsets), NOW);

describe('current streak (docs/product.md §5.2)', () => {
  it('is 0 without completions', () => expect(current([])).toBe(0));
  it('counts a run ending today', () => expect(current(run(3))).toBe(3));
  it('stays alive through yesterday', () => expect(current(run(4, -1))).toBe(4));
  it('is 0 when the latest completion is before yesterday', () =>
    expect(current(run(5, -2))).toBe(0));
  it('counts only the run ending on the latest day', () =>
    expect(current([-9, -8, -7, -1, 0])).toBe(2));
  it('is 1 for today alone', () => expect(current([0])).toBe(1));
  it('crosses a year boundary', () => {
    const today = dayOf(at('2026-01-01T08:00:00'));
    const times = [
      at('2025-12-30T23:00:00'),
      at('2025-12-31T23:59:59.999'),
      at('2026-01-01T00:00:00'),
    ];
    expect(currentStreak(daysOf(times), today)).toBe(3);
  });
});

describe('highest streak (docs/product.md §5.3)', () => {
  it('is 0 without completions', () => expect(highest([])).toBe(0));
  it('reports runs of 1 as 0', () => expect(highest([-5, -3, -1])).toBe(0));
  it('reports a run of 2 as 2', () => expect(highest([-3, -2])).toBe(2));
  it('ignores the run that ends today', () => expect(highest(run(5))).toBe(0));
  it('counts that run once it ends yesterday', () => expect(highest(run(5, -1))).toBe(5));
  it('takes the longest finished run', () => expect(highest([...run(3, -10), ...run(6)])).toBe(3));
  it('counts several completions on one day once', () => {
    const times = [at('2025-07-10T01:00:00'), at('2025-07-10T23:00:00'), at('2025-07-11T05:00:00')];
    expect(highestStreak(times, NOW)).toBe(2);
  });
  it('runs through a leap day', () => {
    const times = ['2024-02-28', '2024-02-29', '2024-03-01'].map((d) => at(`${d}T10:00:00`));
    expect(highestStreak(times, at('2024-06-01T00:00:00'))).toBe(3);
  });
  it('splits 23:59:59.999 and 00:00:00.000 into two days', () => {
    const times = [at('2025-07-01T23:59:59.999'), at('2025-07-02T00:00:00.000')];
    expect(highestStreak(times, NOW)).toBe(2);
    expect(highestStreak([at('2025-07-01T00:00:00.000'), at('2025-07-01T23:59:59.999')], NOW)).toBe(
      0,
    );
  });
});

describe('longest run and day lookups', () => {
  it('counts the run in progress (docs/product.md §6)', () => {
    expect(longestRun(daysOf(timesOf(run(7))))).toBe(7);
    expect(longestRun([])).toBe(0);
    expect(longestRun([4])).toBe(1);
  });
  it('finds days by binary search', () => {
    expect(hasDay([1, 3, 5, 9], 5)).toBe(true);
    expect(hasDay([1, 3, 5, 9], 4)).toBe(false);
    expect(hasDay([], 4)).toBe(false);
    expect(hasDay([1, 3, 5, 9], 10)).toBe(false);
  });
});

describe('perfect week (docs/product.md §5)', () => {
  it('is false for an empty list', () => expect(perfectWeek([], TODAY)).toBe(false));
  it('is true when every habit has each of the last 7 days', () => {
    expect(perfectWeek([habitWith({ days: run(7) }), habitWith({ days: run(9) })], TODAY)).toBe(
      true,
    );
  });
  it('needs today too', () =>
    expect(perfectWeek([habitWith({ days: run(7, -1) })], TODAY)).toBe(false));
  it('fails when one habit misses one day', () => {
    const gap = run(7).filter((d) => d !== -3);
    expect(perfectWeek([habitWith({ days: run(7) }), habitWith({ days: gap })], TODAY)).toBe(false);
  });
});

describe('dawn and dusk (docs/product.md §5, UTC, week Sunday to Saturday)', () => {
  // NOW is Tuesday 2025-07-15; its week is Sunday 2025-07-13 .. Saturday 2025-07-19.
  const check = (...times: string[]) =>
    dawnAndDusk([habitWith({ times: times.map((t) => at(t)) })], NOW);
  it('05:59 is dawn, 06:00 is not', () => {
    expect(check('2025-07-14T05:59:59.999').dawn).toBe(true);
    expect(check('2025-07-14T06:00:00').dawn).toBe(false);
  });
  it('22:00 is dusk, 21:59 is not', () => {
    expect(check('2025-07-14T22:00:00').dusk).toBe(true);
    expect(check('2025-07-14T21:59:59.999').dusk).toBe(false);
  });
  it('counts the whole week from Sunday, not the week before', () => {
    expect(check('2025-07-13T00:30:00', '2025-07-15T23:00:00')).toEqual({ dawn: true, dusk: true });
    expect(check('2025-07-12T23:30:00', '2025-07-15T03:00:00')).toEqual({
      dawn: true,
      dusk: false,
    });
  });
  it('counts the week from Monday when weeks start on Monday (Sunday 13 is last week)', () => {
    const monday = withWeekStart(UTC_DAYS, 1);
    const times = ['2025-07-13T00:30:00', '2025-07-15T23:00:00'].map((t) => at(t));
    expect(dawnAndDusk([habitWith({ times })], NOW, monday)).toEqual({ dawn: false, dusk: true });
  });
  it('may come from two different habits', () => {
    const result = dawnAndDusk(
      [
        habitWith({ times: [at('2025-07-14T04:00:00')] }),
        habitWith({ times: [at('2025-07-15T22:30:00')] }),
      ],
      NOW,
    );
    expect(result).toEqual({ dawn: true, dusk: true });
  });
});

describe('overall streak (docs/product.md §5)', () => {
  it('is 0 without completions', () => expect(overallStreak([habitWith()], TODAY)).toBe(0));
  it('counts back from today across habits', () => {
    const habits = [habitWith({ days: [-4, -3, 0] }), habitWith({ days: [-2, -1] })];
    expect(overallStreak(habits, TODAY)).toBe(5);
  });
  it('counts back from yesterday when today has none', () => {
    expect(overallStreak([habitWith({ days: run(3, -1) })], TODAY)).toBe(3);
  });
  it('is 0 when neither today nor yesterday has one', () => {
    expect(overallStreak([habitWith({ days: run(3, -2) })], TODAY)).toBe(0);
  });
});

// Property tests against the naive references in src/testing/reference.ts.
const timestamps = fc
  .array(fc.integer({ min: (TODAY - 40) * DAY_MS, max: (TODAY + 1) * DAY_MS - 1 }), {
    maxLength: 60,
  })
  .map((xs) => xs.sort((a, b) => a - b));
const nowArb = fc.integer({ min: (TODAY - 5) * DAY_MS, max: (TODAY + 3) * DAY_MS });
const habitFromTimes = (times: number[]): Habit => ({
  ...habitWith(),
  completionsWithTimes: bucketTimes(times),
});

describe('streak properties', () => {
  it('current streak matches the reference', () => {
    fc.assert(
      fc.property(timestamps, nowArb, (times, now) => {
        expect(currentStreak(daysOf(times), dayOf(now))).toBe(refCurrentStreak(times, dayOf(now)));
      }),
    );
  });
  it('highest streak matches the reference', () => {
    fc.assert(
      fc.property(timestamps, nowArb, (times, now) => {
        expect(highestStreak(times, now)).toBe(refHighestStreak(times, now));
      }),
    );
  });
  it('longest run matches the reference', () => {
    fc.assert(
      fc.property(timestamps, (times) => {
        expect(longestRun(daysOf(times))).toBe(refLongestRun(times));
      }),
    );
  });
  it('perfect week and overall streak match the reference', () => {
    fc.assert(
      fc.property(fc.array(timestamps, { maxLength: 4 }), nowArb, (lists, now) => {
        const habits = lists.map(habitFromTimes);
        expect(perfectWeek(habits, dayOf(now))).toBe(refPerfectWeek(lists, dayOf(now)));
        expect(overallStreak(habits, dayOf(now))).toBe(refOverallStreak(lists, dayOf(now)));
      }),
    );
  });
  it('bucketing and flattening round-trip', () => {
    fc.assert(
      fc.property(timestamps, (times) => {
        expect(completionTimes(habitFromTimes(times))).toEqual(times);
      }),
    );
  });
});
