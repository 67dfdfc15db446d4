import { UTC_DAYS, type DayRule } from './day-rule';
import { deleteHabit, renameHabit, type Habit } from './habit';
import { stampParts, type Stamp } from './hlc';
import { stampHabit, withStoredDay, type DayField } from './records';
import type { Schedule } from './schedule';
import { setDayDone, setDaySkipped, setSchedule } from './toggle';

/**
 * The user's changes, each carrying the time it was made (docs/product.md §16.4) so that two
 * copies of the data can be merged field by field. `now` is the wall clock (a tick's moment, the
 * day of "today"); `stamp` the change time (a clock reading on a device that syncs, hlc.ts, else
 * `now`). Each returns the same habit when nothing changed, and records no time then. Amounts,
 * notes and measures: record-edits.ts (loaded on first use).
 */

/** Stamps `fields` of `day` with `stamp`. */
export function stampDay(habit: Habit, day: number, fields: DayField[], stamp: Stamp): Habit {
  return withStoredDay(habit, day, (record) => {
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
