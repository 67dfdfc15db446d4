import { UTC_DAYS, type DayRule } from './day-rule';
import { deleteHabit, renameHabit, type Habit } from './habit';
import { stampHabit, storedDay, withStoredDay, type DayField } from './records';
import type { Schedule } from './schedule';
import { setDayDone, setDaySkipped, setSchedule } from './toggle';

/**
 * The user's changes, each carrying the time it was made (docs/product.md §16.4) so that two
 * copies of the data can be merged field by field. Each returns the same habit when nothing
 * changed, and records no time then. Amounts, notes and measures: record-edits.ts (loaded on
 * first use).
 */

/** Stamps `field` of `day` with `now`. */
export function stampDay(habit: Habit, day: number, fields: DayField[], now: number): Habit {
  return withStoredDay(habit, day, (record) => {
    const at = { ...record.at };
    for (const field of fields) at[field] = now;
    return { ...record, at };
  });
}

/**
 * Makes `day` done or not (§5.1). A tick of today is stored as the moment it happened, which is
 * its own change time; an un-tick and a past day's tick store the time of the change.
 */
export function markDone(
  habit: Habit,
  day: number,
  done: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const next = setDayDone(habit, day, done, now, rule);
  if (next === habit) return habit;
  if (done && day === rule.dayOf(now) && storedDay(habit, day)?.at?.done === undefined) return next;
  return stampDay(next, day, ['done'], now);
}

/** Marks `day` skipped or not (§10): never a done day. */
export function markSkipped(
  habit: Habit,
  day: number,
  skipped: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const next = setDaySkipped(habit, day, skipped, now, rule);
  return next === habit ? habit : stampDay(next, day, ['skip'], now);
}

export function renameAt(habit: Habit, name: string, now: number): Habit {
  const next = renameHabit(habit, name);
  return next === habit ? habit : stampHabit(next, 'name', now);
}

export function rescheduleAt(
  habit: Habit,
  schedule: Schedule,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const next = setSchedule(habit, schedule, now, rule);
  return next === habit ? habit : stampHabit(next, 'schedule', now);
}

/** Soft delete (§3.2) with its time: the habit stays as a tombstone that merges win over. */
export function deleteAt(habit: Habit, now: number): Habit {
  return stampHabit(deleteHabit(habit), 'deleted', now);
}
