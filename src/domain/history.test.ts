import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UTC_DAYS } from './day-rule';
import { DAY_MS, dayOfIso, isoDate } from './days';
import type { Habit } from './habit/model';
import { describeHabit } from './habit/view';
import {
  completionRate,
  doneByWeekday,
  dueAndDone,
  firstDayOf,
  heatMapWeeks,
  historyRates,
  longestRuns,
  monthlyRates,
} from './history';
import type { Schedule } from './schedule';
import { refStatus } from '../testing/reference';
import { scheduledHabit } from '../testing/builders';

// Wednesday 2025-07-16.
const TODAY = dayOfIso('2025-07-16') as number;
const d = (iso: string) => dayOfIso(iso) as number;

// Created on July 1 unless told.
const habit = (
  done: string[],
  schedule: Schedule = { type: 'daily' },
  skips?: string[],
  createdAt = '2025-07-01T08:00:00.000Z',
) => scheduledHabit(done, schedule, skips, createdAt);
const facts = (h: Habit) => describeHabit(h, TODAY).facts;

describe('completion rate, hand-worked', () => {
  it('counts done over done + missed from the first day; skipped, off and open days are left out', () => {
    // Created July 10. Done 10, 11, 13; skipped 12; 14 and 15 missed; 16 (today) open.
    const h = habit(
      ['2025-07-10', '2025-07-11', '2025-07-13'],
      { type: 'daily' },
      ['2025-07-12'],
      '2025-07-10T09:00:00Z',
    );
    const first = firstDayOf(h, UTC_DAYS, facts(h));
    expect(first).toBe(d('2025-07-10'));
    // 3 done of 5 counted (10, 11, 13, 14, 15) = 60 %.
    expect(completionRate(facts(h), TODAY - 29, TODAY, TODAY, first)).toBe(60);
    expect(historyRates(h, TODAY, UTC_DAYS)).toEqual({ last30: 60, last365: 60, allTime: 60 });
  });

  it('never rounds a missed day up to 100% or a done day down to 0% (364 and 1 of 365)', () => {
    const year = Array.from({ length: 365 }, (_, i) => isoDate(TODAY - 364 + i));
    const created = new Date((TODAY - 364) * DAY_MS).toISOString();
    const allButOne = habit(
      year.filter((_, i) => i !== 100),
      { type: 'daily' },
      [],
      created,
    );
    const first = TODAY - 364;
    expect(completionRate(facts(allButOne), TODAY - 364, TODAY, TODAY, first)).toBe(99);
    const justOne = habit([year[100]!], { type: 'daily' }, [], created);
    expect(completionRate(facts(justOne), TODAY - 364, TODAY, TODAY, first)).toBe(1);
    const every = habit(year, { type: 'daily' }, [], created);
    expect(completionRate(facts(every), TODAY - 364, TODAY, TODAY, first)).toBe(100);
  });

  it('leaves out off days of a weekdays habit, and is — (null) with no counted day', () => {
    // Mon/Wed/Fri from Monday July 14: Mon done, Tue off, Wed (today) open.
    const h = habit(
      ['2025-07-14'],
      { type: 'weekdays', days: [1, 3, 5] },
      undefined,
      '2025-07-14T07:00:00Z',
    );
    expect(historyRates(h, TODAY, UTC_DAYS).last30).toBe(100);
    const fresh = habit([], { type: 'daily' }, undefined, '2025-07-16T07:00:00Z');
    expect(historyRates(fresh, TODAY, UTC_DAYS)).toEqual({
      last30: null,
      last365: null,
      allTime: null,
    });
  });

  it('starts at the first completion when it is earlier than the creation day (imports)', () => {
    const h = habit(['2025-06-01'], { type: 'daily' }, undefined, '2025-07-15T07:00:00Z');
    expect(firstDayOf(h, UTC_DAYS, facts(h))).toBe(d('2025-06-01'));
    // June 1 done, June 2 .. July 15 missed (45 days): 1 of 46.
    expect(historyRates(h, TODAY, UTC_DAYS).allTime).toBe(2);
  });
});

