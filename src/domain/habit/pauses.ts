import { dayOfIso, isoDate } from '../days';
import type { Habit, Pause } from './model';
import { skippedDays } from './reads';

/**
 * Reading a habit's pauses (docs/product.md §10.9). The dates are strings of the day rule's
 * calendar (`YYYY-MM-DD`, like skips, compared as text), so a pause keeps its dates on every
 * device and in every zone. A paused day reads as skipped (the statuses get it among their skips,
 * `statusSkips`), and a done day stays done. The codec lets through only pauses that read
 * (`isReadablePauses`, in fields.ts with the field); the edits are in pause-edits.ts, loaded on
 * first use.
 */

/** The habit's pause that holds `day` (the small test of "is this day paused"), if any. */
export function pauseOn(habit: Habit, day: number): Pause | undefined {
  const iso = isoDate(day);
  return habit.pauses?.find((p) => p.from <= iso && iso <= p.to);
}

/**
 * The days the statuses read as skipped (§10.2, §10.9): the habit's own skips and every paused
 * day, ascending and distinct; without pauses, `skippedDays` itself. A done day inside a pause
 * stays done: the statuses read done first. (A habit's view, which holds them, is cached.)
 */
export function statusSkips(habit: Habit): readonly number[] {
  const skips = skippedDays(habit);
  if (!habit.pauses?.length) return skips;
  const all = new Set(skips);
  for (const p of habit.pauses)
    for (let d = dayOfIso(p.from) as number; d <= (dayOfIso(p.to) as number); d += 1) all.add(d);
  return [...all].sort((a, b) => a - b);
}

/** Whether `day` lies inside one of the habit's pauses (§10.9: History says "paused"). */
export function isPausedOn(habit: Habit, day: number): boolean {
  return pauseOn(habit, day) !== undefined;
}
