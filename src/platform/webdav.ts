/**
 * A WebDAV collection as a sync place (docs/product.md §17): a Nextcloud, ownCloud or NAS folder
 * such as `https://cloud.example.com/remote.php/dav/files/anna/Tickday/`. Plain fetch with a
 * password (HTTP Basic); the server must allow this page's origin (deploy/webdav-cors/).
 *
 * No server is trusted to write atomically (rclone 1.60 writes a PUT in place, so a dropped upload
 * leaves half a file): a file is written under a temporary name (`….json.part`, which no listing
 * takes for a sync file) and moved into place (MOVE), where the server allows it. Where it does not
 * (Apache behind a proxy on another port refuses a Destination it does not recognise), a plain PUT;
 * Apache's mod_dav_fs and Nextcloud write that to a temporary file and rename it themselves.
 *
 * Conditions (If-Match, If-None-Match) are sent on a plain PUT, but nothing relies on them: nginx's
 * DAV and rclone ignore both (docs/decisions.md). Each device writes only its own file, and a
 * stranger writing it (a copied browser profile) is seen in the listing (state/sync/through-place.ts).
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

/** A MOVE the server does not do here: write with a plain PUT instead. */
const NO_MOVE = new Set([400, 403, 405, 409, 412, 415, 500, 501, 502]);
/** The folders whose server refused a MOVE, this session: no temporary file there. */
const noMove = new Set<string>();

/** By name: a DOMException from another realm (a test's) fails instanceof. */
function timedOut(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

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
  ): Promise<{ response: Response; text: string | null }> {
    // A page served over HTTPS may not reach http:// (mixed content, and the app's CSP): the
    // browser refuses before anything leaves, so say why without asking.
    if (
      typeof location !== 'undefined' &&
      location.protocol === 'https:' &&
      new URL(url).protocol === 'http:'
    )
      throw new PlaceError('insecure');
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: { Authorization: authorization, ...headers },
        body,
        // The password goes in the header: no cookies, no cached answers, no browser login box.
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (timedOut(error)) throw new PlaceError('timeout');
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new PlaceError('offline');
      }
      // fetch rejects with a bare TypeError when the answer never reached the page: the server
      // unreachable, or the browser refusing its answer (no CORS headers for this origin, or a
      // preflight it did not pass). A request the browser never checks for CORS (`no-cors`, no
      // password) tells them apart: it gets through to a server that answers.
      throw new PlaceError((await reachable()) ? 'cors' : 'unreachable');
    }
    try {
      // The body is read inside the time limit too.
      return { response, text: await response.text() };
    } catch (error) {
      if (timedOut(error)) throw new PlaceError('timeout');
      // The answer came and broke off: rclone lists a file removed behind its back for minutes,
      // then answers its GET with the old length and no body (null: the caller says what it is).
      return { response, text: null };
    }
  }

  /** Whether anything answers at the folder's address, CORS aside (an opaque answer). */
  async function reachable(): Promise<boolean> {
    try {
      await send(base, {
        method: 'GET',
        mode: 'no-cors',
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return true;
    } catch {
      return false;
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
    if (text === null) throw new PlaceError('failed', response.status);
    const entry = entriesOf(text, base)[0];
    if (!entry) throw new PlaceError('failed', response.status);
    return entry.version;
  }

  async function put(name: string, text: string, expected: string | null): Promise<Response> {
    // A version made of a date and a length (no ETag) is no condition a server knows.
    const condition: Record<string, string> =
      expected === null
        ? { 'If-None-Match': '*' }
        : expected.startsWith('"')
          ? { 'If-Match': expected }
          : {};
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
      if (text === null) throw new PlaceError('failed', response.status);
      return entriesOf(text, base);
    },

    async read(name) {
      const { response, text } = await request(fileUrl(name), 'GET');
      if (!response.ok) throw new PlaceError(failureOf(response.status), response.status);
      // Gone while it was read: skipped, as a file gone between the listing and the read.
      if (text === null) throw new PlaceError('not-found', response.status);
      const etag = response.headers.get('ETag');
      return { text, version: etag ? versionOf(etag) : await currentVersion(name) };
    },

    async write(name, text, expected) {
      if (!noMove.has(base)) {
        const temp = `${name}.part`;
        const { response: sent } = await request(
          fileUrl(temp),
          'PUT',
          { 'Content-Type': 'application/json; charset=utf-8' },
          text,
        );
        if (!sent.ok) throw new PlaceError(failureOf(sent.status), sent.status);
        const { response: moved } = await request(fileUrl(temp), 'MOVE', {
          Destination: fileUrl(name),
          Overwrite: 'T',
        });
        if (moved.ok) return currentVersion(name);
        if (!NO_MOVE.has(moved.status)) throw new PlaceError(failureOf(moved.status), moved.status);
        noMove.add(base);
        await request(fileUrl(temp), 'DELETE').catch(() => undefined);
      }
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
