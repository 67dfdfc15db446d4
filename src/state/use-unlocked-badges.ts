import type { BadgeId } from '../domain/badges';
import { useAppSelector } from './app-store-context';

export function useUnlockedBadges(): readonly BadgeId[] {
  return useAppSelector((s) => s.unlocked);
}

/** Whether an unlocked badge has not been seen yet (the dot on the Stats button). */
export function useHasUnseenBadge(): boolean {
  return useAppSelector((s) => s.unlocked.some((id) => !s.seen.includes(id)));
}
