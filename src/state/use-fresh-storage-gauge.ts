import { useEffect } from 'react';
import { useAppStore } from './app-store-context';
import { useStorageGauge } from './use-storage-gauge';
import type { GaugeState } from './storage-gauge';

/**
 * The gauge, measured again when the caller mounts (Your data opening: what is stored now). Loaded
 * with Your data's meter, not in `/`, where only the warning's check is (use-storage-gauge.ts).
 */
export function useFreshStorageGauge(): GaugeState {
  const gauge = useAppStore().storageGauge;
  useEffect(() => void gauge.refresh().catch(() => undefined), [gauge]);
  return useStorageGauge();
}
