import { isValidAmount, NOTE_MAX_LENGTH } from '../domain/amount';
import type { DayRule } from '../domain/day-rule';
import { isStamp } from '../domain/hlc';
import { dayOfIso } from '../domain/days';
import type { Habit, DayField, StoredDay } from '../domain/habit/model';
import { fieldRules, HABIT_FIELDS } from '../domain/habit/fields';
import { withStorableTimes } from '../domain/habit/stored';
import { migrateHabit } from './migrations';
import { compactPins, expandPinsWhenRead, isReadablePins } from './pins';
import { isStoredEnvelope, isStoredHabit, SCHEMA_VERSION } from './schema';

/**
 * The one codec between the stored JSON (docs/product.md §3) and the habits the app holds. Reading
 * checks each habit against the schema, sets aside what cannot be read (times outside the storable
 * years, broken amounts, notes, records and change times: §8.1, §16.5) while keeping the rest of
 * the habit, puts the pins of its ticks back into their day records (pins.ts, §3.7), then runs our
 * migrations (migrations.ts). Writing is JSON.stringify of each habit with its pins compacted,
 * cached per habit object. A habit read that needed nothing is written as it was read, so its key
 * order and bytes come back exactly as stored, in whichever form an earlier Tickday wrote it; a
 * habit changed since is written in the compact form.
 */

/** One value set aside at a load (§8.1): the habit's id, where the value was, and the value. */
export interface SetAsidePart {
  habit: string;
  /** `entries.<date>.amount`, `changedAt.name`, `pins`, `completionsWithTimes`... */
  field: string;
  value: unknown;
}

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
      /**
       * What was left out, piece by piece: the habits that break the schema whole, and each time
       * or value set aside with where it was (the quarantine keeps these, never a second copy of
       * the whole data: §8.1).
       */
      leftOut: { habits: unknown[]; parts: SetAsidePart[] };
    }
  | { ok: false; reason: string };

const DAY_FIELDS: readonly DayField[] = ['done', 'amount', 'skip', 'note', 'slip'];
/** The names in a habit's `changedAt` whose broken time is set aside (fields.ts). */
const CHANGE_TIMES = new Set<string>(Object.keys(HABIT_FIELDS));
/**
 * What a stored value must be to be read, for each field a broken value of which is set aside
 * with its change time (fields.ts: group, archived, colour, description, pauses, own reminder),
 * and for the pins of ticks (§3.7), a form of the days, set aside alone.
 */
const SET_ASIDE_CHECKS: [key: string, field: string | null, check: (value: unknown) => boolean][] =
  [
    ...fieldRules().flatMap(([field, rule]) =>
      rule.broken === 'set-aside' && rule.key !== null
        ? [[rule.key, field, rule.check] as [string, string, (value: unknown) => boolean]]
        : [],
    ),
    ['pins', null, isReadablePins],
  ];
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
  const { amount, target, note, slip, at } = raw;
  if (slip !== undefined && slip !== true) return false;
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
 * Where a load puts what it sets aside: each value with where it was, and how many broken values
 * there were (a change time that goes with its broken value is kept here but not counted).
 */
interface SetAside {
  parts: SetAsidePart[];
  count: number;
  add(habit: string, field: string, value: unknown, counted?: boolean): void;
}

function setAsideSink(): SetAside {
  return {
    parts: [],
    count: 0,
    add(habit, field, value, counted = true) {
      this.parts.push({ habit, field, value });
      if (counted) this.count += 1;
    },
  };
}

/**
 * One day's record with its broken values left out, each given to `aside`. A value set aside takes
 * its change time with it (an amount its `at.amount`, a note its `at.note`): kept, the time would
 * merge as a newer clear and wipe another copy's good value of that day (§16.5).
 */
function readRecord(
  raw: unknown,
  aside: (field: string, value: unknown, counted?: boolean) => void,
): StoredDay | null {
  if (!isPlainObject(raw)) {
    aside('', raw);
    return null;
  }
  const record: Record<string, unknown> = {};
  const without = new Set<string>();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'amount' && !isValidAmount(value)) {
      aside(key, value);
      without.add('amount');
    } else if (key === 'target' && !isValidAmount(value)) aside(key, value);
    else if (key === 'note' && !isReadableNote(value)) {
      aside(key, value);
      without.add('note');
    } else if (key === 'slip' && value !== true) {
      aside(key, value);
      without.add('slip');
    } else if (key !== 'at') record[key] = value;
  }
  if ('at' in raw) {
    if (!isPlainObject(raw.at)) aside('at', raw.at);
    else {
      const at: Record<string, unknown> = {};
      for (const [field, time] of Object.entries(raw.at)) {
        if (DAY_FIELDS.includes(field as DayField) && !isStamp(time)) aside(`at.${field}`, time);
        else if (without.has(field)) aside(`at.${field}`, time, false);
        else at[field] = time;
      }
      if (Object.keys(at).length > 0) record.at = at;
    }
  }
  return Object.keys(record).length > 0 ? (record as StoredDay) : null;
}

/**
 * The habit with broken amounts, notes, day records, change times, optional fields and pins left
 * out and given to `aside` (§8.1, §16.5): the same object when all is well.
 */
