import { PlaceError, type PlaceEntry, type PlaceFailure, type SyncPlace } from './sync-place';

/**
 * The folder place (docs/product.md §17) over the File System Access API: a folder the person's own
 * sync service copies between devices. Chromium only; every call is guarded, and only the place's
 * own methods throw, each time a PlaceError.
 */

/** What Chromium has and TypeScript's DOM library does not name yet. */
type Permission = 'granted' | 'prompt' | 'denied';
interface PermissionHandle {
  queryPermission?: (descriptor: { mode: 'readwrite' }) => Promise<Permission>;
  requestPermission?: (descriptor: { mode: 'readwrite' }) => Promise<Permission>;
}
type PickerWindow = {
  showDirectoryPicker?: (options: {
    id: string;
    mode: 'readwrite';
  }) => Promise<FileSystemDirectoryHandle>;
};

const FILE = /^tickday-[A-Za-z0-9_-]+\.json$/;

export function folderSupported(): boolean {
  try {
    return typeof (window as PickerWindow).showDirectoryPicker === 'function';
  } catch {
    return false;
  }
}

/**
 * Asks the person for a folder. Null when they cancel (AbortError, also what Chromium answers for
 * a folder it deems too sensitive), and when the browser refuses (no user gesture, no API).
 */
export async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  try {
    const picker = (window as PickerWindow).showDirectoryPicker;
    return picker ? await picker({ id: 'tickday-sync', mode: 'readwrite' }) : null;
  } catch {
    return null;
  }
}

/**
 * Whether this page may read and write the folder. A folder picked in an earlier visit comes back
 * 'prompt': `ask` then shows the browser's question, which needs a user gesture (without one the
 * answer stays 'prompt'). A handle without these methods (the origin's private folder in some
 * browsers) counts as granted.
 */
export async function folderPermission(
  handle: FileSystemDirectoryHandle,
  ask: boolean,
): Promise<Permission> {
  const h = handle as FileSystemDirectoryHandle & PermissionHandle;
  let state: Permission;
  try {
    if (!h.queryPermission) return 'granted';
    state = await h.queryPermission({ mode: 'readwrite' });
  } catch {
    return 'denied';
  }
  if (state !== 'prompt' || !ask || !h.requestPermission) return state;
  try {
    return await h.requestPermission({ mode: 'readwrite' });
  } catch (error) {
    return nameOf(error) === 'SecurityError' ? 'prompt' : 'denied';
  }
}

export function folderPlace(handle: FileSystemDirectoryHandle): SyncPlace {
  return {
    list: () =>
      guarded(async () => {
        const entries: PlaceEntry[] = [];
        for await (const entry of handle.values()) {
          if (entry.kind !== 'file' || !FILE.test(entry.name)) continue;
          const file = await fileOrNull(entry);
          // An empty file is one whose first write has not landed (see write): not there yet.
          if (file && file.size > 0) entries.push({ name: entry.name, version: versionOf(file) });
        }
        return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      }),

    read: (name) =>
      guarded(async () => {
        checkName(name);
        const file = await (await handle.getFileHandle(name)).getFile();
        return { text: await file.text(), version: versionOf(file) };
      }),

    write: (name, text, expected) =>
      guarded(() => {
        checkName(name);
        return oneWriterAt(name, () => writeWhole(handle, name, text, expected));
      }),
  };
}

/**
 * Whole or not at all through createWritable(): Chromium writes into a temporary file beside the
 * target (`<name>.crswap`, which the list's pattern leaves out) and puts it in the target's place
 * only on close(), for a picked folder and for the origin's private one alike; abort() drops it
 * and leaves the old content. The other way, a `.<name>.tmp` then FileSystemHandle.move(), came to
 * Chromium's private folder first and to picked folders later and behind checks of its own, and a
 * crash between the two steps leaves a stray file in a folder other devices copy: not used.
 *
 * getFileHandle({create}) makes an empty file at once, so a first write that fails can leave one;
 * an empty file counts as absent here and in list(), and the failed write removes it.
 */
async function writeWhole(
  folder: FileSystemDirectoryHandle,
  name: string,
  text: string,
  expected: string | null,
): Promise<string> {
  const current = await currentVersion(folder, name);
  if (current !== expected) throw new PlaceError('changed');
  const target = await folder.getFileHandle(name, { create: true });
  const writable = await target.createWritable();
  try {
    await writable.write(text);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    if (current === null) await removeIfEmpty(folder, name);
    throw error;
  }
  return versionOf(await target.getFile());
}

/** The file's version; null when there is no file or only an empty one. */
async function currentVersion(
  folder: FileSystemDirectoryHandle,
  name: string,
): Promise<string | null> {
  let file: File;
  try {
    file = await (await folder.getFileHandle(name)).getFile();
  } catch (error) {
    if (nameOf(error) !== 'NotFoundError') throw error;
    // The same error says the folder itself is gone; reading it tells the two apart.
    for await (const _ of folder.values()) break;
    return null;
  }
  return file.size > 0 ? versionOf(file) : null;
}

async function removeIfEmpty(folder: FileSystemDirectoryHandle, name: string): Promise<void> {
  try {
    const file = await (await folder.getFileHandle(name)).getFile();
    if (file.size === 0) await folder.removeEntry(name);
  } catch {
    // Best effort: an empty file left behind still counts as absent.
  }
}

/** Two tabs of this browser writing one file take turns (Web Locks, where there are any). */
function oneWriterAt<T>(name: string, write: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`tickday-sync-folder:${name}`, write) : write();
}

async function fileOrNull(entry: FileSystemFileHandle): Promise<File | null> {
  try {
    return await entry.getFile();
  } catch (error) {
    // Removed between the listing and now (the sync service at work): skip it.
    if (nameOf(error) === 'NotFoundError') return null;
    throw error;
  }
}

function versionOf(file: File): string {
  return `${file.lastModified}-${file.size}`;
}

function checkName(name: string) {
  if (!FILE.test(name)) throw new PlaceError('failed');
}

async function guarded<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    throw error instanceof PlaceError ? error : new PlaceError(failureOf(error));
  }
}

function failureOf(error: unknown): PlaceFailure {
  switch (nameOf(error)) {
    case 'NotFoundError':
      return 'not-found';
    case 'NotAllowedError':
    case 'SecurityError':
      return 'permission';
    case 'QuotaExceededError':
      return 'full';
    default:
      return 'failed';
  }
}

function nameOf(error: unknown): string {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
}

export { saveFolderHandle, loadFolderHandle, forgetFolderHandle } from './folder-handle-store';
