import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { LOCAL_STORAGE_LIMIT } from '../storage/storage-use';
import { NOW } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { addHabit, removeHabit } from './habit-commands';
import { createStorageGauge, warningDue } from './storage-gauge';
import * as measuring from '../storage/storage-use';

/** A store whose start's idle jobs wait until `idle()` runs them, over `map`. */
function storeOver(map: Map<string, string>) {
  const jobs: (() => void)[] = [];
  const store = createAppStore(
    memoryStorage({ map }),
    () => NOW,
    (job) => job(),
    (job) => jobs.push(job),
  );
  /** Runs the start's idle jobs, and waits for the measuring code they load. */
  const idle = async () => {
    jobs.splice(0).forEach((job) => job());
    await store.storageGauge.refresh();
  };
  return { store, idle, gauge: store.storageGauge };
}

/** A key whose length and value's make `chars` characters of the origin's storage. */
const filler = (chars: number): [string, string] => ['filler', 'x'.repeat(chars - 'filler'.length)];
/** What `map` holds, keys and values, in characters. */
const usedBy = (map: Map<string, string>) =>
  [...map].reduce((n, [key, value]) => n + key.length + value.length, 0);
/** 80 % of the limit: 4,194,304 characters. */
const EIGHTY = 0.8 * LOCAL_STORAGE_LIMIT;

describe("the storage gauge: how full local storage is, and the home page's warning (§8.7)", () => {
  it('measures once the page is idle after the start, not before (no part of the first paint)', async () => {
    const map = new Map([filler(EIGHTY)]);
    const { store, idle, gauge } = storeOver(map);
    expect(gauge.getState().use).toBeNull();
    // A write before then measures nothing yet; the first measure counts it.
    store.changeHabits(addHabit('Read'));
    expect(gauge.getState().use).toBeNull();
    expect(warningDue(gauge.getState())).toBe(false);
    await idle();
    expect(gauge.getState().use).toEqual({ used: usedBy(map), limit: 5_242_880 });
    expect(warningDue(gauge.getState())).toBe(true);
  });

  it('measures again after each write: a change that crosses 80 % warns', async () => {
    const map = new Map([filler(EIGHTY - 10)]);
    const { store, idle, gauge } = storeOver(map);
    await idle();
    expect(warningDue(gauge.getState())).toBe(false);
    store.changeHabits(addHabit('Read'));
    expect(gauge.getState().use?.used).toBe(usedBy(map));
    expect(warningDue(gauge.getState())).toBe(true);
  });

  it('below 80 % nothing is due', async () => {
    const { idle, gauge } = storeOver(new Map([filler(LOCAL_STORAGE_LIMIT / 2)]));
    await idle();
    expect(gauge.getState().use?.used).toBe(2_621_440);
    expect(warningDue(gauge.getState())).toBe(false);
  });

  it('a dismissal holds while storage stays over 80 %, and ends when it drops below', async () => {
    const map = new Map([filler(EIGHTY + 100)]);
    const { store, idle, gauge } = storeOver(map);
    await idle();
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

  it('tells its listeners only when what it shows changes', async () => {
    const map = new Map([filler(1000)]);
    const { store, idle, gauge } = storeOver(map);
    let calls = 0;
    gauge.subscribe(() => (calls += 1));
    await idle();
    expect(calls).toBe(1);
    const before = gauge.getState();
    store.reread(STORAGE_KEYS.theme);
    expect(gauge.getState()).toBe(before);
    expect(calls).toBe(1);
  });

  it('says nothing when storage cannot be read', async () => {
    const store = createAppStore(memoryStorage({ broken: true }), () => NOW);
    await store.storageGauge.refresh();
    expect(store.storageGauge.getState()).toEqual({
      use: null,
      nearlyFull: false,
      dismissed: false,
    });
    expect(warningDue(store.storageGauge.getState())).toBe(false);
  });

  it('a failed load of the measuring code (offline) is tried again on the next refresh', async () => {
    let tries = 0;
    const gauge = createStorageGauge(memoryStorage({ map: new Map([filler(EIGHTY)]) }), () =>
      ++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(measuring),
    );
    await expect(gauge.refresh()).rejects.toThrow('offline');
    await gauge.refresh();
    expect(warningDue(gauge.getState())).toBe(true);
  });
});
