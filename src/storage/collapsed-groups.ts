import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

// Read and written by the page with groups alone (a lazy part), never by the first paint.

/** The groups collapsed on this device (§3.1): a JSON array of names; anything else is none. */
export function loadCollapsedGroups(store: KeyValueStore | null): readonly string[] {
  const value = readJson(store, STORAGE_KEYS.collapsedGroups);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((name): name is string => typeof name === 'string'))];
}

export function saveCollapsedGroups(
  store: KeyValueStore | null,
  names: readonly string[],
): WriteResult {
  return writeRaw(store, STORAGE_KEYS.collapsedGroups, JSON.stringify(names));
}
