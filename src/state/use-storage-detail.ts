import { useEffect } from 'react';
import { useAppStore } from './app-store-context';
import { useStorageGauge } from './use-storage-gauge';
import type { GaugeState } from './storage-gauge';

/**
 * What the parts that show the storage gauge use (Your data's meter, the main page's warning):
 * loaded with them, not in `/`, where only the warning's check is (use-storage-gauge.ts).
 */
export { usedPercent } from '../storage/storage-use';

/** The gauge, measured again when the caller mounts (Your data opening: what is stored now). */
export function useFreshStorageGauge(): GaugeState {
  const gauge = useAppStore().storageGauge;
  useEffect(() => void gauge.refresh().catch(() => undefined), [gauge]);
  return useStorageGauge();
}

/** Hides the warning while storage stays over 80 % on this page (docs/decisions.md). */
export const useDismissStorageWarning = () => useAppStore().storageGauge.dismiss;
