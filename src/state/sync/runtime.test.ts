import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doneDays } from '../../domain/habit/reads';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, TODAY } from '../../testing/builders';
import { memoryPlace } from '../../testing/memory-place';
import { createAppStore } from '../app-store';
import { toggleHabitDay } from '../habit-commands';
import { readSyncText } from './read-file';

// The runtime that syncs by itself (docs/product.md §17), in jsdom, in a file of its own: it
// starts once a page, bound to that page's store. The WebDAV place is an in-memory folder.
const shared = vi.hoisted(() => ({ place: null as unknown }));
vi.mock('../../platform/webdav', () => ({ webdavPlace: () => shared.place }));

const runtime = await import('./runtime');

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
    runtime.startSync(store);
    const first = runtime.syncNow(store);
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
});
