import { normalizeMeasure } from '../domain/amount';
import {
  archiveAt,
  deleteAt,
  markDone,
  markSkipped,
  renameAt,
  rescheduleAt,
} from '../domain/habit/edits';
import {
  moveGroup,
  moveHabit as moveHabitTo,
  renameGroup,
  ungroup,
  type HabitPlace,
} from '../domain/habit/groups';
import {
  createHabit,
  isActive,
  normalizeGroupName,
  reorderActive,
  type Habit,
  appendHabit,
  stampHabit,
  type Measure,
} from '../domain/habit/model';
import { isDone, isSkipped } from '../domain/habit/reads';
import type { Schedule } from '../domain/schedule';
import type { HabitsChange } from './app-state';

/** Replaces habit `id` with `update(habit)`; the same list when nothing changed. */
export function mapHabit(
  habits: readonly Habit[],
  id: string,
  update: (habit: Habit) => Habit,
): readonly Habit[] {
  const index = habits.findIndex((h) => h.id === id);
  const habit = habits[index];
  if (!habit) return habits;
  const next = update(habit);
  if (next === habit) return habits;
  const copy = [...habits];
  copy[index] = next;
  return copy;
}

/**
 * Appends a habit (every day, done or not, unless told), in `group` when given (§3.6: last in that
 * group's list); nothing for an empty name.
 */
export const addHabit =
  (name: string, schedule?: Schedule, measure?: Measure | null, group = ''): HabitsChange =>
  (habits, now, _rule, stamp) => {
    const habit = createHabit(
      name,
      now,
      habits.map((h) => h.id),
      schedule,
    );
    if (!habit) return habits;
    const groupName = normalizeGroupName(group);
    // A new habit's fields date from its creation: no change times of its own (but its place).
    let fresh: Habit = measure ? { ...habit, measure: normalizeMeasure(measure) } : habit;
    if (groupName) fresh = { ...fresh, group: groupName };
    const added = appendHabit(habits, fresh, stamp);
    return groupName
      ? moveHabitTo(added, habit.id, { group: groupName, beforeId: null }, stamp)
      : added;
  };

/**
 * Toggles `day`, or today when `day` is omitted (today from the clock at the moment of the change,
 * never a stored day). The flip is decided once, on the list the user saw ("done" or "not done");
 * a replay on top of another tab's write applies that intent again, not another flip.
 */
export const toggleHabitDay = (id: string, day?: number): HabitsChange => {
  let done: boolean | undefined;
  return (habits, now, rule, stamp) =>
    mapHabit(habits, id, (h) => {
      const target = day ?? rule.dayOf(now);
      done ??= !isDone(h, target, rule);
      return markDone(h, target, done, now, rule, stamp);
    });
};

/** Marks `day` skipped, or not: decided once, like a toggle. */
export const toggleHabitSkip = (id: string, day: number): HabitsChange => {
  let skipped: boolean | undefined;
  return (habits, now, rule, stamp) =>
    mapHabit(habits, id, (h) => {
      skipped ??= !isSkipped(h, day);
      return markSkipped(h, day, skipped, now, rule, stamp);
    });
};

export const scheduleHabit =
  (id: string, schedule: Schedule): HabitsChange =>
  (habits, now, rule, stamp) =>
    mapHabit(habits, id, (h) => rescheduleAt(h, schedule, now, rule, stamp));

export const renameHabitTo =
  (id: string, name: string): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => renameAt(h, name, stamp));

/** Soft-deletes an active habit; run with the 'delete' badge event. */
export const removeHabit =
  (id: string): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => (isActive(h) ? deleteAt(h, stamp) : h));

export const moveHabit =
  (fromId: string, toId: string): HabitsChange =>
  (habits, _now, _rule, stamp) => {
    const next = reorderActive(habits, fromId, toId);
    return next === habits
      ? habits
      : next.map((h) => (h.id === fromId ? stampHabit(h, 'order', stamp) : h));
  };

/**
 * Puts back `previous` (the habit as it was before its delete) in its own stored slot, with the
 * time of the Undo as its deletion's change time: a device that already merged the delete takes
 * the Undo too (docs/decisions.md, "Sync between devices": Undo of a delete).
 */
export const restoreHabit =
  (previous: Habit): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, previous.id, (h) =>
      isActive(h) ? h : stampHabit(previous, 'deleted', stamp),
    );

/** Archives a habit, or restores it to its group and its old place (§3.6). */
export const archiveHabit =
  (id: string, archived: boolean): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => (isActive(h) ? archiveAt(h, archived, stamp) : h));

/** Renames group `from` on each of its habits (§3.6); a blank name changes nothing. */
export const renameHabitGroup =
  (from: string, to: string): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    renameGroup(habits, from, to, stamp);

/** Moves a group one place up or down, its habits as one block (§3.6). */
export const moveHabitGroup =
  (name: string, direction: 'up' | 'down'): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    moveGroup(habits, name, direction, stamp);

/** Returns a group's habits to no group; nothing is deleted (§3.6). */
export const ungroupHabits =
  (name: string): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    ungroup(habits, name, stamp);

/** Moves a habit into a group's list ('' for none), before a habit of it or last (§3.6). */
export const placeHabit =
  (id: string, place: HabitPlace): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    moveHabitTo(habits, id, place, stamp);
