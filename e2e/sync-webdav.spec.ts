import type { Browser, Page } from '@playwright/test';
import { KEYS } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { connect } from './pages/sync-place';
import { openSettings } from './pages/settings';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, skipWithoutWebdav, test } from './webdav/fixture';
import { DAV_KINDS } from './webdav/server';

// Sync through a real WebDAV server (e2e/webdav/server.ts): the flows where servers differ (listing,
// ETags, the temporary file's MOVE) against each of Apache's mod_dav, nginx's own DAV and rclone,
// each behind the nginx lines users are given (deploy/webdav-cors/); the passphrase, the retry and
// the failures worded against Apache. Playwright's own `test` (the WebDAV fixture's), not
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

/** The texts of the sync files (`tickday-*.json`) in a folder on the server's disk. */
function davFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => /^tickday-[\w-]+\.json$/.test(name))
    .map((name) => readFileSync(join(root, folder, name), 'utf8'));
}

async function device(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, data]) => {
      if (sessionStorage.getItem('__seeded')) return;
      localStorage.setItem(key, data);
      sessionStorage.setItem('__seeded', '1');
      // A request may take 1.5 s here (15 s in the app), so the slow server's wait is a timeout:
      // the browser's own timer, which the app's request is given, is shortened, not the app.
      const timer = AbortSignal.timeout.bind(AbortSignal);
      AbortSignal.timeout = (ms: number) => timer(Math.min(ms, 1500));
    },
    [KEYS.data, JSON.stringify(SAME)] as const,
  );
  await page.goto('/');
  return page;
}

for (const kind of DAV_KINDS) {
  test.describe(kind, () => {
    test.use({ davKind: kind });

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

      // Nothing changed since: no file is downloaded again (nginx's DAV lists no ETag).
      const reads: string[] = [];
      a.on('request', (r) => {
        if (r.method() === 'GET' && r.url().startsWith(url)) reads.push(r.url());
      });
      const header = a.getByRole('button', { name: 'Sync now' });
      await header.click();
      await expect(header).toBeEnabled();
      await a.waitForTimeout(300);
      expect(reads).toEqual([]);
    });

    test('an upload cut after 32 bytes leaves no damaged file, and the next sync writes it whole', async ({
      browser,
      baseURL,
      webdav,
    }) => {
      const folder = await webdav.makeFolder('cut');
      const a = await device(browser, baseURL);
      let dialog = await connect(a, webdav.cut + folder, webdav.user, webdav.password);
      await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 15_000 });
      for (const text of davFiles(webdav.root, 'cut')) expect(() => JSON.parse(text)).not.toThrow();
      await a.keyboard.press('Escape');
      dialog = await connect(a, webdav.withCors + folder, webdav.user, webdav.password);
      await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
      const files = davFiles(webdav.root, 'cut');
      expect(files).toHaveLength(1);
      expect(JSON.parse(files[0]!)).toMatchObject({ app: 'tickday-sync' });
    });

    // The next two are about the app, not the server (the passphrase's check reads files any
    // server lists; the retry's timer runs in the page): against Apache only, which keeps the
    // suite's time (each waits up to 25 s) for the flows where the servers differ.
    if (kind !== 'apache') return;

    test('a device without the passphrase of an encrypted folder is told, writes nothing, then syncs with it', async ({
      browser,
      baseURL,
      webdav,
    }) => {
      const folder = await webdav.makeFolder('locked');
      const url = webdav.withCors + folder;
      const b = await device(browser, baseURL);
      await new MainPage(b).addHabit('Stretch');
      let dialog = await openSettings(b);
      await dialog.getByLabel('Passphrase', { exact: true }).fill('correct horse');
      await dialog.getByRole('button', { name: 'Use passphrase' }).click();
      await b.keyboard.press('Escape');
      dialog = await connect(b, url, webdav.user, webdav.password);
      await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();

      const a = await device(browser, baseURL);
      dialog = await connect(a, url, webdav.user, webdav.password);
      await expect(
        dialog
          .getByRole('alert')
          .filter({ hasText: "Your other devices' files here are encrypted" }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Connect anyway' })).toBeVisible();
      expect(davFiles(webdav.root, 'locked')).toHaveLength(1);

      await dialog.getByLabel('Passphrase', { exact: true }).fill('correct horse');
      await dialog.getByRole('button', { name: 'Use passphrase' }).click();
      await dialog.getByLabel('App password').fill(webdav.password);
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
      await a.keyboard.press('Escape');
      await expect(new MainPage(a).check('Stretch')).toBeVisible();
      const files = davFiles(webdav.root, 'locked');
      expect(files).toHaveLength(2);
      for (const text of files) expect(text).toContain('"encrypted"');
    });

    test('the server stopped between two syncs: said, and synced by itself once it is back', async ({
      browser,
      baseURL,
      webdav,
    }) => {
      const folder = await webdav.makeFolder('stopped');
      const a = await device(browser, baseURL);
      const dialog = await connect(a, webdav.door + folder, webdav.user, webdav.password);
      await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
      await webdav.shut();
      try {
        await dialog.getByRole('button', { name: 'Sync now' }).click();
        const alert = dialog.getByRole('alert');
        await expect(alert).toContainText('The server could not be reached');
        await expect(alert).toContainText(/Next try in \d+ seconds?/);
      } finally {
        await webdav.open();
      }
      // No click, no focus, no edit: the next try comes by itself. The first (5 s after the
      // failure) may come before the server is back on a slow run; the second is 15 s later.
      await expect(dialog.getByRole('alert')).toBeHidden({ timeout: 25_000 });
      await expect(dialog.getByRole('status').first()).toContainText('Last synced');
    });
  });
}

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
    label: 'a server not running',
    url: () => 'http://127.0.0.1:9/dav/',
    words: 'The server could not be reached',
  },
  {
    label: 'a server too slow',
    url: (d: { slow: string }) => d.slow,
    words: 'The server did not answer in time',
  },
];

test('each failure to connect: the reason in words, nothing stored, nothing changed', async ({
  browser,
  baseURL,
  webdav,
}) => {
  const page = await device(browser, baseURL);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEYS.data);
  for (const failure of failures) {
    const dialog = await connect(
      page,
      failure.url(webdav),
      webdav.user,
      failure.password ?? webdav.password,
    );
    await expect(
      dialog.getByRole('alert').filter({ hasText: failure.words }),
      failure.label,
    ).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'Connect' }), failure.label).toBeVisible();
    const sync = await page.evaluate((k) => localStorage.getItem(k), KEYS.sync);
    expect(sync ?? '', failure.label).not.toContain('webdav');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.data), failure.label).toBe(
      before,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
