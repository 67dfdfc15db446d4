import * as v from 'valibot';
import { completionTimes, isActive, type Habit } from '../domain/habit';
import { loadSeen, loadUnlocked } from './badges-storage';
import { parseData, serializeHabits } from './habits-storage';
import { STORAGE_KEYS } from './keys';
import {
  readJson,
  readRaw,
  removeRaw,
  writeRaw,
  type KeyValueStore,
  type WriteResult,
} from './safe-storage';
import { SCHEMA_VERSION } from './schema';

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

/**
 * A backup file: every stored key as its raw string, so an import into an empty browser gives
 * back storage identical to the byte.
 */
const BackupFile = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.pipe(v.number(), v.integer()),
  appVersion: v.string(),
  exportedAt: v.string(),
  items: v.record(v.string(), v.string()),
});

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

export interface ParsedBackup {
  items: Record<string, string>;
  habits: Habit[];
  summary: BackupSummary;
  exportedAt: string;
}

export type BackupProblem =
  'too-large' | 'not-json' | 'not-a-backup' | 'newer' | 'damaged' | 'other-app';

/**
 * Whether `text` is another habit app's file (docs/product.md §13.1) picked as a backup: a SQLite
 * database (Loop's backup), a zip (Loop's CSV export) or HabitBull's CSV header.
 */
function isOtherAppFile(text: string): boolean {
  if (text.startsWith('SQLite format 3') || text.startsWith('PK\u0003\u0004')) return true;
  const header = (text.slice(0, 1000).split('\n')[0] ?? '').toLowerCase();
  return header.includes('habitname') && header.includes('calendardate');
}

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

/** Checks a backup fully; nothing is written. */
export function parseBackup(
  text: string,
): { ok: true; backup: ParsedBackup } | { ok: false; problem: BackupProblem } {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, problem: 'too-large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: isOtherAppFile(text) ? 'other-app' : 'not-json' };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) return { ok: false, problem: 'not-a-backup' };
  if (!v.is(BackupFile, json)) return { ok: false, problem: 'damaged' };
  if (json.formatVersion > BACKUP_FORMAT_VERSION) return { ok: false, problem: 'newer' };
  const items: Record<string, string> = {};
  for (const key of BACKUP_KEYS) {
    const value = json.items[key];
    if (value !== undefined) items[key] = value;
  }
  let habits: Habit[] = [];
  let leftOut = 0;
  const data = items[STORAGE_KEYS.data];
  if (data !== undefined) {
    const parsed = parseData(data);
    if (!parsed.ok) {
      const version = (
        readJson(itemsView(items), STORAGE_KEYS.data) as { version?: unknown } | null
      )?.version;
      return {
        ok: false,
        problem: typeof version === 'number' && version > SCHEMA_VERSION ? 'newer' : 'damaged',
      };
    }
    if (parsed.rejected > 0) return { ok: false, problem: 'damaged' };
    habits = parsed.habits;
    // Impossible times are left out here, so Replace stores only what the app can read back.
    if (parsed.droppedTimes > 0) items[STORAGE_KEYS.data] = serializeHabits(habits, parsed.extras);
    leftOut = parsed.droppedTimes;
  }
  const badges = loadUnlocked(itemsView(items));
  return {
    ok: true,
    backup: {
      items,
      habits,
      summary: { ...summarize(habits, badges.length), leftOut },
      exportedAt: json.exportedAt,
    },
  };
}

/** A backup's items as a read-only store, so the usual loaders read them. */
function itemsView(items: Record<string, string>): KeyValueStore {
  return { getItem: (key) => items[key] ?? null, setItem() {}, removeItem() {} };
}

function summarize(habits: Habit[], badges: number): Omit<BackupSummary, 'leftOut'> {
  let completions = 0;
  let from: number | null = null;
  let to: number | null = null;
  for (const habit of habits.filter(isActive)) {
    const times = completionTimes(habit);
    completions += times.length;
    const first = times[0];
    const last = times[times.length - 1];
    if (first !== undefined && (from === null || first < from)) from = first;
    if (last !== undefined && (to === null || last > to)) to = last;
  }
  return { habits: habits.filter(isActive).length, completions, from, to, badges };
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
export function backupBadges(backup: ParsedBackup) {
  const view: KeyValueStore = {
    getItem: (k) => backup.items[k] ?? null,
    setItem() {},
    removeItem() {},
  };
  return { unlocked: loadUnlocked(view), seen: loadSeen(view) };
}
