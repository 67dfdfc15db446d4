import type { Page } from '@playwright/test';
import { expect, skipWithoutWebdav, test } from './webdav/fixture';

// A browser talks to a WebDAV server on another origin only when the server says it may (CORS):
// a stock server refuses Tickday's page, and the lines in deploy/webdav-cors/ (the ones users are
// given) let it list, read and write with conditions. Plain fetch in the app's page, as
// src/platform/webdav.ts does it.
skipWithoutWebdav();
// The app's Content-Security-Policy lets the page reach https origins only (a user's server); the
// test servers speak plain http on loopback, and here only their CORS lines are under test.
test.use({ bypassCSP: true });

interface Answer {
  status?: number;
  etag?: string | null;
  body?: string;
  error?: string;
}

/** One request from the page, with the password as UTF-8 Basic credentials. */
async function send(
  page: Page,
  url: string,
  credentials: { user: string; password: string },
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return page.evaluate(
    async ({ url, credentials, init }) => {
      const bytes = new TextEncoder().encode(`${credentials.user}:${credentials.password}`);
      const authorization = `Basic ${btoa(String.fromCharCode(...bytes))}`;
      try {
        const response = await fetch(url, {
          ...init,
          headers: { Authorization: authorization, ...init.headers },
          credentials: 'omit',
          cache: 'no-store',
        });
        return {
          status: response.status,
          etag: response.headers.get('ETag'),
          body: await response.text(),
        };
      } catch (error) {
        return { error: (error as Error).name };
      }
    },
    { url, credentials: { user: credentials.user, password: credentials.password }, init },
  );
}

const PROPFIND = {
  method: 'PROPFIND',
  headers: { Depth: '1', 'Content-Type': 'application/xml' },
  body: '<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
};

test('a stock WebDAV server (no CORS headers) is refused: fetch throws a TypeError', async ({
  page,
  webdav,
}) => {
  await page.goto('/');
  const folder = await webdav.makeFolder('stock');
  expect(await send(page, webdav.direct + folder, webdav, PROPFIND)).toEqual({
    error: 'TypeError',
  });
  const put = { method: 'PUT', headers: { 'If-None-Match': '*' }, body: '{}' };
  expect(await send(page, `${webdav.direct}${folder}tickday-a.json`, webdav, put)).toEqual({
    error: 'TypeError',
  });
});

for (const [name, endpoint] of [
  ['nginx with deploy/webdav-cors/cors.conf', 'withCors'],
  ['Apache with deploy/webdav-cors/apache-cors.conf', 'apacheCors'],
] as const) {
  test(`behind ${name}: list, write with conditions and read the ETag across origins`, async ({
    page,
    webdav,
  }) => {
    await page.goto('/');
    const folder = await webdav.makeFolder(`open-${endpoint}`);
    const file = `${webdav[endpoint]}${folder}tickday-a.json`;
    const json = { 'Content-Type': 'application/json' };

    const created = await send(page, file, webdav, {
      method: 'PUT',
      headers: { ...json, 'If-None-Match': '*' },
      body: '{"n":1,"name":"قراءة 📚"}',
    });
    expect(created.status).toBe(201);

    const listed = await send(page, webdav[endpoint] + folder, webdav, PROPFIND);
    expect(listed.status).toBe(207);
    expect(listed.body).toContain('tickday-a.json');

    const read = await send(page, file, webdav, { method: 'GET' });
    expect(read).toMatchObject({ status: 200, body: '{"n":1,"name":"قراءة 📚"}' });
    // Exposed to the page (Access-Control-Expose-Headers): how Tickday tells a change.
    expect(read.etag).toMatch(/^(W\/)?"/);
    const etag = read.etag!.replace(/^W\//, '');

    // Apache's tag is weak for a second after a change; If-Match holds once it is strong.
    await page.waitForTimeout(1100);
    const again = await send(page, file, webdav, {
      method: 'PUT',
      headers: { ...json, 'If-Match': etag },
      body: '{"n":2}',
    });
    expect(again.status).toBe(204);
    const stale = await send(page, file, webdav, {
      method: 'PUT',
      headers: { ...json, 'If-Match': etag },
      body: '{"n":3}',
    });
    expect(stale.status).toBe(412);
    expect((await send(page, file, webdav, { method: 'GET' })).body).toBe('{"n":2}');
  });
}

test("the preflight is the server's own: a header outside its list is refused", async ({
  page,
  webdav,
}) => {
  await page.goto('/');
  const folder = await webdav.makeFolder('preflight');
  const answer = await send(page, webdav.withCors + folder, webdav, {
    ...PROPFIND,
    headers: { ...PROPFIND.headers, 'X-Not-Allowed': '1' },
  });
  expect(answer).toEqual({ error: 'TypeError' });
});

test('a wrong password is a 401 the page can read, without a login box', async ({
  page,
  webdav,
}) => {
  await page.goto('/');
  const folder = await webdav.makeFolder('wrong');
  const answer = await send(
    page,
    webdav.withCors + folder,
    { user: webdav.user, password: 'wrong' },
    PROPFIND,
  );
  expect(answer.status).toBe(401);
});
