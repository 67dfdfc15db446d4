import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS, type DayRule } from '../day-rule';
import { dayOfIso, isoDate } from '../days';
import { habitsLeft } from '../reminder';
import type { Schedule } from '../schedule';
import { refStatus, refScheduledStreaks } from '../../testing/reference';
import { scheduledHabit } from '../../testing/builders';
import { zoneOffset } from '../../testing/zones';
import { markDone } from './edits';
import type { Habit, Pause } from './model';
import {
  addPauseAt,
  endPauseAt,
  fieldDay,
  pauseDaysOf,
  pauseProblem,
  runningPauses,
  type PauseDays,
  yearAfter,
} from './pause-edits';
import { isReadablePauses } from './fields';
import { isPausedOn } from './pauses';
import { statusSkips } from './reads';
import { doneDays } from './reads';
import { describeHabit, habitStatuses } from './view';

// Wednesday 2025-07-16.
const TODAY = dayOfIso('2025-07-16') as number;
const d = (iso: string) => dayOfIso(iso) as number;
const NOW = Date.UTC(2025, 6, 16, 9);

const paused = (h: Habit, pauses: Pause[]): Habit => ({ ...h, pauses });

const RULES: DayRule[] = [
  UTC_DAYS,
  localDayRule(0, zoneOffset('America/New_York'), 'America/New_York'),
  localDayRule(3, zoneOffset('Pacific/Auckland'), 'Pacific/Auckland'),
];

/** Pauses as offsets from a day: ascending and apart, each 0 to 9 days long. */
const pauseList = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 9 })), {
    maxLength: 4,
  })
  .map((parts) => {
    const out: Pause[] = [];
    let at = TODAY - 30;
    for (const [gap, length] of parts) {
      const from = at + gap;
      out.push({ from: isoDate(from), to: isoDate(from + length) });
      at = from + length;
    }
    return out;
  });

const dayOffsets = fc.uniqueArray(fc.integer({ min: -35, max: 10 }), { maxLength: 30 });
/** Done days: up to today (a future day cannot be ticked). */
const doneOffsets = fc.uniqueArray(fc.integer({ min: -35, max: 0 }), { maxLength: 30 });

const schedules = fc.constantFrom<Schedule>(
  { type: 'daily' },
  { type: 'weekdays', days: [1, 3, 5] },
  { type: 'weekly', times: 3 },
);

/** Naive, from the sentence: a day is paused when its date lies between a pause's two dates. */
const refPaused = (pauses: Pause[], day: number) =>
  pauses.some((p) => p.from <= isoDate(day) && isoDate(day) <= p.to);

