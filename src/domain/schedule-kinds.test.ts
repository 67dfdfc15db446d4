// docs/product.md §10.5 to §10.7: every few days, times a month, times in a number of days.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS } from './day-rule';
import { dayOfIso, isoDate } from './days';
import type { Habit } from './habit/model';
import { bucketTimes } from './habit/stored';
import { completionRate } from './history';
import { describeHabit, habitStatuses } from './habit/view';
import { habitsLeft } from './reminder';
import { normalizeSchedule, readSchedule, statusesBetween, type Schedule } from './schedule';
import { perfectWeek } from './streaks';
import { refScheduledStreaks, refStatus } from '../testing/reference';
import { scheduledHabit as habit } from '../testing/builders';
import { localDayOf, zoneOffset } from '../testing/zones';

const d = (iso: string) => dayOfIso(iso) as number;
const statuses = (h: Habit, from: string, to: string, today: string) =>
  habitStatuses(h, d(from), d(to), d(today), UTC_DAYS);
/** Statuses as one letter a day: Done, Skipped, Off, Open (o), Missed, Future. */
const letters = (list: string[]) =>
  list
    .map((s) => ({ done: 'D', skipped: 'S', off: '.', open: 'o', missed: 'M', future: 'F' })[s])
    .join('');

describe('reading the new kinds (§10.1)', () => {
  it('reads each within its range; out of range, or unknown, is daily', () => {
    expect(readSchedule({ type: 'interval', days: 3 })).toEqual({ type: 'interval', days: 3 });
    expect(readSchedule({ type: 'monthly', times: 27 })).toEqual({ type: 'monthly', times: 27 });
    expect(readSchedule({ type: 'window', times: 3, days: 10 })).toEqual({
      type: 'window',
      times: 3,
      days: 10,
    });
    for (const odd of [
      { type: 'interval', days: 1 },
      { type: 'interval', days: 31 },
      { type: 'interval', days: 2.5 },
      { type: 'monthly', times: 0 },
      { type: 'monthly', times: 28 },
      { type: 'monthly', day: 3 },
      { type: 'window', times: 10, days: 10 },
      { type: 'window', times: 0, days: 10 },
      { type: 'window', times: 1, days: 61 },
      { type: 'yearly', times: 2 },
    ]) {
      expect(readSchedule(odd), JSON.stringify(odd)).toEqual({ type: 'daily' });
    }
  });

  it('stores the numbers whole and in range; a window never asks every day', () => {
    expect(normalizeSchedule({ type: 'interval', days: 99 })).toEqual({
      type: 'interval',
      days: 30,
    });
    expect(normalizeSchedule({ type: 'monthly', times: 0 })).toEqual({ type: 'monthly', times: 1 });
    expect(normalizeSchedule({ type: 'window', times: 9, days: 9 })).toEqual({
      type: 'window',
      times: 8,
      days: 9,
    });
  });
});

