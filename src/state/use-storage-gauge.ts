import { useSyncExternalStore } from 'react';
import { useAppStore } from './app-store-context';
import { warningDue, type GaugeState } from './storage-gauge';

/**
 * How full local storage is (docs/product.md §8.7): not measured until the page is idle after the
 * start, so not while the prerendered shell or a snapshot hydrates (before that), nor in the
 * renders of the shell and of a snapshot (their stores never idle).
 */
export function useStorageGauge(): GaugeState {
  const gauge = useAppStore().storageGauge;
  return useSyncExternalStore(gauge.subscribe, gauge.getState, gauge.getState);
}

/** Whether the main page warns that storage is almost full (§8.7): all of it in `/`. */
export const useStorageWarningDue = () => warningDue(useStorageGauge());
