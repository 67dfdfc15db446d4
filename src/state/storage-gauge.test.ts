import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { LOCAL_STORAGE_LIMIT } from '../storage/storage-use';
import { NOW } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { addHabit, removeHabit } from './habit-commands';
import { warningDue } from './storage-gauge';

/** A store whose start's idle jobs wait until `idle()` runs them, over `map`. */
function storeOver(map: Map<string, string>) {
  const jobs: (() => void)[] = [];
  const store = createAppStore(
    memoryStorage({ map }),
    () => NOW,
    (job) => job(),
    (job) => jobs.push(job),
  );
  const idle = () => jobs.splice(0).forEach((job) => job());
  return { store, idle, gauge: store.storageGauge };
}

/** A key whose length and value's make `chars` characters of the origin's storage. */
const filler = (chars: number): [string, string] => ['filler', 'x'.repeat(chars - 'filler'.length)];
/** 80 % of the limit: 4,194,304 characters. */
const EIGHTY = 0.8 * LOCAL_STORAGE_LIMIT;

describe("the storage gauge: how full local storage is, and the home page's warning (§8.7)", () => {
  it('measures once the page is idle after the start, not before (no part of the first paint)', () => {
    const { idle, gauge } = storeOver(new Map([filler(EIGHTY)]));
    expect(gauge.getState().use).toBeNull();
    expect(warningDue(gauge.getState())).toBe(false);
    idle();
    expect(gauge.getState().use).toEqual({ used: EIGHTY, limit: 5_242_880 });
    expect(warningDue(gauge.getState())).toBe(true);
  });

  it('measures again after each write: a change that crosses 80 % warns', () => {
    const map = new Map([filler(EIGHTY - 10)]);
    const { store, idle, gauge } = storeOver(map);
    idle();
    expect(warningDue(gauge.getState())).toBe(false);
    store.changeHabits(addHabit('Read'));
    const written = [...map].reduce((n, [key, value]) => n + key.length + value.length, 0);
    expect(gauge.getState().use?.used).toBe(written);
    expect(warningDue(gauge.getState())).toBe(true);
  });

  it('below 80 % nothing is due', () => {
    const { idle, gauge } = storeOver(new Map([filler(LOCAL_STORAGE_LIMIT / 2)]));
    idle();
    expect(gauge.getState().use?.used).toBe(2_621_440);
    expect(warningDue(gauge.getState())).toBe(false);
  });

  it('a dismissal holds while storage stays over 80 %, and ends when it drops below', () => {
    const map = new Map([filler(EIGHTY + 100)]);
    const { store, idle, gauge } = storeOver(map);
    idle();
    gauge.dismiss();
    expect(warningDue(gauge.getState())).toBe(false);
    store.changeHabits(addHabit('Read'));
    expect(warningDue(gauge.getState())).toBe(false);
    // Another tab frees room: the warning's next crossing of 80 % is a new one.
    map.set('filler', 'x');
    store.reread('filler');
    expect(warningDue(gauge.getState())).toBe(false);
    map.set('filler', 'x'.repeat(EIGHTY));
    store.reread('filler');
    expect(warningDue(gauge.getState())).toBe(true);
    store.changeHabits(removeHabit(store.getState().habits[0]!.id));
    expect(warningDue(gauge.getState())).toBe(true);
  });

  it('tells its listeners only when what it shows changes', () => {
    const map = new Map([filler(1000)]);
    const { store, idle, gauge } = storeOver(map);
    let calls = 0;
    gauge.subscribe(() => (calls += 1));
    idle();
    expect(calls).toBe(1);
    const before = gauge.getState();
    store.reread(STORAGE_KEYS.theme);
    expect(gauge.getState()).toBe(before);
    expect(calls).toBe(1);
  });

  it('says nothing when storage cannot be read', () => {
    const store = createAppStore(memoryStorage({ broken: true }), () => NOW);
    expect(store.storageGauge.getState()).toEqual({ use: null, dismissed: false });
    expect(warningDue(store.storageGauge.getState())).toBe(false);
  });
});
