import {
  renameAt,
  rescheduleAt,
  setColorAt,
  setDescriptionAt,
  setGroupAt,
} from '../domain/habit/edits';
import { moveHabit } from '../domain/habit/groups';
import { groupOf, type HabitColor, type Measure } from '../domain/habit/model';
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
  /** '' for no group. */
  group?: string;
  /** null: Default. */
  color?: HabitColor | null;
  description?: string;
}

/**
 * One Save of the Edit dialog (§3.6, §9, §10, §16.1): each field that changed is written and
 * stamped, the others are left as they are. A habit moved to another group goes last in it.
 */
export const editHabit =
  (id: string, edit: HabitEdit): HabitsChange =>
  (habits, now, rule, stamp) => {
    let next = mapHabit(habits, id, (h) => {
      let habit = h;
      if (edit.name !== undefined) habit = renameAt(habit, edit.name, stamp);
      if (edit.schedule !== undefined) habit = rescheduleAt(habit, edit.schedule, now, rule, stamp);
      if (edit.measure !== undefined) habit = setMeasure(habit, edit.measure, stamp);
      if (edit.color !== undefined) habit = setColorAt(habit, edit.color, stamp);
      if (edit.description !== undefined) habit = setDescriptionAt(habit, edit.description, stamp);
      return habit;
    });
    const habit = next.find((h) => h.id === id);
    if (habit && edit.group !== undefined && setGroupAt(habit, edit.group, stamp) !== habit) {
      const group = groupOf(setGroupAt(habit, edit.group, stamp));
      next = moveHabit(next, id, { group, beforeId: null }, stamp);
    }
    return next;
  };
