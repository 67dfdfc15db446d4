import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  KEYS,
  seed,
  SERVICE_WORKER,
  storageItem,
  test,
} from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

// docs/product.md §19, Tickday as an installed app, as far as Chromium allows here: the manifest's
// fields, the shortcuts' pages, the launch queue's consumer with a file handed to it (an init
// script stands in for Chromium's `launchQueue`, which only an installed app has), and the share
// target's POST answered by the service worker.

// Each flow covers several pages or windows (and one an axe run): a longer time than one check's.
test.describe.configure({ timeout: 60_000 });

const NOW = Date.now();
const HABITS = storedData([{ id: 'read', name: 'Read' }]);

/** A sync file from a device named Phone (§17.1) that holds Read and a new habit, Walk. */
const SYNC_FILE = {
  name: 'tickday-sync-phone.json',
  text: JSON.stringify({
    app: 'tickday-sync',
    format: 1,
    device: { id: 'phone1', name: 'Phone' },
    savedAt: `${NOW}-0-phone1`,
    seen: {},
    data: storedData([
      { id: 'read', name: 'Read' },
      { id: 'walk', name: 'Walk' },
    ]),
    badges: { unlocked: [], seen: [] },
  }),
};

/** A backup (§11) that holds one habit, Gym. */
const BACKUP = {
  name: 'tickday-backup-2025-07-15.json',
  text: JSON.stringify({
    format: 'tickday-backup',
    formatVersion: 1,
    appVersion: '1.2.100',
    exportedAt: new Date(NOW).toISOString(),
    items: { [KEYS.data]: JSON.stringify(storedData([{ id: 'gym', name: 'Gym' }])) },
  }),
};

type Launch = { name: string; text: string } | null;

/**
 * Chromium's launch queue as an installed app has it: the page's consumer gets the launch that
 * opened the page (`launch`, a file or none) as soon as it is set; `window.launchAgain(file)` is a
 * later launch into the open page.
 */
async function withLaunchQueue(page: Page, launch: Launch) {
  await page.addInitScript((first: Launch) => {
    const params = (file: Launch) => ({
      files: file
        ? [{ getFile: async () => new File([file.text], file.name, { type: 'application/json' }) }]
        : [],
    });
    // Chromium has a `launchQueue` of its own (a getter): this one stands in its place.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(consumer: (launch: unknown) => void) {
          Object.assign(window, { launchAgain: (file: Launch) => consumer(params(file)) });
          consumer(params(first));
        },
      },
    });
  }, launch);
}

