import { archiveAt } from '../domain/habit/field-edits';
import {
  moveGroup,
  moveHabit as moveHabitTo,
  renameGroup,
  ungroup,
  type HabitPlace,
} from '../domain/habit/groups';
import { isActive } from '../domain/habit/model';
import type { HabitsChange } from './app-state';
import { mapHabit } from './habit-commands';

// Archive and the group edits (docs/product.md §3.6): loaded on first use (use-habits.ts), never
// with the first paint.

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
