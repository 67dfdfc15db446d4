import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS, withWeekStart } from './day-rule';
import { DAY_MS, dayOfIso, isoDate, weekdayOf } from './days';
import { setDaySkipped, setSchedule, toggleDay } from './habit/edits';
import type { Habit } from './habit/model';
import { isSkipped } from './habit/reads';
import { bucketTimes } from './habit/stored';
import { describeHabit, habitStatuses } from './habit/view';
import { normalizeSchedule, readSchedule, statusesBetween, type Schedule } from './schedule';
import { perfectWeek } from './streaks';
import {
  refCurrentStreak,
  refHighestStreak,
  refLongestRun,
  refScheduledStreaks,
  refStatus,
} from '../testing/reference';
import { scheduledHabit } from '../testing/builders';
import { localDayOf, zoneOffset } from '../testing/zones';

// Wednesday 2025-07-16; the week runs Sunday 13 to Saturday 19.
const TODAY = dayOfIso('2025-07-16') as number;
const d = (iso: string) => dayOfIso(iso) as number;

const habit = scheduledHabit;

const statuses = (h: Habit, from: string, to: string) =>
  habitStatuses(h, d(from), d(to), TODAY, UTC_DAYS);

describe('reading a schedule (docs/product.md §10.1)', () => {
  it('reads the three kinds and treats anything else as daily', () => {
    expect(readSchedule({ type: 'weekdays', days: [1, 3, 5] })).toEqual({
      type: 'weekdays',
      days: [1, 3, 5],
    });
    expect(readSchedule({ type: 'weekly', times: 3 })).toEqual({ type: 'weekly', times: 3 });
    for (const odd of [
      { type: 'monthly', day: 3 },
      { type: 'weekdays', days: [] },
      { type: 'weekdays', days: [0, 1, 2, 3, 4, 5, 6] },
      { type: 'weekdays', days: [7] },
      { type: 'weekly', times: 7 },
      { type: 'weekly', times: 1.5 },
      null,
    ]) {
      expect(readSchedule(odd)).toEqual({ type: 'daily' });
    }
  });

  it('keeps times a week between 1 and 6', () => {
    expect(normalizeSchedule({ type: 'weekly', times: 9 })).toEqual({ type: 'weekly', times: 6 });
    expect(normalizeSchedule({ type: 'weekly', times: 0 })).toEqual({ type: 'weekly', times: 1 });
  });

  it('stores weekdays ascending and distinct; all seven are every day', () => {
    expect(normalizeSchedule({ type: 'weekdays', days: [5, 1, 1] })).toEqual({
      type: 'weekdays',
      days: [1, 5],
    });
    expect(normalizeSchedule({ type: 'weekdays', days: [0, 1, 2, 3, 4, 5, 6] })).toEqual({
      type: 'daily',
    });
  });
});

