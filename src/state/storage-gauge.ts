import type { KeyValueStore } from '../storage/safe-storage';
import { isNearlyFull, localStorageUse, type StorageUse } from '../storage/storage-use';

export type { StorageUse } from '../storage/storage-use';

/** What the gauge knows: the last measure (null before the first, or unreadable) and a dismissal. */
export interface GaugeState {
  use: StorageUse | null;
  /** The warning was dismissed, and storage has stayed at 80 % or more since. */
  dismissed: boolean;
}

export interface StorageGauge {
  getState(): GaugeState;
  subscribe(listener: () => void): () => void;
  /** Measures again (after a write, ours or another tab's); tells listeners only of a change. */
  measure(): void;
  /** Hides the warning while storage stays over 80 % on this page (docs/decisions.md). */
  dismiss(): void;
}

/** Whether the home page warns that storage is almost full (docs/product.md §8.7). */
export const warningDue = ({ use, dismissed }: GaugeState): boolean =>
  use !== null && !dismissed && isNearlyFull(use);

/**
 * How full local storage is, apart from the app's state (app-store.ts measures it after each
 * write and once idle after the start): a measure is no change of the habits, so it neither
 * re-renders the page nor makes the home page's snapshot stale.
 */
export function createStorageGauge(storage: KeyValueStore | null): StorageGauge {
  let state: GaugeState = { use: null, dismissed: false };
  const listeners = new Set<() => void>();
  const set = (next: GaugeState) => {
    if (next.use?.used === state.use?.used && next.dismissed === state.dismissed) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    measure() {
      const use = localStorageUse(storage);
      // Below 80 % a dismissal ends: the next rise past it warns again.
      set({ use, dismissed: state.dismissed && use !== null && isNearlyFull(use) });
    },
    dismiss() {
      set({ ...state, dismissed: true });
    },
  };
}
