import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { localDayRule, UTC_DAYS, type DayRule } from '../domain/day-rule';
import { DAY_MS, isoDate } from '../domain/days';
import { markDone } from '../domain/habit/edits';
import { createHabit, type Habit } from '../domain/habit/model';
import { doneDays } from '../domain/habit/reads';
import { bucketTimes } from '../domain/habit/stored';
import { nextStamp, type Stamp } from '../domain/hlc';
import { mergeHabit } from '../domain/merge-records';
import { memoryStorage } from '../testing/memory-storage';
import { zoneOffset } from '../testing/zones';
import { parseData, serializeHabits } from './codec';
import { loadHabits } from './habits-storage';
import { STORAGE_KEYS } from './keys';
import { compactPins, expandPins, monthCheck } from './pins';

/**
 * Frozen: exactly what Tickday wrote before issue 57 for a walk ticked day by day in Auckland and
 * then New York (start hour 3), first before the device synced (numbers), then after (clock
 * readings), with an un-tick, a past day's skip, and an amount habit with a note. Every tick of
 * today's date record is its pin (`{"at":{"done":...}}`, §4.7). Never edit this string.
 */
const WRITTEN_BEFORE_ISSUE_57 =
  '{"version":1,"habits":[{"id":"1751915700123","name":"Walk","createdAt":"2025-07-07T19:15:00.123Z",' +
  '"completionsWithTimes":{"2025":{"7":[1752174900123,1752369300123,1752563700123,1752660900123]}},' +
  '"highestStreak":2,"schedule":{"type":"daily"},"skips":["2025-07-19"],"entries":{"2025-07-11":' +
  '{"at":{"done":1752174900123}},"2025-07-12":{"at":{"done":"1752779700133-0-k3j9x2ab"}},' +
  '"2025-07-13":{"at":{"done":"1752369300123-0-k3j9x2ab"}},"2025-07-15":{"at":{"done":' +
  '"1752563700123-0-k3j9x2ab"}},"2025-07-16":{"at":{"done":"1752660900123-0-k3j9x2ab"}},' +
  '"2025-07-19":{"at":{"skip":"1752779700143-0-k3j9x2ab"}}}},{"id":"1751915700128","name":"Water",' +
  '"createdAt":"2025-07-07T19:15:00.128Z","completionsWithTimes":{"2025":{"7":[1752174900124,' +
  '1752272100124,1752369300124,1752563700124,1752660900124]}},"highestStreak":3,"schedule":' +
  '{"type":"daily"},"measure":{"unit":"glasses","goal":"atLeast","target":8},"changedAt":' +
  '{"measure":1751915700129},"entries":{"2025-07-11":{"amount":8,"target":8,"at":{"amount":' +
  '1752174900124,"done":1752174900124}},"2025-07-12":{"amount":9,"target":8,"at":{"amount":' +
  '1752272100124,"done":1752272100124}},"2025-07-13":{"amount":11,"target":8,"at":{"amount":' +
  '"1752466500124-0-k3j9x2ab","done":"1752369300124-0-k3j9x2ab","note":"1752466500125-0-k3j9x2ab"},' +
  '"note":"knee hurt"},"2025-07-15":{"amount":12,"target":8,"at":{"amount":' +
  '"1752563700124-0-k3j9x2ab","done":"1752563700124-0-k3j9x2ab"}},"2025-07-16":{"amount":13,' +
  '"target":8,"at":{"amount":"1752660900124-0-k3j9x2ab","done":"1752660900124-0-k3j9x2ab"}}}}]}';

const NZ = localDayRule(0, zoneOffset('Pacific/Auckland'), 'NZ');
const NY = localDayRule(3, zoneOffset('America/New_York'), 'NY');

function read(text: string) {
  const parsed = parseData(text, { keepForm: true }); // as local storage is read
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed;
}

