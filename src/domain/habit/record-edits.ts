import { isValidAmount, meetsTarget, normalizeMeasure, readMeasure } from '../amount';
import { normalizeNote } from '../amount-input';
import { UTC_DAYS, type DayRule } from '../day-rule';
import type { Stamp } from '../hlc';
import { setDayDone, stampDay, tickMoment } from './edits';
import { stampHabit, type Habit, type Measure } from './model';
import { isDone } from './reads';
import { storedDay, withStoredDays } from './stored';

// The changes of amount habits and notes (docs/product.md §16), each with the time it was made:
// loaded with the parts that make them, never with the first paint.

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
  stamp: Stamp = now,
): Habit {
  const measure = readMeasure(habit.measure);
  if (!measure || day > rule.dayOf(now)) return habit;
  if (amount !== null && !isValidAmount(amount)) return habit;
  const before = storedDay(habit, day);
  if ((before?.amount ?? null) === amount) return habit;
  const target = before?.amount !== undefined ? (before.target ?? measure.target) : measure.target;
  let next = withStoredDays(habit, [day], (record) => {
    const { amount: _a, target: _t, ...rest } = record;
    const at = { ...rest.at, amount: stamp };
    return amount === null ? { ...rest, at } : { amount, target, ...rest, at };
  });
  const done = amount !== null && meetsTarget(amount, target, measure.goal);
  if (isDone(next, day, rule) !== done) {
    next = setDayDone(next, day, done, now, rule, tickMoment(now, stamp));
    next = stampDay(next, day, ['done'], stamp);
  }
  return next;
}

/** Sets `day`'s note (trimmed, up to 500 characters); an empty note removes it (§16.3). */
export function writeNote(habit: Habit, day: number, raw: string, stamp: Stamp): Habit {
  const note = normalizeNote(raw);
  const before = storedDay(habit, day)?.note ?? '';
  if (note === before) return habit;
  return withStoredDays(habit, [day], (record) => {
    const { note: _n, ...rest } = record;
    const at = { ...rest.at, note: stamp };
    return note === '' ? { ...rest, at } : { ...rest, note, at };
  });
}

/**
 * Makes the habit count an amount (a measure) or only done or not (null). Days already judged
 * keep their status and their amounts (§16.2); a new target judges days logged from now on.
 */
export function setMeasure(habit: Habit, measure: Measure | null, stamp: Stamp): Habit {
  const next = measure ? normalizeMeasure(measure) : null;
  const current = readMeasure(habit.measure);
  // A stored measure this version cannot read (a newer goal) reads as none: asking for none keeps
  // it as it is (§16.5).
  if (JSON.stringify(current) === JSON.stringify(next)) return habit;
  const { measure: _m, ...rest } = habit;
  return stampHabit(next ? { ...rest, measure: next } : rest, 'measure', stamp);
}
