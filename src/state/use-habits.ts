import { useCallback, useMemo } from 'react';
import type { BadgeEvent } from '../domain/badges';
import { isActive, type Habit, type Measure } from '../domain/habit/model';
import type { Schedule } from '../domain/schedule';
import { requestPersistence } from '../platform/device-storage';
import { useAppSelector, useAppStore } from './app-store-context';
import type { HabitsChange } from './app-store';
import {
  addHabit,
  moveHabit,
  renameHabitTo,
  scheduleHabit,
  toggleHabitDay,
  toggleHabitSkip,
} from './habit-commands';

/** The active habits in display order; a new array only when the habits change. */
export function useActiveHabits(): Habit[] {
  const habits = useAppSelector((s) => s.habits);
  return useMemo(() => habits.filter(isActive), [habits]);
}

/** Whether any habit is active; re-renders only when that changes. */
export function useHasActiveHabits(): boolean {
  return useAppSelector((s) => s.habits.some(isActive));
}

/**
 * The ids of the active habits, in order: a new array only when ids are added, removed or
 * reordered, never on a toggle or rename.
 */
export function useActiveHabitIds(): string[] {
  const key = useAppSelector((s) => JSON.stringify(s.habits.filter(isActive).map((h) => h.id)));
  return useMemo(() => JSON.parse(key) as string[], [key]);
}

/** Reads the active habits now, without subscribing (for announcements made during a drag). */
export function useActiveHabitsReader(): () => Habit[] {
  const store = useAppStore();
  return useCallback(() => store.getState().habits.filter(isActive), [store]);
}

/** One habit by id; re-renders only when that habit changes. */
export function useHabit(id: string): Habit | undefined {
  return useAppSelector((s) => s.habits.find((h) => h.id === id));
}

export interface HabitActions {
  /** Adds a habit; with a measure, an amount habit (docs/product.md §16.1). */
  add(name: string, schedule?: Schedule, measure?: Measure | null): void;
  toggle(id: string, day?: number): void;
  /** Marks a day skipped or not (docs/product.md §10). */
  toggleSkip(id: string, day: number): void;
  setSchedule(id: string, schedule: Schedule): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
  move(fromId: string, toId: string): void;
  /** Restores the last deleted habit, if Undo is still offered. */
  undoDelete(): void;
}

/** Stable action functions (safe to pass to memoised cards). */
export function useHabitActions(): HabitActions {
  const store = useAppStore();
  return useMemo(() => {
    const run = (change: HabitsChange, event?: BadgeEvent) => store.changeHabits(change, event);
    return {
      add: (name, schedule, measure) => {
        const first = !store.getState().habits.some(isActive);
        run(addHabit(name, schedule, measure));
        // Ask the browser to keep our data once there is something worth keeping.
        if (first && store.getState().habits.some(isActive)) void requestPersistence();
      },
      toggle: (id, day) => run(toggleHabitDay(id, day)),
      toggleSkip: (id, day) => run(toggleHabitSkip(id, day)),
      setSchedule: (id, schedule) => run(scheduleHabit(id, schedule)),
      rename: (id, name) => run(renameHabitTo(id, name)),
      remove: store.deleteHabit,
      move: (fromId, toId) => run(moveHabit(fromId, toId)),
      undoDelete: store.undoDelete,
    };
  }, [store]);
}

/** The habit whose delete can still be undone. */
export function useLastDeleted(): Habit | null {
  return useAppSelector((s) => s.lastDeleted);
}
