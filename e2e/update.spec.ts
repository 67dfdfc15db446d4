// A new version through the service worker (docs/product.md §15, docs/decisions.md "The return
// visit without the service worker's start"): it waits until the update prompt's Reload, the open
// page's version keeps answering until then, and afterwards only the new version's shell is kept.
// The build in dist/ is served by a server of this spec's own, which can turn into the next
// version: the same files, with a mark in index.html and the worker's precache entry for it.
// Version 0 is the worker every user had before (workbox's generated one, as vite.config.ts made it
// until issue 27's fifth session), which each of them leaves once.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { generateSW } from 'workbox-build';
import { test, expect, SERVICE_WORKER } from './fixtures';
import { watchAnswers } from './pages/worker-answers';

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
let generatedWorker = '';

/** index.html and sw.js as version `v` has them; every other file is the build's. */
function file(path: string): Buffer | string {
  if (path === '/index.html') {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    return html.replace('<head>', `<head><meta name="test-version" content="${version}">`);
  }
  if (path === '/sw.js' && version === 0) return generatedWorker;
  if (path === '/sw.js') {
    const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const revision = /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(worker)?.[1];
    if (!revision) throw new Error('sw.js lost its precache entry for index.html');
    return worker.replace(revision, `${revision}-v${version}`);
  }
  return readFileSync(join(DIST, normalize(path)));
}

test.use(SERVICE_WORKER);

test.beforeAll(async () => {
  // The earlier worker: vite-plugin-pwa's generateSW options of then, over this build.
  const out = mkdtempSync(join(tmpdir(), 'tickday-old-sw-'));
  await generateSW({
    globDirectory: DIST,
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['sw.js', 'workbox-*.js'],
    dontCacheBustURLsMatching: /^assets\//,
    swDest: join(out, 'sw.js'),
    inlineWorkboxRuntime: true,
    mode: 'production',
    navigateFallback: '/index.html',
    cleanupOutdatedCaches: true,
    importScripts: ['/reminder-sw.js'],
    runtimeCaching: [
      {
        urlPattern: ({ url }) =>
          url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
        handler: 'CacheFirst',
        options: { cacheName: 'tickday-wasm', expiration: { maxEntries: 2 } },
      },
    ],
  });
  generatedWorker = readFileSync(join(out, 'sw.js'), 'utf8');
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    // Every path without an extension is the app, as on the production servers.
    const served = extname(path) === '' ? '/index.html' : path;
    try {
      const body = file(served);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        // As `vite preview` says: the worker's install drops it, or no script would match.
        Vary: 'Origin',
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

/**
 * Opens version `v` on this spec's server, installed and controlling the page. This server is the
 * app's origin here: only requests elsewhere are cut off (e2e/fixtures.ts).
 */
async function openControlled(page: Page, v: number) {
  await page.unrouteAll();
  await page.route(new RegExp(`^(?!${origin.replace(/[.:/]/g, '\\$&')})`), (route) =>
    route.abort('internetdisconnected'),
  );
  version = v;
  await page.goto(`${origin}/`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('a new version waits for Reload; then its shell alone answers', async ({ page, context }) => {
  await openControlled(page, 1);
  expect(await shells(page)).toEqual([expect.stringMatching(/-v1$/)]);

  // The next version is deployed and found.
  version = 2;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(prompt).toBeVisible();
  expect(await shells(page)).toHaveLength(2);
  // Until Reload, the open version answers a reload from its own shell (its static route, the
  // worker stopped), never mixing versions.
  const { answers, stopWorker } = await watchAnswers(context, page);
  await stopWorker();
  await page.reload();
  expect(await shownVersion(page)).toBe('1');
  expect(answers.get('/')).toBe('cache');

  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => shownVersion(page)).toBe('2');
  await expect.poll(() => shells(page)).toEqual([expect.stringMatching(/-v2$/)]);
  answers.clear();
  await stopWorker();
  await page.reload();
  expect(await shownVersion(page)).toBe('2');
  expect(answers.get('/')).toBe('cache');
});

test('from the earlier generated worker: the routes read what it stored, offline too', async ({
  page,
  context,
}) => {
  await openControlled(page, 0);
  // What it stored says `Vary: Origin`, as this server does.
  const varied = () =>
    page.evaluate(async () => {
      const precache = await caches.open(`workbox-precache-v2-${location.origin}/`);
      const requests = await precache.keys();
      const responses = await Promise.all(requests.map((request) => precache.match(request)));
      return responses.filter((response) => response?.headers.has('Vary')).length;
    });
  expect(await varied()).toBeGreaterThan(10);

  version = 1;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => shownVersion(page)).toBe('1');
  expect(await varied()).toBe(0);
  await expect.poll(() => shells(page)).toEqual([expect.stringMatching(/-v1$/)]);

  const { answers } = await watchAnswers(context, page);
  // Offline, `/` and its scripts come through the routes. (The worker is left running: stopped
  // through DevTools right after this update, an offline navigation never committed, where one
  // 45 s later, after the worker's own idle stop, answered from the routes as here.)
  await context.setOffline(true);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
  expect(await shownVersion(page)).toBe('1');
  const scripts = [...answers].filter(([path]) => path.startsWith('/assets/'));
  expect(answers.get('/')).toBe('cache');
  expect(scripts.length).toBeGreaterThan(1);
  for (const [path, source] of scripts) expect(source, path).toBe('cache');
  await context.setOffline(false);
});
