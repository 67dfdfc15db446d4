import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Habit } from '../../domain/habit/model';
import type { ChangeSummary, SyncFile } from '../../domain/sync-file';
import {
  folderSupported,
  forgetFolderHandle,
  pickFolder,
  saveFolderHandle,
} from '../../platform/sync-folder';
import { MAX_BACKUP_BYTES } from '../../storage/backup';
import { browserStorage } from '../../storage/safe-storage';
import {
  readSyncState,
  writeSyncState,
  type SyncProblem,
  type SyncState,
} from '../../storage/sync-key';
import { useAppStore } from '../app-store-context';
import { applySyncFiles, previewSyncFiles } from './apply';
import { ensureDevice, renameDevice } from './device';
import { readSyncText } from './read-file';
import { syncRuntimeOf, webdavOf } from './runtime';
import type { SyncOutcome } from './through-place';
import { syncFileName, syncFileText } from './write-file';

export type { ChangeSummary, SyncProblem, SyncState };

/** A sync file picked and read: its name and what it holds. */
export interface PickedSync {
  name: string;
  file: SyncFile;
  habits: Habit[];
}

/** What Open sync file found: the files that can be merged, and those that cannot, with why. */
export interface PickedFiles {
  good: PickedSync[];
  bad: { name: string; problem: SyncProblem | 'too-large' | 'unreadable' }[];
}

export type WebdavConfig = NonNullable<SyncState['webdav']>;

/**
 * The Sync section's and the header's view of sync (docs/product.md §17), loaded only with them:
 * this device, the sync file, the passphrase, and a place (a folder, WebDAV) with its status.
 */
export function useSync() {
  const store = useAppStore();
  const { sync } = store;
  const runtime = syncRuntimeOf(store);
  const stored = useSyncExternalStore(sync.subscribe, sync.getState);
  const storage = useMemo(() => browserStorage(), []);
  // The sync key read whole again each time the store says sync changed.
  const status = useMemo(() => ({ ...stored, state: readSyncState(storage) }), [stored, storage]);
  const device = useMemo(
    () => ensureDevice(storage, store),
    // The device key is read again when the status changes (a rename refreshes it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storage, store, status],
  );

  const setState = useCallback(
    (change: (state: SyncState) => SyncState) => {
      writeSyncState(storage, change(readSyncState(storage)));
      sync.refresh();
    },
    [storage, sync],
  );

  return {
    device,
    status,
    folderSupported: folderSupported(),
    rename(name: string) {
      renameDevice(storage, store, name);
      sync.refresh();
    },
    setPassphrase(passphrase: string | undefined) {
      setState(({ passphrase: _, ...rest }) => (passphrase ? { ...rest, passphrase } : rest));
    },
    /** This device's sync file: its name and text. */
    async syncFile() {
      const text = await syncFileText(storage, store);
      return { name: syncFileName(ensureDevice(storage, store)), type: 'application/json', text };
    },
    /** Reads picked files (each up to 20 MB) with the passphrase remembered here. */
    async readFiles(files: readonly File[]): Promise<PickedFiles> {
      const passphrase = readSyncState(storage).passphrase;
      const picked: PickedFiles = { good: [], bad: [] };
      for (const file of files) {
        if (file.size > MAX_BACKUP_BYTES) {
          picked.bad.push({ name: file.name, problem: 'too-large' });
          continue;
        }
        let text: string;
        try {
          text = await file.text();
        } catch {
          picked.bad.push({ name: file.name, problem: 'unreadable' });
          continue;
        }
        const read = await readSyncText(text, passphrase);
        if (read.ok) picked.good.push({ name: file.name, file: read.file, habits: read.habits });
        else picked.bad.push({ name: file.name, problem: read.problem });
      }
      return picked;
    },
    preview: (files: readonly PickedSync[]): ChangeSummary => previewSyncFiles(store, files),
    /**
     * Merges the files; returns Undo (what the merge changed, and nothing since, goes back), or
     * null when what they bring does not fit in storage (nothing changed).
     */
    apply(files: readonly PickedSync[]): (() => void) | null {
      const undo = applySyncFiles(storage, store, files);
      sync.refresh();
      return undo;
    },
    syncNow: (ask = false) => runtime.syncNow(ask),
    /** Asks for a folder, keeps it, and syncs through it at once. */
    async chooseFolder(): Promise<SyncOutcome | null> {
      const handle = await pickFolder();
      if (!handle || !(await saveFolderHandle(handle))) return null;
      setState(({ webdav: _, ...rest }) => ({ ...rest, place: 'folder' }));
      sync.refresh({ folder: handle.name });
      runtime.start();
      return runtime.syncNow();
    },
    /**
     * Tries a sync through the server now; only on success is the server kept. `anyway`: the
     * person chose to sync beside files this device cannot read (§17.6).
     */
    async connectWebdav(config: WebdavConfig, anyway = false): Promise<SyncOutcome> {
      const before = readSyncState(storage);
      if (anyway) writeSyncState(storage, { ...before, mixed: true });
      const outcome = await runtime.through(webdavOf(config), config.url);
      if (outcome.ok) {
        void forgetFolderHandle();
        setState((state) => ({ ...state, place: 'webdav', webdav: config }));
        runtime.start();
      } else setState(() => before);
      return outcome;
    },
    stopSyncing() {
      void forgetFolderHandle();
      setState(({ place: _p, webdav: _w, last: _l, syncedAt: _s, mixed: _m, ...rest }) => rest);
    },
    /** Syncs beside files this device cannot read, as the person chose (§17.6). */
    syncAnyway() {
      setState((state) => ({ ...state, mixed: true }));
      return runtime.syncNow(true);
    },
    /** Starts syncing by itself where a place is set (the header's indicator, when shown). */
    start: () => runtime.start(),
  };
}

export type Sync = ReturnType<typeof useSync>;
