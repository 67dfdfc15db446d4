import { STORAGE_KEYS } from './keys';
import { readJson, type KeyValueStore } from './safe-storage';

/** How this device syncs by itself: a folder (its handle lives in IndexedDB) or WebDAV. */
export const SYNC_PLACES = ['folder', 'webdav'] as const;
export type SyncPlaceKind = (typeof SYNC_PLACES)[number];

export const isSyncPlace = (value: unknown): value is SyncPlaceKind =>
  value === 'folder' || value === 'webdav';

/**
 * The first paint's only look at the sync key (docs/product.md §17): the place it names, if any.
 * The whole key is read and checked by storage/sync-key.ts, which loads with the sync code.
 */
export function readSyncPlace(storage: KeyValueStore | null): SyncPlaceKind | undefined {
  const stored = readJson(storage, STORAGE_KEYS.sync);
  const place =
    typeof stored === 'object' && stored !== null ? (stored as { place?: unknown }).place : null;
  return isSyncPlace(place) ? place : undefined;
}
