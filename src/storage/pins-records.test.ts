/**
 * Issue 57, a reviewer's property: whatever records memory holds (a done time that is a moment, a
 * clock reading with or without a counter, one beside a date mark's nudge, a tombstone; with other
 * fields; pinned to two dates; moments repeated, out of order, before 1970, in 9999 or with
 * decimals; more devices than the kinds), compacted for local storage and read back they are the
 * same habit, its records in date order, with nothing set aside.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DAY_MS, dayOfIso, isoDate } from '../domain/days';
import type { Habit } from '../domain/habit/model';
import { doneDays } from '../domain/habit/reads';
import { pinnedDates } from '../domain/habit/stored';
import { localDayRule } from '../domain/day-rule';
import { parseData, serializeHabits } from './codec';
import { compactPins, expandPins, expandPinsWhenRead } from './pins';

const moment = fc.oneof(
  fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 2, 1) }),
  fc.integer({ min: Date.UTC(2024, 11, 30), max: Date.UTC(2025, 0, 2) }),
  fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(1970, 1, 1) }),
  fc.integer({ min: Date.UTC(9999, 11, 20), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
  // A date mark, and 1 ms either side (momentOf's nudge).
  fc.integer({ min: 0, max: 5 }).map((d) => Date.UTC(2025, 0, 1 + d, 12) + ((d % 3) - 1)),
  fc.double({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 1, 1), noNaN: true }),
);
const devices = 'abcdefghijklmn'.split('');

/** Buckets in the order given (unsorted, repeats kept), as a crafted or older file may hold. */
function bucketsAsGiven(times: readonly number[]) {
  const out: Record<string, Record<string, number[]>> = {};
  for (const ms of times) {
    const d = new Date(ms);
    ((out[String(d.getUTCFullYear())] ??= {})[String(d.getUTCMonth() + 1)] ??= []).push(ms);
  }
  return out;
}

/** A daily habit of these moments (in the order given) and records, its records in date order. */
function habitOf(times: readonly number[], entries: Record<string, unknown>) {
  const dates = Object.keys(entries).sort();
  const habit = {
    id: '1',
    name: 'Walk',
    createdAt: '2025-01-01T00:00:00.000Z',
    completionsWithTimes: bucketsAsGiven(times),
    highestStreak: 0,
    schedule: { type: 'daily' },
    ...(dates.length > 0
      ? { entries: Object.fromEntries(dates.map((iso) => [iso, entries[iso]])) }
      : {}),
  } as unknown as Habit;
  return { habit, dates };
}

/**
 * Compacted for local storage and expanded again, `habit` is itself, its records in `dates`' order
 * (a write keeps them so); deferred, the same (`expectDeferredSame`).
 */
function expectReadBack(habit: Habit, dates: string[]) {
  const compacted = JSON.stringify(compactPins(habit));
  const expanded = expandPins(JSON.parse(compacted));
  expect(expanded).toEqual(habit);
  expect(Object.keys(expanded.entries ?? {})).toEqual(dates);
  expectDeferredSame(compacted);
}

/**
 * Issue 60: a load defers the records of pins (`expandPinsWhenRead`). To every reader the deferred
 * habit is the eager one: the same done days and pinned dates (read from the pins while the
 * records are unmade), the same JSON (keys, their order, values), a copy equal to it; and its
 * records are made once, the same object at every read.
 */
function expectDeferredSame(compacted: string) {
  expectDeferredSameAs(compacted);
  // Its records stored first, as another writer may have put them: the deferred records stay there.
  const { entries, ...rest } = JSON.parse(compacted);
  if (entries !== undefined) expectDeferredSameAs(JSON.stringify({ entries, ...rest }));
}

function expectDeferredSameAs(compacted: string) {
  const eager = expandPins(JSON.parse(compacted));
  const deferred = expandPinsWhenRead(JSON.parse(compacted));
  const rule = localDayRule(3, () => -5 * 3_600_000); // a day from 03:00 at UTC-5
  expect(doneDays(deferred, rule)).toEqual(doneDays(eager, rule));
  expect(pinnedDates(deferred)).toEqual(pinnedDates(eager));
  expect(deferred.entries).toBe(deferred.entries);
  expect(JSON.stringify(deferred)).toBe(JSON.stringify(eager));
  expect({ ...expandPinsWhenRead(JSON.parse(compacted)) }).toEqual(eager);
}