describe('longest streaks', () => {
  it('lists up to 5 runs, longest first, the later run first on a tie', () => {
    const runs = [
      '2025-06-01',
      '2025-06-02',
      '2025-06-05',
      '2025-06-06',
      '2025-06-10',
      '2025-07-15',
      '2025-07-16',
    ];
    const h = habit(runs, { type: 'daily' }, undefined, '2025-06-01T00:00:00Z');
    expect(
      longestRuns(facts(h), TODAY).map((r) => [r.length, isoDate(r.first), isoDate(r.last)]),
    ).toEqual([
      [2, '2025-07-15', '2025-07-16'],
      [2, '2025-06-05', '2025-06-06'],
      [2, '2025-06-01', '2025-06-02'],
      [1, '2025-06-10', '2025-06-10'],
    ]);
    const many = habit(
      Array.from({ length: 8 }, (_, i) => isoDate(TODAY - 2 * i)),
      { type: 'daily' },
      undefined,
      '2025-06-01T00:00:00Z',
    );
    expect(longestRuns(facts(many), TODAY)).toHaveLength(5);
  });
});

describe('done days by weekday and month', () => {
  it('counts done days Sunday first', () => {
    expect(doneByWeekday([d('2025-07-13'), d('2025-07-14'), d('2025-07-21')])).toEqual([
      1, 2, 0, 0, 0, 0, 0,
    ]);
  });

  it('gives the last 12 months, oldest first, — before the first day', () => {
    const h = habit(
      ['2025-06-30', '2025-07-01'],
      { type: 'daily' },
      undefined,
      '2025-06-29T00:00:00Z',
    );
    const months = monthlyRates(h, TODAY, UTC_DAYS);
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toEqual({ year: 2024, month: 8 });
    expect(months[10]).toEqual({ month: { year: 2025, month: 6 }, rate: 50 }); // 29 missed, 30 done
    expect(months[11]).toEqual({ month: { year: 2025, month: 7 }, rate: 7 }); // 1 of 15
    expect(months[9]?.rate).toBeNull();
  });
});

describe('completion rate, property', () => {
  const schedules: fc.Arbitrary<Schedule> = fc.oneof(
    fc.constant<Schedule>({ type: 'daily' }),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
      .map((days): Schedule => ({ type: 'weekdays', days: days.sort((a, b) => a - b) })),
    fc.integer({ min: 1, max: 6 }).map((times): Schedule => ({ type: 'weekly', times })),
  );
  it('matches a naive count over the statuses of docs/product.md §10.2', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -80, max: 0 }), { maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: -80, max: 5 }), { maxLength: 6 }),
        schedules,
        fc.integer({ min: -90, max: 0 }),
        fc.integer({ min: 1, max: 60 }),
        (done, skips, schedule, createdOffset, window) => {
          const h = habit(
            done.map((o) => isoDate(TODAY + o)),
            schedule,
            [...skips].sort((a, b) => a - b).map((o) => isoDate(TODAY + o)),
            new Date((TODAY + createdOffset) * DAY_MS).toISOString(),
          );
          const first = Math.min(TODAY + createdOffset, ...done.map((o) => TODAY + o));
          const doneSet = new Set(done.map((o) => TODAY + o));
          const skipSet = new Set(skips.map((o) => TODAY + o));
          let yes = 0;
          let counted = 0;
          for (let day = Math.max(TODAY - window + 1, first); day <= TODAY; day += 1) {
            const status = refStatus(day, doneSet, skipSet, schedule, TODAY);
            if (status === 'done') yes += 1;
            if (status === 'done' || status === 'missed') counted += 1;
          }
          // Naive: all or nothing are 100 and 0; anything between stays between, 1 to 99.
          const rounded = Math.round((yes / counted) * 100);
          const expected =
            counted === 0
              ? null
              : yes === counted
                ? 100
                : yes === 0
                  ? 0
                  : Math.min(99, Math.max(1, rounded));
          expect(completionRate(facts(h), TODAY - window + 1, TODAY, TODAY, first)).toBe(expected);
          expect(firstDayOf(h, UTC_DAYS, facts(h))).toBe(first);
        },
      ),
    );
  });
});

