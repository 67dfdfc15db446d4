import { readdirSync } from 'node:fs';
import { test, expect, seed, KEYS, SERVICE_WORKER } from './fixtures';
import { storedData, storedHabit } from './data';
import { watchAnswers } from './pages/worker-answers';

test.use(SERVICE_WORKER);

test('after the first visit the app loads and works offline, and keeps what was done', async ({
  page,
  context,
}) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]), [KEYS.bannerDismissed]: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  // Wait until the service worker has installed and precached the app.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  const manifest = await page.evaluate(() =>
    document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
  );
  expect(manifest).toBe('/manifest.webmanifest');

  await context.setOffline(true);
  await page.reload();
  const check = page.getByRole('button', { name: 'Complete Read for today' });
  await expect(check).toBeVisible();
  await check.click();
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  // Other routes come from the cache as well.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a return visit takes the page and its scripts from the cache before the worker starts', async ({
  page,
  context,
}) => {
  // docs/decisions.md, "The return visit without the service worker's start": the worker's static
  // routes answer `/` and the hashed scripts from Cache Storage; any other address still reaches
  // its script, which answers every route with the app.
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]), [KEYS.bannerDismissed]: true });
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // The shell copy is this version's index.html, under the address it answers.
  const copy = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('tickday-shell-'));
    const response = await (await caches.open(names[0]!)).match('/');
    return { names, body: await response?.text() };
  });
  expect(copy.names).toHaveLength(1);
  expect(copy.body).toBe(await (await page.request.get('/index.html')).text());
  // Every script of the build is precached under its own address, without `Vary`: the scripts'
  // route reads them as the page asks, lazy parts and workers too, and a miss would go to the
  // network, offline too.
  const scriptFiles = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
  const unreadable = await page.evaluate(async (files) => {
    const precache = await caches.open(`workbox-precache-v2-${location.origin}/`);
    const bad: string[] = [];
    for (const file of files) {
      const response = await precache.match(`/assets/${file}`);
      if (!response || response.headers.has('Vary')) bad.push(file);
    }
    return bad;
  }, scriptFiles);
  expect(scriptFiles.length).toBeGreaterThan(10);
  expect(unreadable).toEqual([]);

  const { answers, stopWorker } = await watchAnswers(context, page);
  // A day later the worker has stopped: the browser answers without starting it.
  await stopWorker();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  const scripts = [...answers].filter(([path]) => /^\/assets\/.+\.js$/.test(path));
  expect(answers.get('/')).toBe('cache');
  expect(scripts.length).toBeGreaterThan(1);
  for (const [path, source] of scripts) expect(source, path).toBe('cache');

  // Offline, the routes answer just the same; with a query, the page is the worker's answer.
  await context.setOffline(true);
  await stopWorker();
  answers.clear();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  expect(answers.get('/')).toBe('cache');
  await page.goto('/?from=home');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  expect(answers.get('/?from=home')).toBe('worker');
  await context.setOffline(false);
});

test('the web app manifest names the app and its icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Tickday', display: 'standalone', start_url: '/' });
  const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('a tick link opens the home page online and offline, behind the server and the worker (§19.4)', async ({
  page,
  context,
}) => {
  const token = 'Tt_-0123456789abcdefgh';
  await page.clock.setFixedTime(new Date('2025-07-16T12:00:00Z'));
  await seed(page, {
    [KEYS.data]: {
      version: 1,
      habits: [{ ...storedHabit({ id: 'read', name: 'Read' }), tickLink: { token } }],
    },
    [KEYS.bannerDismissed]: true,
  });
  const status = page.getByRole('status').filter({ hasText: 'Read done for today' });
  const check = page.getByRole('button', { name: 'Complete Read for today' });
  // Online: the server answers `/?tick=` with the app.
  await page.goto(`/?tick=${token}`);
  await expect(status).toBeVisible();
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // Offline: the worker answers it, and the link's code is precached with the rest.
  await context.setOffline(true);
  await page.goto(`/?tick=${token}`);
  await expect(status).toBeVisible();
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).search).toBe('');
  await context.setOffline(false);
});
