// A new version through the service worker (docs/product.md §15, docs/decisions.md "The return
// visit without the service worker's start"): it waits until the update prompt's Reload, the open
// page's version keeps answering until then, and afterwards only the new version's shell is kept.
// The build in dist/ is served by a server of this spec's own, which can turn into the next
// version: the same files, with a mark in index.html and the worker's precache entry for it.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, SERVICE_WORKER } from './fixtures';

const DIST = join(import.meta.dirname, '..', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

let version = 1;
let server: Server;
let origin = '';

/** index.html and sw.js as version `v` has them; every other file is the build's. */
function file(path: string): Buffer | string {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (path === '/index.html') {
    return html.replace('<head>', `<head><meta name="test-version" content="${version}">`);
  }
  if (path === '/sw.js') {
    const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const revision = /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(worker)?.[1];
    if (!revision) throw new Error('sw.js lost its precache entry for index.html');
    return worker.replace(revision, `${revision.slice(0, -1)}${version}`);
  }
  return readFileSync(join(DIST, normalize(path)));
}

test.use(SERVICE_WORKER);

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    // Every path without an extension is the app, as on the production servers.
    const served = extname(path) === '' ? '/index.html' : path;
    try {
      const body = file(served);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  // A port of the system's choosing: a retry's worker may start before this one's has closed.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Both read the page while Reload may be navigating it: a read that loses its page is retried.
const shownVersion = (page: Page) =>
  page
    .evaluate(() => document.querySelector('meta[name="test-version"]')?.getAttribute('content'))
    .catch(() => null);
const shells = (page: Page) =>
  page
    .evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('tickday-shell-')).sort(),
    )
    .catch(() => null);

test('a new version waits for Reload; then its shell alone answers', async ({ page }) => {
  // This server is the app's origin here: only requests elsewhere are cut off (e2e/fixtures.ts).
  await page.unrouteAll();
  await page.route(new RegExp(`^(?!${origin.replace(/[.:/]/g, '\\$&')})`), (route) =>
    route.abort('internetdisconnected'),
  );
  version = 1;
  await page.goto(`${origin}/`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  expect(await shells(page)).toEqual([expect.stringMatching(/1$/)]);

  // The next version is deployed and found.
  version = 2;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(prompt).toBeVisible();
  expect(await shells(page)).toHaveLength(2);
  // Until Reload, the open version answers a reload from its own shell, never mixing versions.
  await page.reload();
  expect(await shownVersion(page)).toBe('1');

  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => shownVersion(page)).toBe('2');
  await expect.poll(() => shells(page)).toEqual([expect.stringMatching(/2$/)]);
  await page.reload();
  expect(await shownVersion(page)).toBe('2');
});
