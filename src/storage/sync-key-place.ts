import { STORAGE_KEYS } from './keys';
import { readJson, type KeyValueStore } from './safe-storage';

/** How this device syncs by itself: a folder (its handle lives in IndexedDB) or WebDAV. */
export type SyncPlaceKind = 'folder' | 'webdav';

export const isSyncPlace = (value: unknown): value is SyncPlaceKind =>
  value === 'folder' || value === 'webdav';

/**
 * The first paint's only look at the sync key (docs/product.md §17): the place it names, if any.
 * The whole key is read and checked by storage/sync-key.ts, which loads with the sync code.
 */
export function readSyncPlace(storage: KeyValueStore | null): SyncPlaceKind | undefined {
  const place = (readJson(storage, STORAGE_KEYS.sync) as { place?: unknown } | null | undefined)
    ?.place;
  return isSyncPlace(place) ? place : undefined;
}
