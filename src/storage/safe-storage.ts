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

export function writeRaw(store: KeyValueStore | null, key: string, value: string): WriteResult {
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function removeRaw(store: KeyValueStore | null, key: string): WriteResult {
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.removeItem(key);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
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