describe('pins in local storage (docs/product.md §3.7, issue 57)', () => {
  it('data written before them loads unchanged and round-trips byte for byte', () => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, WRITTEN_BEFORE_ISSUE_57);
    const loaded = loadHabits(store);
    expect(loaded.problem).toBeNull();
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(WRITTEN_BEFORE_ISSUE_57);
    const [walk] = loaded.habits;
    // Its pins hold: each tick reads on the date it was ticked, in every rule (July 11's was
    // 19:15 UTC on July 10, ticked in Auckland).
    for (const rule of [UTC_DAYS, NZ, NY])
      expect(doneDays(walk!, rule).map(isoDate)).toEqual([
        '2025-07-11',
        '2025-07-13',
        '2025-07-15',
        '2025-07-16',
      ]);
  });

  it('a changed habit is written compactly from its next change, and reads back the same', () => {
    const { habits } = read(WRITTEN_BEFORE_ISSUE_57);
    const [walk, water] = habits as [Habit, Habit];
    const now = Date.UTC(2025, 6, 20, 1, 0, 0, 7);
    const ticked = markDone(walk, NY.dayOf(now), true, now, NY, `${now}-0-k3j9x2ab`);
    const text = serializeHabits([ticked, water]);
    // The untouched habit keeps its bytes; the ticked one has its pins in one short field.
    expect(text).toContain(
      WRITTEN_BEFORE_ISSUE_57.slice(WRITTEN_BEFORE_ISSUE_57.indexOf(',{"id":"1751915700128"'), -2),
    );
    const stored = JSON.parse(text).habits[0];
    expect(stored.entries).toEqual({
      '2025-07-12': { at: { done: '1752779700133-0-k3j9x2ab' } },
      '2025-07-19': { at: { skip: '1752779700143-0-k3j9x2ab' } },
    });
    const moments = stored.completionsWithTimes['2025']['7'];
    expect(moments).toHaveLength(5);
    // July 11 in Auckland, a number, a date after the moment's UTC date (19:15 UTC: code 3);
    // July 13, 15 and 16 by the device, on the UTC date (7); July 19 in New York, a date before
    // (01:00 UTC: 6). Its skip stays.
    expect(stored.pins).toEqual({
      by: ['k3j9x2ab'],
      '2025': { '7': `37776${monthCheck(moments)}` },
    });
    const back = read(text);
    expect(back.setAside + back.rejected + back.droppedTimes).toBe(0);
    expect(back.habits).toEqual([ticked, water]);
  });

  it('an older Tickday that ticks in a month keeps the field; that month reads as before pins', () => {
    const t0 = Date.UTC(2025, 6, 1, 20, 0, 0, 1);
    let habit = createHabit('Walk', t0 - DAY_MS, [])!;
    for (let d = 0; d < 40; d += 1) {
      const now = t0 + d * DAY_MS;
      habit = markDone(habit, NY.dayOf(now), true, now, NY, now);
    }
    const text = serializeHabits([habit]);
    const stored = JSON.parse(text);
    expect(Object.keys(stored.habits[0].pins['2025'])).toEqual(['7', '8']);
    // An older Tickday: unticks July 3 (a record with its time), keeps `pins` as it is.
    const older = structuredClone(stored);
    const july = older.habits[0].completionsWithTimes['2025']['7'] as number[];
    older.habits[0].completionsWithTimes['2025']['7'] = july.filter(
      (ms) => NY.dayOf(ms) !== NY.dayOf(t0 + 2 * DAY_MS),
    );
    older.habits[0].entries = { '2025-07-03': { at: { done: t0 + 50 * DAY_MS } } };
    const back = read(JSON.stringify(older));
    expect(back.setAside).toBe(0);
    const [h] = back.habits;
    // August's pins still read; July's ticks are moments again, read by the rule.
    expect(h!.entries!['2025-08-05']).toEqual({ at: { done: t0 + 35 * DAY_MS } });
    expect(h!.entries!['2025-07-04']).toBeUndefined();
    expect(h!.entries!['2025-07-03']).toEqual({ at: { done: t0 + 50 * DAY_MS } });
    expect(doneDays(h!, NY)).toHaveLength(39);
  });

  it("a pin this device's rule reads otherwise stays whole: an older tab here unticks its date", () => {
    // Y, in New York, ticks its July 9 at 21:00 (01:00 UTC on July 10) and syncs it to X, whose
    // days are UTC. X stores it; a tab of the Tickday before issue 57, still open on X, reads the
    // stored text as it is (no `pins`) and unticks the day it shows done.
    const t0 = Date.UTC(2025, 6, 10, 1, 0);
    const base = createHabit('Walk', t0 - 5 * DAY_MS, [])!;
    const y = markDone(base, NY.dayOf(t0), true, t0, NY, `${t0}-0-yyyy`);
    const text = serializeHabits([mergeHabit(base, y, UTC_DAYS)], {}, UTC_DAYS);
    const old = JSON.parse(text).habits[0] as Habit;
    expect(old.entries).toEqual({ '2025-07-09': { at: { done: `${t0}-0-yyyy` } } });
    expect(old).not.toHaveProperty('pins');
    const shown = doneDays(old, UTC_DAYS);
    expect(shown.map(isoDate)).toEqual(['2025-07-09']);
    const now = t0 + 3_600_000;
    const unticked = markDone(old, shown[0]!, false, now, UTC_DAYS, `${now}-0-xxxx`);
    const back = read(serializeHabits([unticked], {}, UTC_DAYS)).habits[0]!;
    // Merged with Y's copy again, the un-tick wins on every rule: the tick never comes back.
    for (const rule of [UTC_DAYS, NY])
      expect(doneDays(mergeHabit(back, y, rule), rule)).toEqual([]);
    // On Y, whose rule reads the moment as July 9, the same pin is one character.
    expect(JSON.parse(serializeHabits([y], {}, NY)).habits[0].pins).toBeDefined();
  });

  it('pins that cannot be read are set aside alone, and the ticks stay', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const habit = { ...read(WRITTEN_BEFORE_ISSUE_57).habits[0], pins: { '2025': { '7': 5 } } };
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits: [habit] }));
    const loaded = loadHabits(store);
    expect(loaded.habits[0]!.completionsWithTimes).toEqual(habit.completionsWithTimes);
    expect(loaded.habits[0]).not.toHaveProperty('pins');
    expect(JSON.parse(store.getItem(STORAGE_KEYS.quarantine)!).parts).toEqual([
      { habit: habit.id, field: 'pins', value: { '2025': { '7': 5 } } },
    ]);
  });

  it('a pin beside a moment before 1970 or with decimals reads back (its month sum is 3 characters)', () => {
    // A device whose clock says 1969 ticks today; a crafted file may hold a time with decimals.
    for (const ms of [Date.UTC(1969, 6, 20, 20, 17, 40), Date.UTC(2025, 6, 1, 8) + 0.5]) {
      const habit = {
        ...createHabit('Walk', ms, [])!,
        completionsWithTimes: bucketTimes([ms]),
        entries: { [isoDate(Math.floor(ms / DAY_MS))]: { at: { done: ms } } },
      };
      const text = serializeHabits([habit]);
      expect(
        Object.values(Object.values(JSON.parse(text).habits[0].pins)[0] as object)[0],
      ).toHaveLength(4);
      const back = read(text);
      expect(back.setAside).toBe(0);
      expect(back.habits[0]).toEqual(habit);
    }
  });

  it('beside pins, broken entries are set aside as they were stored, none lost', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ms = Date.UTC(2025, 6, 1, 8);
    const habit = { ...createHabit('Walk', ms, [])!, completionsWithTimes: bucketTimes([ms]) };
    const pins = { '2025': { '7': `2${monthCheck([ms])}` } };
    const crafted = JSON.parse('{"__proto__":{"note":"x"},"2025-07-02":{"note":"y"}}');
    for (const [entries, parts] of [
      [5, [{ field: 'entries', value: 5 }]],
      [null, [{ field: 'entries', value: null }]],
      ['ab', [{ field: 'entries', value: 'ab' }]],
      [crafted, [{ field: 'entries.__proto__', value: { note: 'x' } }]],
    ] as const) {
      const back = read(JSON.stringify({ version: 1, habits: [{ ...habit, entries, pins }] }));
      expect(back.leftOut.parts).toEqual(
        expect.arrayContaining(parts.map((part) => ({ habit: habit.id, ...part }))),
      );
      expect(back.habits[0]!.completionsWithTimes).toEqual(habit.completionsWithTimes);
      expect(back.habits[0]).not.toHaveProperty('pins');
    }
  });

  it('pins naming a device no clock reading can name are set aside whole', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ms = Date.UTC(2025, 6, 1, 8);
    const habit = { ...createHabit('Walk', ms, [])!, completionsWithTimes: bucketTimes([ms]) };
    const pins = { by: ['Not A Device'], '2025': { '7': `7${monthCheck([ms])}` } };
    const back = read(JSON.stringify({ version: 1, habits: [{ ...habit, pins }] }));
    expect(back.leftOut.parts).toEqual([{ habit: habit.id, field: 'pins', value: pins }]);
    expect(back.habits[0]).toEqual(habit);
  });

  it("a device's pin beside a moment before 1970 is not read: no clock reading can hold it", () => {
    // Crafted text (compactPins writes none): a device pin on 1960-01-10 10:00 UTC to the next
    // date. Its record would hold "-314805600000-0-a", no change time; the tick falls by the rule,
    // in the load, in the records made later and after a copy (issue 60's review).
    const ms = Date.UTC(1960, 0, 10, 10);
    const day = Math.floor(ms / DAY_MS);
    const habit = { ...createHabit('Walk', ms, [])!, completionsWithTimes: bucketTimes([ms]) };
    const pins = { by: ['a'], '1960': { '1': `8${monthCheck([ms])}` } };
    const text = JSON.stringify({ version: 1, habits: [{ ...habit, pins }] });
    const [loaded] = read(text).habits as [Habit];
    expect(doneDays(loaded, UTC_DAYS)).toEqual([day]);
    expect(doneDays({ ...loaded, name: 'Run' }, UTC_DAYS)).toEqual([day]);
    expect(loaded.entries).toBeUndefined();
    expect(expandPins({ ...habit, pins } as Habit)).toEqual(habit);
  });

  it('a year of daily ticks made day by day costs under 19 characters a day', () => {
    const t0 = Date.UTC(2025, 0, 1, 23, 30);
    let habit = createHabit('Walk', t0, [])!;
    let last: Stamp | undefined;
    for (let d = 0; d < 365; d += 1) {
      const now = t0 + d * DAY_MS + (d % 7) * 3_600_000;
      last = nextStamp(last, now, 'k3j9x2ab');
      habit = markDone(habit, NY.dayOf(now), true, now, NY, last);
    }
    const empty = serializeHabits([createHabit('Walk', t0, [])!]).length;
    const full = serializeHabits([habit]).length;
    expect((full - empty) / 365).toBeLessThan(19);
  });

  const rules: DayRule[] = [
    UTC_DAYS,
    NZ,
    NY,
    localDayRule(6, zoneOffset('America/Santiago'), 'CL'),
  ];

  it('compacted and expanded, any habit ticked and unticked on any rule is the same habit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 120 }),
            hour: fc.integer({ min: 0, max: 23 * 60 }),
            done: fc.boolean(),
            rule: fc.integer({ min: 0, max: rules.length - 1 }),
            device: fc.constantFrom('', 'k3j9x2ab', 'zz', 'p0'),
          }),
          { maxLength: 40 },
        ),
        (steps) => {
          const t0 = Date.UTC(2025, 9, 1);
          let habit = createHabit('Walk', t0, [])!;
          let last: Stamp | undefined;
          let clock = t0;
          for (const step of steps) {
            // At least 2 ms apart: a tick at a date mark is stored 1 ms later (§4.7), and two ticks
            // of one habit in one millisecond (on two day rules) are one instant to the merge.
            const now = Math.max(clock + 2, t0 + step.day * DAY_MS + step.hour * 60_000);
            clock = now;
            const rule = rules[step.rule] as DayRule;
            const stamp = step.device ? (last = nextStamp(last, now, step.device)) : now;
            const today = rule.dayOf(now);
            const day = step.done ? today : today - (step.hour % 3);
            habit = markDone(habit, day, step.done, now, rule, stamp);
          }
          const stored = compactPins(habit);
          expect(expandPins(JSON.parse(JSON.stringify(stored)))).toEqual(habit);
          const back = read(serializeHabits([habit]));
          expect(back.setAside).toBe(0);
          expect(back.habits[0]).toEqual(habit);
          // Merging the two readings of the one habit changes nothing.
          expect(mergeHabit(back.habits[0]!, habit)).toEqual(habit);
        },
      ),
      {
        numRuns: 300,
        examples: [
          [
            [
              { day: 0, hour: 720, done: true, rule: 0, device: '' },
              { day: 0, hour: 0, done: true, rule: 1, device: '' },
            ],
          ],
        ],
      },
    );
  });
});
