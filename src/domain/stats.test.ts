import { describe, expect, it } from 'vitest';
import type { Habit } from './habit/model';
import { describeHabit } from './habit/view';
import {
  averageStreak,
  roundAverage,
  bestStreak,
  topHabits,
  totalCompletions,
  trackingSince,
} from './stats';
import { noonOf } from './days';

/** What a card and its calendar show: current, shown best and completed days. */
function habitSummary(habit: Habit, today: number) {
  const view = describeHabit(habit, today);
  return { current: view.current, highest: view.best, completed: view.completed };
}
import { at, habitWith, NOW, run, TODAY } from '../testing/builders';

describe('stats (docs/product.md §6)', () => {
  it('counts completion timestamps of active habits', () => {
    const habits = [
      habitWith({ times: [at('2025-07-14T01:00:00'), at('2025-07-14T02:00:00')] }),
      habitWith({ days: [-3] }),
      habitWith({ days: run(9), isDeleted: true }),
    ];
    expect(totalCompletions(habits)).toBe(3);
  });

  it('averages current streaks of active habits', () => {
    expect(averageStreak([], TODAY)).toBe(0);
    expect(
      averageStreak([habitWith({ days: run(3) }), habitWith({ days: run(2, -1) })], TODAY),
    ).toBe(2.5);
    expect(
      averageStreak([habitWith({ days: run(10) }), habitWith(), habitWith()], TODAY),
    ).toBeCloseTo(10 / 3);
    expect(
      averageStreak(
        [habitWith({ days: run(4) }), habitWith({ days: run(9), isDeleted: true })],
        TODAY,
      ),
    ).toBe(4);
  });

  it('formats with one decimal', () => {
    expect(roundAverage(0)).toBe(0);
    expect(roundAverage(2.5)).toBe(2.5);
    expect(roundAverage(10 / 3)).toBe(3.3);
    expect(roundAverage(2.25)).toBe(2.3);
    expect(roundAverage(7)).toBe(7);
  });

  it('ranks the top 3 by best streak, ties in list order, zeros left out', () => {
    const a = habitWith({ name: 'a', days: run(3, -10) });
    const b = habitWith({ name: 'b', days: run(5, -10) });
    const c = habitWith({ name: 'c', days: run(3, -20) });
    const d = habitWith({ name: 'd', days: run(4, -10) });
    const one = habitWith({ name: 'one', days: [0] }); // a run of 1: reported as 0
    const top = topHabits([a, one, b, c, d], NOW);
    expect(top.map((t) => [t.habit.name, t.bestStreak])).toEqual([
      ['b', 5],
      ['d', 4],
      ['a', 3],
    ]);
    expect(topHabits([one], NOW)).toEqual([]);
  });

  it('shows a run that ends today when it is the longest (issue 12, item 20)', () => {
    // The highest streak (docs/product.md §5.3) leaves out the run in progress; the chip and
    // Top 3 do not hide it.
    const growing = habitWith({ name: 'growing', days: run(6) });
    expect(habitSummary(growing, TODAY)).toMatchObject({ current: 6, highest: 6 });
    expect(topHabits([growing], NOW).map((t) => t.bestStreak)).toEqual([6]);
    expect(bestStreak(growing, TODAY)).toBe(6);
    // An older, longer run still wins; the stored field keeps §5.3's number.
    const older = habitWith({ days: [...run(8, -20), ...run(3)] });
    expect(bestStreak(older, TODAY)).toBe(8);
    expect(growing.highestStreak).toBe(0);
    // A run of 1 today is not a streak yet.
    expect(bestStreak(habitWith({ days: [0] }), TODAY)).toBe(0);
  });

  it('uses the highest streak at now, not the stored field', () => {
    const stale = { ...habitWith({ name: 's', days: run(4, -1) }), highestStreak: 0 };
    expect(topHabits([stale], NOW)[0]?.bestStreak).toBe(4);
  });

  it('counts completed days over the whole history', () => {
    const habit = habitWith({
      times: [at('2023-01-01T01:00:00'), at('2023-01-01T02:00:00'), at('2025-07-15T03:00:00')],
    });
    expect(describeHabit(habit, TODAY).completed).toBe(2);
  });
});

describe('habit summary', () => {
  it('gives the current streak, highest streak at today and completed days', () => {
    const habit = habitWith({ days: [...run(3, -10), ...run(2)] });
    expect(habitSummary(habit, TODAY)).toEqual({ current: 2, highest: 3, completed: 5 });
    expect(habitSummary(habit, TODAY + 1)).toEqual({ current: 2, highest: 3, completed: 5 });
    expect(habitSummary(habit, TODAY + 3)).toEqual({ current: 0, highest: 3, completed: 5 });
    expect(habitSummary(habitWith({ days: run(4) }), TODAY + 1).highest).toBe(4);
  });
});

describe('trackingSince ("Tracking since" in Your data)', () => {
  it('is the earliest creation or completion of the active habits: imported history counts', () => {
    const made = Date.UTC(2025, 6, 1, 8);
    const imported = {
      ...habitWith({ days: [-400, -3] }),
      createdAt: new Date(made).toISOString(),
    };
    expect(trackingSince([imported])).toBe(noonOf(TODAY - 400));
    const fresh = { ...habitWith({ days: [] }), createdAt: new Date(made).toISOString() };
    expect(trackingSince([fresh])).toBe(made);
    expect(trackingSince([{ ...imported, isDeleted: true }])).toBeNull();
    expect(trackingSince([])).toBeNull();
  });
});

describe('archived habits (docs/product.md §3.6)', () => {
  it('leave the totals, the average and the top habits', () => {
    const shown = habitWith({ days: [-2, -1, 0] });
    const archived = { ...habitWith({ days: [-5, -4, -3, -2, -1, 0] }), archived: true };
    expect(totalCompletions([shown, archived])).toBe(3);
    expect(averageStreak([shown, archived], TODAY)).toBe(averageStreak([shown], TODAY));
    expect(topHabits([shown, archived], NOW).map((t) => t.habit)).toEqual([shown]);
  });
});
