import { isoDate } from '../days';
import type { Habit, Pause } from './model';

/**
 * Reading a habit's pauses (docs/product.md §10.9). The dates are strings of the day rule's
 * calendar (`YYYY-MM-DD`, like skips, compared as text), so a pause keeps its dates on every
 * device and in every zone. A paused day reads as skipped (the statuses get it among their skips,
 * `statusSkips`, in reads.ts beside a habit to break's clean days, which need it), and a done day
 * stays done. The codec lets through only pauses that read (`isReadablePauses`, in fields.ts with
 * the field); the edits are in pause-edits.ts, loaded on first use.
 */

/** The habit's pause that holds `day` (the small test of "is this day paused"), if any. */
export function pauseOn(habit: Habit, day: number): Pause | undefined {
  const iso = isoDate(day);
  return habit.pauses?.find((p) => p.from <= iso && iso <= p.to);
}

/** Whether `day` lies inside one of the habit's pauses (§10.9: History says "paused"). */
export function isPausedOn(habit: Habit, day: number): boolean {
  return pauseOn(habit, day) !== undefined;
}
