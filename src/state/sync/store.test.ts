import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../storage/keys';
import { refreshSync, subscribeSync, syncStatus } from './store';

afterEach(() => localStorage.clear());

describe('the sync store: how sync stands, for the header, Settings and the runtime', () => {
  it('holds the place the key names; a write here or in another tab tells every reader', () => {
    const listener = vi.fn();
    const stop = subscribeSync(listener);
    expect(syncStatus().place).toBeUndefined();

    localStorage.setItem(STORAGE_KEYS.sync, JSON.stringify({ place: 'folder' }));
    refreshSync({ syncing: true, folder: 'Sync' });
    expect(syncStatus()).toMatchObject({ place: 'folder', syncing: true, folder: 'Sync' });
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab stops syncing: its `storage` event reaches this tab's readers.
    localStorage.setItem(STORAGE_KEYS.sync, '{}');
    dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.sync }));
    expect(syncStatus().place).toBeUndefined();
    expect(syncStatus().syncing).toBe(true); // this tab's own news stays
    expect(listener).toHaveBeenCalledTimes(2);

    // Other keys are not sync's; a cleared storage is.
    dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.data }));
    expect(listener).toHaveBeenCalledTimes(2);
    dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a damaged key names no place', () => {
    localStorage.setItem(STORAGE_KEYS.sync, '{"place":"ftp"}');
    refreshSync();
    expect(syncStatus().place).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.sync, '{"place":');
    refreshSync();
    expect(syncStatus().place).toBeUndefined();
  });
});
