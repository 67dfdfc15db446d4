import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS } from '../domain/day-rule';
import { dayOfIso, isoDate } from '../domain/days';
import { toggleDay } from '../domain/habit/edits';
import { markSlip } from '../domain/habit/slip-edits';
import { isHabitToBreak, type Habit } from '../domain/habit/model';
import { mergeData } from '../domain/merge-records';
import { addPauseAt } from '../domain/habit/pause-edits';
import { setFieldAt, setReminderTimeAt } from '../domain/habit/field-edits';
import { daysClean, doneDays } from '../domain/habit/reads';
import { habitStatuses } from '../domain/habit/view';
import { readSchedule } from '../domain/schedule';
import { zoneOffset } from '../testing/zones';
import { memoryStorage } from '../testing/memory-storage';
import { loadHabits, serializeHabits } from './habits-storage';
import { STORAGE_KEYS } from './keys';

/**
 * Frozen: exactly what Tickday 1.2.100 wrote for a user in Auckland who ticked past days with UTC
 * days (stored at 12:00 UTC), switched to local days, ticked January 14 in the calendar (stored at
 * 12:00 in Auckland, 23:00 UTC the day before) and ticked today at 08:15 (19:15 UTC the day before).
 * Never edit this string: it is the promise that old data reads the same (docs/product.md §3.3).
 */
const WRITTEN_BY_1_2_100 =
  '{"version":1,"habits":[{"id":"1736300000000","name":"Swim","createdAt":"2025-01-08T01:33:20.000Z",' +
  '"completionsWithTimes":{"2025":{"1":[1736510400000,1736683200000,1736809200000,1736968500000]}},' +
  '"highestStreak":2,"schedule":{"type":"daily"}}]}';

describe('data written by Tickday 1.2.100 (docs/product.md §3.3, §4.7)', () => {
  const load = () => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, WRITTEN_BY_1_2_100);
    return loadHabits(store);
  };

  it('loads unchanged and round-trips byte for byte', () => {
    const loaded = load();
    expect(loaded.problem).toBeNull();
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(WRITTEN_BY_1_2_100);
  });

  it("setting and clearing a habit's own reminder gains only the field and its change time (§14.5)", () => {
    const loaded = load();
    const set = loaded.habits.map((h) => setReminderTimeAt(h, '07:30', 1752000000000));
    const withTime = WRITTEN_BY_1_2_100.replace(
      '"schedule":{"type":"daily"}}',
      '"schedule":{"type":"daily"},"remindAt":"07:30","changedAt":{"remindAt":1752000000000}}',
    );
    expect(serializeHabits(set, loaded.extras)).toBe(withTime);
    const cleared = set.map((h) => setReminderTimeAt(h, '', 1752000000001));
    expect(serializeHabits(cleared, loaded.extras)).toBe(
      WRITTEN_BY_1_2_100.replace(
        '"schedule":{"type":"daily"}}',
        '"schedule":{"type":"daily"},"changedAt":{"remindAt":1752000000001}}',
      ),
    );
    // Read back as written, and a reload that changes nothing writes the same bytes.
    const again = memoryStorage();
    again.setItem(STORAGE_KEYS.data, withTime);
    const reread = loadHabits(again);
    expect(reread.problem).toBeNull();
    expect(serializeHabits(reread.habits, reread.extras)).toBe(withTime);
  });

  it('its days chosen with UTC days keep their dates in Auckland; moments stay moments', () => {
    const [habit] = load().habits;
    const nz = localDayRule(0, zoneOffset('Pacific/Auckland'), 'NZ');
    // Jan 10 and Jan 12 were chosen at 12:00 UTC: the same dates in both settings now.
    expect(doneDays(habit!, nz).map(isoDate)).toEqual([
      '2025-01-10',
      '2025-01-12',
      '2025-01-14',
      '2025-01-16',
    ]);
    // The local noon of 1.2.100 and the tick of today are moments: UTC days read them as the
    // UTC dates they happened on, as before.
    expect(doneDays(habit!, UTC_DAYS).map(isoDate)).toEqual([
      '2025-01-10',
      '2025-01-12',
      '2025-01-13',
      '2025-01-15',
    ]);
    // Unticking January 14 in Auckland removes the old local-noon completion.
    const now = Date.parse('2025-01-16T00:00:00Z');
    const unticked = toggleDay(habit!, doneDays(habit!, nz)[2]!, now, nz);
    expect(doneDays(unticked, nz).map(isoDate)).toEqual(['2025-01-10', '2025-01-12', '2025-01-16']);
  });

  it('paused in Auckland: only the field and its time are added, and the dates hold in every zone (§10.9)', () => {
    const { habits, extras } = load();
    const nz = localDayRule(0, zoneOffset('Pacific/Auckland'), 'NZ');
    const ny = localDayRule(3, zoneOffset('America/New_York'), 'NY');
    const from = dayOfIso('2025-01-17')!;
    const paused = addPauseAt(habits[0]!, from, from + 3, 1737000000000);
    const written = serializeHabits([paused], extras);
    expect(written).toBe(
      WRITTEN_BY_1_2_100.replace(
        '"schedule":{"type":"daily"}}',
        '"schedule":{"type":"daily"},"pauses":[{"from":"2025-01-17","to":"2025-01-20"}],' +
          '"changedAt":{"pauses":1737000000000}}',
      ),
    );
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, written);
    const [again] = loadHabits(store).habits;
    for (const rule of [UTC_DAYS, nz, ny]) {
      const today = dayOfIso('2025-01-22')!;
      // The paused dates, and the day after (the moments before them fall by each rule's day).
      expect(habitStatuses(again!, from, from + 4, today, rule)).toEqual([
        'skipped',
        'skipped',
        'skipped',
        'skipped',
        'missed',
      ]);
    }
  });
});

