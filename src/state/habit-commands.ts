import {
  deleteAt,
  logAmount,
  markDone,
  markSkipped,
  renameAt,
  rescheduleAt,
  setMeasure,
  writeNote,
} from '../domain/edits';
import { createHabit, isActive, reorderActive, type Habit } from '../domain/habit';
import { stampHabit, type Measure } from '../domain/records';
import type { Schedule } from '../domain/schedule';
import { isDone, isSkipped } from '../domain/toggle';
import type { HabitsChange } from './store-parts';

/** Replaces habit `id` with `update(habit)`; the same list when nothing changed. */
function mapHabit(
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

/** Appends a habit (every day, done or not, unless told); nothing for an empty name. */
export const addHabit =
  (name: string, schedule?: Schedule, measure?: Measure | null): HabitsChange =>
  (habits, now) => {
    const habit = createHabit(
      name,
      now,
      habits.map((h) => h.id),
      schedule,
    );
    if (!habit) return habits;
    // A new habit's fields date from its creation: only the measure is set apart, as a field.
    const { changedAt: _c, ...made } = measure ? setMeasure(habit, measure, now) : habit;
    return [...habits, made];
  };

/**
 * Toggles `day`, or today when `day` is omitted (today from the clock at the moment of the change,
 * never a stored day). The flip is decided once, on the list the user saw ("done" or "not done");
 * a replay on top of another tab's write applies that intent again, not another flip.
 */
export const toggleHabitDay = (id: string, day?: number): HabitsChange => {
  let done: boolean | undefined;
  return (habits, now, rule) =>
    mapHabit(habits, id, (h) => {
      const target = day ?? rule.dayOf(now);
      done ??= !isDone(h, target, rule);
      return markDone(h, target, done, now, rule);
    });
};

/** Marks `day` skipped, or not: decided once, like a toggle. */
export const toggleHabitSkip = (id: string, day: number): HabitsChange => {
  let skipped: boolean | undefined;
  return (habits, now, rule) =>
    mapHabit(habits, id, (h) => {
      skipped ??= !isSkipped(h, day);
      return markSkipped(h, day, skipped, now, rule);
    });
};

export const scheduleHabit =
  (id: string, schedule: Schedule): HabitsChange =>
  (habits, now, rule) =>
    mapHabit(habits, id, (h) => rescheduleAt(h, schedule, now, rule));

export const renameHabitTo =
  (id: string, name: string): HabitsChange =>
  (habits, now) =>
    mapHabit(habits, id, (h) => renameAt(h, name, now));

/** Soft-deletes an active habit; run with the 'delete' badge event. */
export const removeHabit =
  (id: string): HabitsChange =>
  (habits, now) =>
    mapHabit(habits, id, (h) => (isActive(h) ? deleteAt(h, now) : h));

export const moveHabit =
  (fromId: string, toId: string): HabitsChange =>
  (habits, now) => {
    const next = reorderActive(habits, fromId, toId);
    return next === habits
      ? habits
      : next.map((h) => (h.id === fromId ? stampHabit(h, 'order', now) : h));
  };

/**
 * Puts back `previous` (the habit as it was before its delete) in its own stored slot, byte for
 * byte: Undo takes the delete back as if it never happened, its change time included
 * (docs/decisions.md, the records of 1.3).
 */
export const restoreHabit =
  (previous: Habit): HabitsChange =>
  (habits) =>
    mapHabit(habits, previous.id, (h) => (isActive(h) ? h : previous));

/** Logs an amount on `day` (today when omitted), or clears it (null): docs/product.md §16.2. */
export const logHabitAmount =
  (id: string, amount: number | null, day?: number): HabitsChange =>
  (habits, now, rule) =>
    mapHabit(habits, id, (h) => logAmount(h, day ?? rule.dayOf(now), amount, now, rule));

/** Writes `day`'s note; an empty one removes it (§16.3). */
export const noteHabitDay =
  (id: string, day: number, note: string): HabitsChange =>
  (habits, now) =>
    mapHabit(habits, id, (h) => writeNote(h, day, note, now));

/** Makes a habit count an amount, or done or not (§16.1). */
export const measureHabit =
  (id: string, measure: Measure | null): HabitsChange =>
  (habits, now) =>
    mapHabit(habits, id, (h) => setMeasure(h, measure, now));
