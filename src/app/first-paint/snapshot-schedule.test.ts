import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../state/app-store';
import { addHabit } from '../../state/habit-commands';
import { writeDeviceKey } from '../../storage/device-key';
import { readRaw } from '../../storage/safe-storage';
import { writeSyncState } from '../../storage/sync-key';
import { memoryStorage } from '../../testing/memory-storage';
import { SNAPSHOT_INPUTS } from './snapshot-inputs';
import { keepSnapshots } from './snapshot-schedule.lazy';

/**
 * Issue 44: when snapshots are made (snapshot-schedule.lazy.ts). The writer is replaced by a spy, and
 * whether its module was loaded is recorded, since loading it is a cost of its own.
 */
const writer = vi.hoisted(() => ({ loaded: 0, write: vi.fn(() => Promise.resolve(true)) }));

let visibility: DocumentVisibilityState = 'visible';
/** Hides the page, as leaving it does. */
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}
/** Lets timers, idle callbacks and the writer's import run, `ms` on. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  // A fresh module each test, so each load is counted.
  vi.resetModules();
  vi.doMock('./snapshot-writer.lazy', () => {
    writer.loaded += 1;
    return { writeSnapshot: writer.write };
  });
  writer.loaded = 0;
  writer.write.mockClear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  vi.stubGlobal('requestIdleCallback', (job: () => void) => setTimeout(job, 1));
  storage = memoryStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const newStore = () => createAppStore(memoryStorage());
/** The page's storage, each test's own (a schedule of an earlier test follows its own). */
let storage = memoryStorage();
/** The stored texts a snapshot painted now was made from (the record's inputs). */
const inputsNow = () =>
  Object.fromEntries(SNAPSHOT_INPUTS.map((key) => [key, readRaw(storage, key)]));
/** A sync that brought nothing: the sync and device keys are written, the habits stay. */
function noOpSync(at: number) {
  writeSyncState(storage, { place: 'webdav', syncedAt: at, last: { at } });
  writeDeviceKey(storage, { id: 'abc123', name: 'Phone', clock: at });
}
/** The writer was called with this page. */
const expectWritten = () =>
  expect(writer.write).toHaveBeenCalledWith(expect.anything(), document, expect.any(Number));

describe('when the home page snapshot is made', () => {
  it('painted from a stored snapshot with tomorrow in it: none, and no writer, while nothing changes', async () => {
    const store = newStore();
    keepSnapshots(store, { state: store.getState(), inputs: inputsNow() }, storage);
    await wait(60_000);
    hide();
    await wait(1000);
    expect(writer.loaded).toBe(0);
    expect(writer.write).not.toHaveBeenCalled();
  });

  it('with none current: the writer loads once the page is idle, so leaving at once still makes one', async () => {
    const store = newStore();
    keepSnapshots(store, null, storage);
    await wait(10);
    expect(writer.loaded).toBe(1);
    expect(writer.write).not.toHaveBeenCalled();
    // Gone after half a second, before the second of quiet the start waits for: it starts then.
    await wait(500);
    hide();
    await wait(0);
    expect(writer.write).toHaveBeenCalledTimes(1);
    expectWritten();
  });

  it('with none current and the page left open: one after a second of quiet', async () => {
    const store = newStore();
    keepSnapshots(store, null, storage);
    await wait(900);
    expect(writer.write).not.toHaveBeenCalled();
    await wait(200);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('a change on a page painted from a current snapshot: one once quiet for half a second', async () => {
    const store = newStore();
    keepSnapshots(store, { state: store.getState(), inputs: inputsNow() }, storage);
    await wait(1000);
    store.changeHabits(addHabit('Read'));
    await wait(400);
    expect(writer.write).not.toHaveBeenCalled();
    await wait(200);
    expect(writer.write).toHaveBeenCalledTimes(1);
    expectWritten();
  });

  it('a press pushes a due one back: none while the person is at work on the page', async () => {
    const store = newStore();
    keepSnapshots(store, { state: store.getState(), inputs: inputsNow() }, storage);
    await wait(1000);
    store.changeHabits(addHabit('Read'));
    for (let i = 0; i < 5; i += 1) {
      await wait(300);
      window.dispatchEvent(new Event('pointerdown'));
    }
    expect(writer.write).not.toHaveBeenCalled();
    await wait(600);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('a change before the schedule starts is seen: the state is no longer the one painted', async () => {
    const store = newStore();
    const painted = { state: store.getState(), inputs: inputsNow() };
    store.changeHabits(addHabit('Read'));
    keepSnapshots(store, painted, storage);
    await wait(10);
    expect(writer.loaded).toBe(1);
    hide();
    await wait(0);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  // Issue 56 (11): a sync that brings nothing still writes the sync and device keys, which the
  // snapshot's record holds: it no longer matches, so the next open would take today's path.
  it('a write to a key the snapshot was made from, here, by a sync: one once quiet, or on hide', async () => {
    noOpSync(1);
    const store = newStore();
    keepSnapshots(store, { state: store.getState(), inputs: inputsNow() }, storage);
    await wait(1000);
    noOpSync(2);
    await wait(10);
    expect(writer.loaded).toBe(1);
    await wait(600);
    expect(writer.write).toHaveBeenCalledTimes(1);
    noOpSync(3);
    hide();
    await wait(0);
    expect(writer.write).toHaveBeenCalledTimes(2);
    expectWritten();
  });

  it('such a write before the schedule starts is seen too: the keys are not those painted', async () => {
    const store = newStore();
    const painted = { state: store.getState(), inputs: inputsNow() };
    noOpSync(1);
    keepSnapshots(store, painted, storage);
    hide();
    await wait(0);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('a key written again with the text it had: none, and no writer', async () => {
    noOpSync(1);
    const store = newStore();
    keepSnapshots(store, { state: store.getState(), inputs: inputsNow() }, storage);
    await wait(1000);
    noOpSync(1);
    await wait(5000);
    hide();
    await wait(0);
    expect(writer.loaded).toBe(0);
    expect(writer.write).not.toHaveBeenCalled();
  });
});
