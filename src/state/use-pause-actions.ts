import { useMemo } from 'react';
import type { PauseDays } from '../domain/habit/pauses';
import { useAppStore } from './app-store-context';

export interface PauseActions {
  /** Pauses the habits `ids` from day `from` to day `to` (docs/product.md §10.9). */
  pause(ids: readonly string[], from: number, to: number): void;
  /** Ends `pause` from today on every habit it paused, and on no other. */
  end(pause: PauseDays): void;
}

/** Pausing and ending pauses; each applies once its code has loaded (on first use). */
export function usePauseActions(): PauseActions {
  const store = useAppStore();
  return useMemo(() => {
    const commands = () => import('./pause-commands.lazy');
    return {
      pause: (ids, from, to) =>
        void commands().then((m) => store.changeHabits(m.pauseHabits(ids, from, to))),
      end: (pause) => void commands().then((m) => store.changeHabits(m.endPause(pause))),
    };
  }, [store]);
}
