import type { Browser, Page } from '@playwright/test';
import { expect, KEYS, test } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { closeDialog as close, devicePage } from './pages/sync-file';
import { openSettings } from './pages/settings';

// Sync folder (docs/product.md §17). Headless Chromium cannot click a native folder picker, so an
// init script gives the page a `showDirectoryPicker` that returns a folder of the origin's private
// file system (OPFS). Two devices are two browser contexts, each with its own storage, device key
// and OPFS: two pages of one context would share localStorage, so they would be one device, and
// the test would prove nothing. What a sync service (Dropbox, Syncthing) does between the two
// folders, the test does by hand: it copies a device's own file into the other's folder.
// `__permission` stands for what the browser answers about the folder ('prompt' once it has
// dropped the permission, as it does between visits).

const TODAY = new Date().toISOString().slice(0, 10);
const SAME = storedData([
  { id: 'read', name: 'Read', days: [TODAY] },
  { id: 'walk', name: 'Walk' },
]);

type Win = Window & { __permission?: string };

/** A device whose folder picker answers with an OPFS folder, its permission set by the test. */
const device = (browser: Browser, baseURL: string | undefined) =>
  devicePage(browser, baseURL, { [KEYS.data]: SAME }, (page) =>
    page.addInitScript(() => {
      const w = window as Win & { showDirectoryPicker?: unknown };
      w.showDirectoryPicker = async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('sync', { create: true });
      const proto = FileSystemDirectoryHandle.prototype as unknown as Record<string, unknown>;
      proto.queryPermission = async () =>
        (window as Win).__permission ?? sessionStorage.getItem('__permission') ?? 'granted';
      proto.requestPermission = async () => {
        (window as Win).__permission = 'granted';
        sessionStorage.removeItem('__permission');
        return 'granted';
      };
    }),
  );

/** The tickday files in the device's folder, by name. */
function filesIn(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const dir = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('sync', {
      create: true,
    });
    const out: Record<string, string> = {};
    for await (const [name, handle] of (
      dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
    ).entries()) {
      if (handle.kind === 'file' && /^tickday-.*\.json$/.test(name))
        out[name] = await (await (handle as FileSystemFileHandle).getFile()).text();
    }
    return out;
  });
}

/** What the person's sync service would do: the other device's own file lands in this folder. */
async function copyInto(page: Page, files: Record<string, string>) {
  await page.evaluate(async (files) => {
    const dir = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('sync', {
      create: true,
    });
    for (const [name, text] of Object.entries(files)) {
      const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

async function ownFile(page: Page) {
  const id = await page.evaluate(
    (k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { id?: string }).id,
    KEYS.device,
  );
  const files = await filesIn(page);
  const name = `tickday-${id}.json`;
  expect(Object.keys(files)).toContain(name);
  return { [name]: files[name]! };
}

async function chooseFolder(page: Page) {
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Choose sync folder' }).click();
  await expect(dialog.getByText('Syncing through the folder sync')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stop syncing' })).toBeVisible();
  return dialog;
}

test('choose a folder: the own file appears; the other device merged on Sync now and on focus', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL);
  const b = await device(browser, baseURL);
  await new MainPage(a).check('Walk').click();
  await chooseFolder(a);
  await expect.poll(async () => Object.keys(await filesIn(a)).length).toBe(1);
  const fromA = await ownFile(a);
  expect(Object.values(fromA)[0]).toContain('"app":"tickday-sync"');
  await close(a);

  // B: A's file is in its folder already (copied by "the sync service"): merged on choosing.
  await copyInto(b, fromA);
  await new MainPage(b).addHabit('Stretch');
  await chooseFolder(b);
  await close(b);
  await expect(new MainPage(b).check('Walk')).toHaveAttribute('aria-pressed', 'true');

  // Back to A with the header's Sync now.
  await expect.poll(async () => Object.keys(await filesIn(b)).length).toBe(2);
  await copyInto(a, await ownFile(b));
  await a.getByRole('button', { name: 'Sync now' }).click();
  await expect(new MainPage(a).check('Stretch')).toBeVisible();

  // And on focus: B un-ticks Read, its file reaches A, A comes back into view.
  await new MainPage(b).check('Read').click();
  await b.getByRole('button', { name: 'Sync now' }).click();
  await expect
    .poll(async () => Object.values(await ownFile(b))[0])
    .not.toBe(Object.values(await ownFile(a))[0]);
  await b.waitForTimeout(500);
  await copyInto(a, await ownFile(b));
  await a.evaluate(() => dispatchEvent(new Event('focus')));
  await expect(new MainPage(a).check('Read')).toHaveAttribute('aria-pressed', 'false');
});

test('a dropped permission pauses sync until Reconnect folder', async ({ browser, baseURL }) => {
  const a = await device(browser, baseURL);
  await chooseFolder(a);
  await close(a);
  // The browser dropped the permission (as between visits): the sync on open is paused.
  await a.evaluate(() => sessionStorage.setItem('__permission', 'prompt'));
  await a.reload();
  await expect(a.getByRole('button', { name: 'Sync now' })).toHaveAttribute(
    'title',
    'Sync paused: reconnect the folder',
  );
  const dialog = await openSettings(a);
  await expect(dialog.getByRole('alert')).toContainText(
    'Sync is paused until you reconnect the folder',
  );
  await dialog.getByRole('button', { name: 'Reconnect folder' }).click();
  await expect(dialog.getByRole('button', { name: 'Reconnect folder' })).toHaveCount(0);
  await expect(dialog.getByRole('status').first()).toContainText('Last synced');
});
