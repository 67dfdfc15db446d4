import { dayOfIso } from '../schedule';
import type { Habit, Pause } from './model';
import { skippedDays } from './reads';

/**
 * Reading a habit's pauses (docs/product.md §10.9): the dates are strings of the day rule's
 * calendar (`YYYY-MM-DD`, like skips), so a pause keeps its dates on every device and in every
 * zone. A paused day reads as skipped (the statuses get it among their skips, `statusSkips`),
 * and a done day stays done. The edits are in pause-edits.ts, loaded on first use.
 */

/**
 * The most days from a pause's first day to its last: a year (366 from a day before a leap day).
 * The dialog asks for at most a year; a longer stored one is set aside by the codec.
 */
export const PAUSE_MAX_SPAN = 366;

/** A pause as days: its first and its last day (inclusive). */
export interface PauseDays {
  from: number;
  to: number;
}

/**
 * Whether a stored `pauses` value reads as one (the codec sets aside any other, §3.6): an array of
 * `{from, to}` real dates, each from ≤ to and its last at most PAUSE_MAX_SPAN days after its first, ascending and not
 * overlapping. Other keys of a pause (a newer version's) are allowed and kept.
 */
export function isReadablePauses(raw: unknown): raw is Pause[] {
  if (!Array.isArray(raw)) return false;
  let last = -Infinity;
  for (const item of raw) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    const from = dayOfIso((item as Pause).from);
    const to = dayOfIso((item as Pause).to);
    if (from === null || to === null || from > to || to - from > PAUSE_MAX_SPAN) return false;
    if (from <= last) return false;
    last = to;
  }
  return true;
}

const daysCache = new WeakMap<readonly Pause[], readonly PauseDays[]>();

/** The habit's pauses as days, ascending (none when it has none, or they cannot be read). */
export function pauseDaysOf(habit: Habit): readonly PauseDays[] {
  const pauses = habit.pauses;
  if (!Array.isArray(pauses)) return [];
  let days = daysCache.get(pauses);
  if (!days) {
    days = isReadablePauses(pauses)
      ? pauses.map((p) => ({ from: dayOfIso(p.from) as number, to: dayOfIso(p.to) as number }))
      : [];
    daysCache.set(pauses, days);
  }
  return days;
}

/** The pause of `habit` that holds `day`, or null: the one small test of "is this day paused". */
export function pauseOn(habit: Habit, day: number): PauseDays | null {
  for (const pause of pauseDaysOf(habit)) {
    if (pause.from > day) break;
    if (day <= pause.to) return pause;
  }
  return null;
}

/** Whether `day` lies inside one of the habit's pauses (§10.9: History says "paused"). */
export function isPausedOn(habit: Habit, day: number): boolean {
  return pauseOn(habit, day) !== null;
}

const skipsCache = new WeakMap<readonly Pause[], { skips: readonly number[]; days: number[] }>();

/**
 * The days the statuses read as skipped (§10.2, §10.9): the habit's own skips and every paused
 * day, ascending and distinct. Without pauses, exactly `skippedDays`. A done day inside a pause
 * stays done: the statuses read done first.
 */
export function statusSkips(habit: Habit): readonly number[] {
  const skips = skippedDays(habit);
  const pauses = habit.pauses;
  if (!Array.isArray(pauses)) return skips;
  const cached = skipsCache.get(pauses);
  if (cached?.skips === skips) return cached.days;
  const all = new Set(skips);
  for (const { from, to } of pauseDaysOf(habit)) for (let d = from; d <= to; d += 1) all.add(d);
  const days = [...all].sort((a, b) => a - b);
  skipsCache.set(pauses, { skips, days });
  return days;
}
