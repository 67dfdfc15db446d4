import { dayOfIso, isoDate } from '../days';
import type { Habit, Pause } from './model';

/**
 * Reading a habit's pauses (docs/product.md §10.9). The dates are strings of the day rule's
 * calendar (`YYYY-MM-DD`, like skips, compared as text), so a pause keeps its dates on every
 * device and in every zone. A paused day reads as skipped (the statuses get it among their skips,
 * `statusSkips`, in reads.ts beside a habit to break's clean days, which need it), and a done day
 * stays done. The codec lets through only pauses that read (`isReadablePauses`); the edits are in
 * pause-edits.ts, loaded on first use.
 */

/**
 * The most days from a pause's first day to its last: a year (366 from a day before a leap day).
 * The dialog asks for at most a year; a longer stored one is set aside by the codec.
 */
export const PAUSE_MAX_SPAN = 366;

/**
 * Whether a stored `pauses` value reads as one (the codec sets aside any other, §3.6): an array of
 * `{from, to}` real dates, each from ≤ to and its last at most PAUSE_MAX_SPAN days after its
 * first, ascending and not overlapping. Other keys of a pause (a newer version's) are kept.
 */
export function isReadablePauses(raw: unknown): raw is Pause[] {
  if (!Array.isArray(raw)) return false;
  let last = -Infinity;
  for (const item of raw) {
    const from = dayOfIso(item?.from);
    const to = dayOfIso(item?.to);
    if (from === null || to === null || from <= last || to < from || to - from > PAUSE_MAX_SPAN)
      return false;
    last = to;
  }
  return true;
}

/** The habit's pause that holds `day` (the small test of "is this day paused"), if any. */
export function pauseOn(habit: Habit, day: number): Pause | undefined {
  const iso = isoDate(day);
  return habit.pauses?.find((p) => p.from <= iso && iso <= p.to);
}

/** Whether `day` lies inside one of the habit's pauses (§10.9: History says "paused"). */
export function isPausedOn(habit: Habit, day: number): boolean {
  return pauseOn(habit, day) !== undefined;
}