function withReadableRecords(habit: Habit, aside: SetAside): Habit {
  let next = habit;
  const add = (field: string, value: unknown, counted?: boolean) =>
    aside.add(habit.id, field, value, counted);
  if ('entries' in habit) {
    const raw = habit.entries as unknown;
    const entries: Record<string, StoredDay> = {};
    let changed = false;
    if (!isPlainObject(raw)) {
      add('entries', raw);
      changed = true;
    } else {
      for (const iso in raw) {
        const value = raw[iso];
        const goodDate = dayOfIso(iso) !== null;
        if (goodDate && isReadableRecord(value)) {
          entries[iso] = value as StoredDay;
          continue;
        }
        changed = true;
        if (!goodDate) {
          // A record under a date that is not one: set aside whole, counted once.
          add(`entries.${iso}`, value);
          continue;
        }
        const record = readRecord(value, (field, part, counted) =>
          add(field ? `entries.${iso}.${field}` : `entries.${iso}`, part, counted),
        );
        if (record) entries[iso] = record;
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
    const broken = (key: string, time: unknown) => CHANGE_TIMES.has(key) && !isStamp(time);
    const good = isPlainObject(raw) && !Object.entries(raw).some(([k, t]) => broken(k, t));
    if (!good) {
      if (!isPlainObject(raw)) add('changedAt', raw);
      else {
        const parts = Object.entries(raw).filter(([k, t]) => broken(k, t));
        parts.forEach(([k, t], i) => add(`changedAt.${k}`, t, i === 0));
      }
      const kept = isPlainObject(raw)
        ? Object.fromEntries(Object.entries(raw).filter(([k, t]) => !broken(k, t)))
        : {};
      const { changedAt: _old, ...rest } = next;
      next = Object.keys(kept).length > 0 ? { ...rest, changedAt: kept } : rest;
    }
  }
  // §3.6: a value that fails its field's check (pauses: not dates in order, §10.9) is set aside
  // with its change time (kept, the time would merge as a newer default and wipe another copy's
  // good value). Long text is kept as stored. Pins that cannot be read (§3.7) go alone: their
  // ticks' moments stay, read as ticks made before pins were.
  for (const [key, field, check] of SET_ASIDE_CHECKS) {
    if (!(key in next) || check(next[key])) continue;
    add(key, next[key]);
    const { [key]: _value, ...rest } = next;
    next = rest as Habit;
    const times = next.changedAt as Record<string, unknown> | undefined;
    if (field !== null && isPlainObject(times) && field in times) {
      add(`changedAt.${field}`, times[field], false);
      const { [field]: _time, ...kept } = times;
      const { changedAt: _old, ...others } = next;
      next = Object.keys(kept).length > 0 ? { ...next, changedAt: kept } : others;
    }
  }
  return next;
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
 * was set aside is counted. Migrations run on every habit kept. With `keepForm` (the text is local
 * storage's own data key) a habit read that needed nothing is written back as it was read, byte
 * for byte (§3.3); habits read from elsewhere (a sync file, a backup) are written compactly, or a
 * new device's first sync of years of ticks (each with its record in the file) would not fit.
 */
export function parseData(raw: string, { keepForm = false }: { keepForm?: boolean } = {}): Parsed {
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
  const rejected: unknown[] = [];
  const aside = setAsideSink();
  let droppedTimes = 0;
  for (const item of list) {
    if (!isStoredHabit(item) || ids.has(item.id)) {
      rejected.push(item);
      continue;
    }
    ids.add(item.id);
    const stored = item as Habit;
    // Broken values and pins are set aside from the records as stored (a few, in the compact
    // form); the pins then make a record per tick of today, each readable as made, against the
    // moments as stored (before times outside the years are set aside), when first read.
    const readable = withReadableRecords(stored, aside);
    const expanded = expandPinsWhenRead(readable);
    const timed = withStorableTimes(expanded);
    if (timed.dropped > 0) {
      droppedTimes += timed.dropped;
      aside.add(stored.id, 'completionsWithTimes', droppedTimesOf(expanded, timed.habit), false);
    }
    const habit = migrateHabit(timed.habit);
    // Read as it was stored: written back in the very same form (and bytes) until it changes.
    if (keepForm && readable === stored && habit === expanded) readAs.set(habit, stored);
    habits.push(habit);
  }
  return {
    ok: true,
    habits,
    extras,
    rejected: rejected.length,
    droppedTimes,
    setAside: aside.count,
    leftOut: { habits: rejected, parts: aside.parts },
  };
}

/** The completion times `before` holds and `after` does not (those outside the storable years). */
function droppedTimesOf(before: Habit, after: Habit): number[] {
  const kept = new Set<number>();
  for (const months of Object.values(after.completionsWithTimes))
    for (const times of Object.values(months)) for (const ms of times) kept.add(ms);
  const out: number[] = [];
  for (const months of Object.values(before.completionsWithTimes))
    for (const times of Object.values(months))
      for (const ms of times) if (!kept.has(ms)) out.push(ms);
  return out;
}

/** The stored object each habit read unchanged came from: what it is written as until it changes. */
const readAs = new WeakMap<Habit, unknown>();

const habitJson = new WeakMap<Habit, string>();

/**
 * The data key's value: `{"version":1,"habits":[...]}`, then any unknown envelope fields. A habit
 * read and not changed since is written as it was read; any other with its pins compacted (§3.7),
 * those to a date `rule` (this device's day rule) gives their moment.
 * Each habit's JSON is cached on the (never mutated) habit object, so a write after one toggle
 * stringifies one habit.
 */
export function serializeHabits(
  habits: readonly Habit[],
  extras: Record<string, unknown> = {},
  rule?: DayRule,
): string {
  const parts = habits.map((habit) => {
    let json = habitJson.get(habit);
    if (json === undefined) {
      json = JSON.stringify(readAs.get(habit) ?? compactPins(habit, rule));
      habitJson.set(habit, json);
    }
    return json;
  });
  const rest = JSON.stringify(extras).slice(1, -1);
  return `{"version":${SCHEMA_VERSION},"habits":[${parts.join(',')}]${rest ? `,${rest}` : ''}}`;
}
