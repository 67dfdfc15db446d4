import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doneDays } from '../../domain/habit/reads';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, TODAY } from '../../testing/builders';
import { memoryPlace } from '../../testing/memory-place';
import { createAppStore } from '../app-store';
import { toggleHabitDay } from '../habit-commands';
import { readSyncState } from '../../storage/sync-key';
import { readSyncText } from './read-file';
import type { Timers } from './runtime';

// The runtime that syncs by itself (docs/product.md §17), in jsdom: one per app store, made with
// the clock and timers it uses. The WebDAV place is an in-memory folder.
const shared = vi.hoisted(() => ({ place: null as unknown }));
vi.mock('../../platform/webdav', () => ({ webdavPlace: () => shared.place }));

const { createSyncRuntime } = await import('./runtime');

/** Timers that run only when the test says: what each waits, and its job. */
function fakeTimers() {
  const waiting = new Map<number, { ms: number; job: () => void }>();
  let next = 0;
  const timers: Timers = {
    set(job, ms) {
      waiting.set(++next, { ms, job });
      return next;
    },
    clear: (handle) => void waiting.delete(handle as number),
  };
  return {
    timers,
    waits: () => [...waiting.values()].map((w) => w.ms),
    /** Runs every job waiting now. */
    runAll() {
      const jobs = [...waiting.values()];
      waiting.clear();
      jobs.forEach((w) => w.job());
    },
  };
}

const CONFIG = { url: 'https://dav.example/Tickday/', user: 'anna', password: 'pw' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'webdav', webdav: CONFIG }));
});
afterEach(() => vi.useRealTimers());

describe('the runtime: syncing by itself', () => {
  it('a change made while a sync writes (a slow server) is sent by a later sync', async () => {
    const habits = [habitWith({ id: 'r', name: 'Read' }), habitWith({ id: 'w', name: 'Walk' })];
    localStorage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
    const store = createAppStore(localStorage, () => NOW);
    const { place, files } = memoryPlace();
    shared.place = place;
    // The first write waits until the test lets it go on.
    const write = place.write.bind(place);
    let release: () => void = () => undefined;
    let writing: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (writing = resolve));
    let slow = true;
    place.write = async (name, text, expected) => {
      if (slow) {
        slow = false;
        writing();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return write(name, text, expected);
    };
    const lists = vi.spyOn(place, 'list');

    vi.useFakeTimers();
    store.changeHabits(toggleHabitDay('r'));
    const runtime = createSyncRuntime(store, localStorage, () => NOW);
    runtime.start();
    const first = runtime.syncNow();
    await started;
    // Walk is ticked while Read's sync writes.
    store.changeHabits(toggleHabitDay('w'));
    release();
    await first;
    expect(lists).toHaveBeenCalledTimes(1);
    // A few seconds later, a sync by itself sends Walk's tick.
    await vi.advanceTimersByTimeAsync(3100);
    expect(lists).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    const [own] = [...files.values()];
    const read = await readSyncText(own!.text, undefined, Date.now());
    if (!read.ok) throw new Error('expected a readable file');
    const walk = read.habits.find((h) => h.id === 'w')!;
    expect(doneDays(walk)).toEqual([TODAY]);
  });

  it('stamps with the clock it was given and waits with its own timers; a new store starts afresh', async () => {
    const at = NOW + 42_000;
    const tries = async () => {
      const store = createAppStore(localStorage, () => at);
      const memory = memoryPlace();
      memory.failNext('list', 'unreachable', 2);
      shared.place = memory.place;
      const fake = fakeTimers();
      const runtime = createSyncRuntime(store, localStorage, () => at, fake.timers);
      expect(await runtime.syncNow()).toEqual({ ok: false, problem: 'unreachable' });
      // The failure is recorded at the runtime's "now", and the next try planned 5 s after it.
      expect(readSyncState(localStorage).last).toEqual({ at, problem: 'unreachable' });
      expect(store.sync.getState().retryAt).toBe(at + 5_000);
      expect(fake.waits()).toEqual([5_000]);
      // The try again is the runtime's timer's: run, it fails once more and waits 15 s.
      fake.runAll();
      await vi.waitFor(() => expect(store.sync.getState().retryAt).toBe(at + 15_000));
      expect(fake.waits()).toEqual([15_000]);
    };
    await tries();
    // Another page's runtime has its own count of failures in a row: 5 s again, not 30 s.
    await tries();
  });
});
