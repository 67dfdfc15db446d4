import type { DaySettings } from '../storage/preferences';
import { useAppSelector, useAppStore } from './app-store-context';
import { deviceZone } from '../platform/zone';

export type { DaySettings };

/** The device's time zone name, for the Settings text ("America/New_York"). */
export function useDeviceZone(): string {
  return deviceZone();
}

/** How days are counted (docs/product.md §4), and a way to choose. */
export function useDaySettings(): [
  DaySettings,
  (settings: Pick<DaySettings, 'dayBoundary' | 'dayStartHour'>) => void,
] {
  const store = useAppStore();
  return [useAppSelector((s) => s.days), store.setDaySettings];
}
