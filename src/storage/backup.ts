import type { DayRule } from '../domain/day-rule';
import type { BadgeId } from '../domain/badges';
import type { Habit } from '../domain/habit/model';
import { STORAGE_KEYS } from './keys';
import { readRaw, removeRaw, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

export const BACKUP_FORMAT = 'tickday-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Files over this are refused before they are read. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

/** Every key of docs/product.md §3 plus our own backup bookkeeping, in a fixed order. */
export const BACKUP_KEYS = [
  STORAGE_KEYS.data,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.badges,
  STORAGE_KEYS.badgesSeen,
  STORAGE_KEYS.lastInteraction,
  STORAGE_KEYS.bannerDismissed,
  STORAGE_KEYS.quarantine,
  STORAGE_KEYS.backup,
  STORAGE_KEYS.settings,
] as const;

export interface BackupSummary {
  habits: number;
  completions: number;
  /** ms of the first and last completion, or null without any. */
  from: number | null;
  to: number | null;
  badges: number;
  /** Completion times left out because their dates are impossible (outside 1000-9999). */
  leftOut: number;
}

/**
 * What a Merge takes in (§8.6, §17.3): a backup, or sync files. Its code comes with it, so the
 * merge loads with the reading of a file (the Your data dialog, sync), not in the first paint.
 */
export interface MergeSource {
  /** The badges it brings, united with ours. */
  badges: { unlocked: readonly BadgeId[]; seen: readonly BadgeId[] };
  /** `habits` merged with the source's by the one merge of every path. */
  mergeInto(habits: readonly Habit[], now: number, rule: DayRule): readonly Habit[];
}

export interface ParsedBackup extends MergeSource {
  items: Record<string, string>;
  habits: Habit[];
  summary: BackupSummary;
  exportedAt: string;
  /** Replace (§8.6): storage made the backup, all or nothing. */
  replaceIn(store: KeyValueStore | null): WriteResult;
}

/** What memory holds for a backup file (habits-document.ts): raw values by key, and held data. */
export interface MemoryItems {
  /** [key, whether memory has any, its raw value]: written when memory has some or storage had. */
  values: readonly (readonly [string, boolean, string])[];
  held: string | null;
}

export type BackupProblem =
  'too-large' | 'not-json' | 'not-a-backup' | 'newer' | 'damaged' | 'other-app';

/** What storage holds under each backup key, as raw strings. */
export function readBackupItems(store: KeyValueStore | null): Record<string, string> {
  const items: Record<string, string> = {};
  for (const key of BACKUP_KEYS) {
    const raw = readRaw(store, key);
    if (raw !== null) items[key] = raw;
  }
  return items;
}

/** The backup file's text for `items` (raw strings by key). */
export function createBackup(
  items: Record<string, string>,
  appVersion: string,
  now: number,
): string {
  return JSON.stringify(
    {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion,
      exportedAt: new Date(now).toISOString(),
      items,
    },
    null,
    1,
  );
}

/**
 * "Replace": storage becomes exactly the backup (keys it lacks are removed, but for the settings,
 * which stay this device's unless the backup has them), or stays exactly as it was. The data key goes first, as it is the one likely not to fit; when any write fails, every
 * key already written is put back as it was (the data key first, which frees the room the others
 * need), and the failure is returned.
 */
export function replaceWithBackup(store: KeyValueStore | null, backup: ParsedBackup): WriteResult {
  const before = readBackupItems(store);
  const done: string[] = [];
  for (const key of BACKUP_KEYS) {
    const value = backup.items[key];
    // This device's day and reminder settings stay unless the backup carries its own (older
    // backups have none): a restore of habits should not quietly turn a reminder off.
    if (value === undefined && key === STORAGE_KEYS.settings) continue;
    const result = value === undefined ? removeRaw(store, key) : writeRaw(store, key, value);
    if (!result.ok) {
      for (const undo of done) {
        const old = before[undo];
        if (old === undefined) removeRaw(store, undo);
        else writeRaw(store, undo, old);
      }
      return result;
    }
    done.push(key);
  }
  return { ok: true };
}

/** The unlocked and seen badge lists a backup holds. */
/** The backup file's text: storage as it is, with what memory holds winning (§8.6). */
export function backupText(
  store: KeyValueStore | null,
  memory: MemoryItems,
  appVersion: string,
  now: number,
): string {
  const items = readBackupItems(store);
  for (const [key, some, value] of memory.values) if (some || key in items) items[key] = value;
  // Unreadable data with no room to quarantine it travels in the file instead.
  if (memory.held !== null) items[STORAGE_KEYS.quarantine] = memory.held;
  return createBackup(items, appVersion, now);
}
