import { UTC_DAYS, type DayRule } from '../day-rule';
import { dayOfIso, isoDate, isStorableTime, momentOf } from '../days';
import { stampParts, type Stamp } from '../hlc';
import type { CompletionsByMonth, Habit, StoredDay } from './model';

/**
 * How a habit's days are stored (docs/product.md §3, §16): completion times in year and month
 * buckets, a record per date (`entries`: amount, target, note, change times) and the list of
 * skipped dates. The one place that reads and writes those fields; the rules read a habit's days
 * through reads.ts and entries.ts, and change them through edits.ts and record-edits.ts.
 */

const flatCache = new WeakMap<CompletionsByMonth, readonly number[]>();

/**
 * Every completion timestamp, ascending. Linear when the buckets are already in order (as the app
 * writes them); sorts only data that arrived out of order. Cached per buckets object, which the
 * app never mutates.
 */
export function completionTimes(habit: Habit): readonly number[] {
  const buckets = habit.completionsWithTimes;
  const cached = flatCache.get(buckets);
  if (cached) return cached;
  const times: number[] = [];
  for (const year of Object.keys(buckets).sort(byNumber)) {
    const months = buckets[year] ?? {};
    for (const month of Object.keys(months).sort(byNumber)) times.push(...(months[month] ?? []));
  }
  for (let i = 1; i < times.length; i += 1) {
    if ((times[i] as number) < (times[i - 1] as number)) {
      times.sort((a, b) => a - b);
      break;
    }
  }
  flatCache.set(buckets, times);
  return times;
}

/** Ascending distinct days (of `rule`) of ascending timestamps. */
export function daysOf(times: readonly number[], rule: DayRule = UTC_DAYS): number[] {
  const days: number[] = [];
  for (const ms of times) {
    const day = rule.dayOf(ms);
    if (days[days.length - 1] !== day) days.push(day);
  }
  return days;
}

/**
 * The date each tick of today belongs to, by its moment (docs/product.md §4.7): a tick of today is
 * stored as its moment, and its day's record keeps the tick's change time (`entries[date].at.done`),
 * whose wall time is that moment. So the moment belongs to the date the person saw when they
 * ticked, on every device, whatever its day rule, zone or start hour.
 */
export function pinnedDates(habit: Habit): Map<number, number> {
  const read = pinnedDatesReaders.get(habit)?.();
  if (read) return read;
  const pins = new Map<number, number>();
  for (const iso in habit.entries) {
    const done = habit.entries[iso]?.at?.done;
    const day = done === undefined ? null : dayOfIso(iso);
    if (day !== null) pins.set(momentOf(stampParts(done as Stamp)[0]), day);
  }
  return pins;
}

/**
 * Habits loaded with the records of their pins not made yet (storage/pins.ts), each with a reader
 * of its pinned dates straight from the pins: a card's done days need the dates, not the records
 * (issue 60). A reader gives the very map `pinnedDates` makes from the records, or null when it
 * cannot tell them apart cheaply (then the records are made and read).
 */
const pinnedDatesReaders = new WeakMap<Habit, () => Map<number, number> | null>();

/** Registers `read` as `habit`'s reader of pinned dates (`pinnedDatesReaders`). */
export function readPinnedDatesWith(habit: Habit, read: () => Map<number, number> | null): void {
  pinnedDatesReaders.set(habit, read);
}

/**
 * What a habit's done days depend on besides its completions: its records, or, while a reader of
 * its pins stands for them (`pinnedDatesReaders`), the habit itself (whose records never change).
 * Caches compare it, so asking never makes the records.
 */
export function recordsIdentity(habit: Habit): object | undefined {
  return pinnedDatesReaders.has(habit) ? habit : habit.entries;
}

/**
 * Two day rules never put one instant more than two dates apart (offsets from UTC-12 to UTC+14,
 * start hours 0 to 6): a pin further from the rule's own date for the moment is not a tick's, and
 * is not read.
 */
const PIN_REACH = 2;

/**
 * The day a completion at `ms` belongs to in `rule`: a pinned moment the date it was ticked on
 * (`pinnedDates`; a pin is never a date mark), any other instant the day of `rule` that holds it
 * (a date mark is its own date).
 */
