import type { BadgeEvent } from '../domain/badges';
import type { ReminderSettings } from '../domain/reminder-settings';
import type { Theme } from '../domain/theme';
import type { backupText, MergeSource, ParsedBackup } from '../storage/backup';
import type { DaySettings } from '../storage/preferences';
import { STORAGE_KEYS } from '../storage/keys';
import type { KeyValueStore, WriteResult } from '../storage/safe-storage';
import { createHabitsDocument, type ImportResult } from './habits-document';
import { createTransientUi, NO_TRANSIENT_UI } from './transient-ui';
import { createPreferences } from './preferences-store';
import { createStorageGauge, type StorageGauge } from './storage-gauge';
import type { AppState, HabitsChange, StatsView } from './app-state';
import { createSyncStore, type SyncStore } from './sync/store';
import { createHandedFiles, type HandedFilesStore } from './handed-files';

export type { AppState, HabitsChange, StatsView } from './app-state';
export type { ImportResult } from './habits-document';

export type ImportMode = 'replace' | 'merge';

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  /** Applies `change` to the freshest stored habits, then saves it and runs the badge checks. */
  changeHabits(change: HabitsChange, event?: BadgeEvent): void;
  /** Writes pending changes now (before the page is hidden or closed). */
  flush(): void;
  setTheme(theme: Theme): void;
  /** Chooses how days are counted (docs/product.md §4); stored. */
  setDaySettings(settings: Pick<DaySettings, 'dayBoundary' | 'dayStartHour'>): void;
  /** Chooses the language and the week's first day, null for their defaults (§18); stored. */
  setLocale(choice: { language?: string | null; weekStart?: number | null }): void;
  /** The daily reminder (docs/product.md §14); stored. */
  setReminder(reminder: ReminderSettings): void;
  dismissBanner(): void;
  dismissBadgeToast(): void;
  markBadgesSeen(): void;
  /** Opens (or switches) the Stats dialog; opening on badges marks every badge seen. */
  showStats(view: StatsView | null): void;
  /** Soft-deletes an active habit and offers Undo for it (transient-ui.ts has the undo rules). */
  deleteHabit(id: string): void;
  /** Restores the habit whose delete is offered for Undo, if any. */
  undoDelete(): void;
  /** Ends the Undo offer. */
  withdrawUndo(): void;
  /**
   * Records the backup time, then returns the backup file's text, made by `make` (storage's
   * backupText, loaded with the parts that export).
   */
  exportBackup(appVersion: string, make: typeof backupText): string;
  /**
   * Applies a checked backup: Replace makes storage the backup, all or nothing (on failure nothing
   * changes and the reason comes back); Merge merges it, or sync files, with ours.
   */
  importBackup(backup: ParsedBackup, mode: ImportMode): ImportResult;
  importBackup(source: MergeSource, mode: 'merge'): ImportResult;
  dismissBackupReminder(): void;
  /** Re-reads `key` (null: every key) after a write not made through the store (sync, a tab). */
  reread(key: string | null): void;
  /** Follows writes made by other tabs (the `storage` event); returns the unsubscribe. */
  connect(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
  /** How full local storage is: measured once idle after the start and after every write. */
  storageGauge: StorageGauge;
  /** How sync stands, on the same storage (sync/store.ts); the sync key is followed here. */
  sync: SyncStore;
  /** Files opened with the installed app or shared to it, waiting for their dialog (§19.2). */
  handed: HandedFilesStore;
}

/**
 * The app's state in one external store for useSyncExternalStore, made of three parts with a job
 * each: the habits document (habits-document.ts), the preferences (preferences-store.ts) and what
 * shows for a while, never stored (transient-ui.ts); their types are in app-state.ts. The state
 * object is replaced on every change. `clock` is the only source of "now" (tests pass a fixed
 * one); `defer` runs writes, `idle` the start's badge check: at once by default (tests), after the
 * next paint and when idle in the app.
 */
