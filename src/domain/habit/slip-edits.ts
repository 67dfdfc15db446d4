import { UTC_DAYS, type DayRule } from '../day-rule';
import type { Stamp } from '../hlc';
import { refreshHighest } from './edits';
import type { Habit } from './model';
import { hasSlip } from './reads';
import { withStoredDays } from './stored';

// A habit to break's slips (docs/product.md §20.3): the edit a slip's button and its tick link
// make. Reading slips is reads.ts's.

/**
 * Logs a slip of a habit to break on `day`, or clears it (§20.3), with its change time in the
 * day's record: a slip is the day's `slip: true`, a cleared one leaves only its time, so a merge
 * takes the later of the two. Any day up to today (of `rule` at `now`); the same habit when the
 * day already is as asked, or is in the future.
 */
export function markSlip(
  habit: Habit,
  day: number,
  slip: boolean,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): Habit {
  if (day > rule.dayOf(now) || hasSlip(habit, day) === slip) return habit;
  const next = withStoredDays(habit, [day], (record) => {
    const { slip: _s, ...rest } = record;
    const at = { ...rest.at, slip: stamp };
    return slip ? { ...rest, slip: true, at } : { ...rest, at };
  });
  return refreshHighest(next, now, rule);
}
