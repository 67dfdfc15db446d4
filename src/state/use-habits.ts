import { useCallback, useMemo } from 'react';
import { archivedHabits, isShown, type Habit } from '../domain/habit/model';
import { useAppSelector, useAppStore } from './app-store-context';

// "Active" below is the habits the main page shows: not deleted and not archived (`isShown`,
// docs/product.md §3.6); an archived habit is only in `useArchivedHabits`.

/** The shown habits in display order; a new array only when the habits change. */
export function useActiveHabits(): Habit[] {
  const habits = useAppSelector((s) => s.habits);
  return useMemo(() => habits.filter(isShown), [habits]);
}

/** Whether any habit is shown; re-renders only when that changes. */
export function useHasActiveHabits(): boolean {
  return useAppSelector((s) => s.habits.some(isShown));
}

/**
 * The ids of the shown habits, in order: a new array only when ids are added, removed or
 * reordered, never on a toggle or rename.
 */
export function useActiveHabitIds(): string[] {
  const key = useAppSelector((s) => JSON.stringify(s.habits.filter(isShown).map((h) => h.id)));
  return useMemo(() => JSON.parse(key) as string[], [key]);
}

/** Reads the shown habits now, without subscribing (for announcements made during a drag). */
export function useActiveHabitsReader(): () => Habit[] {
  const store = useAppStore();
  return useCallback(() => store.getState().habits.filter(isShown), [store]);
}

/** The archived habits in stored order (§3.6); a new array only when the habits change. */
export function useArchivedHabits(): Habit[] {
  const habits = useAppSelector((s) => s.habits);
  return useMemo(() => archivedHabits(habits), [habits]);
}

/** One habit by id; re-renders only when that habit changes. */
export function useHabit(id: string): Habit | undefined {
  return useAppSelector((s) => s.habits.find((h) => h.id === id));
}

/** The habit whose delete can still be undone. */
export function useLastDeleted(): Habit | null {
  return useAppSelector((s) => s.lastDeleted);
}
