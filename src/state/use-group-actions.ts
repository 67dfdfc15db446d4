import { useMemo } from 'react';
import type { HabitPlace } from '../domain/habit/groups';
import { useAppStore } from './app-store-context';
import type { HabitsChange } from './app-state';

/** The edits of groups (docs/product.md §3.6), for the page with groups (a lazy part). */
export interface GroupActions {
  /** Moves a habit into a group's list ('' for none), before `beforeId` or last (null). */
  place(id: string, place: HabitPlace): Promise<void>;
  /** Renames a group on each of its habits. */
  renameGroup(from: string, to: string): Promise<void>;
  /** Moves a group one place up or down. */
  moveGroup(name: string, direction: 'up' | 'down'): Promise<void>;
  /** Returns a group's habits to no group. */
  ungroup(name: string): Promise<void>;
}

/**
 * Stable group actions. Each applies once its code has loaded (a moment after the call, the first
 * time) and resolves when it has: focus that follows the change waits for it. Only the page with
 * groups uses them, so neither this hook nor the edits are in the first paint.
 */
export function useGroupActions(): GroupActions {
  const store = useAppStore();
  return useMemo(() => {
    const run = (change: HabitsChange) => store.changeHabits(change);
    const groups = () => import('./group-commands.lazy');
    return {
      place: (id, place) => groups().then((m) => run(m.placeHabit(id, place))),
      renameGroup: (from, to) => groups().then((m) => run(m.renameHabitGroup(from, to))),
      moveGroup: (name, direction) => groups().then((m) => run(m.moveHabitGroup(name, direction))),
      ungroup: (name) => groups().then((m) => run(m.ungroupHabits(name))),
    };
  }, [store]);
}
