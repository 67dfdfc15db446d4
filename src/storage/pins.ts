import { DAY_MS, dayOfIso, isDateMark, isoDate, isStorableTime, LATEST_TIME } from '../domain/days';
import { compareStamps, isStamp, stampParts, type Stamp } from '../domain/hlc';
import type { DayRule } from '../domain/day-rule';
import type { Habit, StoredDay } from '../domain/habit/model';
import { readPinnedDatesWith } from '../domain/habit/stored';

/**
 * How local storage keeps the pins of ticks of today (docs/product.md §3.7, issue 57). In memory a
 * tick of today is a moment in `completionsWithTimes` and its date's done time
 * (`{"at":{"done":S}}`), whose wall time is the moment (§4.7); written out like that, the record
 * cost three times the moment it pins. Stored, such a time is one character beside its moment,
 * in the habit's `pins` field, laid out as the moments are:
 *
 *   "pins":{"by":["k3j9x2ab"],"2025":{"7":"2277.2hQx"}}
 *
 * For each moment of the month's list, in its stored order, one character: `.` when the moment has
 * no such record, else `ALPHABET[kind * 5 + (date - UTC date of the moment) + 2]`, kind 0 for a
 * change time that is the moment itself (a number: before the device syncs), kind k for the clock
 * reading `<moment>-0-<by[k - 1]>`. Then three characters that sum up the month's moments: a
 * month whose moments changed since (an older Tickday ticked or unticked in it; it keeps `pins`
 * as an unknown field) no longer matches them, and its pins are not read; its moments then fall by
 * each device's own rule and merge by their own times, as ticks made before pins did.
 *
 * Only a pin to the date this device's own day rule gives its moment is moved (`compactPins`'
 * `rule`): a tab of an older Tickday on this device, which reads no `pins`, files those ticks on
 * the same dates. Every other change time (a pin to another date, an un-tick, a past day's tick, a
 * skip, an amount, a note, a clock reading with a counter) stays in `entries` as it is. The sync
 * file and backups made from memory keep the records' own form; a backup of the stored text keeps
 * this one, which every reader expands.
 */

/** The characters of a pin; `.` is none. 60 codes: kinds 0 to 11, dates 2 before to 2 after. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NONE = '.';
/** Each character's code by its char code (-1: not a pin), for reading a month's text fast. */
const CODES = new Int8Array(128).fill(-1);
for (let code = 0; code < ALPHABET.length; code += 1) CODES[ALPHABET.charCodeAt(code)] = code;
const KINDS = 12;
const CHECK_LENGTH = 3;
const CHECK_MODULUS = ALPHABET.length ** CHECK_LENGTH;
const PRIME = 2_147_483_647;
const YEAR = /^\d{4}$/;
const MONTH = /^([1-9]|1[0-2])$/;
/** The last date a record can have (9999-12-31). */
const LAST_DAY = Math.floor(LATEST_TIME / DAY_MS);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dates by day, for reading: habits of years share their dates (a load reads each once). */
const dates = new Map<number, string>();
function dateOf(day: number): string {
  let iso = dates.get(day);
  if (iso === undefined) {
    if (dates.size > 40_000) dates.clear();
    dates.set(day, (iso = isoDate(day)));
  }
  return iso;
}

/** Three characters that change when a month's list of moments does (order included). */
export function monthCheck(moments: readonly number[]): string {
  let sum = moments.length;
  for (const ms of moments) {
    // Any finite time gives a whole number from 0 up: one before 1970 is negative, and crafted
    // data may hold decimals (either would make no characters at all).
    const part = ((Math.floor(ms) % PRIME) + PRIME) % PRIME;
    sum = (sum * 31 + part) % CHECK_MODULUS;
  }
  let out = '';
  for (let i = 0; i < CHECK_LENGTH; i += 1) {
    out = (ALPHABET[sum % ALPHABET.length] as string) + out;
    sum = Math.floor(sum / ALPHABET.length);
  }
  return out;
}

/** Whether a stored `pins` value has the shape this version reads (else it is set aside). */
export function isReadablePins(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  for (const key in value) {
    const part = value[key];
    if (key === 'by') {
      // Devices as clock readings name them (so every time made from a pin reads as one).
      if (!Array.isArray(part) || !part.every((d) => isStamp(`0-0-${d}`))) return false;
    } else if (YEAR.test(key)) {
      if (!isPlainObject(part)) return false;
      for (const month in part)
        if (!MONTH.test(month) || typeof part[month] !== 'string') return false;
    } else return false;
  }
  return true;
}

/**
 * The habit as memory holds it: the pins of its stored `pins` (read with `isReadablePins` first,
 * its records already read by the codec) put back as `{"at":{"done":S}}` records, `pins` gone,
 * records in date order. A date that also has a record keeps its record, with the later of the two
 * done times when both are there. The same object when the habit has no `pins`. Every record made
 * here reads as the codec's checks want (a real date, a change time), so none is checked again: a
 * load of years makes a record a day.
 */
