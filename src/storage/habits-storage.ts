import * as v from 'valibot';
import { withStorableTimes, type Habit } from '../domain/habit';
import { STORAGE_KEYS } from './keys';
import { readRaw, removeRaw, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';
import { SCHEMA_VERSION, StoredEnvelope, StoredHabit } from './schema';

export interface LoadedHabits {
  /** Every valid habit, deleted ones included, in stored (display) order. */
  habits: Habit[];
  /** Unknown envelope fields, written back as they came. */
  extras: Record<string, unknown>;
  /** What is under the data key now (after a quarantine, null). */
  raw: string | null;
  /** Why something was quarantined, if anything was. */
  problem: string | null;
  /**
   * A blob that had to be quarantined but could not be copied there (no room): it is still under
   * the data key, and nothing may be written over it until it is copied or exported.
   */
  held: string | null;
}

type Parsed =
  | {
      ok: true;
      habits: Habit[];
      extras: Record<string, unknown>;
      /** Habits left out: they break the schema, or repeat an id. */
      rejected: number;
      /** Completion times left out of habits that were kept: outside the years 1000-9999. */
      droppedTimes: number;
    }
  | { ok: false; reason: string };

/**
 * Pure: what a stored blob holds. Invalid habits (and repeated ids) are counted in `rejected`;
 * a habit with completion times outside the storable years keeps its other times, and the ones
 * set aside are counted in `droppedTimes`.
 */
export function parseData(raw: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'the stored data is not valid JSON' };
  }
  if (!v.is(StoredEnvelope, json)) {
    const version = (json as { version?: unknown } | null)?.version;
    return {
      ok: false,
      reason:
        version === SCHEMA_VERSION
          ? 'the stored data has no list of habits'
          : `the stored data has version ${JSON.stringify(version)}, expected ${SCHEMA_VERSION}`,
    };
  }
  const { version: _version, habits: list, ...extras } = json;
  const habits: Habit[] = [];
  const ids = new Set<string>();
  let droppedTimes = 0;
  for (const item of list) {
    if (v.is(StoredHabit, item) && !ids.has(item.id)) {
      ids.add(item.id);
      const { habit, dropped } = withStorableTimes(item as Habit);
      droppedTimes += dropped;
      habits.push(habit);
    }
  }
  return { ok: true, habits, extras, rejected: list.length - habits.length, droppedTimes };
}

/**
 * docs/product.md §8. Unparsable or wrong-version data: the blob is copied to the quarantine
 * key before anything else is written, the data key is removed and the list is empty. Habits that
 * break the schema are left out, completion times outside the storable years are left out of the
 * habits that hold them, and the original blob (holding them) is quarantined. One console.warn
 * names the reason. When the copy fails (no room for a second copy of a large blob), nothing is
 * removed: the blob stays under the data key and is returned as `held`, and the warning says so.
 * Never throws.
 */
export function loadHabits(store: KeyValueStore | null): LoadedHabits {
  const raw = readRaw(store, STORAGE_KEYS.data);
  if (raw === null) return { habits: [], extras: {}, raw: null, problem: null, held: null };
  const parsed = parseData(raw);
  if (parsed.ok && parsed.rejected === 0 && parsed.droppedTimes === 0) {
    return { habits: parsed.habits, extras: parsed.extras, raw, problem: null, held: null };
  }
  const problem = parsed.ok ? partsLeftOut(parsed.rejected, parsed.droppedTimes) : parsed.reason;
  const copy = writeRaw(store, STORAGE_KEYS.quarantine, raw);
  const kept = parsed.ok
    ? { habits: parsed.habits, extras: parsed.extras }
    : { habits: [], extras: {} };
  if (!copy.ok) {
    console.warn(
      `Tickday: ${problem}. It could not be copied to ${STORAGE_KEYS.quarantine} (${copy.reason === 'quota' ? 'storage is full' : 'storage is unavailable'}), so it was left in place under ${STORAGE_KEYS.data}; nothing will be written over it until it is copied or exported.`,
    );
    return { ...kept, raw, problem, held: raw };
  }
  if (!parsed.ok) {
    removeRaw(store, STORAGE_KEYS.data);
    console.warn(
      `Tickday: ${problem}; it was moved to ${STORAGE_KEYS.quarantine} and the list reset.`,
    );
    return { ...kept, raw: null, problem, held: null };
  }
  console.warn(`Tickday: ${problem}; the original data was copied to ${STORAGE_KEYS.quarantine}.`);
  return { ...kept, raw, problem, held: null };
}

function partsLeftOut(habits: number, times: number): string {
  const parts = [];
  if (habits > 0) parts.push(`${habits} stored habit(s) broke the schema and were left out`);
  if (times > 0)
    parts.push(`${times} completion time(s) outside the years 1000-9999 were left out`);
  return parts.join(', and ');
}

const habitJson = new WeakMap<Habit, string>();

/**
 * The data key's value: `{"version":1,"habits":[...]}`, then any unknown envelope fields. Each
 * habit's JSON is cached on the (never mutated) habit object, so a write after one toggle
 * stringifies one habit. The result is byte-for-byte what JSON.stringify of the whole would give.
 */
export function serializeHabits(
  habits: readonly Habit[],
  extras: Record<string, unknown> = {},
): string {
  const parts = habits.map((habit) => {
    let json = habitJson.get(habit);
    if (json === undefined) {
      json = JSON.stringify(habit);
      habitJson.set(habit, json);
    }
    return json;
  });
  const rest = JSON.stringify(extras).slice(1, -1);
  return `{"version":${SCHEMA_VERSION},"habits":[${parts.join(',')}]${rest ? `,${rest}` : ''}}`;
}

export function saveHabitsRaw(store: KeyValueStore | null, serialized: string): WriteResult {
  return writeRaw(store, STORAGE_KEYS.data, serialized);
}
