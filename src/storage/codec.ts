import { isValidAmount, NOTE_MAX_LENGTH } from '../domain/amount';
import { isStamp } from '../domain/hlc';
import { dayOfIso } from '../domain/schedule';
import type { Habit, DayField, StoredDay } from '../domain/habit/model';
import { isReadablePauses } from '../domain/habit/pauses';
import { withStorableTimes } from '../domain/habit/stored';
import { migrateHabit } from './migrations';
import { isStoredEnvelope, isStoredHabit, SCHEMA_VERSION } from './schema';

/**
 * The one codec between the stored JSON (docs/product.md §3) and the habits the app holds. Reading
 * checks each habit against the schema, sets aside what cannot be read (times outside the storable
 * years, broken amounts, notes, records and change times: §8.1, §16.5) while keeping the rest of
 * the habit, then runs our migrations (migrations.ts). Writing is JSON.stringify of each habit,
 * cached per habit object. A habit that needed nothing keeps its parsed object, so its key order
 * and bytes come back exactly as stored.
 */

export type Parsed =
  | {
      ok: true;
      habits: Habit[];
      extras: Record<string, unknown>;
      /** Habits left out: they break the schema, or repeat an id. */
      rejected: number;
      /** Completion times left out of habits that were kept: outside the years 1000-9999. */
      droppedTimes: number;
      /** Broken per-day values set aside from habits that were kept (§16.5). */
      setAside: number;
    }
  | { ok: false; reason: string };

const DAY_FIELDS: readonly DayField[] = ['done', 'amount', 'skip', 'note'];
const HABIT_FIELDS: readonly string[] = [
  'name',
  'schedule',
  'measure',
  'order',
  'deleted',
  'group',
  'archived',
  'color',
  'description',
  'pauses',
  'remindAt',
];
/**
 * The optional habit fields of §3.6, §10.9 and §14.5 and the type each must have to be read (else
 * set aside); pauses must also be dates in order (`isReadablePauses`).
 */
const OPTIONAL_TYPES = {
  group: 'string',
  archived: 'boolean',
  color: 'string',
  description: 'string',
  pauses: 'object',
  remindAt: 'string',
} as const;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A note as the app writes one (§16.3): text of at most 500 UTF-16 units. */
const isReadableNote = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= NOTE_MAX_LENGTH;

/**
 * Whether a day's record reads as it is: the common case, checked without making anything (a
 * habit of years holds a record a day).
 */
function isReadableRecord(raw: unknown): boolean {
  if (!isPlainObject(raw)) return false;
  const { amount, target, note, at } = raw;
  if (amount !== undefined && !isValidAmount(amount)) return false;
  if (target !== undefined && !isValidAmount(target)) return false;
  if (note !== undefined && !isReadableNote(note)) return false;
  if (at === undefined) return true;
  if (!isPlainObject(at)) return false;
  for (const field in at) {
    if (!isStamp(at[field]) && DAY_FIELDS.includes(field as DayField)) return false;
  }
  return true;
}

/**
 * One day's record with its broken values left out, and how many were. A value set aside takes
 * its change time with it (an amount its `at.amount`, a note its `at.note`): kept, the time would
 * merge as a newer clear and wipe another copy's good value of that day (§16.5).
 */
function readRecord(raw: unknown): { record: StoredDay | null; bad: number } {
  if (!isPlainObject(raw)) return { record: null, bad: 1 };
  let bad = 0;
  const record: Record<string, unknown> = {};
  const without = new Set<string>();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'amount' && !isValidAmount(value)) {
      bad += 1;
      without.add('amount');
    } else if (key === 'target' && !isValidAmount(value)) bad += 1;
    else if (key === 'note' && !isReadableNote(value)) {
      bad += 1;
      without.add('note');
    } else if (key !== 'at') record[key] = value;
  }
  if ('at' in raw) {
    if (!isPlainObject(raw.at)) bad += 1;
    else {
      const at: Record<string, unknown> = {};
      for (const [field, time] of Object.entries(raw.at)) {
        if (DAY_FIELDS.includes(field as DayField) && !isStamp(time)) bad += 1;
        else if (!without.has(field)) at[field] = time;
      }
      if (Object.keys(at).length > 0) record.at = at;
    }
  }
  return { record: Object.keys(record).length > 0 ? (record as StoredDay) : null, bad };
}

