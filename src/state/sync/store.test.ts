import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../storage/keys';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore } from '../app-store';
import type { SyncRuntime } from './runtime';
import { createSyncStore } from './store';

afterEach(() => localStorage.clear());

describe('the sync store: how sync stands, for the header, Settings and the runtime', () => {
  it('holds the place the key names; a write here or in another tab tells every reader', () => {
    const app = createAppStore(localStorage);
    const disconnect = app.connect(window);
    const sync = app.sync;
    const listener = vi.fn();
    const stop = sync.subscribe(listener);
    expect(sync.getState().place).toBeUndefined();

    localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'folder' }));
    sync.refresh({ syncing: true, folder: 'Sync' });
    expect(sync.getState()).toMatchObject({ place: 'folder', syncing: true, folder: 'Sync' });
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab stops syncing: its `storage` event reaches this tab's readers.
    localStorage.setItem(STORAGE_KEYS.sync, '{}');
    dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.sync }));
    expect(sync.getState().place).toBeUndefined();
    expect(sync.getState().syncing).toBe(true); // this tab's own news stays
    expect(listener).toHaveBeenCalledTimes(2);

    // Other keys are not sync's; a cleared storage is.
    dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.data }));
    expect(listener).toHaveBeenCalledTimes(2);
    dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    disconnect();
  });

  it('a damaged key names no place', () => {
    const sync = createSyncStore(localStorage);
    localStorage.setItem(STORAGE_KEYS.sync, '{"place":"ftp"}');
    sync.refresh();
    expect(sync.getState().place).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.sync, '{"place":');
    sync.refresh();
    expect(sync.getState().place).toBeUndefined();
  });

  it('reads the storage it was made with: two apps, two stores, nothing shared', () => {
    const here = memoryStorage();
    here.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'webdav' }));
    const a = createAppStore(here).sync;
    const b = createAppStore(memoryStorage()).sync;
    a.refresh({ syncing: true });
    expect(a.getState()).toMatchObject({ place: 'webdav', syncing: true });
    expect(b.getState()).toEqual({ syncing: false, place: undefined });
    // One runtime a store: made by the first caller, the same for every later one.
    const made: SyncRuntime = {
      syncNow: async () => null,
      start: () => undefined,
      through: async () => ({ ok: false, problem: 'failed' }),
    };
    expect(a.runtime(() => made)).toBe(made);
    expect(a.runtime(() => ({ ...made }))).toBe(made);
    expect(b.runtime(() => ({ ...made }))).not.toBe(made);
  });
});
