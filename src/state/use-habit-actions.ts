import { useMemo } from 'react';
import type { BadgeEvent } from '../domain/badges';
import { isActive, type Measure, type Pause } from '../domain/habit/model';
import type { Schedule } from '../domain/schedule';
import { requestPersistence } from '../platform/device-storage';
import { useAppStore } from './app-store-context';
import type { HabitsChange } from './app-store';
import {
  addHabit,
  moveHabit,
  renameHabitTo,
  scheduleHabit,
  toggleHabitDay,
  toggleHabitSkip,
  toggleHabitSlip,
} from './habit-commands';

export interface HabitActions {
  /**
   * Adds a habit; with a measure, an amount habit (docs/product.md §16.1); with a group, last in
   * that group (§3.6).
   */
  add(
    name: string,
    schedule?: Schedule,
    measure?: Measure | null,
    group?: string,
    /** A habit to break (§20). */
    toBreak?: boolean,
  ): void;
  toggle(id: string, day?: number): void;
  /** Logs a slip of a habit to break on `day` (today when omitted), or clears it (§20.3). */
  toggleSlip(id: string, day?: number): void;
  /** Marks a day skipped or not (docs/product.md §10). */
  toggleSkip(id: string, day: number): void;
  setSchedule(id: string, schedule: Schedule): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
  move(fromId: string, toId: string): void;
  /** Restores the last deleted habit, if Undo is still offered. */
  undoDelete(): void;
  // Archive applies once its code has loaded (a moment after the call, the first time).
  /** Archives a habit (true), or restores it to its group and old place (false): §3.6. */
  archive(id: string, archived: boolean): void;
  /** Ends `pause` from today on every habit it paused, and on no other (§10.9), once loaded. */
  endPause(pause: Pause): void;
}

/** Stable action functions (safe to pass to memoised cards). */
export function useHabitActions(): HabitActions {
  const store = useAppStore();
  return useMemo(() => {
    const run = (change: HabitsChange, event?: BadgeEvent) => store.changeHabits(change, event);
    // Archive and the group edits load on first use (their code is no part of the first paint).
    const groups = () => import('./group-commands.lazy');
    return {
      add: (name, schedule, measure, group, toBreak) => {
        const first = !store.getState().habits.some(isActive);
        run(addHabit(name, schedule, measure, group, toBreak));
        // Ask the browser to keep our data once there is something worth keeping.
        if (first && store.getState().habits.some(isActive)) void requestPersistence();
      },
      toggle: (id, day) => run(toggleHabitDay(id, day)),
      toggleSkip: (id, day) => run(toggleHabitSkip(id, day)),
      // At once, as a tick: the button shows it in the same frame (a snapshot's held tap too).
      toggleSlip: (id, day) => run(toggleHabitSlip(id, day)),
      setSchedule: (id, schedule) => run(scheduleHabit(id, schedule)),
      rename: (id, name) => run(renameHabitTo(id, name)),
      remove: store.deleteHabit,
      move: (fromId, toId) => run(moveHabit(fromId, toId)),
      undoDelete: store.undoDelete,
      archive: (id, archived) => void groups().then((m) => run(m.archiveHabit(id, archived))),
      endPause: (pause) => void import('./pause-commands.lazy').then((m) => run(m.endPause(pause))),
    };
  }, [store]);
}
