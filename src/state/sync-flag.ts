import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage, readRaw } from '../storage/safe-storage';

/** Sent on this page by the sync code when the sync key changes (other tabs send `storage`). */
export const SYNC_EVENT = 'tickday-sync';

/** Whether this device syncs through a place (a folder, WebDAV): a cheap look at the sync key. */
const syncPlaceSet = () => /"place"/.test(readRaw(browserStorage(), STORAGE_KEYS.sync) ?? '');

const subscribe = (listener: () => void) => {
  addEventListener(SYNC_EVENT, listener);
  return () => removeEventListener(SYNC_EVENT, listener);
};

/** The first paint's only part of sync: is a place set (the header's indicator then loads). */
// The prerendered shell is of a browser with nothing stored: no place (docs/decisions.md, "A first
// paint before React"); React reads the key itself once the shell is hydrated.
export const useSyncPlaceSet = () => useSyncExternalStore(subscribe, syncPlaceSet, () => false);