describe('day statuses (docs/product.md §10.2), hand-worked', () => {
  it('daily: done, missed, skipped, open today, future after', () => {
    const h = habit(['2025-07-13', '2025-07-15'], { type: 'daily' }, ['2025-07-14', '2025-07-18']);
    expect(statuses(h, '2025-07-12', '2025-07-18')).toEqual([
      'missed',
      'done',
      'skipped',
      'done',
      'open',
      'future',
      'skipped',
    ]);
  });

  it('weekdays Mon/Wed/Fri: other days are off, even in the past and when not done', () => {
    const h = habit(['2025-07-07', '2025-07-12'], { type: 'weekdays', days: [1, 3, 5] });
    // Sun 6 .. Sat 12, then Sun 13 .. Wed 16 (today).
    expect(statuses(h, '2025-07-06', '2025-07-16')).toEqual([
      'off',
      'done', // Mon 7
      'off',
      'missed', // Wed 9
      'off',
      'missed', // Fri 11
      'done', // Sat 12: done although not asked
      'off',
      'missed', // Mon 14
      'off',
      'open', // Wed 16, today
    ]);
  });

  it('weekly 2 times: a week that reached 2 is off elsewhere; a past week short of it is missed', () => {
    const h = habit(['2025-07-01', '2025-07-03', '2025-07-08', '2025-07-14'], {
      type: 'weekly',
      times: 2,
    });
    // Week of Jun 29: done Tue 1 and Thu 3 -> the rest off.
    expect(statuses(h, '2025-06-29', '2025-07-05')).toEqual([
      'off',
      'off',
      'done',
      'off',
      'done',
      'off',
      'off',
    ]);
    // Week of Jul 6: done once -> the others missed.
    expect(statuses(h, '2025-07-06', '2025-07-12')).toEqual([
      'missed',
      'missed',
      'done',
      'missed',
      'missed',
      'missed',
      'missed',
    ]);
    // This week: done Mon 14; never missed, the rest open up to today.
    expect(statuses(h, '2025-07-13', '2025-07-19')).toEqual([
      'open',
      'done',
      'open',
      'open',
      'future',
      'future',
      'future',
    ]);
  });

  it('weekly 2 times with weeks from Monday (Settings, Week starts on): Sun 13 Jul ends a week', () => {
    // Sat 12 and Sun 13 July 2025 are done. Weeks from Sunday: Sat 12 alone leaves 6-12 short
    // (missed), and Sun 13 opens 13-19, still open. From Monday: 7-13 is met by Sat and Sun (its
    // other days off), and 14-20, today's week, is open.
    const h = habit(['2025-07-12', '2025-07-13'], { type: 'weekly', times: 2 });
    const monday = withWeekStart(UTC_DAYS, 1);
    const by = (rule: typeof UTC_DAYS) =>
      statusesBetween(describeHabit(h, TODAY, rule).facts, d('2025-07-07'), TODAY, TODAY);
    expect(by(UTC_DAYS)).toEqual([
      ...['missed', 'missed', 'missed', 'missed', 'missed', 'done'],
      ...['done', 'open', 'open', 'open'],
    ]);
    expect(by(monday)).toEqual([
      ...['off', 'off', 'off', 'off', 'off', 'done', 'done'],
      ...['open', 'open', 'open'],
    ]);
    expect(describeHabit(h, TODAY, monday).current).toBe(2);
  });

  it('weekly: a skip counts toward the week, so the week is met', () => {
    const h = habit(['2025-07-07'], { type: 'weekly', times: 2 }, ['2025-07-10']);
    expect(statuses(h, '2025-07-06', '2025-07-12')).toEqual([
      'off',
      'done',
      'off',
      'off',
      'skipped',
      'off',
      'off',
    ]);
  });
});

describe('streaks by schedule (docs/product.md §10.3), hand-worked', () => {
  it('a Mon/Wed/Fri habit keeps its streak over the days between', () => {
    const h = habit(['2025-07-07', '2025-07-09', '2025-07-11', '2025-07-14', '2025-07-16'], {
      type: 'weekdays',
      days: [1, 3, 5],
    });
    expect(describeHabit(h, TODAY)).toMatchObject({ current: 5, highest: 0, longest: 5 });
    // Tomorrow (Thursday, off) the run is still there; it is no longer today's.
    expect(describeHabit(h, TODAY + 1)).toMatchObject({ current: 5, highest: 5 });
  });

  it('a sick day skipped keeps a daily run going; it adds nothing', () => {
    const h = habit(['2025-07-12', '2025-07-13', '2025-07-15'], { type: 'daily' }, ['2025-07-14']);
    expect(describeHabit(h, TODAY)).toMatchObject({ current: 3, highest: 3, doneToday: false });
    expect(describeHabit(habit(['2025-07-12', '2025-07-13', '2025-07-15']), TODAY).current).toBe(1);
  });

  it('3 times a week: weeks that met it chain; a short past week breaks the run', () => {
    const met = [
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-07',
      '2025-07-08',
      '2025-07-10',
    ];
    const h = habit([...met, '2025-07-14'], { type: 'weekly', times: 3 });
    expect(describeHabit(h, TODAY).current).toBe(7);
    const short = habit(['2025-06-30', '2025-07-07', '2025-07-08', '2025-07-10'], {
      type: 'weekly',
      times: 3,
    });
    expect(describeHabit(short, TODAY).current).toBe(3);
    expect(describeHabit(short, TODAY).highest).toBe(3);
  });

  it('perfect week follows each schedule; a skip is not done', () => {
    const week = [
      '2025-07-10',
      '2025-07-11',
      '2025-07-12',
      '2025-07-13',
      '2025-07-14',
      '2025-07-15',
      '2025-07-16',
    ];
    expect(perfectWeek([habit(week)], TODAY)).toBe(true);
    expect(perfectWeek([habit(week.slice(1), { type: 'daily' }, [week[0]!])], TODAY)).toBe(false);
    const monWedFri = habit(['2025-07-11', '2025-07-14', '2025-07-16'], {
      type: 'weekdays',
      days: [1, 3, 5],
    });
    expect(perfectWeek([monWedFri], TODAY)).toBe(true);
    const twice = habit(['2025-07-10', '2025-07-15'], { type: 'weekly', times: 2 });
    expect(perfectWeek([twice, monWedFri], TODAY)).toBe(true);
    expect(perfectWeek([habit(['2025-07-15'], { type: 'weekly', times: 2 })], TODAY)).toBe(false);
  });
});

