import { UTC_DAYS, type DayRule } from '../day-rule';
import { hasDay, momentOf } from '../days';
import { stampParts, type Stamp } from '../hlc';
import { normalizeSchedule, sameSchedule, type Schedule } from '../schedule';
import { deleteHabit, renameHabit, stampHabit, type DayField, type Habit } from './model';
import { isDone, skippedDays } from './reads';
import {
  bucketTimes,
  completionDay,
  completionTimes,
  pinnedDates,
  withSkipDays,
  withStoredDays,
} from './stored';
import { describeHabit } from './view';

/**
 * The user's changes, each carrying the time it was made (docs/product.md §16.4) so that two
 * copies of the data can be merged field by field. `now` is the wall clock (a tick's moment, the
 * day of "today"); `stamp` the change time (a clock reading on a device that syncs, hlc.ts, else
 * `now`). Each returns the same habit when nothing changed, and records no time then. Amounts,
 * notes and measures: record-edits.ts (loaded on first use). The plain changes at the end
 * (`toggleDay`, `setDayDone`, `setDaySkipped`, `setSchedule`, `refreshHighest`) record no time:
 * the edits above, the merge and the import build on them.
 */

/** Stamps `fields` of `day` with `stamp`. */
export function stampDay(habit: Habit, day: number, fields: DayField[], stamp: Stamp): Habit {
  return withStoredDays(habit, [day], (record) => {
    const at = { ...record.at };
    for (const field of fields) at[field] = stamp;
    return { ...record, at };
  });
}

/**
 * Makes `day` done or not (§5.1), with the change's time in the day's record. A tick of today is
 * stored as the moment it happened, and that time is the moment's: it pins the moment to the date
 * the person saw (`pinnedDates`, §4.7), on every device whatever its day rule. The moment is the
 * change time's own wall time, which a merged later time may have moved past `now`.
 */
export function markDone(
  habit: Habit,
  day: number,
  done: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): Habit {
  const next = setDayDone(habit, day, done, now, rule, tickMoment(now, stamp));
  return next === habit ? habit : stampDay(next, day, ['done'], stamp);
}

/** The moment a tick of today made at `now` with change time `stamp` is stored at. */
export function tickMoment(now: number, stamp: Stamp): number {
  return Math.max(now, stampParts(stamp)[0]);
}

/** Marks `day` skipped or not (§10): never a done day. */
export function markSkipped(
  habit: Habit,
  day: number,
  skipped: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): Habit {
  const next = setDaySkipped(habit, day, skipped, now, rule);
  return next === habit ? habit : stampDay(next, day, ['skip'], stamp);
}

export function renameAt(habit: Habit, name: string, stamp: Stamp): Habit {
  const next = renameHabit(habit, name);
  return next === habit ? habit : stampHabit(next, 'name', stamp);
}

export function rescheduleAt(
  habit: Habit,
  schedule: Schedule,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): Habit {
  const next = setSchedule(habit, schedule, now, rule);
  return next === habit ? habit : stampHabit(next, 'schedule', stamp);
}

/** Soft delete (§3.2) with its time: the habit stays as a tombstone that merges win over. */
export function deleteAt(habit: Habit, stamp: Stamp): Habit {
  return stampHabit(deleteHabit(habit), 'deleted', stamp);
}

/**
 * docs/product.md §5.1: if `day` has a completion, every completion of that day is removed;
 * otherwise one is added: `now` when `day` is today, the date mark of `day` (12:00:00.000 UTC,
 * §4.7) for a past day. A future day is left alone. Days are those of `rule` (§4), a tick of today
 * on the date it was ticked (`completionDay`). Buckets are rebuilt, so empty ones vanish, and
 * `highestStreak` is recomputed from all completions. `at` is the moment a tick of today records
 * (`markDone` passes its change time's, which a merged clock may have moved past `now`); when that
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
  const days = skippedDays(habit);
  if (hasDay(days, day) === skipped) return habit;
  // A done day cannot be skipped (§10.2): the skip would only lie hidden under the tick.
  if (skipped && isDone(habit, day, rule)) return habit;
  const next = skipped ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day);
  return refreshHighest(withSkipDays(habit, next), now, rule);
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
