import { UTC_DAYS, type DayRule } from './day-rule';
import { isoDate, momentOf } from './days';
import { bucketTimes, completionDay, completionTimes, pinnedDates, type Habit } from './habit';
import { doneDays } from './records';
import { describeHabit } from './habit-view';
import { normalizeSchedule, sameSchedule, skipDays, type Schedule } from './schedule';
import { hasDay } from './days';

/**
 * docs/product.md §5.1: if `day` has a completion, every completion of that day is removed;
 * otherwise one is added: `now` when `day` is today, the date mark of `day` (12:00:00.000 UTC,
 * §4.7) for a past day. A future day is left alone. Days are those of `rule` (§4), a tick of today
 * on the date it was ticked (`completionDay`). Buckets are rebuilt, so empty ones vanish, and
 * `highestStreak` is recomputed from all completions. `at` is the moment a tick of today records
 * (edits.ts passes its change time's, which a merged clock may have moved past `now`); when that
 * is another day, the tick is stored at the date mark, as a chosen day.
 */
export function toggleDay(
  habit: Habit,
  day: number,
  now: number,
  rule: DayRule = UTC_DAYS,
  at = now,
): Habit {
  const today = rule.dayOf(now);
  if (day > today) return habit;
  const times = completionTimes(habit);
  const pins = pinnedDates(habit);
  const kept = times.filter((ms) => completionDay(ms, pins, rule) !== day);
  let next: number[];
  if (kept.length < times.length) {
    next = kept;
  } else {
    // A moment is never stored as a date mark (§4.7): 12:00:00.000 UTC exactly moves on by 1 ms.
    // A tick of today whose time a merged clock moved into another day is a chosen day.
    const added = day === today && rule.dayOf(at) === day ? momentOf(at) : rule.noonOf(day);
    const place = kept.findIndex((ms) => ms > added);
    next = place === -1 ? [...kept, added] : [...kept.slice(0, place), added, ...kept.slice(place)];
  }
  return refreshHighest({ ...habit, completionsWithTimes: bucketTimes(next) }, now, rule);
}

/** The stored `highestStreak` recomputed at `now` (after any change to what it depends on). */
export function refreshHighest(habit: Habit, now: number, rule: DayRule): Habit {
  const highestStreak = describeHabit(habit, rule.dayOf(now), rule).highest;
  return habit.highestStreak === highestStreak ? habit : { ...habit, highestStreak };
}

/**
 * Makes `day` done or not done, whichever `done` says: the toggle as an intent, so replaying it on
 * top of another tab's change (which may have made the same change) cannot undo it. The same habit
 * when `day` already is as asked, or is in the future.
 */
export function setDayDone(
  habit: Habit,
  day: number,
  done: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
  at = now,
): Habit {
  return isDone(habit, day, rule) === done ? habit : toggleDay(habit, day, now, rule, at);
}

/** Whether `habit` has a completion on `day` (a binary search over its cached days). */
export function isDone(habit: Habit, day: number, rule: DayRule = UTC_DAYS): boolean {
  return hasDay(doneDays(habit, rule), day);
}

/** Whether `day` is among the habit's skipped days. */
export function isSkipped(habit: Habit, day: number): boolean {
  return hasDay(skipDays(habit.skips), day);
}

/**
 * Marks `day` skipped or not (docs/product.md §10): any date, future ones included, but never a
 * done day (the same habit comes back). Skips are
 * stored ascending and distinct; the field goes when the last one does, so a habit that never had
 * one is stored exactly as before.
 */
export function setDaySkipped(
  habit: Habit,
  day: number,
  skipped: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const days = skipDays(habit.skips);
  if (hasDay(days, day) === skipped) return habit;
  // A done day cannot be skipped (§10.2): the skip would only lie hidden under the tick.
  if (skipped && isDone(habit, day, rule)) return habit;
  const next = skipped ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day);
  const { skips: _dropped, ...rest } = habit;
  const changed: Habit = next.length > 0 ? { ...rest, skips: next.map(isoDate) } : rest;
  return refreshHighest(changed, now, rule);
}

/** A new schedule (normalised); the same habit when it does not change what is stored. */
export function setSchedule(
  habit: Habit,
  schedule: Schedule,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const next = normalizeSchedule(schedule);
  // The same when stored exactly so; an unknown stored type saved as daily is a change.
  if (sameSchedule(habit.schedule as Schedule, next)) return habit;
  return refreshHighest({ ...habit, schedule: next }, now, rule);
}
