import { newlyUnlocked, type BadgeEvent, type BadgeId } from '../domain/badges';
import type { Habit } from '../domain/habit';
import type { Theme } from '../domain/theme';
import { unionIds, mergeHabits } from '../domain/merge';
import { loadSeen, loadUnlocked, saveSeen, saveUnlocked } from '../storage/badges-storage';
import {
  backupBadges,
  createBackup,
  readBackupItems,
  replaceWithBackup,
  type ParsedBackup,
} from '../storage/backup';
import { loadHabits, saveHabitsRaw, serializeHabits } from '../storage/habits-storage';
import { STORAGE_KEYS } from '../storage/keys';
import {
  loadBackupInfo,
  saveBackupInfo,
  type BackupInfo,
  loadBannerDismissed,
  loadLastInteraction,
  loadTheme,
  saveBannerDismissed,
  saveLastInteraction,
  saveTheme,
} from '../storage/preferences';
import {
  readRaw,
  writeRaw,
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
  /** The last write that failed, until a write succeeds (docs/product.md §2, role alert). */
  storageProblem: WriteFailure | null;
  lastInteraction: number | null;
  /** The Stats dialog: closed, or open on its top-habits or badges view. */
  stats: StatsView | null;
  /** The last deleted habit as it was before the delete, while Undo is offered. */
  lastDeleted: Habit | null;
  backup: BackupInfo;
}

export type ImportMode = 'replace' | 'merge';

/** `held`: unreadable stored data that is neither quarantined nor exported would be written over. */
export type ImportResult = { ok: true } | { ok: false; reason: WriteFailure | 'held' };

export type StatsView = 'top' | 'badges';

