import { unzipSync } from 'fflate';
import { crc32, declaredCrcs } from './zip-check';
import type { SqlJsStatic } from 'sql.js';
import type { ForeignData } from '../../../domain/import/foreign';
import { fromHabitBull, isHabitBullHeader } from '../../../domain/import/habitbull';
import {
  fromLoop,
  fromLoopCsv,
  loopDay,
  type LoopEntry,
  type LoopHabit,
} from '../../../domain/import/loop';
import { loopDbColor } from '../../../domain/import/loop-colors';

/**
 * Reads a file another app exported (docs/product.md §13): Loop Habit Tracker's SQLite backup or
 * CSV zip, or HabitBull's CSV, told apart by their first bytes, never by the file's name. Runs in a
 * worker (import.worker.ts); pure apart from the libraries, so unit tests call it directly.
 */

/** Larger files are refused unread: real exports are a few MB at most. */
export const MAX_FOREIGN_BYTES = 64 * 1024 * 1024;
/** A zip's files we read may hold at most this much once uncompressed (a zip bomb stops here). */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** More habits than this in one file is not an export a person made. */
export const MAX_FOREIGN_HABITS = 1000;
/** Loop's backups from these schema versions are read. */
export const LOOP_VERSIONS = { first: 12, last: 25 } as const;

export type ForeignProblem =
  | 'too-large'
  | 'unknown'
  | 'habits-csv-alone'
  | 'not-loop-db'
  | 'loop-version'
  | 'not-loop-zip'
  | 'zip-too-large'
  | 'too-many-habits'
  | 'no-habits'
  | 'damaged'
  | 'reader-offline';

export type ForeignResult =
  { ok: true; data: ForeignData } | { ok: false; problem: ForeignProblem; version?: number };

const SQLITE_MAGIC = 'SQLite format 3\u0000';
const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((c, i) => bytes[i] === c.charCodeAt(0));

export async function readForeign(
  bytes: Uint8Array,
  loadSql: () => Promise<SqlJsStatic>,
): Promise<ForeignResult> {
  if (bytes.length > MAX_FOREIGN_BYTES) return { ok: false, problem: 'too-large' };
  let result: ForeignResult;
  if (startsWith(bytes, SQLITE_MAGIC)) {
    // The SQLite reader is fetched on first use (not precached): offline, that fetch fails.
    let sql: SqlJsStatic;
    try {
      sql = await loadSql();
    } catch {
      return { ok: false, problem: 'reader-offline' };
    }
    result = readLoopDb(bytes, sql);
  } else if (startsWith(bytes, 'PK\u0003\u0004') || startsWith(bytes, 'PK\u0005\u0006')) {
    result = readLoopZip(bytes);
  } else result = readCsv(new TextDecoder().decode(bytes));
  if (!result.ok) return result;
  if (result.data.habits.length > MAX_FOREIGN_HABITS)
    return { ok: false, problem: 'too-many-habits' };
  if (result.data.habits.length === 0) return { ok: false, problem: 'no-habits' };
  return result;
}

function readCsv(text: string): ForeignResult {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (isHabitBullHeader(firstLine)) {
    const data = fromHabitBull(text);
    return data === 'damaged' ? { ok: false, problem: 'damaged' } : { ok: true, data };
  }
  if (/^"?Position"?,"?Name"?/i.test(firstLine)) return { ok: false, problem: 'habits-csv-alone' };
  return { ok: false, problem: 'unknown' };
}

type Row = (number | string | Uint8Array | null)[];