export function expandPins(habit: Habit): Habit {
  if (!('pins' in habit)) return habit;
  const { pins: _pins, ...rest } = habit;
  const entries = recordsWithPins(habit);
  return entries === undefined ? (rest as Habit) : ({ ...rest, entries } as Habit);
}

/**
 * `expandPins`, its records made only when they are first read (issue 60). A load reads every
 * habit, and a first screenful draws a dozen: at 100 habits x 3 years the records of pins were
 * 110,000 objects made before the first paint, most of them for cards drawn later or never.
 *
 * `entries` is a getter that makes them once; anything that copies the habit (a spread, JSON, an
 * edit, the merge) reads it, so the copy holds them as a plain field and no pin is lost. The one
 * difference from `expandPins`: a habit none of whose pins reads (its months changed since) has
 * `entries` as a key whose value is undefined rather than no key, which JSON and every reader
 * treat alike.
 */
export function expandPinsWhenRead(habit: Habit): Habit {
  if (!('pins' in habit)) return habit;
  const { pins: _pins, ...rest } = habit;
  let made = false;
  let entries: Habit['entries'];
  // A card's done days read the pinned dates straight from the pins, its records left unmade (a
  // pinned moment is never a date mark: `momentOf` would give it back as it is).
  readPinnedDatesWith(rest as Habit, () => {
    const pinned = new Map<number, number>();
    const whole = inOnePass(habit, (day, ms) => pinned.set(ms, day));
    return whole ? pinned : null;
  });
  // Where `expandPins` puts it: in the place of the records the habit had, else last.
  Object.defineProperty(rest, 'entries', {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!made) {
        entries = recordsWithPins(habit);
        made = true;
      }
      return entries;
    },
  });
  return rest as Habit;
}

/** The records of a habit with `pins`, its pins put in (`expandPins`). */
function recordsWithPins(habit: Habit): Habit['entries'] {
  const old = habit.entries;
  // The common case, in one pass, in order.
  const pinned: Record<string, StoredDay> = {};
  let any = false;
  const whole = inOnePass(habit, (day, _ms, stamp) => {
    pinned[dateOf(day)] = { at: { done: stamp } };
    any = true;
  });
  if (whole) return any ? pinned : old;
  // Any other: each date's latest pin, merged into the records, which are then sorted.
  const found = new Map<number, Stamp>();
  readPins(habit, (day, stamp) => {
    const other = found.get(day);
    if (other === undefined || compareStamps(stamp, other) > 0) found.set(day, stamp);
    return true;
  });
  if (found.size === 0) return old;
  const entries: Record<string, StoredDay> = { ...old };
  for (const [day, stamp] of found) {
    const iso = dateOf(day);
    const record = entries[iso];
    if (record === undefined) {
      entries[iso] = { at: { done: stamp } };
      continue;
    }
    // A record written beside the pin (an older Tickday's, or a crafted one): kept as it is, its
    // done time the later of the two.
    const at = record.at;
    if (at === undefined) entries[iso] = { ...record, at: { done: stamp } };
    else if (at.done === undefined) entries[iso] = { ...record, at: { done: stamp, ...at } };
    else if (compareStamps(stamp, at.done) > 0)
      entries[iso] = { ...record, at: { ...at, done: stamp } };
  }
  const sorted: Record<string, StoredDay> = {};
  for (const iso of Object.keys(entries).sort()) sorted[iso] = entries[iso] as StoredDay;
  return sorted;
}

/**
 * The common case: a habit whose only records are its pins, its moments stored in date order (as
 * Tickday stores them), its pins' dates rising. Calls `visit` with each pin in that order (day,
 * moment, done time) and says whether the habit is such a one: when it is not, `visit` has been
 * called for some of its pins, whose records the other path makes.
 */
function inOnePass(habit: Habit, visit: (day: number, ms: number, stamp: Stamp) => void): boolean {
  for (const _ in habit.entries) return false;
  let last = -Infinity;
  return readPins(habit, (day, stamp, ms) => {
    if (day <= last) return false;
    last = day;
    visit(day, ms, stamp);
    return true;
  });
}

/**
 * Calls `visit` with each pin of the habit's stored `pins` that reads (its month's moments
 * unchanged since, its moment a storable tick), as the day it pins and its done time, in stored
 * order, until `visit` returns false. Whether it went through them all.
 */
function readPins(
  habit: Habit,
  visit: (day: number, stamp: Stamp, ms: number) => boolean,
): boolean {
  const pins = (habit as { pins?: unknown }).pins as Record<string, Record<string, string>>;
  const by: unknown = pins.by;
  const devices = Array.isArray(by) ? (by as string[]) : [];
  for (const year in pins) {
    if (year === 'by') continue;
    const months = pins[year] as Record<string, string>;
    for (const month in months) {
      const moments = habit.completionsWithTimes[year]?.[month];
      const text = months[month] as string;
      if (!moments || text.length !== moments.length + CHECK_LENGTH) continue;
      if (text.slice(moments.length) !== monthCheck(moments)) continue;
      for (let i = 0; i < moments.length; i += 1) {
        const ms = moments[i] as number;
        const code = CODES[text.charCodeAt(i)] ?? -1;
        // No pin, or one beside a time the codec sets aside (outside the years 1000-9999).
        if (code < 0 || isDateMark(ms) || !isStorableTime(ms)) continue;
        const kind = Math.floor(code / 5);
        const device = devices[kind - 1];
        // A device's clock reading is whole ms from 1970 (hlc.ts): `compactPins` never writes a
        // device's pin beside a moment before that, and crafted text that does is not read (its
        // record would hold a change time no reader takes).
        if (kind > 0 && (!device || !Number.isInteger(ms) || ms < 0)) continue;
        const day = Math.floor(ms / DAY_MS) + (code % 5) - 2;
        if (day > LAST_DAY) continue;
        if (!visit(day, kind === 0 ? ms : `${ms}-0-${device}`, ms)) return false;
      }
    }
  }
  return true;
}

