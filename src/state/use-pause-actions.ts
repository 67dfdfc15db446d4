import { useMemo } from 'react';
import { useAppStore } from './app-store-context';

export interface PauseActions {
  /** Pauses the habits `ids` from day `from` to day `to` (docs/product.md §10.9). */
  pause(ids: readonly string[], from: number, to: number): void;
}

/**
 * Pausing habits, which applies once its code has loaded (on first use); ending a pause is
 * `useHabitActions().endPause`, as a card has it.
 */
export function usePauseActions(): PauseActions {
  const store = useAppStore();
  return useMemo(() => {
    return {
      pause: (ids, from, to) =>
        void import('./pause-commands.lazy').then((m) =>
          store.changeHabits(m.pauseHabits(ids, from, to)),
        ),
    };
  }, [store]);
}