describe('statuses, hand-worked', () => {
  it('every 3 days: due on the 3rd day; one lapse is one missed day, then one a stretch', () => {
    const h = habit(['2025-07-01', '2025-07-04', '2025-07-05'], { type: 'interval', days: 3 });
    // Jun 30 (before it began) .. Jul 16 (today).
    expect(letters(statuses(h, '2025-06-30', '2025-07-17', '2025-07-16'))).toBe(
      // 30 1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17
      '.D..DD..M..M..M..F',
    );
    // Jul 14's lapse stands for the stretch 12 to 14: the next one is due on the 17th.
    expect(statuses(h, '2025-07-17', '2025-07-17', '2025-07-17')).toEqual(['open']);
  });

  it('every 3 days: a skip keeps the stretch; today is open only when due', () => {
    const h = habit(['2025-07-10'], { type: 'interval', days: 3 }, ['2025-07-13']);
    expect(letters(statuses(h, '2025-07-10', '2025-07-16', '2025-07-16'))).toBe('D..S..o');
    expect(letters(statuses(h, '2025-07-10', '2025-07-15', '2025-07-15'))).toBe('D..S..');
  });

  it('3 times in any 10 days: the lapse falls on the last days that could save it', () => {
    const h = habit(['2025-07-01'], { type: 'window', times: 3, days: 10 });
    // Window ending Jul 9 holds Jul 1 and one day before the beginning: short, so Jul 9 is
    // missed; Jul 10 and 11 too (3 in each 10), then Jul 19.
    expect(letters(statuses(h, '2025-07-01', '2025-07-20', '2025-07-20'))).toBe(
      'D.......MMM.......Mo',
    );
  });

  it('3 times in any 10 days, kept: off between, open when the 10 days would fall short', () => {
    const h = habit(['2025-07-01', '2025-07-04', '2025-07-08', '2025-07-11'], {
      type: 'window',
      times: 3,
      days: 10,
    });
    // The 10 days ending Jul 13 hold Jul 4, 8 and 11: met. Those ending Jul 14 hold 8 and 11:
    // short, so Jul 14 is open as today, and missed once past; Jul 15 is then off.
    expect(letters(statuses(h, '2025-07-01', '2025-07-14', '2025-07-14'))).toBe('D..D...D..D..o');
    expect(letters(statuses(h, '2025-07-01', '2025-07-15', '2025-07-15'))).toBe('D..D...D..D..M.');
  });

  it('4 times a month: the current month open, an ended one short missed only at its end', () => {
    const h = habit(['2025-06-01', '2025-06-10', '2025-07-02'], { type: 'monthly', times: 4 }, [
      '2025-06-20',
    ]);
    const june = letters(statuses(h, '2025-06-01', '2025-06-30', '2025-07-03'));
    // Done twice and skipped once: one short, so June 30 alone is missed.
    expect(june).toBe(`D........D.........S.........M`);
    expect(letters(statuses(h, '2025-07-01', '2025-07-05', '2025-07-03'))).toBe('oDoFF');
    // June itself, before it ended, was never missed.
    expect(statuses(h, '2025-06-30', '2025-06-30', '2025-06-30')).toEqual(['open']);
  });

  it('a month the habit began after its 1st is not missed; one short by 2 has 2 missed days', () => {
    const h = habit(['2025-05-20', '2025-06-01', '2025-06-29'], { type: 'monthly', times: 4 });
    expect(statuses(h, '2025-05-01', '2025-05-31', '2025-07-01')).not.toContain('missed');
    expect(letters(statuses(h, '2025-06-25', '2025-06-30', '2025-07-01'))).toBe('...MDM');
  });

  it('a leap February counts 29 days; the month met on the 29th is met', () => {
    const h = habit(['2024-01-31', '2024-02-01', '2024-02-29'], { type: 'monthly', times: 2 });
    expect(letters(statuses(h, '2024-02-27', '2024-03-01', '2024-03-01'))).toBe('..Do');
    const short = habit(['2024-02-01'], { type: 'monthly', times: 2 });
    expect(letters(statuses(short, '2024-02-27', '2024-03-01', '2024-03-01'))).toBe('..Mo');
  });

  it('before any tick: past days ask nothing, today is open (so the habit is left today)', () => {
    for (const schedule of [
      { type: 'interval', days: 5 },
      { type: 'window', times: 2, days: 7 },
      { type: 'monthly', times: 3 },
    ] as Schedule[]) {
      const h = habit([], schedule);
      const got = statuses(h, '2025-07-14', '2025-07-16', '2025-07-16');
      expect(got.at(-1)).toBe('open');
      expect(got).not.toContain('missed');
      expect(habitsLeft([h], d('2025-07-16'), UTC_DAYS)).toBe(1);
    }
  });
});

