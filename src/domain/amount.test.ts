import fc from 'fast-check';
import { markSkipped, rescheduleAt } from './habit/edits';
import { amountsOf, entryOf, notesOf } from './habit/entries';
import type { Habit, Goal } from './habit/model';
import { doneDays } from './habit/reads';
import { logAmount, setMeasure, writeNote } from './habit/record-edits';
import { describeHabit, habitStatuses } from './habit/view';
import { describe, expect, it } from 'vitest';
import { normalizeMeasure, isValidAmount, meetsTarget, readMeasure } from './amount';
import { localDayRule, UTC_DAYS } from './day-rule';
import { isoDate } from './days';
import {
  amountStep,
  normalizeNote,
  parseAmount,
  readAmountField,
  stepAmount,
} from './amount-input';
import { NOW, TODAY, habitWith } from '../testing/builders';
import { refScheduledStreaks, refStatus, type RefSchedule } from '../testing/reference';
import { zoneOffset } from '../testing/zones';

const amountHabit = (target: number, goal: Goal = 'atLeast', unit = 'glasses'): Habit =>
  setMeasure(habitWith({ id: 'w', name: 'Water' }), { unit, goal, target }, NOW - 1);

describe('amounts (docs/product.md §16.5)', () => {
  it('accepts 0 to 1,000,000 with up to 2 decimals, with a dot or a comma', () => {
    expect(parseAmount('8')).toEqual({ ok: true, value: 8 });
    expect(parseAmount(' 2,5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('0')).toEqual({ ok: true, value: 0 });
    expect(parseAmount('1000000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseAmount('0.01')).toEqual({ ok: true, value: 0.01 });
  });

  it('refuses a thousands separator and a third decimal rather than reading another number', () => {
    expect(parseAmount('1,000')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('12,345,678')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('1.000')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1,50')).toEqual({ ok: true, value: 1.5 });
  });

  it('says why it refuses the rest, by a code the UI words', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'blank' });
    expect(parseAmount('  ')).toEqual({ ok: false, problem: 'blank' });
    expect(parseAmount('-1')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAmount('abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAmount('1000000.01')).toEqual({ ok: false, problem: 'tooBig' });
    expect(parseAmount('2000000')).toEqual({ ok: false, problem: 'tooBig' });
  });

  it("reads the language's decimal separator; the other mark between threes is a separator", () => {
    // German, Spanish, French, Portuguese and Russian write decimals with a comma.
    expect(parseAmount('2,5', ',')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount(' 0,25 ', ',')).toEqual({ ok: true, value: 0.25 });
    expect(parseAmount('1,50', ',')).toEqual({ ok: true, value: 1.5 });
    expect(parseAmount('2.5', ',')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('1.000', ',')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('12.345.678', ',')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('1,000', ',')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1,2,3', ',')).toEqual({ ok: false, problem: 'notNumber' });
    // Another mark (Arabic's decimal separator) reads as decimals too.
    expect(parseAmount('2\u066b5', '\u066b')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('1,000', '\u066b')).toEqual({ ok: false, problem: 'separator' });
    // English's rules are the default.
    expect(parseAmount('1,000', '.')).toEqual(parseAmount('1,000'));
  });

  it('reads any other text in a comma language as in English', () => {
    const grouped = (text: string) => /^\d{1,3}(,\d{3})+$|^\d{1,3}(\.\d{3})+$/.test(text.trim());
    fc.assert(
      fc.property(fc.stringMatching(/^ ?[0-9.,]{0,9} ?$/), (text) => {
        if (!grouped(text)) expect(parseAmount(text, ',')).toEqual(parseAmount(text, '.'));
      }),
    );
  });

  it("reads a field's text by the same rules wherever it is typed: blank is nothing (issue 40)", () => {
    expect(readAmountField('  ')).toEqual({ ok: true, value: null });
    expect(readAmountField('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(readAmountField('2,5', ',')).toEqual({ ok: true, value: 2.5 });
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('.', ','), (text, decimal) => {
        if (text.trim() !== '')
          expect(readAmountField(text, decimal)).toEqual(parseAmount(text, decimal));
      }),
    );
  });

  it('steps within 0 and 1,000,000 in cents, from the fallback when the text is no amount', () => {
    expect(stepAmount('2,5', 0, 0.1, 1, ',')).toBe(2.6);
    expect(stepAmount('1,000', 7, 1, 1)).toBe(8);
    expect(stepAmount('0,05', 0, 0.1, -1, ',')).toBe(0);
    expect(stepAmount('1000000', 0, 1, 1)).toBe(1_000_000);
  });

  it('isValidAmount agrees with parseAmount on every number it prints', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (n) => {
        const valid = isValidAmount(n);
        // -0 prints as "0" and reads as 0.
        if (valid) expect(parseAmount(String(n))).toEqual({ ok: true, value: n + 0 });
        if (n < 0 || n > 1_000_000 || !Number.isFinite(n)) expect(valid).toBe(false);
      }),
    );
  });

  it('at least reaches the target; at most stays within it (an entry of 0 included)', () => {
    expect(meetsTarget(8, 8, 'atLeast')).toBe(true);
    expect(meetsTarget(7.99, 8, 'atLeast')).toBe(false);
    expect(meetsTarget(2, 2, 'atMost')).toBe(true);
    expect(meetsTarget(0, 2, 'atMost')).toBe(true);
    expect(meetsTarget(2.01, 2, 'atMost')).toBe(false);
  });

  it('reads a broken measure as none', () => {
    expect(readMeasure({ unit: 'km', goal: 'atLeast', target: 5 })).toEqual({
      unit: 'km',
      goal: 'atLeast',
      target: 5,
    });
    expect(readMeasure({ unit: 'km', goal: 'more', target: 5 })).toBeNull();
    expect(readMeasure({ unit: 'km', goal: 'atMost', target: -1 })).toBeNull();
    expect(readMeasure({ unit: 'x'.repeat(13), goal: 'atMost', target: 1 })).toBeNull();
    expect(readMeasure('8 glasses')).toBeNull();
  });

  it('keeps notes trimmed and at most 500 characters', () => {
    expect(normalizeNote('  knee hurt \n')).toBe('knee hurt');
    expect(normalizeNote('x'.repeat(600))).toHaveLength(500);
    expect(normalizeNote(`${'x'.repeat(499)}😀`)).toHaveLength(499);
  });
});

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

describe('amount helpers', () => {
  it('normalises a measure as it is stored', () => {
    expect(normalizeMeasure({ unit: '  kilometres run ', goal: 'atLeast', target: 5.456 })).toEqual(
      {
        unit: 'kilometres r',
        goal: 'atLeast',
        target: 5.46,
      },
    );
    expect(normalizeMeasure({ unit: '', goal: 'atMost', target: -3 })).toEqual({
      unit: '',
      goal: 'atMost',
      target: 0,
    });
    expect(normalizeMeasure({ unit: 'x', goal: 'sideways' as Goal, target: 2e6 })).toEqual({
      unit: 'x',
      goal: 'atLeast',
      target: 1_000_000,
    });
  });

  it('steps by 1, or by 0.1 under 10 with decimals', () => {
    expect(amountStep(8)).toBe(1);
    expect(amountStep(2.5)).toBe(0.1);
    expect(amountStep(12.5)).toBe(1);
  });

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
