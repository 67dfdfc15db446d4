import { describe, expect, it } from 'vitest';
import { localDayRule, UTC_DAYS } from '../domain/day-rule';
import { isoDate } from '../domain/days';
import { toggleDay } from '../domain/habit/edits';
import { doneDays } from '../domain/habit/reads';
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
