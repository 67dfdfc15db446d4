import { hasSlip } from '../domain/habit/reads';
import { markSlip } from '../domain/habit/slip-edits';
import type { HabitsChange } from './app-state';
import { mapHabit } from './habit-commands';

// Logging or clearing a habit to break's slip (docs/product.md §20.3): loaded on first use, never
// with the first paint.

/**
 * Logs a slip of a habit to break on `day` (today, from the clock at the change, when omitted), or
 * clears it (§20.3): decided once, like a toggle.
 */
export const toggleHabitSlip = (id: string, day?: number): HabitsChange => {
  let slip: boolean | undefined;
  return (habits, now, rule, stamp) =>
    mapHabit(habits, id, (h) => {
      const target = day ?? rule.dayOf(now);
      slip ??= !hasSlip(h, target);
      return markSlip(h, target, slip, now, rule, stamp);
    });
};