describe('runs, streaks and rates', () => {
  it('every 3 days kept every 3 days is a run of its done days; one lapse ends it once', () => {
    const kept = ['2025-07-01', '2025-07-04', '2025-07-07', '2025-07-10', '2025-07-13'];
    const h = habit(kept, { type: 'interval', days: 3 });
    expect(describeHabit(h, d('2025-07-15'))).toMatchObject({ current: 5, highest: 5 });
    // Jul 16 is due and undone: open, the run still reaches today.
    expect(describeHabit(h, d('2025-07-16')).current).toBe(5);
    // Jul 16 passed undone: missed, the run is over.
    expect(describeHabit(h, d('2025-07-17'))).toMatchObject({ current: 0, highest: 5 });
    // One lapse is one missed day for the rate (Loop #641), and off days count nothing (#463).
    const lapse = habit([...kept, '2025-07-19'], { type: 'interval', days: 3 });
    const facts = describeHabit(lapse, d('2025-07-20')).facts;
    expect(
      completionRate(facts, d('2025-07-01'), d('2025-07-20'), d('2025-07-20'), d('2025-07-01')),
    ).toBe(86); // 6 of 7
  });

  it('perfect week: no missed or skipped day, and a window kind not due and undone today', () => {
    const today = d('2025-07-16');
    const every3 = habit(['2025-07-11', '2025-07-14'], { type: 'interval', days: 3 });
    expect(perfectWeek([every3], today)).toBe(true);
    expect(perfectWeek([every3], today + 1)).toBe(false); // due on the 17th, not yet done
    expect(perfectWeek([habit(['2025-07-13'], { type: 'interval', days: 3 })], today)).toBe(false);
    // A month still short does not spoil it; a skip does.
    expect(perfectWeek([habit(['2025-07-15'], { type: 'monthly', times: 9 })], today)).toBe(true);
    const skipped = habit(['2025-07-15'], { type: 'monthly', times: 9 }, ['2025-07-14']);
    expect(perfectWeek([skipped], today)).toBe(false);
    // The month that ended short on June 30, within the 7 days, does.
    expect(
      perfectWeek([habit(['2025-06-01'], { type: 'monthly', times: 2 })], d('2025-07-03')),
    ).toBe(false);
  });

  it('a first tick long ago: the years between hold their lapses, walked in whole windows', () => {
    const recent = ['2025-07-10', '2025-07-12', '2025-07-14'];
    const today = d('2025-07-15');
    for (const schedule of [
      { type: 'interval', days: 2 },
      { type: 'window', times: 2, days: 5 },
      { type: 'window', times: 3, days: 7 },
      { type: 'monthly', times: 1 },
    ] as Schedule[]) {
      const started = performance.now();
      describeHabit(habit(['1000-01-06', ...recent], schedule), today);
      habitStatuses(habit(['1000-01-06', ...recent], schedule), today - 6, today, today);
      expect(performance.now() - started).toBeLessThan(300);
      // 1990 to now against the naive walk, day by day.
      const done = [d('1990-03-06'), ...recent.map(d)];
      const h = habit(done.map(isoDate), schedule);
      const view = describeHabit(h, today);
      expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
        refScheduledStreaks(done, [], schedule, today),
      );
      statusesBetween(view.facts, today - 10, today, today).forEach((status, i) =>
        expect(status).toBe(refStatus(today - 10 + i, new Set(done), new Set(), schedule, today)),
      );
    }
  });
});

// Properties against the naive reference (src/testing/reference.ts, written from §10).
const newKinds: fc.Arbitrary<Schedule> = fc.oneof(
  fc.integer({ min: 2, max: 30 }).map((days): Schedule => ({ type: 'interval', days })),
  fc.integer({ min: 1, max: 27 }).map((times): Schedule => ({ type: 'monthly', times })),
  fc
    .integer({ min: 2, max: 60 })
    .chain((days) =>
      fc
        .integer({ min: 1, max: days - 1 })
        .map((times): Schedule => ({ type: 'window', times, days })),
    ),
  // Small ones too, so runs and lapses are common.
  fc.integer({ min: 1, max: 3 }).map((times): Schedule => ({ type: 'monthly', times })),
  fc.integer({ min: 2, max: 4 }).map((days): Schedule => ({ type: 'interval', days })),
  fc.integer({ min: 3, max: 7 }).map((days): Schedule => ({ type: 'window', times: 2, days })),
);
const allKinds: fc.Arbitrary<Schedule> = fc.oneof(
  newKinds,
  fc.constant<Schedule>({ type: 'daily' }),
  fc.constant<Schedule>({ type: 'weekdays', days: [1, 3, 5] }),
  fc.integer({ min: 1, max: 6 }).map((times): Schedule => ({ type: 'weekly', times })),
);
/** Today: around the leap day of 2024 and the month ends of 2025. */
const todays = fc.oneof(
  fc.integer({ min: d('2024-02-10'), max: d('2024-03-20') }),
  fc.integer({ min: d('2025-01-25'), max: d('2025-04-05') }),
);
const offsets = (min: number, max: number, length: number) =>
  fc.uniqueArray(fc.integer({ min, max }), { maxLength: length });

function checkAgainstReference(
  h: Habit,
  done: number[],
  skips: number[],
  schedule: Schedule,
  today: number,
  rule = UTC_DAYS,
) {
  const view = describeHabit(h, today, rule);
  expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
    refScheduledStreaks(done, skips, schedule, today, rule.weekStart),
  );
  const from = today - 75;
  statusesBetween(view.facts, from, today, today).forEach((status, i) => {
    const expected = refStatus(from + i, new Set(done), new Set(skips), schedule, today);
    expect(status, isoDate(from + i)).toBe(expected);
  });
}

