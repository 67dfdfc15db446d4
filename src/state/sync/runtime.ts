import type { AppStore } from '../app-store';
import { browserStorage, type KeyValueStore } from '../../storage/safe-storage';
import {
  readSyncState,
  writeSyncState,
  type SyncProblem,
  type SyncState,
} from '../../storage/sync-key';
import { folderPermission, folderPlace, loadFolderHandle } from '../../platform/sync-folder';
import { webdavPlace } from '../../platform/webdav';
import type { SyncStatus } from './store';
import type { SyncPlace } from '../../platform/sync-place';
import { syncThroughPlace, type SyncOutcome } from './through-place';

/**
 * Sync by itself (docs/product.md §17), loaded after the first paint only where a place is set:
 * on open, when the window comes back into view or online, and 3 s after a change to the habits. One sync
 * at a time in this tab (and the engine's Web Lock across tabs). A sync that failed for a reason
 * that may pass (the server unreachable or slow, another tab syncing) is tried again by itself,
 * 5 s later, then 15 s, 30 s, 1, 2 and 5 minutes, while the page is open. It tells the app's sync
 * store (./store.ts) how it stands.
 */

/** How long to wait before each try again after a failure in a row; the last repeats. */
export const RETRY_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
/**
 * The failures that may pass by themselves; the others wait for the person (a password, a choice).
 * Offline waits for the browser's `online` event instead: its words say so, and no count runs.
 */
const PASSING = new Set<SyncProblem>([
  'timeout',
  'unreachable',
  'failed',
  'changed',
  'busy',
  'cors',
  'full',
]);

/** How long one WebDAV request may take. */
export const WEBDAV_TIMEOUT_MS = 15_000;

export function webdavOf(config: NonNullable<SyncState['webdav']>) {
  return webdavPlace({ ...config, timeoutMs: WEBDAV_TIMEOUT_MS });
}

/** The timers the runtime waits with: the page's, or a test's own. */
export interface Timers {
  set(job: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

// Read when called, not when made: a test's fake timers installed later are the ones used.
const pageTimers: Timers = {
  set: (job, ms) => setTimeout(job, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SyncRuntime {
  /**
   * One sync through the place set, now. `ask`: in answer to a click, the folder's permission may
   * be asked for again. Null when no place is set.
   */
  syncNow(ask?: boolean): Promise<SyncOutcome | null>;
  /** Starts syncing by itself (once): now, on coming back into view, after changes. */
  start(): void;
  /** One sync through `place` (a server being tried), with what this runtime merged before. */
  through(place: SyncPlace, placeKey: string): Promise<SyncOutcome>;
}

/**
 * The sync runtime of `store`'s page, made once (the app's sync store holds it): what the Sync
 * section and the header's indicator share.
 */
export const syncRuntimeOf = (store: AppStore): SyncRuntime =>
  store.sync.runtime(() => createSyncRuntime(store, browserStorage()));

/**
 * A runtime syncing `store` through the place `storage`'s sync key names. `clock` stamps what it
 * records (the last failure, when it tries again), `timers` wait for the retries and the 3 s after
 * a change: the page's in the app, a test's own.
 */
export function createSyncRuntime(
  store: AppStore,
  storage: KeyValueStore | null,
  clock: () => number = Date.now,
  timers: Timers = pageTimers,
): SyncRuntime {
  const status = store.sync;
  let failures = 0;
  let retryTimer: unknown;
  let running: Promise<SyncOutcome | null> | null = null;
  /** The habits no sync needs to send: those the last file written held, or that a failure left. */
  let synced: unknown = null;
  /** Syncs 3 s after a change (the timer restarts with each change). */
  let later: (() => void) | undefined;
  let started = false;
  /** The versions of the files last merged, by place and file: memory only (a new page reads all). */
  const merged = new Map<string, string>();
  const through = (place: SyncPlace, placeKey: string) =>
    syncThroughPlace(storage, store, place, placeKey, merged, clock);
  const placeSet = () => readSyncState(storage).place !== undefined;

  /** After a sync: the next try by itself when it failed for a passing reason, none otherwise. */
  function planRetry(outcome: SyncOutcome | null): number | undefined {
    timers.clear(retryTimer);
    if (!outcome || outcome.ok || !PASSING.has(outcome.problem) || !placeSet()) {
      failures = 0;
      return undefined;
    }
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 300_000;
    failures += 1;
    retryTimer = timers.set(() => {
      if (placeSet()) void syncNow();
    }, wait);
    return clock() + wait;
  }

  function syncNow(ask = false): Promise<SyncOutcome | null> {
    let after: Partial<SyncStatus> = {};
    let sent: unknown;
    running ??= run(ask)
      .then((outcome) => {
        sent = outcome?.ok ? outcome.sent : undefined;
        after = {
          busy: outcome?.ok === false && outcome.problem === 'busy',
          retryAt: planRetry(outcome),
        };
        return outcome;
      })
      .finally(() => {
        running = null;
        // The file written holds the habits as they were when it was made: a change made while it
        // was written (a slow server) is sent by another sync. A failed sync is tried again as
        // planned above, with every change.
        const now = store.getState().habits;
        synced = sent ?? now;
        if (synced !== now) later?.();
        status.refresh({ ...after, syncing: false });
      });
    status.refresh({ syncing: true });
    return running;
  }

  async function run(ask: boolean): Promise<SyncOutcome | null> {
    const state = readSyncState(storage);
    if (state.place === 'webdav' && state.webdav)
      return through(webdavOf(state.webdav), state.webdav.url);
    if (state.place !== 'folder') return null;
    const handle = await loadFolderHandle();
    if (!handle) return record({ ok: false, problem: 'not-found' });
    status.refresh({ folder: handle.name });
    if ((await folderPermission(handle, ask)) !== 'granted')
      return record({ ok: false, problem: 'permission' });
    return through(folderPlace(handle), `folder:${handle.name}`);
  }

  function record(outcome: SyncOutcome & { ok: false }): SyncOutcome {
    const state = readSyncState(storage);
    writeSyncState(storage, { ...state, last: { at: clock(), problem: outcome.problem } });
    return outcome;
  }

  function start() {
    if (started) return;
    started = true;
    const soon = () => {
      if (placeSet()) void syncNow();
    };
    soon();
    addEventListener('focus', soon);
    // An offline failure says Tickday syncs when back online: it does.
    addEventListener('online', soon);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') soon();
    });
    let timer: unknown;
    later = () => {
      timers.clear(timer);
      timer = timers.set(soon, 3000);
    };
    store.subscribe(() => {
      const habits = store.getState().habits;
      // Changes a sync itself made are not a reason for another; one made during a sync is looked
      // at when it ends (syncNow).
      if (running || habits === synced) return;
      synced = habits;
      later?.();
    });
    synced = store.getState().habits;
  }

  return { syncNow, start, through };
}