describe('changes', () => {
  it('skips are stored as sorted dates, and go when the last one does', () => {
    const now = TODAY * DAY_MS + 3_600_000;
    let h = habit([]);
    h = setDaySkipped(h, d('2025-07-20'), true, now); // a planned trip, in the future
    h = setDaySkipped(h, d('2025-07-02'), true, now);
    expect(h.skips).toEqual(['2025-07-02', '2025-07-20']);
    expect(isSkipped(h, d('2025-07-20'))).toBe(true);
    expect(isSkipped(h, d('2025-07-21'))).toBe(false);
    h = setDaySkipped(h, d('2025-07-02'), false, now);
    h = setDaySkipped(h, d('2025-07-20'), false, now);
    expect('skips' in h).toBe(false);
    expect(setDaySkipped(h, d('2025-07-20'), false, now)).toBe(h);
  });

  it('a done day cannot be skipped: the same habit comes back, no hidden skip (§10.2)', () => {
    const now = TODAY * DAY_MS + 3_600_000;
    const h = habit(['2025-07-14']);
    expect(setDaySkipped(h, d('2025-07-14'), true, now)).toBe(h);
    // Unticked, the day is plain missed, not a skip that was waiting under the tick.
    const unticked = toggleDay(setDaySkipped(h, d('2025-07-14'), true, now), d('2025-07-14'), now);
    expect(isSkipped(unticked, d('2025-07-14'))).toBe(false);
  });

  it('a schedule change refreshes the stored highest streak; the same schedule changes nothing', () => {
    const now = TODAY * DAY_MS + 3_600_000;
    const h = habit(['2025-07-07', '2025-07-09', '2025-07-11']);
    expect(setSchedule(h, { type: 'daily' }, now)).toBe(h);
    const mwf = setSchedule(h, { type: 'weekdays', days: [5, 3, 1] }, now);
    expect(mwf.schedule).toEqual({ type: 'weekdays', days: [1, 3, 5] });
    // Mon 14 was missed: the run of 3 is over and is the highest.
    expect(mwf.highestStreak).toBe(3);
    expect(toggleDay(mwf, TODAY, now).highestStreak).toBe(3);
  });
});

// Properties against the naive references in src/testing/reference.ts.
const dayOffsets = fc.array(fc.integer({ min: -60, max: 0 }), { maxLength: 40 });
const skipOffsets = fc.array(fc.integer({ min: -60, max: 10 }), { maxLength: 8 });
const schedules: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ type: 'daily' }),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
    .map((days): Schedule => ({ type: 'weekdays', days: days.sort((a, b) => a - b) })),
  fc.integer({ min: 1, max: 6 }).map((times): Schedule => ({ type: 'weekly', times })),
);
const isos = (offsets: number[], today: number) => offsets.map((o) => isoDate(today + o));

