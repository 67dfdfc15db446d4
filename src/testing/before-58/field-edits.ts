import type { Stamp } from '../../domain/hlc';
import { isReminderTime } from '../../domain/reminder-settings';
import {
  colorOf,
  descriptionOf,
  DESCRIPTION_MAX_LENGTH,
  groupOf,
  isBlankName,
  isArchived,
  normalizeGroupName,
  stampHabit,
  trimmedTo,
  type Habit,
  type HabitColor,
} from '../../domain/habit/model';

/**
 * The edits of a habit's optional fields (docs/product.md §3.6, §14.5): group, colour, description,
 * archive and its own reminder time, each with its change time. Only the Edit dialog, the group commands and the archive
 * reach them, all loaded on first use: this module stays out of the first paint, as model.ts and
 * edits.ts are in it.
 */

/** The optional habit fields of §3.6 and §14.5, which are absent at their default. */
export type OptionalField = 'group' | 'archived' | 'color' | 'description' | 'remindAt';

/**
 * The habit with optional field `field` set to `value` (undefined: the default, the key removed)
 * and its change time set to `stamp`; the same habit when the stored value is already that. A
 * changed value keeps its key's place, so the habit's JSON changes only where it must.
 */
export function setOptionalAt(
  habit: Habit,
  field: OptionalField,
  value: string | true | undefined,
  stamp: Stamp,
): Habit {
  if (habit[field] === value) return habit;
  if (value !== undefined) return stampHabit({ ...habit, [field]: value }, field, stamp);
  const { [field]: _old, ...rest } = habit;
  return stampHabit(rest as Habit, field, stamp);
}

/**
 * Puts the habit in group `raw` (trimmed, up to 32 characters; blank: no group), §3.6. Unchanged
 * is judged before the cap, like a rename, so a longer stored name survives a Save without typing.
 */
export function setGroupAt(habit: Habit, raw: string, stamp: Stamp): Habit {
  if (raw.trim() === groupOf(habit)) return habit;
  const group = normalizeGroupName(raw);
  if (group === groupOf(habit)) return habit;
  return setOptionalAt(habit, 'group', group || undefined, stamp);
}

/**
 * Gives the habit a colour, or Default (null), §3.6. A stored colour this version does not know
 * reads as Default: asking for Default keeps it as it is.
 */
export function setColorAt(habit: Habit, color: HabitColor | null, stamp: Stamp): Habit {
  if (colorOf(habit) === color) return habit;
  return setOptionalAt(habit, 'color', color ?? undefined, stamp);
}

/** Sets the description (trimmed, up to 200 characters; blank removes it), §3.6. */
export function setDescriptionAt(habit: Habit, raw: string, stamp: Stamp): Habit {
  if (raw.trim() === descriptionOf(habit)) return habit;
  const text = normalizeDescription(raw);
  if (text === descriptionOf(habit)) return habit;
  return setOptionalAt(habit, 'description', text || undefined, stamp);
}

/** The habit's own reminder time (§14.5), or null for none (absent, or a value not `HH:MM`). */
export function remindAtOf(habit: Habit): string | null {
  return isReminderTime(habit.remindAt) ? habit.remindAt : null;
}

/**
 * Sets the habit's own reminder time (docs/product.md §14.5): `HH:MM`, or '' for none (the key
 * removed). A stored value this version cannot read is kept when none is asked for again.
 */
export function setRemindAtAt(habit: Habit, time: string, stamp: Stamp): Habit {
  if ((remindAtOf(habit) ?? '') === time) return habit;
  if (time !== '' && !isReminderTime(time)) return habit;
  return setOptionalAt(habit, 'remindAt', time || undefined, stamp);
}

/** Archives the habit, or restores it (§3.6): it keeps its slot, its group and its history. */
export function archiveAt(habit: Habit, archived: boolean, stamp: Stamp): Habit {
  if (isArchived(habit) === archived) return habit;
  return setOptionalAt(habit, 'archived', archived || undefined, stamp);
}

/** A description as typed, trimmed and cut to 200 UTF-16 units; '' for none. */
export function normalizeDescription(raw: string): string {
  const text = trimmedTo(raw, DESCRIPTION_MAX_LENGTH);
  return isBlankName(text) ? '' : text;
}
