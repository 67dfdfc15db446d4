import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS } from '../day-rule';
import { isoDate } from '../days';
import { mergeHabit } from '../merge-records';
import { habitsLeft } from '../reminder';
import { hasHabitReminders } from '../habit-reminder';
import { overallStreak } from '../streaks';
import { totalCompletions } from '../stats';
import { badgeMetrics } from '../badges';
import { at, day, scheduledHabit } from '../../testing/builders';
import { zoneOffset } from '../../testing/zones';
import { markSkipped } from './edits';
import { markSlip } from './slip-edits';
import { isHabitToBreak, remindAtOf, type Habit } from './model';
import { cleanDays, daysClean, doneDays, slipDays, startDay } from './reads';
import { describeHabit, habitStatuses } from './view';

// docs/product.md §20: a habit to break. Its days are clean unless a slip is logged; a clean day
// is a done day, derived, never stored.

const START = '2025-07-01T08:00:00.000Z';
const toBreak = (extra: Partial<Habit> = {}): Habit => ({
  ...scheduledHabit([], { type: 'daily' }, undefined, START),
  kind: 'break',
  ...extra,
});
const D1 = day('2025-07-01');
const NOON = (d: number) => d * 86_400_000 + 43_200_000;

describe('a habit to break (§20)', () => {
  it('is one when stored kind is "break"; any other kind, or none, is a habit to do', () => {
    expect(isHabitToBreak(toBreak())).toBe(true);
    expect(isHabitToBreak(toBreak({ kind: 'quit-later' }))).toBe(false);
    expect(isHabitToBreak(scheduledHabit([]))).toBe(false);
  });

  it('has every day from its start to yesterday clean; today is open until it is over', () => {
    const habit = toBreak();
    expect(cleanDays(habit, D1, UTC_DAYS)).toEqual([]);
    expect(doneDays(habit, UTC_DAYS, D1 + 3)).toEqual([D1, D1 + 1, D1 + 2]);
    const view = describeHabit(habit, D1 + 3);
    expect(view.current).toBe(3);
    expect(view.doneToday).toBe(false);
    expect(view.completed).toBe(3);
    expect(habitStatuses(habit, D1 - 1, D1 + 4, D1 + 3)).toEqual([
      'missed',
      'done',
      'done',
      'done',
      'open',
      'future',
    ]);
  });

  it('ignores stored ticks (an older Tickday may have made some)', () => {
    const habit = toBreak(scheduledHabit(['2025-07-02'], { type: 'daily' }, undefined, START));
    expect(doneDays({ ...habit, kind: 'break' }, UTC_DAYS, D1 + 1)).toEqual([D1]);
  });

  it('misses a day with a slip, and counts days clean from the day after it', () => {
    let habit = toBreak();
    habit = markSlip(habit, D1 + 2, true, NOON(D1 + 5));
    expect(slipDays(habit)).toEqual([D1 + 2]);
    expect(habit.entries?.[isoDate(D1 + 2)]).toEqual({ slip: true, at: { slip: NOON(D1 + 5) } });
    expect(doneDays(habit, UTC_DAYS, D1 + 5)).toEqual([D1, D1 + 1, D1 + 3, D1 + 4]);
    expect(habitStatuses(habit, D1 + 2, D1 + 2, D1 + 5)).toEqual(['missed']);
    expect(daysClean(habit, D1 + 5)).toBe(2);
    const view = describeHabit(habit, D1 + 5);
    expect([view.current, view.best]).toEqual([2, 2]);
  });

  it('makes today missed and the count 0 at once when a slip is logged today', () => {
    const habit = markSlip(toBreak(), D1 + 4, true, NOON(D1 + 4));
    expect(daysClean(habit, D1 + 4)).toBe(0);
    expect(habitStatuses(habit, D1 + 4, D1 + 4, D1 + 4)).toEqual(['missed']);
    const view = describeHabit(habit, D1 + 4);
    expect(view.current).toBe(0);
    expect(view.best).toBe(4);
    // The next day, the count starts again.
    expect(daysClean(habit, D1 + 5)).toBe(0);
    expect(daysClean(habit, D1 + 6)).toBe(1);
  });

  it('clears a slip, keeping its change time so a merge takes the later change', () => {
    const slipped = markSlip(toBreak(), D1 + 1, true, NOON(D1 + 2), UTC_DAYS, NOON(D1 + 2));
    const cleared = markSlip(slipped, D1 + 1, false, NOON(D1 + 3), UTC_DAYS, NOON(D1 + 3));
    expect(cleared.entries?.[isoDate(D1 + 1)]).toEqual({ at: { slip: NOON(D1 + 3) } });
    expect(daysClean(cleared, D1 + 4)).toBe(4);
    expect(markSlip(cleared, D1 + 9, true, NOON(D1 + 3))).toBe(cleared); // the future: refused
  });

  it('counts skipped and paused days neither clean nor missed; they do not break the count', () => {
    let habit = markSkipped(toBreak(), D1 + 1, true, NOON(D1 + 3));
    habit = { ...habit, pauses: [{ from: isoDate(D1 + 2), to: isoDate(D1 + 2) }] };
    expect(doneDays(habit, UTC_DAYS, D1 + 4)).toEqual([D1, D1 + 3]);
    expect(habitStatuses(habit, D1, D1 + 3, D1 + 4)).toEqual([
      'done',
      'skipped',
      'skipped',
      'done',
    ]);
    expect(describeHabit(habit, D1 + 4).current).toBe(2);
    expect(daysClean(habit, D1 + 4)).toBe(4);
  });

  it('starts on the day of its creation by the day rule, across midnight and DST', () => {
    // Created 23:30 in New York on 8 March 2025 (04:30 UTC the 9th), the night the clocks go
    // forward: by the local rule it starts on the 8th, by UTC on the 9th.
    const ny = localDayRule(0, zoneOffset('America/New_York'), 'America/New_York');
    const habit = toBreak({ createdAt: new Date(at('2025-03-09T04:30:00')).toISOString() });
    expect(startDay(habit, ny)).toBe(day('2025-03-08'));
    expect(startDay(habit, UTC_DAYS)).toBe(day('2025-03-09'));
    // 00:30 local on the 10th (04:30 UTC, a 23-hour day between): two whole days by the local
    // rule, one by UTC.
    const now = at('2025-03-10T04:30:00');
    expect(daysClean(habit, ny.dayOf(now), ny)).toBe(2);
    expect(daysClean(habit, UTC_DAYS.dayOf(now), UTC_DAYS)).toBe(1);
    // At 23:59 local on the 8th, nothing is over yet.
    expect(daysClean(habit, ny.dayOf(at('2025-03-09T04:59:00')), ny)).toBe(0);
  });

  it('never rings its own reminder, and the daily reminder does not count it', () => {
    const habit = toBreak({ remindAt: '08:00' });
    expect(remindAtOf(habit)).toBeNull();
    expect(hasHabitReminders([habit])).toBe(false);
    expect(habitsLeft([habit], D1 + 3, UTC_DAYS)).toBe(0);
    expect(habitsLeft([{ ...habit, kind: undefined }], D1 + 3, UTC_DAYS)).toBe(1);
  });

  it('counts its clean days in the overall streak, Stats and the badges', () => {
    expect(overallStreak([toBreak()], D1 + 3)).toBe(3);
    expect(totalCompletions([toBreak()], D1 + 3)).toBe(3);
    const metrics = badgeMetrics([toBreak()], NOON(D1 + 3), 'change');
    expect([metrics.totalCompletions, metrics.longestRun]).toEqual([3, 3]);
  });

  it('reads clean days as a naive reference does (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -5, max: 40 })),
        fc.uniqueArray(fc.integer({ min: -5, max: 40 })),
        fc.integer({ min: -3, max: 45 }),
        (slipOffsets, skipOffsets, todayOffset) => {
          const today = D1 + todayOffset;
          let habit = toBreak();
          for (const d of slipOffsets) habit = markSlip(habit, D1 + d, true, NOON(D1 + 50));
          for (const d of skipOffsets) habit = markSkipped(habit, D1 + d, true, NOON(D1 + 50));
          const slips = new Set(slipOffsets.map((d) => D1 + d));
          const skips = new Set(skipOffsets.map((d) => D1 + d));
          const clean: number[] = [];
          for (let d = D1; d < today; d += 1) if (!slips.has(d) && !skips.has(d)) clean.push(d);
          expect(doneDays(habit, UTC_DAYS, today)).toEqual(clean);
          // Days clean: whole days back from today to the last slip (or the start).
          let count = 0;
          for (let d = today - 1; d >= D1 && !slips.has(d) && !slips.has(today); d -= 1) count += 1;
          expect(daysClean(habit, today)).toBe(count);
        },
      ),
    );
  });
});