/** Loop's backup (docs/product.md §13.1): `Habits` and `Repetitions`, schema versions 12 to 25. */
export function readLoopDb(bytes: Uint8Array, SQL: SqlJsStatic): ForeignResult {
  let db;
  try {
    db = new SQL.Database(bytes);
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  try {
    const rows = (sql: string): Row[] => db.exec(sql)[0]?.values ?? [];
    const version = Number(rows('PRAGMA user_version')[0]?.[0]);
    const tables = new Set(
      rows("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => r[0]),
    );
    if (!tables.has('Habits') || !tables.has('Repetitions'))
      return { ok: false, problem: 'not-loop-db' };
    if (!(version >= LOOP_VERSIONS.first && version <= LOOP_VERSIONS.last)) {
      return { ok: false, problem: 'loop-version', version };
    }
    const habitColumns = new Set(rows('PRAGMA table_info(Habits)').map((r) => r[1]));
    const repColumns = new Set(rows('PRAGMA table_info(Repetitions)').map((r) => r[1]));
    // Columns a version lacks read as Loop's defaults.
    const column = (name: string, fallback: string) => (habitColumns.has(name) ? name : fallback);
    const habitRows = rows(
      `SELECT id, name, ${column('archived', '0')}, ${column('freq_num', '1')}, ${column('freq_den', '1')},
        ${column('type', '0')}, ${column('target_type', '0')}, ${column('target_value', '0')},
        ${column('unit', "''")}, ${column('color', 'NULL')}, ${column('question', "''")},
        ${column('description', "''")}
       FROM Habits ORDER BY ${column('position', 'id')}, id`,
    );
    // Before version 22 a repetition has no value: each row is a completion (numeric habits
    // too, read as done or not). Notes come with version 25.
    const hasValue = repColumns.has('value');
    const value = hasValue ? 'value' : '2';
    const notes = repColumns.has('notes') ? 'notes' : "''";
    const entries = new Map<unknown, LoopEntry[]>(habitRows.map((r) => [r[0], []]));
    for (const [habit, timestamp, v, note] of rows(
      `SELECT habit, timestamp, ${value}, ${notes} FROM Repetitions`,
    )) {
      entries.get(habit)?.push({
        day: loopDay(Number(timestamp)),
        value: Number(v),
        ...(typeof note === 'string' && note !== '' ? { notes: note } : {}),
      });
    }
    const habits = habitRows.map((r) => {
      const habit: LoopHabit = {
        name: String(r[1] ?? ''),
        archived: Number(r[2]) !== 0,
        num: Number(r[3]),
        den: Number(r[4]),
        numeric: hasValue && Number(r[5]) === 1,
        atMost: Number(r[6]) === 1,
        target: Number(r[7]),
        unit: typeof r[8] === 'string' ? r[8] : '',
        color: loopDbColor(version, r[9]),
        // From version 23 the question has its own column; before, `description` held it.
        question: [r[10], r[11]].find((text) => typeof text === 'string' && text.trim()) as
          string | undefined,
      };
      return { habit, entries: entries.get(r[0]) ?? [] };
    });
    return { ok: true, data: fromLoop('loop-db', habits, []) };
  } catch {
    // Not a database, cut short, or malformed inside.
    return { ok: false, problem: 'damaged' };
  } finally {
    db.close();
  }
}

/** The files of Loop's CSV zip we read: Habits.csv, the combined and each habit's Checkmarks.csv. */
const WANTED = /^(Habits\.csv|Checkmarks\.csv|\d+[^/]*\/Checkmarks\.csv)$/;

/** Loop's "Export as CSV" zip (docs/product.md §13.1). */
export function readLoopZip(bytes: Uint8Array): ForeignResult {
  let total = 0;
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    // fflate inflates each file into a buffer of its declared size, so a file that lies about its
    // size cannot grow past it: adding up the declared sizes bounds what is held.
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.test(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_UNZIPPED_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  if (tooLarge) return { ok: false, problem: 'zip-too-large' };
  // A file that does not match its CRC-32 was cut to a size the zip lied about, or is damaged.
  const crcs = declaredCrcs(bytes);
  for (const [name, data] of Object.entries(files)) {
    if (crcs?.get(name) !== crc32(data)) return { ok: false, problem: 'damaged' };
  }
  const decoder = new TextDecoder();
  const texts = new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
  const data = fromLoopCsv(texts);
  if (data === 'no-habits-file') return { ok: false, problem: 'not-loop-zip' };
  if (data === 'damaged') return { ok: false, problem: 'damaged' };
  return { ok: true, data };
}
