import { SYNC_APP } from '../domain/sync-file';
import { takeSharedFiles } from '../platform/shared-files';
import { MAX_BACKUP_BYTES } from '../storage/backup';
import { handFiles } from './hand-files';
import type { AppStore } from './app-store';
import type { LaunchedFile } from './handed-files';

/**
 * docs/product.md §19.2: files opened with the installed app (the launch queue's, `launched`) or
 * shared to it (kept by the service worker, without `launched`), handed to the dialog that shows
 * them (the app store's `handed`). The sync files among them go to the sync summary; otherwise
 * the first file goes to Your data's backup preview, which shows a backup or says why the file is
 * neither. Nothing is applied here: only the person's Apply or Merge there.
 */
export async function openLaunched(
  { handed }: Pick<AppStore, 'handed'>,
  launched?: readonly LaunchedFile[],
): Promise<void> {
  let files: File[];
  if (launched) {
    const read = await Promise.all(launched.map((handle) => handle.getFile().catch(() => null)));
    files = read.filter((file) => file !== null);
  } else {
    // `/?shared` was the service worker's answer to a share: the query goes, so a reload does not
    // look for the file again (it is deleted once taken).
    history.replaceState(history.state, '', location.pathname);
    files = await takeSharedFiles();
  }
  const sync: File[] = [];
  for (const file of files) if (await isSyncFile(file)) sync.push(file);
  if (sync.length > 0) handFiles(handed, 'sync', sync);
  else if (files.length > 0) handFiles(handed, 'backup', files);
}

/** Whether a file says it is a sync file (plain or encrypted): the summary then checks the rest. */
async function isSyncFile(file: File): Promise<boolean> {
  if (file.size > MAX_BACKUP_BYTES) return false;
  try {
    const json: unknown = JSON.parse(await file.text());
    return typeof json === 'object' && json !== null && 'app' in json && json.app === SYNC_APP;
  } catch {
    return false;
  }
}
