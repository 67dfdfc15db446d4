import type { HabitColor, Measure } from '../domain/habit/model';
import { logAmount, setMeasure, writeNote } from '../domain/habit/record-edits';
import type { Schedule } from '../domain/schedule';
import { mapHabit } from './habit-commands';
import type { HabitsChange } from './app-state';

// Amounts, notes and measures (docs/product.md §16): loaded with the parts that change them.

/** Logs an amount on `day` (today when omitted), or clears it (null): docs/product.md §16.2. */
export const logHabitAmount =
  (id: string, amount: number | null, day?: number): HabitsChange =>
  (habits, now, rule, stamp) =>
    mapHabit(habits, id, (h) => logAmount(h, day ?? rule.dayOf(now), amount, now, rule, stamp));

/** Writes `day`'s note; an empty one removes it (§16.3). */
export const noteHabitDay =
  (id: string, day: number, note: string): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => writeNote(h, day, note, stamp));

/** Makes a habit count an amount, or done or not (§16.1). */
export const measureHabit =
  (id: string, measure: Measure | null): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => setMeasure(h, measure, stamp));

/** What one Save of the Edit dialog asks for; a field left out is left as it is. */
export interface HabitEdit {
  name?: string;
  schedule?: Schedule;
  /** null: done or not (no amount). */
  measure?: Measure | null;
  /** A habit to break (§20), or one to do. */
  toBreak?: boolean;
  /** '' for no group. */
  group?: string;
  /** null: Default. */
  color?: HabitColor | null;
  description?: string;
  /** The habit's own reminder time, `HH:MM`; '' for none (§14.5). */
  remindAt?: string;
}
