import type { BadgeId } from '../domain/badges';
import { useAppSelector, useAppStore } from './app-store-context';
import type { StatsView } from './app-state';

export function useUnlockedBadges(): readonly BadgeId[] {
  return useAppSelector((s) => s.unlocked);
}

/** Whether an unlocked badge has not been seen yet (the dot on the Stats button). */
export function useHasUnseenBadge(): boolean {
  return useAppSelector((s) => s.unlocked.some((id) => !s.seen.includes(id)));
}

/** The badge toast: shown after an unlock until View or Dismiss. */
/** Whether the new-badge notice is up. */
export function useBadgeToastVisible(): boolean {
  return useAppSelector((s) => s.badgeToast);
}

export function useBadgeToast() {
  const store = useAppStore();
  return {
    visible: useAppSelector((s) => s.badgeToast),
    view: () => {
      store.dismissBadgeToast();
      store.showStats('badges');
    },
    dismiss: store.dismissBadgeToast,
  };
}

/** The Stats dialog's open state and view, shared by the header button and the toast. */
export function useStatsDialog(): [StatsView | null, (view: StatsView | null) => void] {
  const store = useAppStore();
  return [useAppSelector((s) => s.stats), (view) => store.showStats(view)];
}
