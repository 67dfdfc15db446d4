import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isActive } from '../../domain/habit/model';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW } from '../../testing/builders';
import { memoryPlace } from '../../testing/memory-place';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore, type AppStore } from '../app-store';
import { AppStoreProvider } from '../app-store-context';
import { renameHabitTo } from '../habit-commands';
import { readSyncState, type SyncState } from '../../storage/sync-key';
import { ensureDevice } from './device';
import { syncFileText } from './write-file';

// The Sync section's hook and the runtime that syncs by itself (docs/product.md §17), in jsdom:
// the WebDAV place is an in-memory folder shared by the "devices" of a test.
const shared = vi.hoisted(() => ({ place: null as unknown }));
vi.mock('../../platform/webdav', () => ({ webdavPlace: () => shared.place }));
vi.mock('../../platform/sync-folder', () => ({
  folderSupported: () => false,
  pickFolder: async () => null,
  saveFolderHandle: async () => true,
  forgetFolderHandle: async () => true,
  loadFolderHandle: async () => null,
  folderPermission: async () => 'granted',
  folderPlace: () => shared.place,
}));

const { useSync } = await import('./use-sync');
const { syncRuntimeOf } = await import('./runtime');

const start = () => [
  habitWith({ id: 'r', name: 'Read', days: [-2, -1] }),
  habitWith({ id: 'w', name: 'Walk' }),
];
const CONFIG = { url: 'https://dav.example/Tickday/', user: 'anna', password: 'pw' };

function page() {
  localStorage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits: start() }));
  const store = createAppStore(localStorage, () => NOW);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppStoreProvider store={store}>{children}</AppStoreProvider>
  );
  return { store, ...renderHook(() => useSync(), { wrapper }) };
}

/** Another device's file in the shared place, with a rename of Read. */
async function otherDevice(name: string) {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits: start() }));
  const store: AppStore = createAppStore(storage, () => NOW + 1000);
  const device = ensureDevice(storage, store);
  store.changeHabits(renameHabitTo('r', name));
  return {
    file: `tickday-${device.id}.json`,
    text: await syncFileText(storage, store, NOW + 1000),
  };
}

beforeEach(() => {
  localStorage.clear();
  shared.place = memoryPlace().place;
});
afterEach(() => vi.useRealTimers());

