import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { DAV_KINDS, startWebdav, webdavMissing, type Webdav } from '../../e2e/webdav/server';
import { PlaceError } from './sync-place';
import { webdavPlace } from './webdav';

/** The reason a place's promise failed with, or 'no failure'. */
function failure(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof PlaceError ? error.reason : String(error)),
  );
}

describe('webdavPlace without a server', () => {
  const multistatus = `<?xml version="1.0"?>
    <multistatus xmlns="DAV:" xmlns:oc="http://owncloud.org/ns">
      <response><href>/remote.php/dav/files/anna/My%20Tickday/</href>
        <propstat><prop><resourcetype><collection/></resourcetype></prop></propstat></response>
      <response><href>https://cloud.example.com/remote.php/dav/files/anna/My%20Tickday/tickday-%61b_9.json</href>
        <propstat><prop><resourcetype/><getetag>"5f1"</getetag></prop>
          <status>HTTP/1.1 200 OK</status></propstat></response>
      <response><href>/remote.php/dav/files/anna/My%20Tickday/tickday-c.json</href>
        <propstat><prop><getlastmodified>Mon, 02 Nov 2026 10:00:00 GMT</getlastmodified>
          <getcontentlength>42</getcontentlength></prop></propstat>
        <propstat><prop><getetag/></prop><status>HTTP/1.1 404 Not Found</status></propstat>
      </response>
      <response><href>/remote.php/dav/files/anna/My%20Tickday/notes%20tickday-d.json</href></response>
    </multistatus>`;

  it('reads hrefs percent-encoded or absolute, and a version without an ETag', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(multistatus, { status: 207 }),
    );
    const place = webdavPlace({
      url: 'https://cloud.example.com/remote.php/dav/files/anna/My%20Tickday',
      user: 'anna',
      password: 'x',
      fetch,
    });
    expect(await place.list()).toEqual([
      { name: 'tickday-ab_9.json', version: '"5f1"' },
      { name: 'tickday-c.json', version: 'Mon, 02 Nov 2026 10:00:00 GMT|42' },
    ]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://cloud.example.com/remote.php/dav/files/anna/My%20Tickday/');
    expect(init?.method).toBe('PROPFIND');
    expect(new Headers(init?.headers).get('Depth')).toBe('1');
    // UTF-8, then base64: "anna:x".
    expect(new Headers(init?.headers).get('Authorization')).toBe('Basic YW5uYTp4');
  });

  it('tells a CORS refusal from a server unreachable, and says offline when it knows it is offline', async () => {
    // A browser refuses a CORS request's answer, but lets an opaque no-cors one through.
    const refused = async (_url: unknown, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    };
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    const at = (fetch: typeof globalThis.fetch) =>
      webdavPlace({ url: 'https://dav.example/', user: 'a', password: 'b', fetch });
    expect(await failure(at(refused as typeof globalThis.fetch).list())).toBe('cors');
    expect(await failure(at(down).list())).toBe('unreachable');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await failure(at(down).list())).toBe('offline');
    vi.restoreAllMocks();
  });

  it('says insecure for an http:// address from a page served over HTTPS, asking nothing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('location', new URL('https://tickday.app/'));
    const place = webdavPlace({ url: 'http://nas.local/dav/', user: 'a', password: 'b', fetch });
    expect(await failure(place.list())).toBe('insecure');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

const missing = webdavMissing();
if (missing) console.warn(missing);

// The same cases against each server (Apache's mod_dav, nginx's DAV, rclone), as a device talks
// to it: straight, without CORS (no browser here).
describe.skipIf(missing).each(DAV_KINDS)(
  'webdavPlace against %s (e2e/webdav/server.ts)',
  (kind) => {
    let dav: Webdav;
    beforeAll(async () => {
      dav = await startWebdav({ kind });
    }, 30_000);
    afterAll(() => dav?.stop());

    const placeAt = (url: string, more: { password?: string; timeoutMs?: number } = {}) =>
      webdavPlace({ url, user: dav.user, password: dav.password, ...more });
    const newPlace = async (folder: string) => placeAt(dav.direct + (await dav.makeFolder(folder)));

    it('lists an empty folder, given without its trailing slash', async () => {
      const folder = await dav.makeFolder('empty');
      expect(await placeAt((dav.direct + folder).replace(/\/$/, '')).list()).toEqual([]);
    });

    it('writes a new file, reads it back and lists it with the version the write gave', async () => {
      const place = await newPlace('round-trip');
      const version = await place.write('tickday-a1.json', '{"n":1}', null);
      // nginx's DAV lists no ETag: its version is the file's time and length.
      expect(version).toMatch(kind === 'nginx-dav' ? /GMT\|7$/ : /^"/);
      expect((await place.read('tickday-a1.json')).text).toBe('{"n":1}');
      expect(await place.list()).toEqual([{ name: 'tickday-a1.json', version }]);
    });

    it('says not-found for a file listed but gone when read (rclone lists it for minutes)', async () => {
      const folder = await dav.makeFolder('gone');
      const place = placeAt(dav.direct + folder);
      await place.write('tickday-a1.json', '{}', null);
      await place.list();
      rmSync(join(dav.root, 'gone', 'tickday-a1.json'));
      expect(await failure(place.read('tickday-a1.json'))).toBe('not-found');
    });

    it('writes over its own version at once (Apache refuses If-Match for a second after a change)', async () => {
      const place = await newPlace('rewrite');
      const first = await place.write('tickday-a1.json', '{"n":1}', null);
      // Another length: nginx's DAV tells two writes within a second apart by their length only.
      const second = await place.write('tickday-a1.json', '{"n":22}', first);
      expect(second).not.toBe(first);
      expect((await place.read('tickday-a1.json')).text).toBe('{"n":22}');
    });

    it('writes under a temporary name and moves it into place: the file is never half there', async () => {
      const place = await newPlace('moved');
      const sent: string[] = [];
      const spy = webdavPlace({
        url: dav.direct + 'moved/',
        user: dav.user,
        password: dav.password,
        fetch: async (url, init) => {
          sent.push(`${init?.method} ${decodeURIComponent(String(url).split('/').pop()!)}`);
          return fetch(url, init);
        },
      });
      const version = await spy.write('tickday-a1.json', '{"n":1}', null);
      expect(sent.slice(0, 2)).toEqual(['PUT tickday-a1.json.part', 'MOVE tickday-a1.json.part']);
      expect(await place.list()).toEqual([{ name: 'tickday-a1.json', version }]);
      expect((await place.read('tickday-a1.json')).text).toBe('{"n":1}');
    });

    it('relies on no condition: a stale version does not stop this device writing its own file', async () => {
      // nginx's DAV and rclone ignore If-Match (no 412): each device writes only its own file, so
      // nothing here may depend on one (docs/decisions.md).
      const place = await newPlace('stale');
      const first = await place.write('tickday-a1.json', '{"n":1}', null);
      await place.write('tickday-a1.json', '{"n":2}', first);
      await place.write('tickday-a1.json', '{"n":3}', first);
      expect((await place.read('tickday-a1.json')).text).toBe('{"n":3}');
    });

    it('says unauthorized for a wrong password', async () => {
      const folder = await dav.makeFolder('locked');
      const place = placeAt(dav.direct + folder, { password: 'pässwörd ✗' });
      expect(await failure(place.list())).toBe('unauthorized');
      expect(await failure(place.write('tickday-a1.json', '{}', null))).toBe('unauthorized');
    });

    it('says not-found for a folder that does not exist, to list, read or write', async () => {
      const place = placeAt(`${dav.direct}no-such-folder/`);
      expect(await failure(place.list())).toBe('not-found');
      expect(await failure(place.read('tickday-a1.json'))).toBe('not-found');
      // A PUT into a missing folder is a 409 Conflict on Apache; nginx's DAV and rclone make it.
      if (kind === 'apache')
        expect(await failure(place.write('tickday-a1.json', '{}', null))).toBe('not-found');
    });

    it.runIf(kind === 'apache')(
      'says forbidden where the server lets the user read but not write',
      async () => {
        const place = placeAt(`${dav.direct}read-only/`);
        expect(await place.list()).toEqual([]);
        expect(await failure(place.write('tickday-a1.json', '{}', null))).toBe('forbidden');
      },
    );

    it('says full when the server has no room (507)', async () => {
      const folder = await dav.makeFolder('full');
      const place = placeAt(dav.full + folder);
      expect(await place.list()).toEqual([]);
      expect(await failure(place.write('tickday-a1.json', '{}', null))).toBe('full');
    });

    it('says timeout when no answer comes in time', async () => {
      const folder = await dav.makeFolder('slow');
      const started = Date.now();
      expect(await failure(placeAt(dav.slow + folder, { timeoutMs: 300 }).list())).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('lists only tickday-*.json files', async () => {
      const folder = await dav.makeFolder('mixed');
      const place = placeAt(dav.direct + folder);
      const authorization = `Basic ${Buffer.from(`${dav.user}:${dav.password}`).toString('base64')}`;
      for (const name of ['notes.txt', 'tickday-a1.json.bak', 'Tickday-a1.json', 'tickday-.json']) {
        const response = await fetch(dav.direct + folder + name, {
          method: 'PUT',
          headers: { Authorization: authorization },
          body: 'x',
        });
        expect(response.status).toBe(201);
      }
      await place.write('tickday-a1.json', '{}', null);
      await dav.makeFolder(`mixed/tickday-dir.json`);
      expect((await place.list()).map((entry) => entry.name)).toEqual(['tickday-a1.json']);
    });

    it('keeps UTF-8 text whole, in a folder whose name needs percent-encoding', async () => {
      const folder = await dav.makeFolder('Mes habitudes ✓ عادات');
      const place = placeAt(dav.direct + folder);
      const text = JSON.stringify({ name: 'قراءة 📚', note: 'café ✓ 🏃‍♀️' });
      const version = await place.write('tickday-b_2.json', text, null);
      expect((await place.read('tickday-b_2.json')).text).toBe(text);
      expect(await place.list()).toEqual([{ name: 'tickday-b_2.json', version }]);
      const onDisk = join(dav.root, 'Mes habitudes ✓ عادات', 'tickday-b_2.json');
      expect(readFileSync(onDisk, 'utf8')).toBe(text);
    });
  },
);