describe('longest runs, property', () => {
  it('match runs cut at each missed day of the naive statuses, longest first, later first on ties', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -80, max: 0 }), { maxLength: 50 }),
        fc.uniqueArray(fc.integer({ min: -80, max: 5 }), { maxLength: 8 }),
        fc.oneof(
          fc.constant<Schedule>({ type: 'daily' }),
          fc.constant<Schedule>({ type: 'weekdays', days: [1, 3, 5] }),
          fc.integer({ min: 1, max: 6 }).map((times): Schedule => ({ type: 'weekly', times })),
        ),
        fc.integer({ min: 1, max: 8 }),
        (done, skips, schedule, limit) => {
          const h = habit(
            done.map((o) => isoDate(TODAY + o)),
            schedule,
            [...skips].sort((a, b) => a - b).map((o) => isoDate(TODAY + o)),
          );
          const doneSet = new Set(done.map((o) => TODAY + o));
          const skipSet = new Set(skips.map((o) => TODAY + o));
          // The reference: walk every day from the first done or skipped one, cut at misses.
          type RefRun = { length: number; first: number; last: number };
          const runs: RefRun[] = [];
          let current = null as RefRun | null;
          const start = Math.min(TODAY, ...[...doneSet, ...skipSet]);
          for (let day = start; day <= TODAY; day += 1) {
            const status = refStatus(day, doneSet, skipSet, schedule, TODAY);
            if (status === 'missed') {
              if (current) runs.push(current);
              current = null;
            } else if (status === 'done') {
              if (current) current = { ...current, length: current.length + 1, last: day };
              else current = { length: 1, first: day, last: day };
            }
          }
          if (current) runs.push(current);
          const expected = runs
            .sort((a, b) => b.length - a.length || b.last - a.last)
            .slice(0, limit);
          expect(longestRuns(facts(h), TODAY, limit)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('heat map', () => {
  it('has 53 Sunday-first weeks, the last holding today', () => {
    const weeks = heatMapWeeks(TODAY);
    expect(weeks).toHaveLength(53);
    expect(isoDate(weeks[52]![0]!)).toBe('2025-07-13');
    expect(weeks[52]).toContain(TODAY);
    expect(isoDate(weeks[0]![0]!)).toBe('2024-07-14');
    expect(weeks.flat().every((day, i, all) => i === 0 || day === all[i - 1]! + 1)).toBe(true);
  });

  it('starts its columns on Monday or Saturday when the week does', () => {
    expect(isoDate(heatMapWeeks(TODAY, 53, 1)[52]![0]!)).toBe('2025-07-14');
    expect(isoDate(heatMapWeeks(TODAY, 53, 6)[52]![0]!)).toBe('2025-07-12');
    expect(heatMapWeeks(TODAY, 53, 6)[52]).toContain(TODAY);
  });

  it('counts, each day, the habits due and those done (off and skipped days are not due)', () => {
    const daily = habit(['2025-07-14'], { type: 'daily' }, ['2025-07-15'], '2025-07-01T00:00:00Z');
    const mwf = habit(['2025-07-14', '2025-07-16'], { type: 'weekdays', days: [1, 3, 5] });
    const cells = dueAndDone([daily, mwf], d('2025-07-14'), d('2025-07-17'), TODAY, UTC_DAYS);
    expect(cells).toEqual([
      { due: 2, done: 2 }, // Monday: both done
      { due: 0, done: 0 }, // Tuesday: skipped, off
      { due: 2, done: 1 }, // Wednesday (today): open, done
      { due: 0, done: 0 }, // Thursday: future
    ]);
    // Before a habit's first day nothing is due.
    const late = habit([], { type: 'daily' }, undefined, '2025-07-15T09:00:00Z');
    expect(dueAndDone([late], d('2025-07-14'), d('2025-07-15'), TODAY, UTC_DAYS)).toEqual([
      { due: 0, done: 0 },
      { due: 1, done: 0 },
    ]);
  });
});
