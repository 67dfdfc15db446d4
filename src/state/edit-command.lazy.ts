import { renameAt, rescheduleAt } from '../domain/habit/edits';
import {
  setColorAt,
  setDescriptionAt,
  setGroupAt,
  setRemindAtAt,
} from '../domain/habit/field-edits';
import { moveHabit } from '../domain/habit/groups';
import { groupOf } from '../domain/habit/model';
import { setMeasure } from '../domain/habit/record-edits';
import type { HabitsChange } from './app-state';
import { mapHabit } from './habit-commands';
import type { HabitEdit } from './record-commands';

// The Edit dialog's Save (docs/product.md §3.6): loaded on first use (use-record-actions.ts).

/**
 * One Save of the Edit dialog (§3.6, §9, §10, §14.5, §16.1): each field that changed is written and
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
      if (edit.remindAt !== undefined) habit = setRemindAtAt(habit, edit.remindAt, stamp);
      return habit;
    });
    const habit = next.find((h) => h.id === id);
    if (habit && edit.group !== undefined && setGroupAt(habit, edit.group, stamp) !== habit) {
      const group = groupOf(setGroupAt(habit, edit.group, stamp));
      next = moveHabit(next, id, { group, beforeId: null }, stamp);
    }
    return next;
  };
