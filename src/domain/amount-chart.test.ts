import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartTop, dailyAmounts, weeklyTotals } from './amount-chart';
import { habitWith, day } from '../testing/builders';
import type { Habit } from './habit/model';

/** Wednesday 2025-07-16. */
const TODAY = day('2025-07-16');

function withAmounts(amounts: Record<string, number>, target = 8): Habit {
  const entries: Habit['entries'] = {};
  for (const [iso, amount] of Object.entries(amounts)) entries[iso] = { amount, target };
  return { ...habitWith(), measure: { unit: 'km', goal: 'atLeast', target }, entries };
}

describe('dailyAmounts', () => {
  it('gives each of the last days, oldest first, with null where nothing was logged', () => {
    const habit = withAmounts({ '2025-07-14': 5, '2025-07-16': 9.5, '2025-06-01': 3 });
    const days = dailyAmounts(habit, TODAY, 3);
    expect(days).toEqual([
      { day: TODAY - 2, amount: 5, target: 8 },
      { day: TODAY - 1, amount: null, target: null },
      { day: TODAY, amount: 9.5, target: 8 },
    ]);
    expect(dailyAmounts(habit, TODAY)).toHaveLength(30);
  });

  it('keeps the target each day was judged by, and leaves out days after today', () => {
    const habit = withAmounts({ '2025-07-15': 5, '2025-07-17': 4 });
    habit.entries!['2025-07-15'] = { amount: 5, target: 4 };
    expect(dailyAmounts(habit, TODAY, 2)).toEqual([
      { day: TODAY - 1, amount: 5, target: 4 },
      { day: TODAY, amount: null, target: null },
    ]);
  });

  it('ignores notes without amounts and habits without entries', () => {
    const habit = { ...habitWith(), entries: { '2025-07-16': { note: 'rain' } } };
    expect(dailyAmounts(habit, TODAY, 1)).toEqual([{ day: TODAY, amount: null, target: null }]);
    expect(dailyAmounts(habitWith(), TODAY, 2).every((d) => d.amount === null)).toBe(true);
  });
});

describe('weeklyTotals', () => {
  it('sums Sunday-to-Saturday weeks, the last one holding today', () => {
    // Sunday 2025-07-13 starts this week; 2025-07-12 is the Saturday before.
    const habit = withAmounts({
      '2025-07-12': 2,
      '2025-07-13': 1.1,
      '2025-07-14': 2.2,
      '2025-07-16': 0,
      '2025-06-29': 7,
    });
    const weeks = weeklyTotals(habit, TODAY, 3);
    expect(weeks).toEqual([
      { first: day('2025-06-29'), total: 7, logged: 1 },
      { first: day('2025-07-06'), total: 2, logged: 1 },
      { first: day('2025-07-13'), total: 3.3, logged: 3 },
    ]);
    expect(weeklyTotals(habit, TODAY)).toHaveLength(12);
    expect(weeklyTotals(habit, TODAY)[0]?.first).toBe(day('2025-04-27'));
    // Weeks from Monday: Sat 12 and Sun 13 share the week of Monday 7.
    expect(weeklyTotals(habit, TODAY, 2, 1)).toEqual([
      { first: day('2025-07-07'), total: 3.1, logged: 2 },
      { first: day('2025-07-14'), total: 2.2, logged: 2 },
    ]);
  });

  it('leaves out days before the first week and after today', () => {
    const habit = withAmounts({ '2025-06-28': 5, '2025-07-17': 5 });
    expect(weeklyTotals(habit, TODAY, 3).map((w) => w.total)).toEqual([0, 0, 0]);
  });

  it('adds cents without float dust', () => {
    const habit = withAmounts({ '2025-07-13': 0.1, '2025-07-14': 0.2 });
    expect(weeklyTotals(habit, TODAY, 1)[0]?.total).toBe(0.3);
  });
});

describe('chartTop', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(chartTop([3, 7])).toBe(10);
    expect(chartTop([11])).toBe(20);
    expect(chartTop([21])).toBe(25);
    expect(chartTop([26])).toBe(50);
    expect(chartTop([51])).toBe(100);
    expect(chartTop([100])).toBe(100);
    expect(chartTop([0.3])).toBe(0.5);
    expect(chartTop([1_000_000])).toBe(1_000_000);
  });

  it('holds the target line too, and is 1 when there is nothing', () => {
    expect(chartTop([2, 3], 8)).toBe(10);
    expect(chartTop([], 12)).toBe(20);
    expect(chartTop([])).toBe(1);
    expect(chartTop([0, 0], 0)).toBe(1);
  });

  it('is never below a value nor more than two and a half times the largest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100)),
        fc.option(fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100)),
        (values, target) => {
          const top = chartTop(values, target);
          const most = Math.max(0, target ?? 0, ...values);
          expect(top).toBeGreaterThanOrEqual(most);
          if (most > 0) expect(top).toBeLessThanOrEqual(most * 2.5 + 1e-9);
        },
      ),
    );
  });
});