export function completionDay(ms: number, pins: ReadonlyMap<number, number>, rule: DayRule) {
  const own = rule.dayOf(ms);
  const pinned = pins.get(ms);
  return pinned !== undefined && Math.abs(pinned - own) <= PIN_REACH ? pinned : own;
}

/**
 * Groups ascending timestamps by UTC year and unpadded month; empty buckets never appear. Times
 * outside the storable years (1000-9999) are left out, so a write never makes a year key that the
 * load check rejects.
 */
export function bucketTimes(times: readonly number[]): CompletionsByMonth {
  const buckets: CompletionsByMonth = {};
  for (const ms of times) {
    if (!isStorableTime(ms)) continue;
    const date = new Date(ms);
    const year = String(date.getUTCFullYear());
    const month = String(date.getUTCMonth() + 1);
    const months = (buckets[year] ??= {});
    (months[month] ??= []).push(ms);
  }
  return buckets;
}

/**
 * The habit without completion times outside the storable years (1000-9999): the same object when
 * every time is storable, else a copy whose buckets hold only the storable times. Used where data
 * is read (storage, backups), so one bad time never costs the habit that holds it.
 */
export function withStorableTimes(habit: Habit): { habit: Habit; dropped: number } {
  // Counted over the buckets as stored: a load checks every habit, and the sorted list of times
  // is made only for the habits drawn (issue 27: 100 habits' lists were ~8 ms of the start).
  let dropped = 0;
  const buckets = habit.completionsWithTimes;
  for (const year in buckets) {
    const months = buckets[year] ?? {};
    for (const month in months) {
      for (const ms of months[month] ?? []) if (!isStorableTime(ms)) dropped += 1;
    }
  }
  if (dropped === 0) return { habit, dropped };
  return {
    habit: { ...habit, completionsWithTimes: bucketTimes(completionTimes(habit)) },
    dropped,
  };
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b);
}

/** `YYYY-MM-DD` skip dates as ascending distinct days; anything else is left out. */
export function skipDays(skips: unknown): number[] {
  if (!Array.isArray(skips)) return [];
  const days = new Set<number>();
  for (const value of skips) {
    const day = dayOfIso(value);
    if (day !== null) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** The stored record of `day`, if any. */
export function storedDay(habit: Habit, day: number): StoredDay | undefined {
  const entries = habit.entries;
  return entries ? entries[isoDate(day)] : undefined;
}

/**
 * The habit with the records of `days` changed by `update` (which gets a copy of each to change);
 * a record left empty is removed, and `entries` goes when its last record does, so a habit that
 * never had one is stored exactly as before. The one writer of a day's record.
 */
export function withStoredDays(
  habit: Habit,
  days: Iterable<number>,
  update: (record: StoredDay, day: number) => StoredDay,
): Habit {
  let entries: Record<string, StoredDay> = { ...habit.entries };
  for (const day of days) {
    const iso = isoDate(day);
    const before = entries[iso];
    const record = update({ ...before, ...(before?.at ? { at: { ...before.at } } : {}) }, day);
    if (record.at && Object.keys(record.at).length === 0) delete record.at;
    if (Object.keys(record).length > 0) entries[iso] = record;
    else {
      const { [iso]: _gone, ...others } = entries;
      entries = others;
    }
  }
  const { entries: _old, ...rest } = habit;
  return Object.keys(entries).length === 0 ? rest : { ...rest, entries: sortedByDate(entries) };
}

/** The records by date, oldest first (so the stored JSON reads in order and compares equal). */
function sortedByDate(entries: Record<string, StoredDay>): Record<string, StoredDay> {
  const keys = Object.keys(entries);
  let sorted = true;
  for (let i = 1; i < keys.length && sorted; i += 1)
    sorted = (keys[i - 1] as string) < (keys[i] as string);
  if (sorted) return entries;
  const out: Record<string, StoredDay> = {};
  for (const key of keys.sort()) out[key] = entries[key] as StoredDay;
  return out;
}

/**
 * The habit with `days` (ascending and distinct) as its skipped days; the field goes when the last
 * one does, so a habit that never had one is stored exactly as before. The one writer of skips.
 */
export function withSkipDays(habit: Habit, days: readonly number[]): Habit {
  const { skips: _old, ...rest } = habit;
  return days.length > 0 ? { ...rest, skips: days.map(isoDate) } : rest;
}
