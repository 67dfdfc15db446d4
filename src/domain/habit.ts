import { UTC_DAYS, type DayRule } from './day-rule';
import { isStorableTime, momentOf } from './days';
import { DAILY, dayOfIso, normalizeSchedule, type Schedule } from './schedule';
import { stampParts, type Stamp } from './hlc';
import type { HabitField, Measure, StoredDay } from './records';

/** docs/product.md §9: the limit of both name inputs. */
export const NAME_MAX_LENGTH = 32;

/** Completion timestamps (ms) by year string, then unpadded month string (1-12), ascending. */
export type CompletionsByMonth = Record<string, Record<string, number[]>>;

/** docs/product.md §3.2. Unknown extra fields from storage are kept (docs/product.md §3). */
export interface Habit {
  id: string;
  name: string;
  /** ISO timestamp */
  createdAt: string;
  completionsWithTimes: CompletionsByMonth;
  highestStreak: number;
  /**
   * docs/product.md §10: a Schedule, or an object of a type this version does not know (stored by
   * a newer one), kept as it is and read as daily (`readSchedule`).
   */
  schedule: Schedule | { type: string; [field: string]: unknown };
  /** Excused days, `YYYY-MM-DD` by the day rule, ascending and distinct (§10). */
  skips?: string[];
  isDeleted?: boolean;
  /** docs/product.md §16: an amount habit's unit, goal and current target (absent: done or not). */
  measure?: Measure;
  /** docs/product.md §16: per-day amounts, notes and change times, by `YYYY-MM-DD` date. */
  entries?: Record<string, StoredDay>;
  /** docs/product.md §16.4: when each habit field last changed; absent is "never since 1.2". */
  changedAt?: Partial<Record<HabitField, Stamp>>;
  [extra: string]: unknown;
}

/**
 * Characters that show nothing on their own: white space, format and control characters, default
 * ignorables (zero-width spaces and joiners, variation selectors, Hangul fillers) and the braille
 * blank. A name made only of these would give a card with no visible name.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]*$/u;

/** Whether a name shows nothing a person could read (empty, blank or invisible characters). */
export function isBlankName(name: string): boolean {
  return INVISIBLE.test(name);
}

/**
 * Trims and caps a name at 32 UTF-16 units (what an input's maxlength counts), never splitting a
 * surrogate pair, so an emoji at the limit is dropped whole.
 */
export function normalizeName(raw: string): string {
  const name = trimmedTo(raw, NAME_MAX_LENGTH);
  return isBlankName(name) ? '' : name;
}

/** `raw` trimmed and cut to `max` UTF-16 units, never splitting a surrogate pair (names, notes). */
export function trimmedTo(raw: string, max: number): string {
  let text = raw.trim();
  if (text.length > max) {
    text = text.slice(0, max);
    const last = text.charCodeAt(max - 1);
    if (last >= 0xd800 && last <= 0xdbff) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text;
}

/**
 * A new active habit, or null for a name that is empty once trimmed. The id is the creation time
 * in ms; a clash (two habits in the same millisecond) gets a `-1`, `-2`... suffix.
 */
export function createHabit(
  rawName: string,
  now: number,
  takenIds: Iterable<string>,
  schedule: Schedule = DAILY,
): Habit | null {
  const name = normalizeName(rawName);
  if (!name) return null;
  const taken = new Set(takenIds);
  let id = String(now);
  for (let n = 1; taken.has(id); n += 1) id = `${now}-${n}`;
  return {
    id,
    name,
    createdAt: new Date(now).toISOString(),
    completionsWithTimes: {},
    highestStreak: 0,
    // Stored as it reads: all seven weekdays are every day (docs/product.md §10.1).
    schedule: normalizeSchedule(schedule),
  };
}

/**
 * docs/product.md §9: trimmed; an empty or unchanged name keeps the habit as it is. "Unchanged" is
 * judged before the 32-character cap, so a longer stored name (older data, imports) survives a
 * rename box opened and closed without typing.
 */
export function renameHabit(habit: Habit, rawName: string): Habit {
  if (rawName.trim() === habit.name) return habit;
  const name = normalizeName(rawName);
  return !name || name === habit.name ? habit : { ...habit, name };
}

/** Soft delete: the habit stays in storage, hidden (docs/product.md §3.2). */
export function deleteHabit(habit: Habit): Habit {
  return { ...habit, isDeleted: true };
}

export function isActive(habit: Habit): boolean {
  return habit.isDeleted !== true;
}

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
  const pins = new Map<number, number>();
  for (const iso in habit.entries) {
    const done = habit.entries[iso]?.at?.done;
    const day = done === undefined ? null : dayOfIso(iso);
    if (day !== null) pins.set(momentOf(stampParts(done as Stamp)[0]), day);
  }
  return pins;
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

const dayCache = new WeakMap<
  CompletionsByMonth,
  { rule: DayRule; entries: Habit['entries']; days: readonly number[] }
>();

/**
 * The distinct days (of `rule`, pins first: `completionDay`) with at least one completion,
 * ascending. Cached per buckets object, records and day rule (the last one asked: the rule changes
 * only when the setting does).
 */
export function completionDays(habit: Habit, rule: DayRule = UTC_DAYS): readonly number[] {
  const { completionsWithTimes: buckets, entries } = habit;
  const cached = dayCache.get(buckets);
  if (cached?.rule === rule && cached.entries === entries) return cached.days;
  const times = completionTimes(habit);
  const pins = pinnedDates(habit);
  // A pinned moment may stand before a later moment's day: sorted, not only ascending.
  const days = pins.size
    ? [...new Set(times.map((ms) => completionDay(ms, pins, rule)))].sort((a, b) => a - b)
    : daysOf(times, rule);
  dayCache.set(buckets, { rule, entries, days });
  return days;
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

/**
 * Moves active habit `fromId` to where active habit `toId` is, as seen in the active list;
 * deleted habits keep their slots in the stored list (docs/product.md §3: display order).
 */
export function reorderActive(habits: readonly Habit[], fromId: string, toId: string): Habit[] {
  const slots: number[] = [];
  habits.forEach((habit, index) => isActive(habit) && slots.push(index));
  const active = slots.map((index) => habits[index] as Habit);
  const from = active.findIndex((h) => h.id === fromId);
  const to = active.findIndex((h) => h.id === toId);
  if (from === -1 || to === -1 || from === to) return habits as Habit[];
  const [moved] = active.splice(from, 1);
  active.splice(to, 0, moved as Habit);
  const next = [...habits];
  slots.forEach((slot, i) => (next[slot] = active[i] as Habit));
  return next;
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b);
}
