import { normalizeMeasure } from '../domain/amount';
import { deleteAt, markDone, markSkipped, renameAt, rescheduleAt } from '../domain/habit/edits';
import {
  backInItsGroup,
  createHabit,
  isActive,
  normalizeGroupName,
  reorderActive,
  type Habit,
  appendHabit,
  stampHabit,
  type Measure,
  TO_BREAK,
} from '../domain/habit/model';
import { hasSlip, isDone, isSkipped } from '../domain/habit/reads';
import { markSlip } from '../domain/habit/slip-edits';
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
 * Appends a habit (every day, done or not, unless told; a habit to break, §20, when `toBreak`), in
 * `group` when given (§3.6: last in that group's list); nothing for an empty name.
 */
export const addHabit =
  (
    name: string,
    schedule?: Schedule,
    measure?: Measure | null,
    group = '',
    toBreak = false,
  ): HabitsChange =>
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
    // At the end of the stored list, it is the last of its group (§3.6), a new group the last.
    let fresh: Habit = measure ? { ...habit, measure: normalizeMeasure(measure) } : habit;
    if (groupName) fresh = { ...fresh, group: groupName };
    if (toBreak) fresh = { ...fresh, kind: TO_BREAK };
    return appendHabit(habits, fresh, stamp);
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
 * the Undo too (docs/decisions.md, "Undo, by button and by keyboard"). A move of the groups
 * made since stays: the habit goes where its group now is (`backInItsGroup`, issue 56).
 */
export const restoreHabit =
  (previous: Habit): HabitsChange =>
  (habits, _now, _rule, stamp) => {
    const next = mapHabit(habits, previous.id, (h) =>
      isActive(h) ? h : stampHabit(previous, 'deleted', stamp),
    );
    return next === habits ? habits : backInItsGroup(next, previous.id, stamp);
  };
