import type { Habit } from '../domain/habit/model';
import { parseData, type SetAsidePart } from './codec';
import { STORAGE_KEYS } from './keys';
import { readRaw, removeRaw, writeRaw, type KeyValueStore, type WriteResult } from './safe-storage';

// The codec (reading and writing the stored JSON) lives in codec.ts; these names stay here too.
export { parseData, serializeHabits } from './codec';

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

/**
 * docs/product.md §8. Unparsable or wrong-version data: the blob is copied to the quarantine
 * key before anything else is written, the data key is removed and the list is empty. Habits that
 * break the schema are left out, completion times outside the storable years are left out of the
 * habits that hold them, broken values are set aside: the quarantine keeps what was left out, piece
 * by piece (`quarantinedParts`), never a second copy of the whole data, so a load at any size has
 * room for it. One console.warn names the reason. When the copy fails (no room, even for that),
 * nothing is removed: the blob stays under the data key and is returned as `held`, and the warning
 * says so. Never throws.
 */
export function loadHabits(store: KeyValueStore | null): LoadedHabits {
  const raw = readRaw(store, STORAGE_KEYS.data);
  if (raw === null) return { habits: [], extras: {}, raw: null, problem: null, held: null };
  if (known?.raw === raw) return known;
  const parsed = parseData(raw, { keepForm: true });
  if (parsed.ok && parsed.rejected === 0 && parsed.droppedTimes === 0 && parsed.setAside === 0) {
    return remember(raw, parsed.habits, parsed.extras);
  }
  const problem = parsed.ok
    ? partsLeftOut(parsed.rejected, parsed.droppedTimes, parsed.setAside)
    : parsed.reason;
  const copy = writeRaw(
    store,
    STORAGE_KEYS.quarantine,
    parsed.ok ? quarantinedParts(parsed.leftOut) : raw,
  );
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
  console.warn(`Tickday: ${problem}; what was left out was copied to ${STORAGE_KEYS.quarantine}.`);
  return { ...kept, raw, problem, held: null };
}

/**
 * The quarantine's value for data that was read with parts left out (§8.1):
 * `{"from":"habit-tracker:data","habits":[...],"parts":[{"habit","field","value"}]}`, the habits
 * that break the schema whole and each value set aside with its habit's id and where it was.
 */
export function quarantinedParts(leftOut: { habits: unknown[]; parts: SetAsidePart[] }): string {
  return JSON.stringify({ from: STORAGE_KEYS.data, ...leftOut });
}

function partsLeftOut(habits: number, times: number, values: number): string {
  const parts = [];
  if (habits > 0) parts.push(`${habits} stored habit(s) broke the schema and were left out`);
  if (times > 0)
    parts.push(`${times} completion time(s) outside the years 1000-9999 were left out`);
  if (values > 0)
    parts.push(`${values} broken amount(s), note(s) or change time(s) were set aside`);
  return parts.join(', and ');
}

/**
 * The last data text read whole or written here, with its habits: read again (the home page's
 * snapshot is made from what storage holds, src/app/first-paint/snapshot-writer.lazy.tsx), it is not parsed
 * again, which at 100 habits x 3 years costs ~110 ms of main thread. One text, the page's own.
 */
let known: LoadedHabits | null = null;

/** Remembers `raw` as the text `habits` and `extras` were read from or written as; returns it. */
export function remember(raw: string, habits: Habit[], extras: Record<string, unknown>) {
  known = { habits, extras, raw, problem: null, held: null };
  return known;
}

/** Writes `text` (the codec's, stamped) under the data key, and remembers it as those habits'. */
export function saveHabitsRaw(
  store: KeyValueStore | null,
  text: string,
  habits: readonly Habit[],
  extras: Record<string, unknown>,
): WriteResult {
  const result = writeRaw(store, STORAGE_KEYS.data, text);
  if (result.ok) remember(text, habits as Habit[], extras);
  return result;
}
