/**
 * The picked sync folder kept across visits. A directory handle cannot go in localStorage; IndexedDB
 * keeps it by structured clone (database 'tickday-sync', store 'handles', key 'folder'). Every call
 * is guarded: without IndexedDB, or when it fails, saving and forgetting answer false and loading
 * answers null.
 */

const DATABASE = 'tickday-sync';
const STORE = 'handles';
const KEY = 'folder';

export async function saveFolderHandle(handle: FileSystemDirectoryHandle): Promise<boolean> {
  try {
    await inStore('readwrite', (store) => store.put(handle, KEY));
    return true;
  } catch {
    return false;
  }
}

export async function loadFolderHandle(): Promise<FileSystemDirectoryHandle | null> {
  try {
    const value: unknown = await inStore('readonly', (store) => store.get(KEY));
    return isDirectoryHandle(value) ? value : null;
  } catch {
    return null;
  }
}

export async function forgetFolderHandle(): Promise<boolean> {
  try {
    await inStore('readwrite', (store) => store.delete(KEY));
    return true;
  } catch {
    return false;
  }
}

function isDirectoryHandle(value: unknown): value is FileSystemDirectoryHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'directory' &&
    typeof (value as { getFileHandle?: unknown }).getFileHandle === 'function'
  );
}

/** One request in one transaction, its result once the transaction has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = ask(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Throws where there is no IndexedDB (a test's jsdom, some private modes): the callers' guard.
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the page in another tab must not wait for this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('blocked'));
  });
}
