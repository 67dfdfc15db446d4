/**
 * A WebDAV collection as a sync place (docs/product.md §17): a Nextcloud, ownCloud or NAS folder
 * such as `https://cloud.example.com/remote.php/dav/files/anna/Tickday/`. Plain fetch with a
 * password (HTTP Basic); the server must allow this page's origin (deploy/webdav-cors/).
 *
 * Writes are whole or not at all: Apache's mod_dav_fs and Nextcloud write a PUT's body to a
 * temporary file and rename it over the old one once the body is complete, so a reader never sees
 * half a file, and a dropped upload leaves the old one.
 */
import { PlaceError, type PlaceEntry, type PlaceFailure, type SyncPlace } from './sync-place';

export interface WebdavOptions {
  /** The folder (a collection); a missing trailing slash is added. */
  url: string;
  user: string;
  password: string;
  /** How long one request may take, 15 s unless given. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const NAME = /^tickday-[A-Za-z0-9_-]+\.json$/;
const DAV = 'DAV:';
const PROPFIND_BODY =
  '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop>' +
  '<d:resourcetype/><d:getetag/><d:getlastmodified/><d:getcontentlength/></d:prop></d:propfind>';
/** Apache's tags turn weak for a second after a change (below): long enough to wait that out. */
const APACHE_SECOND_MS = 1100;

function failureOf(status: number): PlaceFailure {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  // 409 on a PUT: the folder it would go in is gone.
  if (status === 404 || status === 409 || status === 410) return 'not-found';
  if (status === 412) return 'changed';
  if (status === 507) return 'full';
  return 'failed';
}

/**
 * The version of an ETag. Apache marks a file's tag weak (`W/"…"`) for the second after it
 * changes (the time it is made of might not move on a second change within it), then sends the
 * same tag strong; If-Match compares strong tags only. Without the `W/`, one file has one version
 * whenever it is read, and an If-Match with it succeeds once that second has passed.
 */
function versionOf(etag: string): string {
  return etag.startsWith('W/') ? etag.slice(2) : etag;
}

/** Basic credentials as UTF-8 (btoa alone takes Latin-1 only, and throws on anything else). */
function basic(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function textOf(parent: Element, name: string): string {
  return parent.getElementsByTagNameNS(DAV, name)[0]?.textContent?.trim() ?? '';
}

/** The tickday files of a PROPFIND's multistatus answer, each with its version. */
function entriesOf(xml: string, base: string): PlaceEntry[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new PlaceError('failed', 207);
  const entries: PlaceEntry[] = [];
  for (const response of Array.from(doc.getElementsByTagNameNS(DAV, 'response'))) {
    if (response.getElementsByTagNameNS(DAV, 'collection').length > 0) continue;
    let name: string;
    try {
      const path = new URL(textOf(response, 'href'), base).pathname;
      name = decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '');
    } catch {
      continue;
    }
    if (!NAME.test(name)) continue;
    // A server without ETags still says when and how big: together, a version.
    const etag = textOf(response, 'getetag');
    const version = etag
      ? versionOf(etag)
      : `${textOf(response, 'getlastmodified')}|${textOf(response, 'getcontentlength')}`;
    entries.push({ name, version });
  }
  return entries;
}

export function webdavPlace(options: WebdavOptions): SyncPlace {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const authorization = basic(options.user, options.password);
  const fileUrl = (name: string) => base + encodeURIComponent(name);

  async function request(
    url: string,
    method: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ response: Response; text: string }> {
    try {
      const response = await send(url, {
        method,
        headers: { Authorization: authorization, ...headers },
        body,
        // The password goes in the header: no cookies, no cached answers, no browser login box.
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is read inside the time limit too.
      return { response, text: await response.text() };
    } catch (error) {
      // By name: a DOMException from another realm (a test's) fails instanceof.
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PlaceError('timeout');
      }
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new PlaceError('offline');
      }
      // fetch rejects with a bare TypeError when the answer never reached the page. Online, with
      // a server that answers, that is the browser refusing it: no CORS headers for this origin
      // (a stock WebDAV server sends none), or a preflight it did not pass. A page cannot tell
      // this from an unreachable server, so the Sync section says what is by far the likeliest.
      throw new PlaceError('cors');
    }
  }

  /** The file's version from the server (Depth 0), for answers that carry no ETag. */
  async function currentVersion(name: string): Promise<string> {
    const { response, text } = await request(
      fileUrl(name),
      'PROPFIND',
      { Depth: '0', 'Content-Type': 'application/xml; charset=utf-8' },
      PROPFIND_BODY,
    );
    if (response.status !== 207) throw new PlaceError(failureOf(response.status), response.status);
    const entry = entriesOf(text, base)[0];
    if (!entry) throw new PlaceError('failed', response.status);
    return entry.version;
  }

  async function put(name: string, text: string, expected: string | null): Promise<Response> {
    const condition: Record<string, string> =
      expected === null ? { 'If-None-Match': '*' } : { 'If-Match': expected };
    const { response } = await request(
      fileUrl(name),
      'PUT',
      { 'Content-Type': 'application/json; charset=utf-8', ...condition },
      text,
    );
    return response;
  }

  return {
    async list() {
      const { response, text } = await request(
        base,
        'PROPFIND',
        { Depth: '1', 'Content-Type': 'application/xml; charset=utf-8' },
        PROPFIND_BODY,
      );
      if (response.status !== 207) {
        throw new PlaceError(failureOf(response.status), response.status);
      }
      return entriesOf(text, base);
    },

    async read(name) {
      const { response, text } = await request(fileUrl(name), 'GET');
      if (!response.ok) throw new PlaceError(failureOf(response.status), response.status);
      const etag = response.headers.get('ETag');
      return { text, version: etag ? versionOf(etag) : await currentVersion(name) };
    },

    async write(name, text, expected) {
      let response = await put(name, text, expected);
      // Apache refuses every If-Match for the second after a change (its tag is weak then): when
      // the file's version is still the expected one, nobody else wrote; wait the second out.
      if (response.status === 412 && expected !== null) {
        const now = await currentVersion(name).catch(() => undefined);
        if (now === expected) {
          await new Promise((resolve) => setTimeout(resolve, APACHE_SECOND_MS));
          response = await put(name, text, expected);
        }
      }
      if (!response.ok) throw new PlaceError(failureOf(response.status), response.status);
      // Nextcloud answers with the new ETag; Apache's mod_dav_fs does not, so ask. Only this
      // device writes this file, so the version that comes back is this write's.
      const etag = response.headers.get('ETag');
      return etag ? versionOf(etag) : currentVersion(name);
    },
  };
}
