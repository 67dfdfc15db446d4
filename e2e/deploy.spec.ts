import { readFileSync } from 'node:fs';
import { test, expect, KEYS, storageItem, SERVICE_WORKER } from './fixtures';
import { CACHE, FRESH_PATHS, PERMISSIONS_OFF } from '../scripts/security-headers.mjs';
import { MainPage } from './pages/main-page';

test.use(SERVICE_WORKER);

/**
 * docs/product.md §15: behind a production server with the repo's config (deploy/nginx.conf,
 * deploy/Caddyfile), run by the `nginx` and `caddy` projects only.
 */

const html = () => readFileSync('dist/index.html', 'utf8');
/** The policy the build put in the page's meta tag. */
const metaPolicy = () => /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html())?.[1];

test('security headers on every answer; the policy is the build’s, and forbids framing', async ({
  request,
}) => {
  // The app's module, held in the page for its start script (scripts/start-when-shown.ts).
  const asset = /href="(\/assets\/index-[^"]+\.js)" data-start/.exec(html())?.[1];
  expect(asset).toBeTruthy();
  for (const path of [
    '/',
    '/history/no/such/deep/path',
    asset!,
    '/sw.js',
    '/manifest.webmanifest',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(
      `${metaPolicy()}; frame-ancestors 'none'`,
    );
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['permissions-policy'], path).toBe(
      PERMISSIONS_OFF.map((f) => `${f}=()`).join(', '),
    );
  }
});

test('no other site can frame the app (frame-ancestors, which only a header can say)', async ({
  page,
  baseURL,
}) => {
  await page.setContent(`<iframe title="embedded" src="${baseURL}/terms"></iframe>`);
  // Chromium replaces a refused frame with its error page.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  const framed = page.frames()[1]!;
  expect(await framed.getByRole('heading', { name: 'Terms and Conditions' }).count()).toBe(0);
});

test('caching: hashed files a year, index.html, the service worker and the manifest never stale', async ({
  request,
}) => {
  const assets = [...html().matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    expect((await request.get(asset)).headers()['cache-control'], asset).toBe(CACHE.hashed);
  }
  for (const path of FRESH_PATHS) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(CACHE.fresh);
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect((await manifest.json()).name).toBe('Tickday');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('every unknown path is the app; a missing hashed file is a 404, not HTML', async ({
  request,
  page,
}) => {
  for (const path of ['/nope', '/history', '/history/123', '/a/b/c?x=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(CACHE.fresh);
    expect(await response.text(), path).toBe(html());
  }
  const missing = await request.get('/assets/index-missing.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'] ?? CACHE.fresh).not.toBe(CACHE.hashed);
  expect(await missing.text()).not.toContain('<!doctype html>');
  // The share target's POST (docs/product.md §19.3) with no service worker to answer it (storage
  // cleared): nginx refuses it (405); Caddy's file server answers with the page, whose router shows
  // its 404 page. Neither keeps anything.
  const share = await request.post('/share-target', {
    multipart: {
      files: { name: 'a.json', mimeType: 'application/json', buffer: Buffer.from('{}') },
    },
  });
  if (test.info().project.name === 'caddy') expect(await share.text()).toBe(html());
  else expect(share.status()).toBe(405);
  // The app's own 404 page, on a direct visit to an unknown path.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('smoke: add, tick, reload, and an offline reload behind this server', async ({
  page,
  context,
}) => {
  const main = new MainPage(page);
  await page.goto('/');
  await main.addHabit('Stretch');
  await main.check('Stretch').click();
  await expect(main.check('Stretch')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(main.check('Stretch')).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await context.setOffline(true);
  await page.reload();
  await expect(main.check('Stretch')).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse((await storageItem(page, KEYS.data)) ?? '{}').habits).toHaveLength(1);
  await context.setOffline(false);
});