describe('properties', { timeout: 30_000 }, () => {
  it('statuses and streaks match the naive reference, all six kinds, with skips, in UTC', () => {
    fc.assert(
      fc.property(
        offsets(-90, 0, 30),
        offsets(-90, 10, 8),
        allKinds,
        todays,
        (doneOffsets, skipOffsets, schedule, today) => {
          const done = doneOffsets.map((o) => today + o).sort((a, b) => a - b);
          const skips = skipOffsets
            .map((o) => today + o)
            .filter((day) => !done.includes(day))
            .sort((a, b) => a - b);
          const h = habit(
            done.map(isoDate),
            schedule,
            skips.length ? skips.map(isoDate) : undefined,
          );
          checkAgainstReference(h, done, skips, schedule, today);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the same over years with long gaps (the runs read only around what was marked)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -900, max: 0 }), fc.integer({ min: 1, max: 12 })), {
          maxLength: 6,
        }),
        offsets(-900, 5, 5),
        newKinds,
        todays,
        (stretches, skipOffsets, schedule, today) => {
          const done = [
            ...new Set(
              stretches.flatMap(([at, n]) =>
                Array.from({ length: n }, (_, i) => today + at + 2 * i).filter((x) => x <= today),
              ),
            ),
          ].sort((a, b) => a - b);
          const skips = skipOffsets
            .map((o) => today + o)
            .filter((x) => !done.includes(x))
            .sort((a, b) => a - b);
          const h = habit(
            done.map(isoDate),
            schedule,
            skips.length ? skips.map(isoDate) : undefined,
          );
          const view = describeHabit(h, today);
          expect({ current: view.current, highest: view.highest, longest: view.longest }).toEqual(
            refScheduledStreaks(done, skips, schedule, today),
          );
        },
      ),
      { numRuns: 120 },
    );
  });

  for (const zone of ['America/New_York', 'Pacific/Auckland']) {
    it(`in ${zone}: ticks fall into its days (any start hour), months end at its midnight`, () => {
      // Across New York's March and November changes and Auckland's April and September ones,
      // and the month ends between.
      const start = Date.parse('2024-02-20T00:00:00Z');
      const end = Date.parse('2024-04-10T00:00:00Z');
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: start, max: end }), { maxLength: 40 }),
          // Instants just around local midnights of month ends.
          fc.array(fc.constantFrom('2024-02-29', '2024-03-01', '2024-03-31', '2024-04-01'), {
            maxLength: 4,
          }),
          offsets(-50, 5, 5),
          allKinds,
          fc.integer({ min: 0, max: 6 }),
          fc.integer({ min: -3, max: 3 }),
          (instants, edges, skipOffsets, schedule, startHour, minutes) => {
            const rule = localDayRule(startHour, zoneOffset(zone), zone);
            const dayIn = localDayOf(zone, startHour);
            const offset = zoneOffset(zone);
            const nearEdges = edges.map((iso) => {
              const wall = Date.parse(`${iso}T00:00:00Z`) + startHour * 3_600_000;
              // (A moment: never exactly a date mark, which reads as its UTC date, §4.7.)
              return wall - offset(wall) + minutes * 60_000 + 7;
            });
            const times = [...instants, ...nearEdges].sort((a, b) => a - b);
            const now = end;
            const today = dayIn(now);
            const done = [...new Set(times.map(dayIn))].sort((a, b) => a - b);
            const skips = skipOffsets
              .map((o) => today + o)
              .filter((x) => !done.includes(x))
              .sort((a, b) => a - b);
            const h: Habit = {
              ...habit([], schedule, skips.length ? skips.map(isoDate) : undefined),
              completionsWithTimes: bucketTimes(times),
            };
            expect(rule.dayOf(now)).toBe(today);
            checkAgainstReference(h, done, skips, schedule, today, rule);
          },
        ),
        { numRuns: 80 },
      );
    });
  }

  it('perfect week matches its sentence over the naive statuses', () => {
    fc.assert(
      fc.property(
        offsets(-40, 0, 20),
        offsets(-40, 3, 4),
        newKinds,
        todays,
        (o, so, schedule, today) => {
          const done = o.map((x) => today + x).sort((a, b) => a - b);
          const skips = so
            .map((x) => today + x)
            .filter((x) => !done.includes(x))
            .sort((a, b) => a - b);
          const h = habit(
            done.map(isoDate),
            schedule,
            skips.length ? skips.map(isoDate) : undefined,
          );
          let expected = true;
          for (let day = today - 6; day <= today; day += 1) {
            const status = refStatus(day, new Set(done), new Set(skips), schedule, today);
            if (status === 'missed' || status === 'skipped') expected = false;
            if (status === 'open' && schedule.type !== 'monthly') expected = false;
          }
          expect(perfectWeek([h], today)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