test('the manifest names the shortcuts, the files it opens and the share target; /history and /?add', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.shortcuts).toMatchObject([
    { name: 'Add a habit', url: '/?add', name_localized: { de: 'Gewohnheit hinzufügen' } },
    { name: 'History', url: '/history', name_localized: { fr: 'Historique' } },
  ]);
  for (const shortcut of manifest.shortcuts) expect(shortcut.icons).toHaveLength(1);
  expect(manifest.file_handlers).toEqual([
    { action: '/', accept: { 'application/json': ['.json'] } },
  ]);
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'files', accept: ['application/json', '.json'] }] },
  });

  // `History` with no habit: a way to add one, which is the `Add a habit` shortcut's page.
  await seed(page, { [KEYS.bannerDismissed]: true });
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page).toHaveTitle('History · Tickday');
  await expect(
    page.getByText('No habits yet: each habit you add has its history here.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a habit' }).click();
  // Open (focus goes to the new page's heading, as on every move between pages).
  const name = page.getByRole('textbox', { name: 'Habit name' });
  await expect(name).toBeVisible();
  // The query is gone: a reload does not open the form again.
  await expect(page).toHaveURL(/\/$/);
  await name.fill('Read');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await new MainPage(page).addHabit('Walk');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Complete Walk for today' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Habit name' })).toHaveCount(0);
  // The shortcut itself: a direct visit to /?add.
  await page.goto('/?add');
  await expect(page.getByRole('textbox', { name: 'Habit name' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // `History` with habits: each one a link to its history page, in the main page's order; an
  // archived habit under its own heading.
  // (The form /?add opened is still open.)
  await page.getByRole('textbox', { name: 'Habit name' }).fill('Sleep');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'More actions for Read' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  // Read leaves the page before the next one opens (a full run once navigated first).
  await expect(page.getByRole('button', { name: 'More actions for Read' })).toHaveCount(0);
  await page.goto('/history');
  const list = page.getByRole('list', { name: 'History' });
  await expect(list.getByRole('link')).toHaveText(['Walk', 'Sleep']);
  await expect(page.getByRole('list', { name: 'Archived habits' }).getByRole('link')).toHaveText([
    'Read',
  ]);
  await expectNoAxeViolations(page, 'the list of histories');
  await list.getByRole('link', { name: 'Walk' }).click();
  await expect(page).toHaveURL(/\/history\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Walk' })).toBeVisible();
});

test('a file opened with the installed app lands on its summary; nothing is stored before Apply', async ({
  page,
  context,
}) => {
  // A sync file: Settings opens on its summary; the data is untouched until Apply.
  await seed(page, { [KEYS.data]: HABITS, [KEYS.bannerDismissed]: true });
  await withLaunchQueue(page, SYNC_FILE);
  await page.goto('/');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  // Settings' code, then the sync engine's, load first.
  await expect(settings.getByText('From Phone:')).toBeVisible({ timeout: 15_000 });
  await expect(settings.getByText('1 habit added')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(JSON.parse((await storageItem(page, KEYS.data))!)).toEqual(HABITS);
  await settings.getByRole('button', { name: 'Apply' }).click();
  await expect(settings.getByText('Merged the sync file from Phone.')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await new MainPage(page).names()).toEqual(['Read', 'Walk']);
  expect(await storageItem(page, KEYS.data)).toContain('"Walk"');

  // A backup, in a window of its own: Your data opens on its preview; Cancel stores nothing.
  const other = await context.newPage();
  await withLaunchQueue(other, BACKUP);
  await other.goto('/');
  const data = other.getByRole('dialog', { name: 'Your data' });
  await expect(data.getByText(/This backup holds 1 habit and 0 completions/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(data.getByRole('button', { name: 'Replace' })).toBeVisible();
  await expect(data.getByRole('button', { name: 'Merge' })).toBeVisible();
  const before = await storageItem(other, KEYS.data);
  await data.getByRole('button', { name: 'Cancel' }).click();
  await expect(data.getByRole('button', { name: 'Replace' })).toHaveCount(0);
  // A later launch into the open window, of a file that is neither (an empty one): said so,
  // nothing stored.
  await other.evaluate(() =>
    (window as unknown as { launchAgain(file: unknown): void }).launchAgain({
      name: 'notes.json',
      text: '',
    }),
  );
  await expect(data.getByRole('alert')).toHaveText(
    'That file is neither a Tickday sync file nor a Tickday backup, the two kinds of file Tickday opens. Nothing was changed.',
  );
  expect(await storageItem(other, KEYS.data)).toBe(before);
});

test.describe('with the service worker', () => {
  test.use(SERVICE_WORKER);

  test('a sync file shared to Tickday: the worker keeps it, the page lands on its summary and deletes it', async ({
    page,
    baseURL,
  }) => {
    await seed(page, { [KEYS.data]: HABITS, [KEYS.bannerDismissed]: true });
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // The share sheet's POST is a navigation from outside the app (the page's own policy forbids
    // forms): a page of no origin posts the file, as multipart/form-data, to the share target.
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" enctype="multipart/form-data" action="${baseURL}/share-target">
        <input type="file" name="files" aria-label="File"></form>`,
    );
    await page.getByLabel('File').setInputFiles({
      name: SYNC_FILE.name,
      mimeType: 'application/json',
      buffer: Buffer.from(SYNC_FILE.text),
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // Settings' code, then the sync engine's, load first.
    await expect(settings.getByText('From Phone:')).toBeVisible({ timeout: 15_000 });
    await expect(settings.getByText('1 habit added')).toBeVisible();
    // The worker's answer (nginx alone answers this POST with 405) sent the page to `/?shared`,
    // which dropped the query and the kept file.
    expect(visited).toContain(`${baseURL}/?shared`);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => caches.has('tickday-shared'))).toBe(false);
    expect(JSON.parse((await storageItem(page, KEYS.data))!)).toEqual(HABITS);
    await settings.getByRole('button', { name: 'Apply' }).click();
    await expect(settings.getByText('Merged the sync file from Phone.')).toBeVisible();
    // A reload opens no summary again.
    await page.reload();
    expect(await new MainPage(page).names()).toEqual(['Read', 'Walk']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