export type HabitsChange = (habits: Habit[], now: number) => Habit[];

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  /** Applies `change` to the freshest stored habits, then saves it and runs the badge checks. */
  changeHabits(change: HabitsChange, event?: BadgeEvent): void;
  /** Writes pending changes now (before the page is hidden or closed). */
  flush(): void;
  setTheme(theme: Theme): void;
  dismissBanner(): void;
  dismissBadgeToast(): void;
  markBadgesSeen(): void;
  /** Opens (or switches) the Stats dialog; opening on badges marks every badge seen. */
  showStats(view: StatsView | null): void;
  /** Offers (or withdraws, with null) Undo for a deleted habit. */
  setLastDeleted(habit: Habit | null): void;
  /** Records the backup time, then returns the backup file's text. */
  exportBackup(appVersion: string): string;
  /**
   * Applies a checked backup: Replace makes storage the backup, all or nothing (on failure nothing
   * changes and the reason comes back); Merge unites it with ours.
   */
  importBackup(backup: ParsedBackup, mode: ImportMode): ImportResult;
  dismissBackupReminder(): void;
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
  /**
   * When to write a change and run the start's badge check: at once (the default, for tests) or
   * after the next paint.
   */
  schedule: (job: () => void) => void = (job) => job(),
): AppStore {
  const loaded = loadHabits(storage);
  /** What this tab last read or wrote under the data key: anything else came from another tab. */
  let lastRaw = loaded.raw;
  let extras = loaded.extras;
  /**
   * Unreadable data that could not be copied to the quarantine (no room): it stays under the data
   * key, and this tab writes nothing there until it is copied or the user has exported it.
   */
  let held = loaded.held;
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
    lastDeleted: null,
    backup: loadBackupInfo(storage),
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
    held = reloaded.held;
    return reloaded.habits;
  }

  /** Whether the data key may be written: nothing held there, or it was just copied aside. */
  function releaseHeld(): boolean {
    if (held === null) return true;
    if (writeRaw(storage, STORAGE_KEYS.quarantine, held).ok) held = null;
    return held === null;
  }

  /** Changes applied in memory and not yet written, with when and how they happened. */
  let pending: { change: HabitsChange; now: number; event: BadgeEvent }[] = [];

  function changeHabits(change: HabitsChange, event: BadgeEvent = 'change') {
    const now = clock();
    // First on what the user saw, which fixes any intent the change holds ("done", not "flip").
    const seen = change(state.habits, now);
    // With writes pending, memory is ahead of storage; otherwise start from the freshest data.
    const base = pending.length > 0 ? state.habits : freshestHabits();
    const habits = base === state.habits ? seen : change(base, now);
    if (habits === base) {
      if (base !== state.habits) update({ habits: base });
      return;
    }
    pending.push({ change, now, event });
    update({ habits, lastInteraction: now });
    if (pending.length === 1) schedule(flush);
  }

  /**
   * Writes what is pending and runs the badge checks. If another tab wrote in the meantime, the
   * pending changes are applied again on top of its data, so neither tab's change is lost.
   */
  function flush() {
    if (pending.length === 0) return;
    const done = pending;
    pending = [];
    const last = done[done.length - 1] as (typeof done)[number];
    let habits = state.habits;
    if (readRaw(storage, STORAGE_KEYS.data, lastRaw) !== lastRaw) {
      habits = done.reduce((list, { change, now }) => change(list, now), freshestHabits());
    }
    const writes: WriteResult[] = [];
    const serialized = serializeHabits(habits, extras);
    if (serialized !== lastRaw && !releaseHeld()) {
      writes.push({ ok: false, reason: 'quota' });
    } else if (serialized !== lastRaw) {
      const result = saveHabitsRaw(storage, serialized);
      writes.push(result);
      if (result.ok) lastRaw = serialized;
    }
    writes.push(saveLastInteraction(storage, last.now));
    const event = done.some((d) => d.event === 'delete') ? 'delete' : last.event;
    update({ habits, ...checkBadges(habits, last.now, event, writes) }, writes);
  }

  /** Re-reads every key, as after a `storage` event for all keys or an import. */
  function reloadAll() {
    update({
      habits: freshestHabits(),
      theme: loadTheme(storage),
      unlocked: loadUnlocked(storage),
      seen: loadSeen(storage),
      bannerDismissed: loadBannerDismissed(storage),
      backup: loadBackupInfo(storage),
    });
  }

  function markBadgesSeen() {
    const seen = [...new Set([...state.seen, ...state.unlocked])];
    if (seen.length === state.seen.length) return;
    update({ seen }, [saveSeen(storage, seen)]);
  }

  // docs/product.md §7: checks also run on start, so stored data can unlock badges; after the
  // first paint, like every write (with years of data and badges left to earn: ~30 ms here).
  schedule(() => {
    const writes: WriteResult[] = [];
    const patch = checkBadges(state.habits, clock(), 'start', writes);
    if (writes.length > 0) update(patch, writes);
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeHabits,
    flush,
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
    setLastDeleted(habit) {
      if (habit !== state.lastDeleted) update({ lastDeleted: habit });
    },
    exportBackup(appVersion) {
      flush();
      const now = clock();
      const backup = { ...state.backup, lastBackupAt: now };
      const write = saveBackupInfo(storage, backup);
      update({ backup }, [write]);
      // Storage as it is, with what memory holds winning: after a failed write (a full quota)
      // memory has changes storage lacks, and saving those is what Export is for.
      const items = readBackupItems(storage);
      const fromMemory = [
        [STORAGE_KEYS.data, state.habits, serializeHabits(state.habits, extras)],
        [STORAGE_KEYS.badges, state.unlocked, JSON.stringify(state.unlocked)],
        [STORAGE_KEYS.badgesSeen, state.seen, JSON.stringify(state.seen)],
        [STORAGE_KEYS.backup, [backup], JSON.stringify(backup)],
      ] as const;
      for (const [key, list, value] of fromMemory) {
        if (list.length > 0 || key in items) items[key] = value;
      }
      // Unreadable data with no room to quarantine it travels in the file instead, which frees
      // the data key for this tab's changes.
      if (held !== null) {
        items[STORAGE_KEYS.quarantine] = held;
        held = null;
      }
      return createBackup(items, appVersion, now);
    },
    importBackup(backup, mode) {
      flush();
      if (mode === 'replace') {
        if (!releaseHeld()) return { ok: false, reason: 'held' };
        const result = replaceWithBackup(storage, backup);
        if (!result.ok) return result;
        reloadAll();
        update({ lastDeleted: null }, [result]);
        // The backup's habits may earn badges now, not only after a reload.
        const writes: WriteResult[] = [];
        const patch = checkBadges(state.habits, clock(), 'start', writes);
        if (writes.length > 0) update(patch, writes);
        return { ok: true };
      }
      const incoming = backupBadges(backup);
      const unlocked = unionIds(state.unlocked, incoming.unlocked);
      const seen = unionIds(state.seen, incoming.seen);
      const writes = [saveUnlocked(storage, unlocked), saveSeen(storage, seen)];
      update({ unlocked, seen }, writes);
      changeHabits((habits, now) => mergeHabits(habits, backup.habits, now));
      return { ok: true };
    },
    dismissBackupReminder() {
      const backup = { ...state.backup, reminderDismissedAt: clock() };
      update({ backup }, [saveBackupInfo(storage, backup)]);
    },
    showStats(view) {
      if (view !== state.stats) update({ stats: view });
      if (view === 'badges') markBadgesSeen();
    },
    connect(target) {
      const onStorage = (event: StorageEvent) => {
        const key = event.key;
        if (key === null) {
          flush();
          return reloadAll();
        }
        if (key === STORAGE_KEYS.backup) update({ backup: loadBackupInfo(storage) });
        if (key === STORAGE_KEYS.data) {
          if (pending.length > 0)
            flush(); // re-applies ours on top of theirs
          else update({ habits: freshestHabits() });
        }
        if (key === STORAGE_KEYS.theme) update({ theme: loadTheme(storage) });
        if (key === STORAGE_KEYS.badges) update({ unlocked: loadUnlocked(storage) });
        if (key === STORAGE_KEYS.badgesSeen) update({ seen: loadSeen(storage) });
        if (key === STORAGE_KEYS.bannerDismissed) {
          update({ bannerDismissed: loadBannerDismissed(storage) });
        }
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
