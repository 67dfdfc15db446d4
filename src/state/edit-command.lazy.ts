import { normalizeMeasure } from '../domain/amount';
import { renameAt, rescheduleAt } from '../domain/habit/edits';
import {
  normalizeDescription,
  setColorAt,
  setDescriptionAt,
  setGroupAt,
  setFieldAt,
  setReminderTimeAt,
} from '../domain/habit/field-edits';
import { moveHabit } from '../domain/habit/groups';
import { groupOf, normalizeGroupName, normalizeName, TO_BREAK } from '../domain/habit/model';
import { setMeasure } from '../domain/habit/record-edits';
import { normalizeSchedule } from '../domain/schedule';
import type { HabitsChange } from './app-state';
import { mapHabit } from './habit-commands';
import type { HabitEdit } from './record-commands';

// The Edit dialog's Save (docs/product.md §3.6): loaded on first use (use-record-actions.ts).

/** Each field's value as it would be stored, so that only a real change counts as one. */
const asStored: { [K in keyof HabitEdit]-?: (value: NonNullable<HabitEdit[K]>) => unknown } = {
  name: normalizeName,
  schedule: (schedule) => JSON.stringify(normalizeSchedule(schedule)),
  measure: (measure) => JSON.stringify(normalizeMeasure(measure)),
  toBreak: (toBreak) => toBreak,
  group: normalizeGroupName,
  color: (color) => color,
  description: normalizeDescription,
  remindAt: (time) => time,
};

/**
 * The fields of `edit` the person changed: those that differ from what the dialog opened with
 * (`opened`). A field they did not touch is left out, so it keeps what the store holds at Save,
 * which another tab or a synced device may have changed meanwhile (issue 56).
 */
export function changedFields(edit: HabitEdit, opened: HabitEdit): HabitEdit {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(edit) as (keyof HabitEdit)[]) {
    const value = edit[key];
    if (value === undefined) continue;
    const before = opened[key];
    const read = asStored[key] as (v: unknown) => unknown;
    const same =
      before === value ||
      (before !== undefined && before !== null && value !== null && read(before) === read(value));
    if (!same) changed[key] = value;
  }
  return changed as HabitEdit;
}

/**
 * One Save of the Edit dialog (§3.6, §9, §10, §14.5, §16.1): each field the person changed in
 * the dialog (`saved` against `opened`, the values it opened with; without them, every field of
 * `saved`) is written and stamped, the others are left as the store has them. A habit moved to
 * another group goes last in it.
 */
export const editHabit =
  (id: string, saved: HabitEdit, opened: HabitEdit = {}): HabitsChange =>
  (habits, now, rule, stamp) => {
    const edit = changedFields(saved, opened);
    let next = mapHabit(habits, id, (h) => {
      let habit = h;
      if (edit.name !== undefined) habit = renameAt(habit, edit.name, stamp);
      if (edit.schedule !== undefined) habit = rescheduleAt(habit, edit.schedule, now, rule, stamp);
      if (edit.measure !== undefined) habit = setMeasure(habit, edit.measure, stamp);
      if (edit.toBreak !== undefined)
        habit = setFieldAt(habit, 'kind', edit.toBreak ? TO_BREAK : '', stamp);
      if (edit.color !== undefined) habit = setColorAt(habit, edit.color, stamp);
      if (edit.description !== undefined) habit = setDescriptionAt(habit, edit.description, stamp);
      if (edit.remindAt !== undefined) habit = setReminderTimeAt(habit, edit.remindAt, stamp);
      return habit;
    });
    const habit = next.find((h) => h.id === id);
    if (habit && edit.group !== undefined && setGroupAt(habit, edit.group, stamp) !== habit) {
      const group = groupOf(setGroupAt(habit, edit.group, stamp));
      next = moveHabit(next, id, { group, beforeId: null }, stamp);
    }
    return next;
  };
