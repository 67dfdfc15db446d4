import { describe, expect, it, vi } from 'vitest';
import { loadHabits, parseData, serializeHabits } from './habits-storage';
import { STORAGE_KEYS } from './keys';
import { habitWith, run } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';

const valid = () => [
  habitWith({ id: '1', name: 'Read', days: run(3) }),
  habitWith({ id: '2', name: 'Walk', isDeleted: true }),
];

describe('loading habits (docs/product.md §3 and §8)', () => {
  it('round-trips byte for byte, deleted habits and unknown fields kept', () => {
    const store = memoryStorage();
    const habits = [{ ...valid()[0], emoji: '📚', nested: { a: [1, 2] } }, valid()[1]];
    const raw = JSON.stringify({ version: 1, habits, note: 'kept' });
    store.setItem(STORAGE_KEYS.data, raw);
    const loaded = loadHabits(store);
    expect(loaded.problem).toBeNull();
    expect(loaded.habits).toHaveLength(2);
    expect(serializeHabits(loaded.habits, loaded.extras)).toBe(raw);
  });

  it('writes the envelope as {"version":1,"habits":[...]}', () => {
    expect(serializeHabits([])).toBe('{"version":1,"habits":[]}');
  });

  it('is empty and quiet when nothing is stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadHabits(memoryStorage())).toEqual({
      habits: [],
      extras: {},
      raw: null,
      problem: null,
      held: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  for (const [label, blob] of [
    ['unparsable JSON', '{"version":1,"habits":['],
    ['a wrong version', JSON.stringify({ version: 2, habits: [] })],
    ['no version', JSON.stringify({ habits: [] })],
    ['habits that are not a list', JSON.stringify({ version: 1, habits: {} })],
    ['a bare list', JSON.stringify([])],
    ['null', 'null'],
  ] as const) {
    it(`quarantines ${label}, removes the key and warns once`, () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const store = memoryStorage();
      store.setItem(STORAGE_KEYS.data, blob);
      const loaded = loadHabits(store);
      expect(loaded.habits).toEqual([]);
      expect(store.getItem(STORAGE_KEYS.quarantine)).toBe(blob);
      expect(store.getItem(STORAGE_KEYS.data)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/Tickday: .*(JSON|version|list)/);
      // The quarantine is written before the data key goes.
      expect(store.writes.indexOf(STORAGE_KEYS.quarantine)).toBe(1);
    });
  }

  it('leaves out schema-breaking habits, keeps the valid ones and quarantines those habits', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = memoryStorage();
    const [good, deleted] = valid();
    const bad = [
      { ...good, id: 'x1', name: 42 },
      { ...good, id: 'x2', completionsWithTimes: { '2025': { '13': [1] } } },
      { ...good, id: 'x3', completionsWithTimes: { '2025': { '7': ['1'] } } },
      { ...good, id: 'x3b', completionsWithTimes: { '2025': { '7': [1, null] } } },
      { ...good, id: 'x3c', completionsWithTimes: { '2025': { '7': 1 } } },
      { ...good, id: 'x4', schedule: { type: 7 } },
      { ...good, id: '' },
      { ...good, id: 'x6', highestStreak: null },
      { ...good }, // a repeated id
      'not a habit',
      null,
    ];
    const raw = JSON.stringify({ version: 1, habits: [good, ...bad, deleted] });
    store.setItem(STORAGE_KEYS.data, raw);
    const loaded = loadHabits(store);
    expect(loaded.habits.map((h) => h.id)).toEqual(['1', '2']);
    expect(JSON.parse(store.getItem(STORAGE_KEYS.quarantine)!)).toEqual({
      from: STORAGE_KEYS.data,
      habits: bad,
      parts: [],
    });
    expect(store.getItem(STORAGE_KEYS.data)).toBe(raw);
    expect(loaded.problem).toMatch(/11 stored habit/);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never throws on storage that throws', () => {
    const loaded = loadHabits(memoryStorage({ broken: true }));
    expect(loaded.habits).toEqual([]);
    expect(loadHabits(null).habits).toEqual([]);
  });

  it('parses without side effects', () => {
    expect(parseData('[').ok).toBe(false);
    expect(parseData(serializeHabits(valid()))).toMatchObject({ ok: true, rejected: 0 });
  });
});
