import type { KeyValueStore } from '../storage/safe-storage';
import type * as Measuring from '../storage/storage-use';

export type { StorageUse } from '../storage/storage-use';

/** What the gauge knows: the last measure (null before the first, or unreadable) and a dismissal. */
export interface GaugeState {
  use: Measuring.StorageUse | null;
  /** At 80 % of the limit or more (docs/product.md §8.7). */
  nearlyFull: boolean;
  /** The warning was dismissed, and storage has stayed at 80 % or more since. */
  dismissed: boolean;
}

export interface StorageGauge {
  getState(): GaugeState;
  subscribe(listener: () => void): () => void;
  /** Loads the measuring code (once) and measures: idle after the start, and as Your data opens. */
  refresh(): Promise<void>;
  /**
   * Measures again after a write (ours or another tab's), once the code is here: a write before
   * that is in the first measure. Tells listeners only of a change.
   */
  measure(): void;
  /** Hides the warning while storage stays over 80 % on this page (docs/decisions.md). */
  dismiss(): void;
}

/** Whether the home page warns that storage is almost full (docs/product.md §8.7). */
export const warningDue = (state: GaugeState): boolean => state.nearlyFull && !state.dismissed;

/**
 * How full local storage is, apart from the app's state (app-store.ts measures it after each
 * write): a measure is no change of the habits, so it neither re-renders the page nor makes the
 * home page's snapshot stale. The measuring code is no part of the first paint.
 */
export function createStorageGauge(
  storage: KeyValueStore | null,
  load: () => Promise<typeof Measuring> = () => import('../storage/storage-use'),
): StorageGauge {
  let state: GaugeState = { use: null, nearlyFull: false, dismissed: false };
  let measuring: typeof Measuring | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: GaugeState) => {
    if (next.use?.used === state.use?.used && next.dismissed === state.dismissed) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const measure = () => {
    if (!measuring) return;
    const use = measuring.localStorageUse(storage);
    const nearlyFull = use !== null && measuring.isNearlyFull(use);
    // Below 80 % a dismissal ends: the next rise past it warns again.
    set({ use, nearlyFull, dismissed: state.dismissed && nearlyFull });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      loading ??= load().then(
        (module) => void (measuring = module),
        (error: unknown) => {
          // Fetched again next time (offline now, back later).
          loading = undefined;
          throw error;
        },
      );
      return loading.then(measure);
    },
    measure,
    dismiss: () => set({ ...state, dismissed: true }),
  };
}