describe('the pause helper (docs/product.md §10.9)', () => {
  it('says a day is paused exactly when its date lies inside a pause', () => {
    fc.assert(
      fc.property(pauseList, fc.integer({ min: -40, max: 40 }), (pauses, offset) => {
        const habit = paused(scheduledHabit([]), pauses);
        expect(isPausedOn(habit, TODAY + offset)).toBe(refPaused(pauses, TODAY + offset));
      }),
    );
  });

  it('gives the statuses the skips and every paused day, ascending and distinct', () => {
    fc.assert(
      fc.property(pauseList, dayOffsets, (pauses, skips) => {
        const habit = paused(
          scheduledHabit([], { type: 'daily' }, skips.map((o) => isoDate(TODAY + o)).sort()),
          pauses,
        );
        const expected = new Set(skips.map((o) => TODAY + o));
        for (let day = TODAY - 60; day <= TODAY + 60; day += 1)
          if (refPaused(pauses, day)) expected.add(day);
        expect(statusSkips(habit)).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
    // Without pauses, the skips themselves.
    const plain = scheduledHabit([], { type: 'daily' }, ['2025-07-01']);
    expect(statusSkips(plain)).toBe(statusSkips(plain));
    expect(statusSkips(plain)).toEqual([d('2025-07-01')]);
  });

  it('reads only dates in order: not an array, a bad date, from after to, overlaps, over a year', () => {
    const ok = [
      { from: '2025-07-01', to: '2025-07-03' },
      { from: '2025-07-04', to: '2025-07-04', note: 'a newer field' },
    ];
    expect(isReadablePauses(ok)).toBe(true);
    expect(isReadablePauses([])).toBe(true);
    expect(isReadablePauses([{ from: '2024-03-01', to: '2025-03-01' }])).toBe(true);
    for (const bad of [
      'soon',
      { from: '2025-07-01', to: '2025-07-03' },
      [null],
      [{ from: '2025-07-01' }],
      [{ from: '2025-02-30', to: '2025-03-03' }],
      [{ from: '2025-07-03', to: '2025-07-01' }],
      [
        { from: '2025-07-01', to: '2025-07-05' },
        { from: '2025-07-05', to: '2025-07-08' },
      ],
      [
        { from: '2025-07-09', to: '2025-07-10' },
        { from: '2025-07-01', to: '2025-07-05' },
      ],
      [{ from: '2024-03-01', to: '2025-03-03' }],
    ]) {
      expect(isReadablePauses(bad)).toBe(false);
    }
  });
});

describe('statuses with pauses (§10.2, §10.9)', () => {
  it('a paused day reads as a skipped one: every status and streak, in three zones', () => {
    fc.assert(
      fc.property(
        doneOffsets,
        dayOffsets,
        pauseList,
        schedules,
        fc.constantFrom(...RULES),
        (done, skips, pauses, schedule, rule) => {
          const base = scheduledHabit(
            done.map((o) => isoDate(TODAY + o)),
            schedule,
            skips.map((o) => isoDate(TODAY + o)).sort(),
          );
          const habit = paused(base, pauses);
          const doneHere = doneDays(habit, rule);
          const skipSet = new Set(skips.map((o) => TODAY + o));
          for (let day = TODAY - 60; day <= TODAY + 30; day += 1)
            if (refPaused(pauses, day)) skipSet.add(day);
          const from = TODAY - 35;
          const got = habitStatuses(habit, from, TODAY, TODAY, rule);
          got.forEach((status, i) => {
            const day = from + i;
            expect(status).toBe(refStatus(day, new Set(doneHere), skipSet, schedule, TODAY));
          });
          const view = describeHabit(habit, TODAY, rule);
          const ref = refScheduledStreaks([...doneHere], [...skipSet], schedule, TODAY);
          expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
            ref,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a day ticked during a pause is done: a pause never hides a tick', () => {
    const habit = paused(scheduledHabit(['2025-07-14']), [
      { from: '2025-07-13', to: '2025-07-20' },
    ]);
    expect(habitStatuses(habit, d('2025-07-13'), d('2025-07-17'), TODAY, UTC_DAYS)).toEqual([
      'skipped',
      'done',
      'skipped',
      'skipped',
      'skipped',
    ]);
    const ticked = markDone(habit, TODAY, true, NOW);
    expect(habitStatuses(ticked, TODAY, TODAY, TODAY, UTC_DAYS)).toEqual(['done']);
    expect(describeHabit(ticked, TODAY).doneToday).toBe(true);
  });

  it('a streak runs on across a pause, neither broken nor lengthened by it', () => {
    // Done July 1-5, paused 6-12, done 13-16: one run of 9 days.
    const done = [1, 2, 3, 4, 5, 13, 14, 15, 16].map(
      (n) => `2025-07-${String(n).padStart(2, '0')}`,
    );
    const habit = paused(scheduledHabit(done), [{ from: '2025-07-06', to: '2025-07-12' }]);
    expect(describeHabit(habit, TODAY).current).toBe(9);
    // Without the pause: two runs.
    expect(describeHabit(scheduledHabit(done), TODAY).current).toBe(4);
  });

  it('a paused habit is not left today, nor counted by the reminder and the badge', () => {
    const a = { ...scheduledHabit([]), id: 'a' };
    const b = paused({ ...scheduledHabit([]), id: 'b' }, [
      { from: '2025-07-16', to: '2025-07-18' },
    ]);
    const c = paused({ ...scheduledHabit([]), id: 'c' }, [
      { from: '2025-07-17', to: '2025-07-18' },
    ]);
    expect(habitsLeft([a, b, c], TODAY, UTC_DAYS)).toBe(2);
    expect(habitsLeft([a, b, c], TODAY + 1, UTC_DAYS)).toBe(1);
    expect(habitsLeft([a, b, c], TODAY + 3, UTC_DAYS)).toBe(3);
  });
});

describe('pausing and ending a pause (§10.9)', () => {
  it('a new pause joins one it overlaps or touches; the list stays in order', () => {
    let habit = scheduledHabit([]);
    habit = addPauseAt(habit, d('2025-08-10'), d('2025-08-12'), 1);
    habit = addPauseAt(habit, d('2025-07-20'), d('2025-07-22'), 2);
    expect(habit.pauses).toEqual([
      { from: '2025-07-20', to: '2025-07-22' },
      { from: '2025-08-10', to: '2025-08-12' },
    ]);
    habit = addPauseAt(habit, d('2025-07-23'), d('2025-08-09'), 3);
    expect(habit.pauses).toEqual([{ from: '2025-07-20', to: '2025-08-12' }]);
    expect(habit.changedAt?.pauses).toBe(3);
    expect(addPauseAt(habit, d('2025-07-25'), d('2025-07-26'), 4)).toBe(habit);
  });

  it('two pauses longer together than the reader allows stay two, and read back (issue 56)', () => {
    let habit = addPauseAt(scheduledHabit([]), d('2025-08-03'), d('2026-08-03'), 1);
    habit = addPauseAt(habit, d('2026-08-04'), d('2027-08-04'), 2);
    expect(habit.pauses).toEqual([
      { from: '2025-08-03', to: '2026-08-03' },
      { from: '2026-08-04', to: '2027-08-04' },
    ]);
    expect(isReadablePauses(habit.pauses)).toBe(true);
    // One that overlaps: the pause already there keeps its dates, the new one adds its other days.
    habit = addPauseAt(scheduledHabit([]), d('2025-08-03'), d('2026-08-03'), 1);
    habit = addPauseAt(habit, d('2026-01-01'), d('2026-12-31'), 2);
    expect(habit.pauses).toEqual([
      { from: '2025-08-03', to: '2026-08-03' },
      { from: '2026-08-04', to: '2026-12-31' },
    ]);
    // Short ones still join.
    habit = addPauseAt(habit, d('2027-01-01'), d('2027-01-05'), 3);
    expect(habit.pauses?.at(-1)).toEqual({ from: '2026-08-04', to: '2027-01-05' });
  });

  it('whatever pauses are added and ended, the stored list reads back and pauses the days asked for', () => {
    type Op = { end: boolean; start: number; length: number; pick: number; later: number };
    const op = fc.record<Op>({
      end: fc.boolean(),
      start: fc.integer({ min: 0, max: 500 }),
      length: fc.nat({ max: 400 }),
      pick: fc.nat(),
      later: fc.integer({ min: 0, max: 200 }),
    });
    /** Days as a list of inclusive runs, ascending, touching runs joined. */
    const runs = (days: Iterable<number>) => {
      const out: PauseDays[] = [];
      for (const day of [...new Set(days)].sort((a, b) => a - b)) {
        const last = out.at(-1);
        if (last && last.to + 1 === day) last.to = day;
        else out.push({ from: day, to: day });
      }
      return out;
    };
    const daysOf = (pauses: readonly PauseDays[]) =>
      pauses.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 10 }), (ops) => {
        let habit = scheduledHabit([]);
        let today = TODAY;
        const paused = new Set<number>();
        ops.forEach(({ end, start, length, pick, later }, i) => {
          today += later;
          const running = runningPauses([habit], today);
          if (end && running.length > 0) {
            const pause = running[pick % running.length]!;
            habit = endPauseAt(habit, pause, today, i);
            for (let day = Math.max(today, d(pause.from)); day <= d(pause.to); day += 1)
              paused.delete(day);
          } else {
            // What the dialog lets through: From today or later, at most a year long.
            const from = today + start;
            const to = from + (length % (yearAfter(from) - from + 1));
            expect(pauseProblem(from, to, today)).toBeNull();
            habit = addPauseAt(habit, from, to, i);
            for (let day = from; day <= to; day += 1) paused.add(day);
          }
          expect(isReadablePauses(habit.pauses ?? [])).toBe(true);
          expect(runs(daysOf(pauseDaysOf(habit)))).toEqual(runs(paused));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('ends from today: a running pause stops yesterday, one to come goes; past days keep their status', () => {
    fc.assert(
      fc.property(
        doneOffsets,
        fc.integer({ min: -20, max: 5 }),
        fc.integer({ min: 0, max: 20 }),
        schedules,
        (done, from, length, schedule) => {
          const base = scheduledHabit(
            done.map((o) => isoDate(TODAY + o)),
            schedule,
          );
          const habit = addPauseAt(base, TODAY + from, TODAY + from + length, 1);
          const [pause] = pauseDaysOf(habit);
          const ended = endPauseAt(habit, habit.pauses![0]!, TODAY, 2);
          const before = habitStatuses(habit, TODAY - 40, TODAY - 1, TODAY, UTC_DAYS);
          const after = habitStatuses(ended, TODAY - 40, TODAY - 1, TODAY, UTC_DAYS);
          // A weekly habit's current week is counted again: its days may turn from off (the week
          // reached its count with the days paused ahead) to open, never to missed.
          const weekStart = TODAY - 3; // Sunday 2025-07-13
          after.forEach((status, i) => {
            const day = TODAY - 40 + i;
            if (schedule.type === 'weekly' && day >= weekStart && before[i] === 'off')
              expect(['off', 'open']).toContain(status);
            else expect(status).toBe(before[i]);
          });
          for (let day = TODAY; day <= TODAY + 30; day += 1)
            expect(isPausedOn(ended, day)).toBe(false);
          if (pause!.to < TODAY) expect(ended).toBe(habit);
          else if (pause!.from >= TODAY) {
            expect('pauses' in ended).toBe(false);
            expect(ended.changedAt?.pauses).toBe(2);
          } else
            expect(ended.pauses).toEqual([{ from: isoDate(pause!.from), to: isoDate(TODAY - 1) }]);
        },
      ),
    );
  });

  it('a running pause is the same dates on each habit it paused', () => {
    const pause = (id: string, from: string, to: string) =>
      addPauseAt({ ...scheduledHabit([]), id }, d(from), d(to), 1);
    const habits = [
      pause('a', '2025-07-16', '2025-07-20'),
      pause('b', '2025-07-16', '2025-07-20'),
      pause('c', '2025-07-01', '2025-07-15'),
      { ...pause('d', '2025-07-16', '2025-07-20'), isDeleted: true },
      pause('e', '2025-07-18', '2025-07-19'),
      scheduledHabit([]),
    ];
    expect(runningPauses(habits, TODAY)).toEqual([
      { from: '2025-07-16', to: '2025-07-20', ids: ['a', 'b'] },
      { from: '2025-07-18', to: '2025-07-19', ids: ['e'] },
    ]);
  });

  it('the dialog asks for From today or later, To from From, at most a year after', () => {
    expect(pauseProblem(null, TODAY, TODAY)).toBe('noFrom');
    expect(pauseProblem(TODAY, null, TODAY)).toBe('noTo');
    expect(pauseProblem(TODAY - 1, TODAY, TODAY)).toBe('fromPast');
    expect(pauseProblem(TODAY + 2, TODAY + 1, TODAY)).toBe('toBeforeFrom');
    expect(pauseProblem(TODAY, TODAY, TODAY)).toBeNull();
    expect(pauseProblem(TODAY, d('2026-07-16'), TODAY)).toBeNull();
    expect(pauseProblem(TODAY, d('2026-07-17'), TODAY)).toBe('tooLong');
    expect(isoDate(yearAfter(d('2028-02-29')))).toBe('2029-02-28');
    expect(isoDate(yearAfter(d('2027-03-01')))).toBe('2028-03-01');
  });

  it('a date given that no day of the app can be is out of range, not missing (issue 56)', () => {
    expect(fieldDay('')).toBeNull();
    expect(fieldDay('2025-07-16')).toBe(d('2025-07-16'));
    // What a date field gives for year 1, or past year 9999.
    for (const value of ['0001-01-01', '0099-12-31', '275760-09-13']) {
      expect(fieldDay(value)).toBe('outOfRange');
    }
    expect(pauseProblem(fieldDay('0001-01-01'), TODAY, TODAY)).toBe('fromOutOfRange');
    expect(pauseProblem(TODAY, fieldDay('0001-01-01'), TODAY)).toBe('toOutOfRange');
    // From's problem is said first.
    expect(pauseProblem('outOfRange', null, TODAY)).toBe('fromOutOfRange');
    expect(pauseProblem(null, 'outOfRange', TODAY)).toBe('noFrom');
  });
});
