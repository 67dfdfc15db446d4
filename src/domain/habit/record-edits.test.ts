import fc from 'fast-check';
import { markSkipped, rescheduleAt } from './edits';
import { amountsOf, entryOf, notesOf } from './entries';
import type { Habit, Goal } from './model';
import { doneDays } from './reads';
import { logAmount, setMeasure, writeNote } from './record-edits';
import { describeHabit, habitStatuses } from './view';
import { describe, expect, it } from 'vitest';
import { meetsTarget } from '../amount';
import { localDayRule, UTC_DAYS } from '../day-rule';
import { isoDate } from '../days';
import { NOW, TODAY, habitWith } from '../../testing/builders';
import { refScheduledStreaks, refStatus, type RefSchedule } from '../../testing/reference';
import { zoneOffset } from '../../testing/zones';

const amountHabit = (target: number, goal: Goal = 'atLeast', unit = 'glasses'): Habit =>
  setMeasure(habitWith({ id: 'w', name: 'Water' }), { unit, goal, target }, NOW - 1);

describe('amount habits (docs/product.md §16.2)', () => {
  it('a met amount is done and writes a completion, an unmet one is not', () => {
    let habit = amountHabit(8);
    habit = logAmount(habit, TODAY, 3, NOW);
    expect(entryOf(habit, TODAY)).toMatchObject({ done: false, amount: 3, target: 8 });
    expect(doneDays(habit)).toEqual([]);
    habit = logAmount(habit, TODAY, 8, NOW + 1000);
    expect(entryOf(habit, TODAY)).toMatchObject({ done: true, amount: 8, target: 8 });
    expect(doneDays(habit)).toEqual([TODAY]);
    expect(habit.completionsWithTimes).toEqual({ '2025': { '7': [NOW + 1000] } });
    habit = logAmount(habit, TODAY, null, NOW + 2000);
    expect(entryOf(habit, TODAY)).toMatchObject({ done: false, amount: null });
    expect(habit.completionsWithTimes).toEqual({});
  });

  it('at most: an entry within the target is done, no entry is not', () => {
    let habit = amountHabit(2, 'atMost', 'coffees');
    expect(entryOf(habit, TODAY).done).toBe(false);
    habit = logAmount(habit, TODAY, 0, NOW);
    expect(entryOf(habit, TODAY).done).toBe(true);
    habit = logAmount(habit, TODAY - 1, 3, NOW);
    expect(entryOf(habit, TODAY - 1).done).toBe(false);
  });

  it('a past day is stored at its date mark; a future day is refused', () => {
    const habit = logAmount(amountHabit(5, 'atLeast', 'km'), TODAY - 2, 6, NOW);
    expect(habit.completionsWithTimes).toEqual({ '2025': { '7': [Date.UTC(2025, 6, 13, 12)] } });
    expect(habit.entries).toEqual({
      '2025-07-13': { amount: 6, target: 5, at: { amount: NOW, done: NOW } },
    });
    expect(logAmount(habit, TODAY + 1, 6, NOW)).toBe(habit);
    expect(logAmount(habit, TODAY, -1, NOW)).toBe(habit);
    expect(logAmount(habit, TODAY, 1.234, NOW)).toBe(habit);
  });

  it('a target change never re-scores a day already judged, even when the day is edited again', () => {
    let habit = amountHabit(8);
    habit = logAmount(habit, TODAY - 1, 6, NOW);
    habit = setMeasure(habit, { unit: 'glasses', goal: 'atLeast', target: 5 }, NOW + 1);
    expect(entryOf(habit, TODAY - 1)).toMatchObject({ done: false, target: 8 });
    habit = logAmount(habit, TODAY - 1, 7, NOW + 2);
    expect(entryOf(habit, TODAY - 1)).toMatchObject({ done: false, amount: 7, target: 8 });
    habit = logAmount(habit, TODAY, 5, NOW + 3);
    expect(entryOf(habit, TODAY)).toMatchObject({ done: true, target: 5 });
    expect(amountsOf(habit)).toEqual([
      { day: TODAY - 1, amount: 7, target: 8 },
      { day: TODAY, amount: 5, target: 5 },
    ]);
  });

  it('a habit without a measure logs nothing', () => {
    const plain = habitWith();
    expect(logAmount(plain, TODAY, 3, NOW)).toBe(plain);
  });

  it('days fall on the date of the day rule: 23:30 in New York is that date, not UTC tomorrow', () => {
    const ny = localDayRule(0, zoneOffset('America/New_York'), 'NY');
    const late = Date.UTC(2025, 6, 16, 3, 30); // 23:30 on July 15 in New York
    const habit = logAmount(amountHabit(1), ny.dayOf(late), 1, late, ny);
    expect(Object.keys(habit.entries ?? {})).toEqual(['2025-07-15']);
    expect(doneDays(habit, ny).map(isoDate)).toEqual(['2025-07-15']);
  });

  it('Santiago, where the clocks jump at midnight, and Auckland keep each logged day on its date', () => {
    // 2025-09-07: Santiago's clocks go from 00:00 to 01:00; 01:30 there is 04:30 UTC.
    const scl = localDayRule(0, zoneOffset('America/Santiago'), 'America/Santiago');
    const early = Date.UTC(2025, 8, 7, 4, 30);
    let habit = logAmount(amountHabit(1), scl.dayOf(early), 1, early, scl);
    habit = logAmount(habit, scl.dayOf(early) - 1, 2, early, scl);
    expect(Object.keys(habit.entries ?? {})).toEqual(['2025-09-06', '2025-09-07']);
    expect(doneDays(habit, scl).map(isoDate)).toEqual(['2025-09-06', '2025-09-07']);
    // Auckland (UTC+12): a past day is its date mark, read back as that date there and in UTC.
    const nz = localDayRule(0, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland');
    const past = logAmount(amountHabit(1), nz.dayOf(NOW) - 2, 3, NOW, nz);
    const date = isoDate(nz.dayOf(NOW) - 2);
    expect(Object.keys(past.entries ?? {})).toEqual([date]);
    expect(doneDays(past, nz).map(isoDate)).toEqual([date]);
    expect(doneDays(past, UTC_DAYS).map(isoDate)).toEqual([date]);
  });

  it('notes: trimmed, an empty one removes it, newest first', () => {
    let habit = writeNote(habitWith(), TODAY - 3, '  knee hurt ', NOW);
    habit = writeNote(habit, TODAY, 'ran with Sam', NOW);
    expect(notesOf(habit)).toEqual([
      { day: TODAY, note: 'ran with Sam' },
      { day: TODAY - 3, note: 'knee hurt' },
    ]);
    habit = writeNote(habit, TODAY, '   ', NOW + 1);
    expect(notesOf(habit)).toEqual([{ day: TODAY - 3, note: 'knee hurt' }]);
    // The removal is kept as a time, so a merge knows the note went.
    expect(habit.entries?.['2025-07-15']).toEqual({ at: { note: NOW + 1 } });
    expect(writeNote(habit, TODAY - 3, 'knee hurt', NOW + 2)).toBe(habit);
  });

  // A naive reference: days as a Map of {amount, target}; done when the amount meets the target
  // in force when the day was first logged; statuses and streaks by the reference of §10.
  it('matches a naive reference for any logs, target changes, skips and schedules', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('log' as const),
        back: fc.integer({ min: 0, max: 20 }),
        amount: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
      }),
      fc.record({ kind: fc.constant('target' as const), target: fc.integer({ min: 0, max: 10 }) }),
      fc.record({
        kind: fc.constant('skip' as const),
        back: fc.integer({ min: -3, max: 20 }),
        on: fc.boolean(),
      }),
    );
    const schedule = fc.oneof(
      fc.constant<RefSchedule>({ type: 'daily' }),
      fc.integer({ min: 1, max: 6 }).map((times): RefSchedule => ({ type: 'weekly', times })),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
        .map((days): RefSchedule => ({ type: 'weekdays', days: days.sort((a, b) => a - b) })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<Goal>('atLeast', 'atMost'),
        fc.integer({ min: 0, max: 10 }),
        schedule,
        fc.array(op, { maxLength: 40 }),
        (goal, first, sched, ops) => {
          let habit = rescheduleAt(amountHabit(first, goal), sched, NOW);
          let target = first;
          const days = new Map<number, { amount: number; target: number }>();
          const skips = new Set<number>();
          let now = NOW;
          for (const o of ops) {
            now += 1000;
            if (o.kind === 'target') {
              habit = setMeasure(habit, { unit: 'u', goal, target: o.target }, now);
              target = o.target;
            } else if (o.kind === 'log') {
              const day = TODAY - o.back;
              habit = logAmount(habit, day, o.amount, now);
              const before = days.get(day);
              if (o.amount === null) days.delete(day);
              else days.set(day, { amount: o.amount, target: before?.target ?? target });
            } else {
              const day = TODAY - o.back;
              habit = markSkipped(habit, day, o.on, now);
              const entry = days.get(day);
              const done = entry !== undefined && meetsTarget(entry.amount, entry.target, goal);
              if (!o.on) skips.delete(day);
              else if (!done) skips.add(day);
            }
          }
          const done = [...days]
            .filter(([, e]) => meetsTarget(e.amount, e.target, goal))
            .map(([d]) => d)
            .sort((a, b) => a - b);
          expect(doneDays(habit, UTC_DAYS)).toEqual(done);
          const statuses = habitStatuses(habit, TODAY - 30, TODAY, TODAY);
          statuses.forEach((status, i) => {
            // A skip made on a day that became done later stays stored; status reads done first.
            expect(status).toBe(
              refStatus(
                TODAY - 30 + i,
                new Set(done),
                new Set([...skips].filter((d) => !done.includes(d))),
                sched,
                TODAY,
              ),
            );
          });
          const ref = refScheduledStreaks(
            done,
            [...skips].filter((d) => !done.includes(d)),
            sched,
            TODAY,
          );
          const view = describeHabit(habit, TODAY);
          expect([view.current, view.highest, view.longest]).toEqual([
            ref.current,
            ref.highest,
            ref.longest,
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('records (docs/product.md §16.3, §16.5)', () => {
  it('a record without its own target is judged by the habit target; an odd date key is ignored', () => {
    const habit: Habit = {
      ...amountHabit(8),
      entries: {
        '2025-07-14': { amount: 5 },
        'not-a-date': { note: 'x' },
        '2025-07-10': { note: 'first' },
      },
    };
    expect(entryOf(habit, TODAY - 1)).toMatchObject({ amount: 5, target: 8 });
    expect(amountsOf(habit)).toEqual([{ day: TODAY - 1, amount: 5, target: 8 }]);
    expect(notesOf(habit).map((n) => n.note)).toEqual(['first']);
    expect(entryOf(habitWith(), TODAY)).toMatchObject({ amount: null, target: null, note: null });
    // Records stay in date order whatever order they were made in.
    const later = writeNote(habit, TODAY - 20, 'earliest', NOW);
    expect(Object.keys(later.entries ?? {})).toEqual([
      '2025-06-25',
      '2025-07-10',
      '2025-07-14',
      'not-a-date',
    ]);
  });

  it('a stored measure this version cannot read is kept when asked for none (§16.5)', () => {
    const newer = {
      ...habitWith(),
      measure: { unit: 'glasses', goal: 'exactly', target: 8 },
    } as unknown as Habit;
    expect(setMeasure(newer, null, NOW)).toBe(newer);
  });

  it('switching back to done or not keeps the days; the same measure again changes nothing', () => {
    const habit = logAmount(amountHabit(2), TODAY, 3, NOW);
    expect(setMeasure(habit, { unit: 'glasses', goal: 'atLeast', target: 2 }, NOW + 1)).toBe(habit);
    const plain = setMeasure(habit, null, NOW + 1);
    expect(plain.measure).toBeUndefined();
    expect(doneDays(plain)).toEqual([TODAY]);
    expect(setMeasure(plain, null, NOW + 2)).toBe(plain);
  });
});
