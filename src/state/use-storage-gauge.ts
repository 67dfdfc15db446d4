import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore, useShowsStoredState } from './app-store-context';
import { warningDue, type GaugeState } from './storage-gauge';

export { isNearlyFull, usedPercent } from '../storage/storage-use';
export type { StorageUse } from './storage-gauge';

const NOT_MEASURED: GaugeState = { use: null, dismissed: false };

/** The gauge's state; not measured while the prerendered shell or a snapshot hydrates. */
function useGauge(): GaugeState {
  const gauge = useAppStore().storageGauge;
  const stored = useShowsStoredState();
  return useSyncExternalStore(
    gauge.subscribe,
    () => (stored ? gauge.getState() : NOT_MEASURED),
    () => NOT_MEASURED,
  );
}

/** How full local storage is (docs/product.md §8.7); null until measured or when unreadable. */
export const useStorageUse = () => useGauge().use;

/** The same, measured again when the caller mounts (Your data opening: what is stored now). */
export function useFreshStorageUse() {
  const gauge = useAppStore().storageGauge;
  useEffect(() => gauge.measure(), [gauge]);
  return useStorageUse();
}

/** Whether the home page warns that storage is almost full (§8.7). */
export const useStorageWarningDue = () => warningDue(useGauge());

/** Hides the warning while storage stays over 80 % on this page. */
export const useDismissStorageWarning = () => useAppStore().storageGauge.dismiss;
