import { useAppSelector, useAppStore } from './app-store-context';
import type { StatsView } from './app-state';

/** The Stats dialog's open state and view, shared by the header button and the toast. */
export function useStatsDialog(): [StatsView | null, (view: StatsView | null) => void] {
  const store = useAppStore();
  return [useAppSelector((s) => s.stats), (view) => store.showStats(view)];
}
