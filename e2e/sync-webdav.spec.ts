import type { Browser, Page } from '@playwright/test';
import { KEYS } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { connect } from './pages/sync-place';
import { expect, skipWithoutWebdav, test } from './webdav/fixture';

// Sync through a real WebDAV server (e2e/webdav/server.ts: Apache's mod_dav behind nginx with the
// CORS lines users are given). Playwright's own `test` (the WebDAV fixture's), not
// e2e/fixtures.ts's: that one routes other origins, and while a route is set Playwright answers
// CORS preflights itself. The app's CSP allows https: and its own origin only; the test servers
// speak plain http on loopback, so the CSP is bypassed here (its connect-src is checked elsewhere).
skipWithoutWebdav();
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

const TODAY = new Date().toISOString().slice(0, 10);
const SAME = storedData([
  { id: 'read', name: 'Read', days: [TODAY] },
  { id: 'walk', name: 'Walk' },
]);

async function device(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, data]) => {
      if (sessionStorage.getItem('__seeded')) return;
      localStorage.setItem(key, data);
      sessionStorage.setItem('__seeded', '1');
      // A request may take 1.5 s here (15 s in the app), so the slow server's wait is a timeout.
      (window as { tickdaySyncTimeoutMs?: number }).tickdaySyncTimeoutMs = 1500;
    },
    [KEYS.data, JSON.stringify(SAME)] as const,
  );
  await page.goto('/');
  return page;
}

test('two devices sync through the server both ways', async ({ browser, baseURL, webdav }) => {
  const folder = await webdav.makeFolder('both-ways');
  const url = webdav.withCors + folder;
  const a = await device(browser, baseURL);
  const b = await device(browser, baseURL);
  await new MainPage(a).check('Walk').click();
  await new MainPage(b).addHabit('Stretch');

  let dialog = await connect(a, url, webdav.user, webdav.password);
  await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
  await expect(dialog.getByRole('status').first()).toContainText('Last synced');
  const sync = JSON.parse((await a.evaluate((k) => localStorage.getItem(k), KEYS.sync))!) as {
    place?: string;
  };
  expect(sync.place).toBe('webdav');

  dialog = await connect(b, url, webdav.user, webdav.password);
  await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(new MainPage(b).check('Walk')).toHaveAttribute('aria-pressed', 'true');

  // Back to A: Sync now (the header's) brings Stretch.
  await a.keyboard.press('Escape');
  await a.reload();
  await a.getByRole('button', { name: 'Sync now' }).click();
  await expect(new MainPage(a).check('Stretch')).toBeVisible();
});

const failures = [
  {
    label: 'a wrong password',
    url: (d: { withCors: string }) => d.withCors,
    password: 'wrong',
    words: 'Wrong user or app password',
  },
  {
    label: 'a server without CORS headers',
    url: (d: { direct: string }) => d.direct,
    words: 'The server did not allow this page to reach it (no CORS headers)',
  },
  {
    label: 'a missing folder',
    url: (d: { withCors: string }) => `${d.withCors}no-such-folder/`,
    words: 'That folder does not exist on the server',
  },
  { label: 'a full server', url: (d: { full: string }) => d.full, words: 'The server is full' },
  {
    label: 'a server too slow',
    url: (d: { slow: string }) => d.slow,
    words: 'The server did not answer in time',
  },
];

for (const failure of failures) {
  test(`${failure.label}: the reason in words, nothing stored, nothing changed`, async ({
    browser,
    baseURL,
    webdav,
  }) => {
    const page = await device(browser, baseURL);
    const before = await page.evaluate((k) => localStorage.getItem(k), KEYS.data);
    const dialog = await connect(
      page,
      failure.url(webdav),
      webdav.user,
      failure.password ?? webdav.password,
    );
    await expect(dialog.getByRole('alert').filter({ hasText: failure.words })).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeVisible();
    const sync = await page.evaluate((k) => localStorage.getItem(k), KEYS.sync);
    expect(sync ?? '').not.toContain('webdav');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.data)).toBe(before);
  });
}
