import { newlyUnlocked, type BadgeEvent, type BadgeId } from '../domain/badges';
import type { Habit } from '../domain/habit';
import type { Theme } from '../domain/theme';
import { loadSeen, loadUnlocked, saveSeen, saveUnlocked } from '../storage/badges-storage';
import { loadHabits, saveHabitsRaw, serializeHabits } from '../storage/habits-storage';
import { STORAGE_KEYS } from '../storage/keys';
import {
  loadBannerDismissed,
  loadLastInteraction,
  loadTheme,
  saveBannerDismissed,
  saveLastInteraction,
  saveTheme,
} from '../storage/preferences';
import {
  readRaw,
  type KeyValueStore,
  type WriteFailure,
  type WriteResult,
} from '../storage/safe-storage';

export interface AppState {
  /** Every habit, deleted ones included, in display order (as stored). */
  habits: Habit[];
  theme: Theme;
  unlocked: BadgeId[];
  seen: BadgeId[];
  bannerDismissed: boolean;
  /** A badge was unlocked and the toast has not been viewed or dismissed. */
  badgeToast: boolean;
  /** The last write that failed, until a write succeeds (CONTRACT.md section 4, role alert). */
  storageProblem: WriteFailure | null;
  lastInteraction: number | null;
  /** The Stats dialog: closed, or open on its top-habits or badges view. */
  stats: StatsView | null;
}

export type StatsView = 'top' | 'badges';

export type HabitsChange = (habits: Habit[], now: number) => Habit[];

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  /** Applies `change` to the freshest stored habits, saves, and runs the badge checks. */
  changeHabits(change: HabitsChange, event?: BadgeEvent): void;
  setTheme(theme: Theme): void;
  dismissBanner(): void;
  dismissBadgeToast(): void;
  markBadgesSeen(): void;
  /** Opens (or switches) the Stats dialog; opening on badges marks every badge seen. */
  showStats(view: StatsView | null): void;
  /** Follows writes made by other tabs (the `storage` event); returns the unsubscribe. */
  connect(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

/**
 * The app's state in one external store for useSyncExternalStore; the state object is replaced on
 * every change. `clock` is the only source of "now" (tests pass a fixed one).
 */
export function createAppStore(
  storage: KeyValueStore | null,
  clock: () => number = Date.now,
): AppStore {
  const loaded = loadHabits(storage);
  /** What this tab last read or wrote under the data key: anything else came from another tab. */
  let lastRaw = loaded.raw;
  let extras = loaded.extras;
  let state: AppState = {
    habits: loaded.habits,
    theme: loadTheme(storage),
    unlocked: loadUnlocked(storage),
    seen: loadSeen(storage),
    bannerDismissed: loadBannerDismissed(storage),
    badgeToast: false,
    storageProblem: null,
    lastInteraction: loadLastInteraction(storage),
    stats: null,
  };
  const listeners = new Set<() => void>();

  function update(patch: Partial<AppState>, writes?: WriteResult[]) {
    let storageProblem = state.storageProblem;
    if (writes && writes.length > 0) {
      const failed = writes.find((w): w is Extract<WriteResult, { ok: false }> => !w.ok);
      storageProblem = failed ? failed.reason : null;
    }
    state = { ...state, ...patch, storageProblem };
    listeners.forEach((listener) => listener());
  }

  /** Badges `habits` earn now; saved, with the toast raised, when there are new ones. */
  function checkBadges(habits: Habit[], now: number, event: BadgeEvent, writes: WriteResult[]) {
    const fresh = newlyUnlocked(habits, state.unlocked, now, event);
    if (fresh.length === 0) return {};
    const unlocked = [...state.unlocked, ...fresh];
    writes.push(saveUnlocked(storage, unlocked));
    return { unlocked, badgeToast: true };
  }

  /**
   * The stored habits when another tab changed them since this tab last looked, else ours. A read
   * that fails counts as "unchanged", so the in-memory state is never dropped.
   */
  function freshestHabits(): Habit[] {
    if (readRaw(storage, STORAGE_KEYS.data, lastRaw) === lastRaw) return state.habits;
    const reloaded = loadHabits(storage);
    lastRaw = reloaded.raw;
    extras = reloaded.extras;
    return reloaded.habits;
  }

  function markBadgesSeen() {
    const seen = [...new Set([...state.seen, ...state.unlocked])];
    if (seen.length === state.seen.length) return;
    update({ seen }, [saveSeen(storage, seen)]);
  }

  // CONTRACT.md section 6: checks also run on start, so stored data can unlock badges.
  {
    const writes: WriteResult[] = [];
    const patch = checkBadges(state.habits, clock(), 'start', writes);
    if (writes.length > 0) update(patch, writes);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeHabits(change, event = 'change') {
      const now = clock();
      const base = freshestHabits();
      const habits = change(base, now);
      if (habits === base) {
        if (base !== state.habits) update({ habits: base });
        return;
      }
      const writes: WriteResult[] = [];
      const serialized = serializeHabits(habits, extras);
      if (serialized !== lastRaw) {
        const result = saveHabitsRaw(storage, serialized);
        writes.push(result);
        if (result.ok) lastRaw = serialized;
      }
      writes.push(saveLastInteraction(storage, now));
      update({ habits, lastInteraction: now, ...checkBadges(habits, now, event, writes) }, writes);
    },
    setTheme(theme) {
      update({ theme }, [saveTheme(storage, theme)]);
    },
    dismissBanner() {
      update({ bannerDismissed: true }, [saveBannerDismissed(storage)]);
    },
    dismissBadgeToast() {
      if (state.badgeToast) update({ badgeToast: false });
    },
    markBadgesSeen,
    showStats(view) {
      if (view !== state.stats) update({ stats: view });
      if (view === 'badges') markBadgesSeen();
    },
    connect(target) {
      const onStorage = (event: StorageEvent) => {
        const key = event.key;
        if (key === null || key === STORAGE_KEYS.data) update({ habits: freshestHabits() });
        if (key === null || key === STORAGE_KEYS.theme) update({ theme: loadTheme(storage) });
        if (key === null || key === STORAGE_KEYS.badges)
          update({ unlocked: loadUnlocked(storage) });
        if (key === null || key === STORAGE_KEYS.badgesSeen) update({ seen: loadSeen(storage) });
        if (key === null || key === STORAGE_KEYS.bannerDismissed) {
          update({ bannerDismissed: loadBannerDismissed(storage) });
        }
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
