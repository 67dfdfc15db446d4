import type { KeyValueStore } from '../../storage/safe-storage';
import { readSyncPlace, type SyncPlaceKind } from '../../storage/sync-key-place';

/**
 * How sync stands (docs/product.md §17): the one store the header's indicator, the Sync section
 * and the runtime read, one per app store (app-store.ts makes it with the app's storage). It holds
 * the place the sync key names (a cheap look, on the first paint: the sync code loads only where
 * one is set) and this tab's news of its syncing; the sync code reads the key whole
 * (storage/sync-key.ts) each time the store changes. A write here (`refresh`) or in another tab
 * (the app store's `storage` listener) reads the key again and tells every reader.
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

export interface SyncStore {
  getState(): SyncStatus;
  /** Reads the sync key again, applies `patch`, and tells every reader. */
  refresh(patch?: Partial<SyncStatus>): void;
  subscribe(listener: () => void): () => void;
  /**
   * This page's sync runtime: made by the first caller's `make` (its code loads with sync's), and
   * typed by it (`syncRuntimeOf`), so this module, in the first paint, needs nothing of the
   * runtime's and the app store, which makes this store, imports no module that imports it.
   */
  runtime<R>(make: () => R): R;
}

export function createSyncStore(storage: KeyValueStore | null): SyncStore {
  let status: SyncStatus | undefined;
  let runtime: unknown;
  const listeners = new Set<() => void>();
  const getState = (): SyncStatus => (status ??= { syncing: false, place: readSyncPlace(storage) });
  return {
    getState,
    refresh(patch = {}) {
      status = { ...getState(), ...patch, place: readSyncPlace(storage) };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    runtime: <R>(make: () => R) => (runtime ??= make()) as R,
  };
}
