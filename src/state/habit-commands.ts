import {
  createHabit,
  deleteHabit,
  isActive,
  renameHabit,
  reorderActive,
  type Habit,
} from '../domain/habit';
import type { Schedule } from '../domain/schedule';
import { isDone, isSkipped, setDayDone, setDaySkipped, setSchedule } from '../domain/toggle';
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

/** Appends a habit (every day unless told); nothing for an empty name. */
export const addHabit =
  (name: string, schedule?: Schedule): HabitsChange =>
  (habits, now) => {
    const habit = createHabit(
      name,
      now,
      habits.map((h) => h.id),
      schedule,
    );
    return habit ? [...habits, habit] : habits;
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
      return setDayDone(h, target, done, now, rule);
    });
};

/** Marks `day` skipped, or not: decided once, like a toggle. */
export const toggleHabitSkip = (id: string, day: number): HabitsChange => {
  let skipped: boolean | undefined;
  return (habits, now, rule) =>
    mapHabit(habits, id, (h) => {
      skipped ??= !isSkipped(h, day);
      return setDaySkipped(h, day, skipped, now, rule);
    });
};

export const scheduleHabit =
  (id: string, schedule: Schedule): HabitsChange =>
  (habits, now, rule) =>
    mapHabit(habits, id, (h) => setSchedule(h, schedule, now, rule));

export const renameHabitTo =
  (id: string, name: string): HabitsChange =>
  (habits) =>
    mapHabit(habits, id, (h) => renameHabit(h, name));

/** Soft-deletes an active habit; run with the 'delete' badge event. */
export const removeHabit =
  (id: string): HabitsChange =>
  (habits) =>
    mapHabit(habits, id, (h) => (isActive(h) ? deleteHabit(h) : h));

export const moveHabit =
  (fromId: string, toId: string): HabitsChange =>
  (habits) =>
    reorderActive(habits, fromId, toId);

/** Puts back `previous` (the habit as it was before its delete) in its own stored slot. */
export const restoreHabit =
  (previous: Habit): HabitsChange =>
  (habits) =>
    mapHabit(habits, previous.id, (h) => (isActive(h) ? h : previous));
