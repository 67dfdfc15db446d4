import { isBadgeId, type BadgeId } from '../domain/badge-table';
import { STORAGE_KEYS } from './keys';
import { readJson, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

/** A list of known badge ids, each once, in stored order; anything else falls back to []. */
function readBadgeList(store: KeyValueStore | null, key: string): BadgeId[] {
  const value = readJson(store, key);
  return Array.isArray(value) ? [...new Set(value.filter(isBadgeId))] : [];
}

export const loadUnlocked = (store: KeyValueStore | null) =>
  readBadgeList(store, STORAGE_KEYS.badges);
export const loadSeen = (store: KeyValueStore | null) =>
  readBadgeList(store, STORAGE_KEYS.badgesSeen);

export function saveUnlocked(store: KeyValueStore | null, ids: readonly BadgeId[]): WriteResult {
  return writeRaw(store, STORAGE_KEYS.badges, JSON.stringify(ids));
}

export function saveSeen(store: KeyValueStore | null, ids: readonly BadgeId[]): WriteResult {
  return writeRaw(store, STORAGE_KEYS.badgesSeen, JSON.stringify(ids));
}
