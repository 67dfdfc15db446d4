import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../storage/keys';
import { browserStorage } from '../../storage/safe-storage';
import { readSyncPlace, type SyncPlaceKind } from '../../storage/sync-key-place';

/**
 * How sync stands (docs/product.md §17): the one store the header's indicator, the Sync section
 * and the runtime read. It holds the place the sync key names (a cheap look, on the first paint:
 * the sync code loads only where one is set) and this tab's news of its syncing; the sync code
 * reads the key whole (storage/sync-key.ts) each time the store changes. A write here
 * (`refreshSync`) or in another tab (`storage`) reads the key again and tells every reader.
 */
export interface SyncStatus {
  place?: SyncPlaceKind;
  syncing: boolean;
  /** The folder's name, once its handle has been read. */
  folder?: string;
  /** This tab's last sync found another tab syncing (a tab's own news: not in the sync key). */
  busy?: boolean;
  /** When this tab tries again by itself after a failed sync (ms). */
  retryAt?: number;
}

let status: SyncStatus | undefined;
const listeners = new Set<() => void>();
let listening = false;

const place = () => readSyncPlace(browserStorage());

export const syncStatus = (): SyncStatus => (status ??= { syncing: false, place: place() });

/** Reads the sync key again, applies `patch`, and tells every reader. */
export function refreshSync(patch: Partial<SyncStatus> = {}) {
  status = { ...syncStatus(), ...patch, place: place() };
  for (const listener of listeners) listener();
}

export function subscribeSync(listener: () => void) {
  // Another tab's write (or a cleared storage): read again. Listened to from the first reader on.
  if (!listening)
    addEventListener('storage', ({ key }: StorageEvent) => {
      if (key === STORAGE_KEYS.sync || key === null) refreshSync();
    });
  listening = true;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a place is set: the header's indicator then loads. */
// The prerendered shell is of a browser with nothing stored: no place (docs/decisions.md, "A first
// paint before React"); React reads the key itself once the shell is hydrated.
export const useSyncPlaceSet = () =>
  useSyncExternalStore(
    subscribeSync,
    () => syncStatus().place !== undefined,
    () => false,
  );