/**
 * The habit as local storage keeps it: each record's done time that pins a tick of today (S the
 * moment or `<moment>-0-<device>`, the moment in its completions, the date within two of the
 * moment's UTC date) moved into `pins`, the rest of the record left as it is (a record that was
 * only the pin goes). The same object when no time is moved.
 */
export function compactPins(habit: Habit, rule?: DayRule): Habit {
  const entries = habit.entries;
  if (!entries) return habit;
  const by: string[] = [];
  /** Pin characters by `year/month`, then by the moment's place in that month's list. */
  const chars = new Map<string, string[]>();
  const kept: Record<string, StoredDay> = {};
  let moved = 0;
  for (const iso in entries) {
    const record = entries[iso] as StoredDay;
    const char = pinChar(habit, iso, record, by, rule);
    if (char === null) {
      kept[iso] = record;
      continue;
    }
    const [key, index, code] = char;
    let list = chars.get(key);
    if (!list) {
      const [year, month] = key.split('/') as [string, string];
      list = new Array<string>(habit.completionsWithTimes[year]?.[month]?.length ?? 0).fill(NONE);
      chars.set(key, list);
    }
    if (list[index] !== NONE) {
      kept[iso] = record; // a moment pinned to two dates (crafted data): the second stays whole
      continue;
    }
    list[index] = code;
    moved += 1;
    // The rest of the record (a skip, an amount, a note and their times) stays as it is.
    const { done: _done, ...at } = record.at as Record<string, unknown>;
    const { at: _at, ...rest } = record;
    const left = Object.keys(at).length > 0 ? { ...rest, at } : rest;
    if (Object.keys(left).length > 0) kept[iso] = left as StoredDay;
  }
  if (moved === 0) return habit;
  const pins: Record<string, unknown> = by.length > 0 ? { by } : {};
  for (const key of [...chars.keys()].sort(byYearMonth)) {
    const [year, month] = key.split('/') as [string, string];
    const moments = habit.completionsWithTimes[year]?.[month] ?? [];
    const months = (pins[year] ??= {}) as Record<string, string>;
    months[month] = (chars.get(key) as string[]).join('') + monthCheck(moments);
  }
  const { entries: _entries, pins: _old, ...rest } = habit;
  return Object.keys(kept).length > 0
    ? ({ ...rest, entries: kept, pins } as Habit)
    : ({ ...rest, pins } as Habit);
}

/**
 * The pin character of `record`'s done time on date `iso`, with the moment's month key and place,
 * or null when that time pins no moment of the habit's. Adds a device to `by` when it is new (up
 * to 11).
 */
function pinChar(
  habit: Habit,
  iso: string,
  record: StoredDay,
  by: string[],
  rule: DayRule | undefined,
): [string, number, string] | null {
  if (!isPlainObject(record)) return null;
  const at = record.at;
  if (!isPlainObject(at) || !isStamp(at.done)) return null;
  const stamp = at.done;
  const [ms, counter, device] = stampParts(stamp);
  if (counter !== 0 || isDateMark(ms)) return null;
  // Only a reading that prints back exactly so (no leading zeros) is kept as a kind.
  if (typeof stamp === 'string' && stamp !== `${ms}-0-${device}`) return null;
  const day = dayOfIso(iso);
  const delta = day === null ? NaN : day - Math.floor(ms / DAY_MS);
  if (!(Math.abs(delta) <= 2)) return null;
  // A pin to a date this device's own rule does not give the moment stays whole: a tab of an
  // older Tickday on this device, which reads no `pins`, would file the tick by that rule and
  // write its un-tick on the wrong date.
  if (rule && rule.dayOf(ms) !== day) return null;
  const date = new Date(ms);
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1);
  const index = habit.completionsWithTimes[year]?.[month]?.indexOf(ms) ?? -1;
  if (index < 0) return null;
  let kind = 0;
  if (typeof stamp === 'string') {
    kind = by.indexOf(device) + 1;
    if (kind === 0) {
      if (by.length >= KINDS - 1) return null;
      kind = by.push(device);
    }
  }
  return [`${year}/${month}`, index, ALPHABET[kind * 5 + delta + 2] as string];
}

function byYearMonth(a: string, b: string): number {
  const [ay, am] = a.split('/').map(Number) as [number, number];
  const [by, bm] = b.split('/').map(Number) as [number, number];
  return ay - by || am - bm;
}
