import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../storage/keys';
import { browserStorage } from '../../storage/safe-storage';
import type { SyncState } from '../../storage/sync-key';
import { readSyncPlace, type SyncPlaceKind } from '../../storage/sync-key-place';

/**
 * How sync stands (docs/product.md §17): the one store the header's indicator, the Sync section
 * and the runtime read. On the first paint it holds only the place the sync key names (a cheap
 * look: the sync code loads only where one is set); the sync code, once loaded, reads the key
 * whole into it (`readSyncWhole`). A write here (`refreshSync`) or in another tab (`storage`)
 * re-reads the key and tells every reader.
 */
export interface SyncStatus {
  place?: SyncPlaceKind;
  /** The sync key read whole and checked: from the sync code's loading on. */
  state?: SyncState;
  syncing: boolean;
  /** The folder's name, once its handle has been read. */
  folder?: string;
  /** This tab's last sync found another tab syncing (a tab's own news: not in the sync key). */
  busy?: boolean;
  /** When this tab tries again by itself after a failed sync (ms). */
  retryAt?: number;
}

let readWhole: (() => SyncState) | undefined;
let status: SyncStatus | undefined;
const listeners = new Set<() => void>();

function read(): Pick<SyncStatus, 'place' | 'state'> {
  if (!readWhole) return { place: readSyncPlace(browserStorage()) };
  const state = readWhole();
  return { place: state.place, state };
}

export const syncStatus = (): SyncStatus => (status ??= { syncing: false, ...read() });

/** Re-reads the sync key, applies `patch`, and tells every reader. */
export function refreshSync(patch: Partial<SyncStatus> = {}) {
  status = { ...syncStatus(), ...patch, ...read() };
  for (const listener of listeners) listener();
}

/** The sync code's reading of the whole key, used from now on. */
export function readSyncWhole(reader: () => SyncState) {
  readWhole = reader;
  refreshSync();
}

const onStorage = ({ key }: StorageEvent) => {
  if (key === STORAGE_KEYS.sync || key === null) refreshSync();
};

export function subscribeSync(listener: () => void) {
  if (listeners.size === 0) addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('storage', onStorage);
  };
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
