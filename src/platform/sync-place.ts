/**
 * A place that several devices sync through (docs/product.md §17): a folder the person's own sync
 * service already copies between devices, or a WebDAV collection. Each device writes only its own
 * file (`tickday-<device id>.json`) and reads everyone else's, so no two devices ever write one
 * file. Loaded only when sync is used.
 */

/** One file in the place, with a tag that changes whenever its content does (an ETag). */
export interface PlaceEntry {
  name: string;
  version: string;
}

/** Why a place could not be read or written, in the words the Sync section shows. */
export type PlaceFailure =
  /** No network (navigator.onLine is false, or the request never left). */
  | 'offline'
  /** No answer in time. */
  | 'timeout'
  /** WebDAV 401: wrong user or app password. */
  | 'unauthorized'
  /** WebDAV 403. */
  | 'forbidden'
  /** WebDAV 404 on the folder, or a folder that was removed or renamed. */
  | 'not-found'
  /** WebDAV 412: the file changed since it was read (another tab or device wrote it). */
  | 'changed'
  /** WebDAV 507, or a disk or quota that is full. */
  | 'full'
  /** The browser refused the answer: the server sends no CORS headers for this page. */
  | 'cors'
  /** Nothing answers at the address (the server stopped, a wrong name or port). */
  | 'unreachable'
  /** An http:// address from a page served over HTTPS, which the browser blocks. */
  | 'insecure'
  /** The browser dropped its permission to the folder: the user must reconnect it. */
  | 'permission'
  /** Anything else (a 5xx, a broken answer). */
  | 'failed';

export class PlaceError extends Error {
  constructor(
    readonly reason: PlaceFailure,
    readonly status?: number,
  ) {
    super(status ? `${reason} (${status})` : reason);
    this.name = 'PlaceError';
  }
}

export interface SyncPlace {
  /** The files whose names start `tickday-` and end `.json`, each with its version. */
  list(): Promise<PlaceEntry[]>;
  /** A file's text and its version. */
  read(name: string): Promise<{ text: string; version: string }>;
  /**
   * Writes `text` to `name` whole or not at all (a temporary name then a rename, or the server's
   * own atomic PUT). `expected`: the version this device last read or wrote (sent as If-Match),
   * null when the file should not exist yet (If-None-Match: *); a mismatch is `changed` where the
   * place checks (Apache; not nginx's DAV or rclone, and nothing relies on it). Returns the new
   * version, as `list` gives it.
   */
  write(name: string, text: string, expected: string | null): Promise<string>;
}
