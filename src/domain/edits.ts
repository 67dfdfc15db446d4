import { isValidAmount, meetsTarget, normalizeMeasure, normalizeNote, readMeasure } from './amount';
import { UTC_DAYS, type DayRule } from './day-rule';
import { deleteHabit, renameHabit, type Habit } from './habit';
import {
  isDayDone,
  stampHabit,
  storedDay,
  withStoredDay,
  type DayField,
  type Measure,
} from './records';
import type { Schedule } from './schedule';
import { setDayDone, setDaySkipped, setSchedule } from './toggle';

/**
 * The user's changes, each carrying the time it was made (docs/product.md §16.4) so that two
 * copies of the data can be merged field by field. Each returns the same habit when nothing
 * changed, and records no time then.
 */

/** Stamps `field` of `day` with `now`. */
function stampDay(habit: Habit, day: number, fields: DayField[], now: number): Habit {
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

/**
 * Logs `amount` on `day` of an amount habit (§16.2), or clears it (null). The day is judged by the
 * target it was judged by before, or by the habit's target when it had no amount: changing a
 * target never re-scores a past day. A met amount makes the day done (a completion, as a tick), an
 * unmet or cleared one not done. Future days, invalid amounts and habits that count no amount are
 * left alone.
 */
export function logAmount(
  habit: Habit,
  day: number,
  amount: number | null,
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit {
  const measure = readMeasure(habit.measure);
  if (!measure || day > rule.dayOf(now)) return habit;
  if (amount !== null && !isValidAmount(amount)) return habit;
  const before = storedDay(habit, day);
  if ((before?.amount ?? null) === amount) return habit;
  const target = before?.amount !== undefined ? (before.target ?? measure.target) : measure.target;
  let next = withStoredDay(habit, day, (record) => {
    const { amount: _a, target: _t, ...rest } = record;
    const at = { ...rest.at, amount: now };
    return amount === null ? { ...rest, at } : { amount, target, ...rest, at };
  });
  const done = amount !== null && meetsTarget(amount, target, measure.goal);
  if (isDayDone(next, day, rule) !== done) {
    next = setDayDone(next, day, done, now, rule);
    next = stampDay(next, day, ['done'], now);
  }
  return next;
}

/** Sets `day`'s note (trimmed, up to 500 characters); an empty note removes it (§16.3). */
export function writeNote(habit: Habit, day: number, raw: string, now: number): Habit {
  const note = normalizeNote(raw);
  const before = storedDay(habit, day)?.note ?? '';
  if (note === before) return habit;
  return withStoredDay(habit, day, (record) => {
    const { note: _n, ...rest } = record;
    const at = { ...rest.at, note: now };
    return note === '' ? { ...rest, at } : { ...rest, note, at };
  });
}

/**
 * Makes the habit count an amount (a measure) or only done or not (null). Days already judged
 * keep their status and their amounts (§16.2); a new target judges days logged from now on.
 */
export function setMeasure(habit: Habit, measure: Measure | null, now: number): Habit {
  const next = measure ? normalizeMeasure(measure) : null;
  const current = readMeasure(habit.measure);
  if (JSON.stringify(current) === JSON.stringify(next) && (next || !('measure' in habit))) {
    return habit;
  }
  const { measure: _m, ...rest } = habit;
  return stampHabit(next ? { ...rest, measure: next } : rest, 'measure', now);
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