const record = fc.record({
  which: fc.nat(),
  delta: fc.integer({ min: -3, max: 3 }),
  kind: fc.constantFrom('moment', 'device', 'counter', 'other', 'beforeNudge'),
  device: fc.constantFrom(...devices),
  extra: fc.constantFrom('none', 'note', 'skip', 'unknown', 'unknownTime'),
});

it('any records, compacted and read back, are the same habit', () => {
  fc.assert(
    fc.property(
      fc.array(moment, { minLength: 1, maxLength: 30 }),
      fc.array(record, { maxLength: 30 }),
      fc.boolean(),
      (drawn, records, inOrder) => {
        // Moments in order too, as the app stores them (expandPins' quick path).
        const given = inOrder ? [...drawn].sort((a, b) => a - b) : drawn;
        const times = [...given, ...given.slice(0, 3)];
        const entries: Record<string, Record<string, unknown>> = {};
        for (const r of records) {
          const ms = times[r.which % times.length] as number;
          const iso = isoDate(Math.floor(ms / DAY_MS) + r.delta);
          const clock = r.kind === 'device' || r.kind === 'counter';
          // Memory holds only real dates, and clock readings of whole ms from 1970.
          if (dayOfIso(iso) === null || (clock && !(Number.isInteger(ms) && ms >= 0))) continue;
          const done = {
            moment: ms,
            device: `${ms}-0-${r.device}`,
            counter: `${ms}-2-${r.device}`,
            other: ms + 5,
            beforeNudge: ms - 1,
          }[r.kind];
          entries[iso] = {
            none: { at: { done } },
            note: { note: 'x', at: { note: 5, done } },
            skip: { at: { skip: 7, done } },
            unknown: { at: { done }, later: 1 },
            unknownTime: { at: { done, later: 3 } },
          }[r.extra];
        }
        const { habit, dates } = habitOf(times, entries);
        expectReadBack(habit, dates);
        const back = parseData(serializeHabits([habit]));
        if (!back.ok) throw new Error(back.reason);
        expect([back.rejected, back.droppedTimes, back.setAside]).toEqual([0, 0, 0]);
        expect(back.habits[0]).toEqual(habit);
      },
    ),
    { numRuns: 500 },
  );
});

it('a habit whose records are all pins reads back whole, its records in date order', () => {
  // The common case (each record a tick's pin), which expandPins makes in one pass when the
  // moments come in date order; in any other order, its records are sorted.
  fc.assert(
    fc.property(
      fc.array(moment, { minLength: 1, maxLength: 30 }),
      fc.array(
        fc.record({
          which: fc.nat(),
          delta: fc.integer({ min: -2, max: 2 }),
          device: fc.boolean(),
        }),
        { minLength: 1, maxLength: 30 },
      ),
      fc.boolean(),
      (drawn, pins, inOrder) => {
        const times = inOrder ? [...drawn].sort((a, b) => a - b) : drawn;
        const entries: Record<string, unknown> = {};
        for (const { which, delta, device } of pins) {
          const ms = times[which % times.length] as number;
          const iso = isoDate(Math.floor(ms / DAY_MS) + delta);
          if (dayOfIso(iso) === null || (device && !(Number.isInteger(ms) && ms >= 0))) continue;
          entries[iso] = { at: { done: device ? `${ms}-0-a` : ms } };
        }
        const { habit, dates } = habitOf(times, entries);
        expectReadBack(habit, dates);
      },
    ),
    { numRuns: 500 },
  );
});

it('a load leaves the records of pins to be made when first read (issue 60)', () => {
  // A first screenful draws a dozen cards: the records of the other habits' pins wait until read.
  const day = Date.UTC(2025, 0, 6, 9);
  const { habit } = habitOf([day, day + DAY_MS], {
    '2025-01-06': { at: { done: day } },
    '2025-01-07': { at: { done: `${day + DAY_MS}-0-a` } },
  });
  const text = serializeHabits([habit]);
  expect(text).toContain('"pins"');
  const back = parseData(text);
  if (!back.ok) throw new Error(back.reason);
  const [loaded] = back.habits as [Habit];
  expect(typeof Object.getOwnPropertyDescriptor(loaded, 'entries')?.get).toBe('function');
  expect(loaded).toEqual(habit);
  expect(serializeHabits(back.habits)).toBe(text);
});