describe('schedules of every kind (docs/product.md §10.1)', () => {
  const habitWith = (id: number, schedule: string) =>
    `{"id":"${id}","name":"H${id}","createdAt":"2025-01-08T01:33:20.000Z",` +
    `"completionsWithTimes":{"2025":{"1":[1736510400000]}},"highestStreak":0,"schedule":${schedule}}`;
  const schedules = [
    '{"type":"daily"}',
    '{"type":"weekdays","days":[1,3,5]}',
    '{"type":"weekly","times":3}',
    '{"type":"interval","days":3}',
    '{"type":"monthly","times":4}',
    '{"type":"window","times":3,"days":10}',
    // From a Tickday newer still, or out of range: kept as stored, read as daily.
    '{"type":"yearly","times":2,"extra":true}',
    '{"type":"window","times":10,"days":10}',
  ];
  const data = `{"version":1,"habits":[${schedules.map((s, i) => habitWith(i + 1, s)).join(',')}]}`;

  it('round-trip byte for byte, the old kinds and the unknown ones meaning what they did', () => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, data);
    const loaded = loadHabits(store);
    expect(loaded.problem).toBeNull();
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(data);
    expect(loaded.habits.map((h) => readSchedule(h.schedule))).toEqual([
      ...schedules.slice(0, 6).map((s) => JSON.parse(s) as unknown),
      { type: 'daily' },
      { type: 'daily' },
    ]);
  });
});

/**
 * Frozen: a habit to break as Tickday wrote it with issue 59 (docs/product.md §20): its kind and
 * that kind's change time, a slip on July 16 and one logged then cleared on July 17 (its time
 * kept). Never edit this string.
 */
const HABIT_TO_BREAK_59 =
  '{"version":1,"habits":[{"id":"1752572000000","name":"Smoking","createdAt":"2025-07-15T09:33:20.000Z",' +
  '"completionsWithTimes":{},"highestStreak":0,"schedule":{"type":"daily"},' +
  '"kind":"break","changedAt":{"kind":1752572000000},' +
  '"entries":{"2025-07-16":{"slip":true,"at":{"slip":1752700000000}},' +
  '"2025-07-17":{"at":{"slip":1752800000000}}}}]}';

describe('a habit to break (docs/product.md §20, issue 59)', () => {
  const load = (text: string) => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, text);
    return loadHabits(store);
  };

  it('loads unchanged, round-trips byte for byte and reads its clean days', () => {
    const loaded = load(HABIT_TO_BREAK_59);
    expect(loaded.problem).toBeNull();
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(HABIT_TO_BREAK_59);
    const [habit] = loaded.habits as [Habit];
    expect(isHabitToBreak(habit)).toBe(true);
    const day = (iso: string) => dayOfIso(iso) as number;
    expect(doneDays(habit, UTC_DAYS, day('2025-07-19'))).toEqual(
      ['2025-07-15', '2025-07-17', '2025-07-18'].map(day),
    );
    expect(daysClean(habit, day('2025-07-19'))).toBe(2);
  });

  it('sets aside a slip that is not `true`, with its change time (§16.5)', () => {
    const broken = HABIT_TO_BREAK_59.replace('"slip":true', '"slip":"yes"');
    const loaded = load(broken);
    const [habit] = loaded.habits as [Habit];
    expect(habit.entries?.['2025-07-16']).toBeUndefined();
    expect(loaded.problem).not.toBeNull();
  });

  it('an older Tickday keeps a day field it does not know, and its time, as slips were kept', () => {
    // This version's reader of a day's record is an older one's for a field it does not know (a
    // newer day field here, as `slip` was to 1.2.100's): read, written and merged unchanged.
    const newer = HABIT_TO_BREAK_59.replace(
      '"2025-07-17":{"at":{"slip":1752800000000}}',
      '"2025-07-17":{"mood":3,"at":{"slip":1752800000000,"mood":1752800000000}}',
    );
    const loaded = load(newer);
    expect(loaded.problem).toBeNull();
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(newer);
    const [merged] = mergeData(loaded.habits, [load(HABIT_TO_BREAK_59).habits], 1752900000000);
    expect((merged as Habit).entries?.['2025-07-17']).toEqual({
      mood: 3,
      at: { slip: 1752800000000, mood: 1752800000000 },
    });
  });

  it('a habit to break and its slip gain only their keys and change times on 1.2.100 data', () => {
    const loaded = load(WRITTEN_BY_1_2_100);
    const habits = loaded.habits.map((h) =>
      markSlip(
        setFieldAt(h, 'kind', 'break', 1752000000000),
        dayOfIso('2025-01-14') as number,
        true,
        Date.parse('2025-01-16T10:00:00Z'),
        UTC_DAYS,
        1752000000001,
      ),
    );
    const text = serializeHabits(habits, loaded.extras);
    expect(text).toContain('"entries":{"2025-01-14":{"slip":true,"at":{"slip":1752000000001}}}');
    expect(text).toContain('"kind":"break","changedAt":{"kind":1752000000000}');
    expect(serializeHabits(load(text).habits, load(text).extras)).toBe(text);
  });
});
