import { STORAGE_KEYS } from './keys';
import type { KeyValueStore } from './safe-storage';

/**
 * How full this origin's local storage is (docs/product.md §8.7): `used` is every key's length
 * plus its value's, in UTF-16 units (what a browser counts against its limit), and `limit` what
 * the browser allows, in the same units.
 */
export interface StorageUse {
  used: number;
  limit: number;
}

/**
 * Local storage's limit per origin, keys and values together: 5,242,880 UTF-16 characters in
 * Chromium and Firefox (found by filling it, issue 57). Safari's is about 5 MB and taken to be the
 * same; no browser lets a page ask for its own, and filling storage to find it would be a write
 * that can fail.
 */
export const LOCAL_STORAGE_LIMIT = 5 * 1024 * 1024;

/** From this share of the limit the home page warns that storage is almost full. */
export const NEARLY_FULL_SHARE = 0.8;

/** The browser's localStorage lists its keys; a stand-in may not. */
type Listing = { readonly length: number; key(index: number): string | null };
const lists = (store: KeyValueStore): store is KeyValueStore & Listing =>
  typeof (store as Partial<Listing>).key === 'function' &&
  typeof (store as Partial<Listing>).length === 'number';

/**
 * Sums every key of the origin, ours and any other (a page of the same origin may store its own);
 * a store that cannot list its keys is measured by ours. Reads each value once for its length and
 * keeps nothing (~15 keys: cheap after every write). Null when storage cannot be read.
 */
export function localStorageUse(store: KeyValueStore | null): StorageUse | null {
  if (!store) return null;
  try {
    const keys: string[] = [];
    if (lists(store)) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key !== null) keys.push(key);
      }
    } else keys.push(...Object.values(STORAGE_KEYS));
    let used = 0;
    for (const key of keys) {
      const value = store.getItem(key);
      if (value !== null) used += key.length + value.length;
    }
    return { used, limit: LOCAL_STORAGE_LIMIT };
  } catch {
    return null;
  }
}

/** Whether `use` is at 80 % of its limit or more (the warning shows). */
export function isNearlyFull(use: StorageUse): boolean {
  return use.used >= NEARLY_FULL_SHARE * use.limit;
}

/**
 * The whole percent of the limit used, 0 to 100, rounded down: 79.99 % reads 79, never the 80 of
 * a warning that does not show.
 */
export function usedPercent(use: StorageUse): number {
  if (use.limit <= 0) return 100;
  return Math.min(100, Math.floor((use.used * 100) / use.limit));
}