describe('slips merged by sync (§20.3, §16.4)', () => {
  const D = D1 + 2;
  const base = toBreak();
  it('takes the later change of a day, a slip or its clearing', () => {
    const slipped = markSlip(base, D, true, NOON(D + 1), UTC_DAYS, NOON(D + 1));
    const cleared = markSlip(slipped, D, false, NOON(D + 2), UTC_DAYS, NOON(D + 2));
    expect(slipDays(mergeHabit(slipped, cleared))).toEqual([]);
    expect(slipDays(mergeHabit(cleared, slipped))).toEqual([]);
    const again = markSlip(cleared, D, true, NOON(D + 3), UTC_DAYS, NOON(D + 3));
    expect(slipDays(mergeHabit(again, cleared))).toEqual([D]);
    expect(slipDays(mergeHabit(cleared, again))).toEqual([D]);
  });

  it('keeps slips of different days from both copies, and a slip wins equal times', () => {
    const a = markSlip(base, D, true, NOON(D + 1));
    const b = markSlip(base, D + 1, true, NOON(D + 1));
    expect(slipDays(mergeHabit(a, b))).toEqual([D, D + 1]);
    const tie = { ...base, entries: { [isoDate(D)]: { at: { slip: NOON(D + 1) } } } };
    expect(slipDays(mergeHabit(a, tie))).toEqual([D]);
    expect(slipDays(mergeHabit(tie, a))).toEqual([D]);
  });

  it('is the same whichever copy comes first, and merging a copy with itself changes nothing', () => {
    const day = fc.integer({ min: 0, max: 5 });
    const edit = fc.record({ day, slip: fc.boolean(), when: fc.integer({ min: 1, max: 6 }) });
    fc.assert(
      fc.property(fc.array(edit), fc.array(edit), (ea, eb) => {
        const apply = (edits: typeof ea) =>
          edits.reduce(
            (h, e) =>
              markSlip(h, D1 + e.day, e.slip, NOON(D1 + 9), UTC_DAYS, NOON(D1 + 9) + e.when),
            base,
          );
        const a = apply(ea);
        const b = apply(eb);
        expect(JSON.stringify(mergeHabit(a, b))).toBe(JSON.stringify(mergeHabit(b, a)));
        expect(mergeHabit(a, a)).toEqual(a);
      }),
    );
  });
});
