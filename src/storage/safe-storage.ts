import { STORAGE_KEYS } from './keys';

/**
 * Every localStorage access goes through here, each in try/catch: private modes and disabled
 * storage throw on access, and a full quota throws on write. Nothing here ever throws.
 */
export type WriteFailure = 'quota' | 'unavailable';
export type WriteResult = { ok: true } | { ok: false; reason: WriteFailure };

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage, or null when even looking it up throws. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored string, null when absent; `fallback` (default null) when storage cannot be read. */
export function readRaw(
  store: KeyValueStore | null,
  key: string,
  fallback: string | null = null,
): string | null {
  if (!store) return fallback;
  try {
    return store.getItem(key);
  } catch {
    return fallback;
  }
}

/** Told of each write or removal that went through: the store, the key, the new text (null: removed). */
type WriteListener = (store: KeyValueStore, key: string, value: string | null) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Tells `listener` of every write and removal from now on, whoever makes it (the home page's
 * snapshot follows the keys it was made from: src/app/first-paint/snapshot-schedule.lazy.ts). It must not throw.
 */
export function onWrite(listener: WriteListener): void {
  writeListeners.add(listener);
}

/** Tells the listeners (each of which never throws). */
function written(store: KeyValueStore, key: string, value: string | null): WriteResult {
  for (const listener of writeListeners) listener(store, key, value);
  return { ok: true };
}

/**
 * Writes `value` under `key`. When storage is full, the home page's snapshot goes first (it is
 * only a copy, made again later: src/app/first-paint/snapshot.ts) and the write is tried once more.
 */
export function writeRaw(store: KeyValueStore | null, key: string, value: string): WriteResult {
  if (!store) return { ok: false, reason: 'unavailable' };
  for (let tries = 0; ; tries += 1) {
    try {
      store.setItem(key, value);
      break;
    } catch (error) {
      const quota = isQuotaError(error);
      if (!quota || tries > 0 || key === SNAPSHOT || !dropSnapshot(store)) {
        return { ok: false, reason: quota ? 'quota' : 'unavailable' };
      }
    }
  }
  return written(store, key, value);
}

const SNAPSHOT = STORAGE_KEYS.snapshot;

/** Removes the snapshot; says whether there was one. */
function dropSnapshot(store: KeyValueStore): boolean {
  try {
    if (store.getItem(SNAPSHOT) === null) return false;
    store.removeItem(SNAPSHOT);
    return true;
  } catch {
    return false;
  }
}

export function removeRaw(store: KeyValueStore | null, key: string): WriteResult {
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.removeItem(key);
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  return written(store, key, null);
}

/** Reads JSON; anything missing or unparsable is `undefined`. */
export function readJson(store: KeyValueStore | null, key: string): unknown {
  const raw = readRaw(store, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // 22 and 1014 are the legacy codes of Chromium/WebKit and Firefox.
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}
