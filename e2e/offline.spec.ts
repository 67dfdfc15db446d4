import { test, expect, seed, KEYS, SERVICE_WORKER } from './fixtures';
import { storedData } from './data';

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