describe('properties', () => {
  it('statuses and streaks match a naive day-by-day walk, for any schedule, skips and week start', () => {
    fc.assert(
      fc.property(
        dayOffsets,
        skipOffsets,
        schedules,
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(0, 1, 6),
        (done, skips, schedule, shift, first) => {
          const rule = withWeekStart(UTC_DAYS, first);
          const today = TODAY + shift;
          const doneDays = [...new Set(done.map((o) => today + o))];
          const skipDays = [...new Set(skips.map((o) => today + o))].sort((a, b) => a - b);
          const h = habit(
            isos(done, today),
            schedule,
            isos(
              [...new Set(skips)].sort((a, b) => a - b),
              today,
            ),
          );
          const view = describeHabit(h, today, rule);
          const ref = refScheduledStreaks(doneDays, skipDays, schedule, today, first);
          expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
            ref,
          );
          // One best streak for the chip, Top 3 and History (§6.5, §12.2): the longest run,
          // the one in progress included, when it is a streak (2 or more).
          expect(view.best).toBe(ref.longest >= 2 ? ref.longest : 0);
          const got = statusesBetween(view.facts, today - 60, today + 10, today);
          got.forEach((status, i) => {
            const day = today - 60 + i;
            const expected = refStatus(
              day,
              new Set(doneDays),
              new Set(skipDays),
              schedule,
              today,
              first,
            );
            // A future day is 'future' in the reference; the app also draws a planned skip or an
            // unlisted weekday there.
            if (day > today) expect(['future', 'skipped', 'off']).toContain(status);
            else expect(status).toBe(expected);
          });
        },
      ),
    );
  });

  it('the same over years with long gaps (runs are read in weeks around what was marked)', () => {
    const stretches = fc.array(
      fc.tuple(fc.integer({ min: -1500, max: 0 }), fc.integer({ min: 1, max: 25 })),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        stretches,
        fc.array(fc.integer({ min: -1500, max: 10 }), { maxLength: 6 }),
        schedules,
        fc.integer({ min: 0, max: 6 }),
        (runs, skips, schedule, shift) => {
          const today = TODAY + shift;
          const offsets = [
            ...new Set(runs.flatMap(([from, n]) => Array.from({ length: n }, (_, i) => from + i))),
          ].filter((o) => o <= 0);
          const skipSet = [...new Set(skips)].sort((a, b) => a - b);
          const h = habit(isos(offsets, today), schedule, isos(skipSet, today));
          const view = describeHabit(h, today);
          const ref = refScheduledStreaks(
            offsets.map((o) => today + o),
            skipSet.map((o) => today + o),
            schedule,
            today,
          );
          expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
            ref,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a first tick in the year 1000 reads the same runs as without it, but one', () => {
    const recent = ['2025-07-12', '2025-07-13', '2025-07-14', '2025-07-15'];
    const weekly = { type: 'weekly', times: 1 } as const;
    const h = habit(['1000-01-06', ...recent], weekly, ['1000-01-20']);
    const without = habit(recent, weekly);
    expect(describeHabit(h, TODAY)).toMatchObject({
      current: describeHabit(without, TODAY).current,
      longest: describeHabit(without, TODAY).longest,
      completed: 5,
    });
  });

  it('a daily habit with no skips gives exactly the rules of docs/product.md §5', () => {
    fc.assert(
      fc.property(dayOffsets, fc.integer({ min: 0, max: 3 }), (done, shift) => {
        const today = TODAY + shift;
        const times = done.map((o) => (today + o) * DAY_MS + DAY_MS / 2);
        const h = habit(isos(done, today));
        const view = describeHabit(h, today);
        expect(view.current).toBe(refCurrentStreak(times, today));
        expect(view.highest).toBe(refHighestStreak(times, today * DAY_MS));
        expect(view.longest).toBe(refLongestRun(times));
        // The general walk agrees too (a skip far in the future changes no number).
        const walked = describeHabit({ ...h, skips: [isoDate(today + 400)] }, today);
        expect([walked.current, walked.highest, walked.longest]).toEqual([
          view.current,
          view.highest,
          view.longest,
        ]);
      }),
    );
  });

  it('in a local zone too: instants fall into New York days (any start hour), then the same walk', () => {
    const start = Date.parse('2025-02-01T00:00:00Z');
    const end = Date.parse('2025-04-01T00:00:00Z'); // across the March DST change
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: start, max: end }), { maxLength: 50 }),
        skipOffsets,
        schedules,
        fc.integer({ min: 0, max: 6 }),
        (instants, skips, schedule, startHour) => {
          const rule = localDayRule(startHour, zoneOffset('America/New_York'), 'NY');
          const dayIn = localDayOf('America/New_York', startHour);
          const times = [...instants].sort((a, b) => a - b);
          const now = end;
          const today = dayIn(now);
          const skipDays = [...new Set(skips.map((o) => today + o))].sort((a, b) => a - b);
          const h: Habit = {
            ...habit([], schedule, skipDays.map(isoDate)),
            completionsWithTimes: bucketTimes(times),
          };
          const view = describeHabit(h, rule.dayOf(now), rule);
          const ref = refScheduledStreaks(
            [...new Set(times.map(dayIn))],
            skipDays,
            schedule,
            today,
          );
          expect(rule.dayOf(now)).toBe(today);
          expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
            ref,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('weekdays of the week are Sunday-first whatever the zone', () => {
    expect(weekdayOf(d('2025-07-13'))).toBe(0);
  });
});