export function createAppStore(
  storage: KeyValueStore | null,
  clock: () => number = Date.now,
  defer: (job: () => void) => void = (job) => job(),
  idle: (job: () => void) => void = defer,
): AppStore {
  let state = {} as AppState; // set below, once the parts have loaded
  const listeners = new Set<() => void>();
  const getState = () => state;
  const gauge = createStorageGauge(storage);
  const sync = createSyncStore(storage);
  function commit(patch: Partial<AppState>, writes?: readonly WriteResult[]) {
    let storageProblem = state.storageProblem;
    if (writes && writes.length > 0) {
      const failed = writes.find((w): w is Extract<WriteResult, { ok: false }> => !w.ok);
      storageProblem = failed ? failed.reason : null;
    }
    state = { ...state, ...patch, storageProblem };
    listeners.forEach((listener) => listener());
    if (writes && writes.length > 0) gauge.measure();
  }

  const prefs = createPreferences(storage, clock, getState, commit);
  const doc = createHabitsDocument(storage, clock, defer, getState, commit);
  state = { ...doc.initial, ...prefs.load(), ...NO_TRANSIENT_UI, storageProblem: null };
  const ui = createTransientUi(getState, commit, doc);
  // The start's badge check (with years of data and badges left to earn: ~30 ms here, and its
  // rules' chunk) waits until the first screenful is up and the page is idle (issue 27).
  idle(doc.checkBadgesNow);
  // Reading every value's length is no part of the first paint either; a failed load of its code
  // leaves the gauge unmeasured until Your data opens.
  idle(() => void gauge.refresh().catch(() => undefined));

  /** Re-reads `key` after a write not made through the store (another tab, sync); null: all. */
  function reread(key: string | null) {
    if (key === STORAGE_KEYS.sync || key === null) sync.refresh();
    if (key === null) {
      // Every key changed (cleared, or replaced at once): re-read them all.
      doc.flush();
      commit({ ...doc.reload(), ...prefs.load() });
      gauge.measure();
      return;
    }
    doc.followWrite(key);
    const preference = prefs.reload(key);
    if (preference) commit(preference);
    gauge.measure();
  }

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeHabits: doc.changeHabits,
    flush: doc.flush,
    setTheme: prefs.setTheme,
    setDaySettings: prefs.setDaySettings,
    setLocale: prefs.setLocale,
    setReminder: prefs.setReminder,
    dismissBanner: prefs.dismissBanner,
    dismissBackupReminder: prefs.dismissBackupReminder,
    markBadgesSeen: doc.markBadgesSeen,
    dismissBadgeToast: ui.dismissBadgeToast,
    showStats: ui.showStats,
    deleteHabit: ui.deleteHabit,
    undoDelete: ui.undoDelete,
    withdrawUndo: ui.withdrawUndo,
    exportBackup(appVersion, make) {
      doc.flush();
      const backup = prefs.recordBackup();
      const memory = doc.memoryItems(backup);
      return make(storage, memory, appVersion, backup.lastBackupAt ?? clock());
    },
    importBackup(backup: ParsedBackup | MergeSource, mode: ImportMode) {
      if (mode === 'merge') return doc.merge(backup);
      const result = doc.replace(backup as ParsedBackup);
      if (!result.ok) return result;
      commit({ ...doc.reload(), ...prefs.load(), lastDeleted: null }, [{ ok: true }]);
      // The backup's habits may earn badges now, not only after a reload.
      doc.checkBadgesNow();
      return { ok: true };
    },
    reread,
    connect(target) {
      const onStorage = ({ key }: StorageEvent) => reread(key);
      target.addEventListener('storage', onStorage);
      // Another tab's writes between this store's first read and now came with no one listening
      // (the app starts after the page's load, and connects after its first commit): read what
      // changed since. The data key is read again only if its text changed.
      for (const key of [STORAGE_KEYS.data, STORAGE_KEYS.badges, STORAGE_KEYS.badgesSeen]) {
        doc.followWrite(key);
      }
      return () => target.removeEventListener('storage', onStorage);
    },
    storageGauge: gauge,
    sync,
    handed: createHandedFiles(),
  };
}