/**
 * The habit with broken amounts, notes, day records and change times left out (§16.5): the same
 * object when all is well.
 */
function withReadableRecords(habit: Habit): { habit: Habit; bad: number } {
  let bad = 0;
  let next = habit;
  if ('entries' in habit) {
    const raw = habit.entries as unknown;
    const entries: Record<string, StoredDay> = {};
    let changed = false;
    if (!isPlainObject(raw)) {
      bad += 1;
      changed = true;
    } else {
      for (const iso in raw) {
        const value = raw[iso];
        const goodDate = dayOfIso(iso) !== null;
        if (goodDate && isReadableRecord(value)) {
          entries[iso] = value as StoredDay;
          continue;
        }
        const { record, bad: broken } = readRecord(value);
        bad += broken + (goodDate ? 0 : 1);
        changed = true;
        if (record && goodDate) entries[iso] = record;
      }
    }
    if (changed) {
      const { entries: _old, ...rest } = next;
      next = Object.keys(entries).length > 0 ? { ...rest, entries } : rest;
    }
  }
  if ('changedAt' in habit) {
    const raw = habit.changedAt as unknown;
    // A broken time of a field we know is set aside; fields we do not know are kept (§3.3).
    const broken = (key: string, time: unknown) => HABIT_FIELDS.includes(key) && !isStamp(time);
    const good = isPlainObject(raw) && !Object.entries(raw).some(([k, t]) => broken(k, t));
    if (!good) {
      bad += 1;
      const kept = isPlainObject(raw)
        ? Object.fromEntries(Object.entries(raw).filter(([k, t]) => !broken(k, t)))
        : {};
      const { changedAt: _old, ...rest } = next;
      next = Object.keys(kept).length > 0 ? { ...rest, changedAt: kept } : rest;
    }
  }
  // §3.6: a value of the wrong type (pauses: not dates in order, §10.9) is set aside with its
  // change time (kept, the time would merge as a newer default and wipe another copy's good
  // value). Long text is kept as stored.
  for (const [field, type] of Object.entries(OPTIONAL_TYPES)) {
    const value = next[field];
    if (!(field in next) || (field === 'pauses' ? isReadablePauses(value) : typeof value === type))
      continue;
    bad += 1;
    const { [field]: _value, ...rest } = next;
    next = rest as Habit;
    const times = next.changedAt as Record<string, unknown> | undefined;
    if (isPlainObject(times) && field in times) {
      const { [field]: _time, ...kept } = times;
      const { changedAt: _old, ...others } = next;
      next = Object.keys(kept).length > 0 ? { ...next, changedAt: kept } : others;
    }
  }
  return { habit: next, bad };
}

/**
 * Whether the stored text `raw` may hold a habit with a group, read without parsing it (main.tsx
 * asks for the page with groups' code before the ~35 ms of reading 100 x 3): `"group":` is only
 * ever a key in it, since the quotes of a name or any other text are escaped. True also for an
 * archived habit's group, or a `group` key of a future field; never false when a habit has one.
 */
export function mayHoldGroups(raw: string | null): boolean {
  return raw?.includes('"group":') ?? false;
}

/**
 * Pure: what a stored blob holds. Invalid habits (and repeated ids) are counted in `rejected`; a
 * habit with times outside the storable years or broken per-day values keeps the rest, and what
 * was set aside is counted. Migrations run on every habit kept.
 */
export function parseData(raw: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'the stored data is not valid JSON' };
  }
  if (!isStoredEnvelope(json)) {
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
  let setAside = 0;
  for (const item of list) {
    if (isStoredHabit(item) && !ids.has(item.id)) {
      ids.add(item.id);
      const timed = withStorableTimes(item as Habit);
      droppedTimes += timed.dropped;
      const readable = withReadableRecords(timed.habit);
      setAside += readable.bad;
      habits.push(migrateHabit(readable.habit));
    }
  }
  return {
    ok: true,
    habits,
    extras,
    rejected: list.length - habits.length,
    droppedTimes,
    setAside,
  };
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
