import { UTC_DAYS, type DayRule } from '../day-rule';
import { hasDay } from '../days';
import type { CompletionsByMonth, Habit } from './model';
import { completionDay, completionTimes, daysOf, pinnedDates, skipDays } from './stored';

/**
 * The readers of a habit's days (docs/product.md §10, §16): which days are done, which skipped.
 * A day's amount, target and note, and the day as one fact: entries.ts.
 */

const dayCache = new WeakMap<
  CompletionsByMonth,
  { rule: DayRule; entries: Habit['entries']; days: readonly number[] }
>();

/**
 * The one function that says which days a habit was done (docs/product.md §16.2): ascending and
 * distinct, in `rule` (pins first: `completionDay`). A day is done when it holds a completion; a
 * met amount writes one, so a done-or-not habit and an amount habit read the same way. Streaks,
 * badges, stats, history, the strip, the calendar, sync and imports read this, never the stored
 * completions. Cached per buckets object, records and day rule (the last one asked: the rule
 * changes only when the setting does).
 */
export function doneDays(habit: Habit, rule: DayRule = UTC_DAYS): readonly number[] {
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

/** Whether `habit` has a completion on `day` (a binary search over its cached days). */
export function isDone(habit: Habit, day: number, rule: DayRule = UTC_DAYS): boolean {
  return hasDay(doneDays(habit, rule), day);
}

const skipCache = new WeakMap<readonly string[], number[]>();

/** The habit's skipped days (§10), ascending and distinct. Cached per stored list. */
export function skippedDays(habit: Habit): readonly number[] {
  const skips = habit.skips;
  let days = skips ? skipCache.get(skips) : [];
  if (!days && skips) skipCache.set(skips, (days = skipDays(skips)));
  return days ?? [];
}

/** Whether `day` is among the habit's skipped days. */
export function isSkipped(habit: Habit, day: number): boolean {
  return hasDay(skippedDays(habit), day);
}