describe('useSync (the Sync section)', () => {
  it('Connect: a WebDAV server that answers is kept; one that fails leaves nothing behind', async () => {
    const { result, store } = page();
    const failing = memoryPlace();
    failing.failNext('list', 'unauthorized');
    shared.place = failing.place;
    let outcome = await act(() => result.current.connectWebdav(CONFIG));
    expect(outcome).toEqual({ ok: false, problem: 'unauthorized' });
    expect(readSyncState(localStorage).place).toBeUndefined();
    expect(readSyncState(localStorage).webdav).toBeUndefined();

    const good = memoryPlace();
    const other = await otherDevice('Read (phone)');
    good.files.set(other.file, { text: other.text, version: 'v0' });
    shared.place = good.place;
    outcome = await act(() => result.current.connectWebdav(CONFIG));
    expect(outcome).toMatchObject({ ok: true, merged: 1 });
    expect(readSyncState(localStorage)).toMatchObject({ place: 'webdav', webdav: CONFIG });
    expect(
      store
        .getState()
        .habits.filter(isActive)
        .map((h) => h.name),
    ).toEqual(['Read (phone)', 'Walk']);
    expect(result.current.status.state.syncedAt).toBe(readSyncState(localStorage).last?.at);

    act(() => result.current.stopSyncing());
    const left: SyncState = readSyncState(localStorage);
    expect(left.place).toBeUndefined();
    expect(left.webdav).toBeUndefined();
    expect(left.devices).toBeDefined(); // the devices seen are remembered
  });

  it('reads picked files: too large, unreadable, damaged and good ones told apart; apply and Undo', async () => {
    const { result, store } = page();
    const other = await otherDevice('Read more');
    const good = new File([other.text], 'tickday-sync-phone.json');
    const cut = new File([other.text.slice(0, 40)], 'cut.json');
    const huge = new File(['x'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    const broken = new File(['{}'], 'broken.json');
    broken.text = () => Promise.reject(new Error('gone'));
    const picked = await result.current.readFiles([good, cut, huge, broken]);
    expect(picked.good.map((g) => g.name)).toEqual(['tickday-sync-phone.json']);
    expect(picked.bad).toEqual([
      { name: 'cut.json', problem: 'damaged' },
      { name: 'huge.json', problem: 'too-large' },
      { name: 'broken.json', problem: 'unreadable' },
    ]);
    expect(result.current.preview(picked.good)).toMatchObject({ edited: 1 });
    let undo: (() => void) | null = null;
    act(() => {
      undo = result.current.apply(picked.good);
    });
    expect(undo).not.toBeNull();
    expect(store.getState().habits[0]?.name).toBe('Read more');
    act(() => (undo as unknown as () => void)());
    expect(store.getState().habits[0]?.name).toBe('Read');
  });

  it('names the device, keeps a passphrase and writes the file under the device name', async () => {
    const { result } = page();
    act(() => result.current.rename('  Anna’s phone  '));
    expect(result.current.device.name).toBe('Anna’s phone');
    act(() => result.current.setPassphrase('correct horse'));
    expect(readSyncState(localStorage).passphrase).toBe('correct horse');
    const file = await result.current.syncFile();
    expect(file.name).toBe('tickday-sync-anna-s-phone.json');
    expect(file.text).not.toContain('Read');
    act(() => result.current.setPassphrase(undefined));
    expect(readSyncState(localStorage).passphrase).toBeUndefined();
    expect(result.current.folderSupported).toBe(false);
    expect(await act(() => result.current.chooseFolder())).toBeNull();
  });
});

describe('the runtime: syncing by itself', () => {
  it('syncs once at a time, on focus, back online, and 3 s after a change (not after its own)', async () => {
    const { store } = page();
    localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'webdav', webdav: CONFIG }));
    const place = memoryPlace();
    shared.place = place.place;
    const lists = vi.spyOn(place.place, 'list');
    // The page's one runtime: the hook's (the Sync section's and the header's) is the same.
    const runtime = syncRuntimeOf(store);
    expect(syncRuntimeOf(store)).toBe(runtime);
    const syncStatus = store.sync.getState;
    const first = runtime.syncNow();
    expect(runtime.syncNow()).toBe(first); // one at a time
    expect(syncStatus().syncing).toBe(true);
    await first;
    expect(lists).toHaveBeenCalledTimes(1);
    expect(syncStatus().syncing).toBe(false);

    vi.useFakeTimers();
    runtime.start();
    await vi.runOnlyPendingTimersAsync();
    const settle = async () => {
      await vi.advanceTimersByTimeAsync(10);
      await runtime.syncNow();
    };
    await settle();
    const afterStart = lists.mock.calls.length;
    dispatchEvent(new Event('focus'));
    await settle();
    dispatchEvent(new Event('online'));
    await settle();
    expect(lists.mock.calls.length).toBeGreaterThanOrEqual(afterStart + 2);
    const beforeChange = lists.mock.calls.length;
    store.changeHabits(renameHabitTo('w', 'Walk far'));
    await vi.advanceTimersByTimeAsync(2900);
    expect(lists.mock.calls.length).toBe(beforeChange);
    await vi.advanceTimersByTimeAsync(200);
    await runtime.syncNow();
    expect(lists.mock.calls.length).toBeGreaterThan(beforeChange);
  });

  it('a folder whose handle is gone, or whose permission dropped, is recorded as such', async () => {
    const { store } = page();
    localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'folder' }));
    expect(await syncRuntimeOf(store).syncNow()).toEqual({ ok: false, problem: 'not-found' });
    expect(readSyncState(localStorage).last?.problem).toBe('not-found');
  });

  it('another tab syncing: this tab says so, without writing it for the other tab to read', async () => {
    const { store } = page();
    localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'webdav', webdav: CONFIG }));
    const locks = {
      request: async (_n: string, _o: unknown, run: (lock: null) => unknown) => run(null),
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    const runtime = syncRuntimeOf(store);
    const syncStatus = store.sync.getState;
    try {
      expect(await runtime.syncNow()).toEqual({ ok: false, problem: 'busy' });
      expect(syncStatus().busy).toBe(true);
      expect(readSyncState(localStorage).last?.problem).not.toBe('busy');
    } finally {
      vi.unstubAllGlobals();
    }
    const place = memoryPlace();
    place.failNext('list', 'offline');
    shared.place = place.place;
    expect(await runtime.syncNow()).toEqual({ ok: false, problem: 'offline' });
    expect(syncStatus().busy).toBe(false);
  });
});
