import * as v from 'valibot';
import { isActive, type Habit } from '../domain/habit/model';
import { completionTimes } from '../domain/habit/stored';
import { mergeData } from '../domain/merge-records';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_KEYS,
  MAX_BACKUP_BYTES,
  replaceWithBackup,
  type BackupProblem,
  type BackupSummary,
  type ParsedBackup,
} from './backup';
import { loadSeen, loadUnlocked } from './badges-storage';
import { parseData, serializeHabits } from './habits-storage';
import { STORAGE_KEYS } from './keys';
import { readJson, type KeyValueStore } from './safe-storage';
import { SCHEMA_VERSION } from './schema';

// Reading a picked backup file (docs/product.md §11): loaded with the Your data dialog, never in
// the first paint's code (vite.config.ts keeps it out of the core chunk).

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

/**
 * Whether `text` is another habit app's file (docs/product.md §13.1) picked as a backup: a SQLite
 * database (Loop's backup), a zip (Loop's CSV export) or HabitBull's CSV header.
 */
function isOtherAppFile(text: string): boolean {
  if (text.startsWith('SQLite format 3') || text.startsWith('PK\u0003\u0004')) return true;
  const header = (text.slice(0, 1000).split('\n')[0] ?? '').toLowerCase();
  return header.includes('habitname') && header.includes('calendardate');
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
    if (isOtherAppFile(text)) return { ok: false, problem: 'other-app' };
    // Cut short only when it starts as a backup does; anything else (empty, junk) is no backup
    // (docs/product.md §19.2: a file opened with the app is then neither kind).
    const started = text.slice(0, 200).includes(`"${BACKUP_FORMAT}"`);
    return { ok: false, problem: started ? 'not-json' : 'not-a-backup' };
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
    // Broken amounts and notes too (docs/product.md §16.5).
    if (parsed.droppedTimes + parsed.setAside > 0)
      items[STORAGE_KEYS.data] = serializeHabits(habits, parsed.extras);
    leftOut = parsed.droppedTimes + parsed.setAside;
  }
  const unlocked = loadUnlocked(itemsView(items));
  const backup: ParsedBackup = {
    items,
    habits,
    badges: { unlocked, seen: loadSeen(itemsView(items)) },
    mergeInto: (current, now, rule) => mergeData(current, [habits], now, rule),
    replaceIn: (store) => replaceWithBackup(store, backup),
    summary: { ...summarize(habits, unlocked.length), leftOut },
    exportedAt: json.exportedAt,
  };
  return { ok: true, backup };
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
