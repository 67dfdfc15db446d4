import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, KEYS, storageItem, test } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import {
  closeDialog as close,
  devicePage,
  openSync,
  openSyncFiles,
  saveSyncFile,
} from './pages/sync-file';

test.describe.configure({ timeout: 60_000 });

// Sync file (docs/product.md §17): two browser contexts are two devices (each its own storage and
// device key), starting from the same habits. Edits on each, the file saved on one (a download)
// and opened on the other (a summary first, then Apply), and back. Real clocks: the merge orders
// edits by the time each was made.
// Real clocks (no page.clock): the merge orders edits by when each was made.
const TODAY = new Date().toISOString().slice(0, 10);
const SAME = storedData([
  { id: 'read', name: 'Read', days: [TODAY] },
  { id: 'walk', name: 'Walk' },
  { id: 'gym', name: 'Gym' },
]);

const device = (browser: Browser, baseURL: string | undefined) =>
  devicePage(browser, baseURL, { [KEYS.data]: SAME });

test('two devices: edits on each, saved, opened, summarised, applied both ways; Undo', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL);
  const b = await device(browser, baseURL);
  const mainA = new MainPage(a);
  const mainB = new MainPage(b);

  // A: name the device, tick Walk, un-tick Read, delete Gym.
  let dialog = await openSync(a);
  const name = dialog.getByRole('textbox', { name: "This device's name" });
  await name.fill('Laptop');
  await name.press('Enter');
  await close(a);
  await mainA.check('Walk').click();
  await mainA.check('Read').click();
  await mainA.deleteByKeyboard('Gym');
  // B: add a habit and tick Gym.
  await mainB.addHabit('Stretch');
  await mainB.check('Gym').click();

  const file = await saveSyncFile(a);
  expect(file.name).toBe('tickday-sync-laptop.json');
  dialog = await openSyncFiles(b, [file]);
  await expect(dialog.getByText('From Laptop:')).toBeVisible();
  await expect(dialog.getByText('0 habits added')).toBeVisible();
  await expect(dialog.getByText('1 deleted')).toBeVisible();
  await expect(dialog.getByText('0 changed')).toBeVisible();
  await expect(dialog.getByText('2 days')).toBeVisible();
  await expect(dialog.getByText('0 notes')).toBeVisible();
  await expectNoAxeViolations(b, 'the Sync section with the summary');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Merged the sync file from Laptop' }),
  ).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Devices: Laptop' })).toBeVisible();
  await close(b);
  expect(await mainB.names()).toEqual(['Read', 'Walk', 'Stretch']);
  await expect(mainB.check('Walk')).toHaveAttribute('aria-pressed', 'true');
  await expect(mainB.check('Read')).toHaveAttribute('aria-pressed', 'false');
  const stored = JSON.parse((await storageItem(b, KEYS.data))!) as {
    habits: { id: string; isDeleted?: boolean }[];
  };
  expect(stored.habits.find((h) => h.id === 'gym')?.isDeleted).toBe(true);

  // Back from B to A: A gets Stretch.
  const back = await saveSyncFile(b);
  dialog = await openSyncFiles(a, [back]);
  await expect(dialog.getByText('1 habit added')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible();
  await close(a);
  expect(await mainA.names()).toEqual(['Read', 'Walk']);
  dialog = await openSyncFiles(a, [back]);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await close(a);
  expect(await mainA.names()).toEqual(['Read', 'Walk', 'Stretch']);
  // The same file again: nothing new, said in a sentence rather than a list of zeros.
  dialog = await openSyncFiles(a, [back]);
  await expect(
    dialog.getByText('Nothing new: this device already has everything in it.'),
  ).toBeVisible();
  await expect(dialog.getByText('0 habits added')).toHaveCount(0);
  // Apply would do nothing: only OK, which closes the summary and hands focus back.
  await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText(/Nothing new/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Open sync file' })).toBeFocused();
});

test('a passphrase encrypts the file; wrong passphrase, damaged, newer and foreign files are refused', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL);
  const b = await device(browser, baseURL);
  let dialog = await openSync(a);
  await dialog.getByLabel('Passphrase', { exact: true }).fill('correct horse');
  await dialog.getByRole('button', { name: 'Use passphrase' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove passphrase' })).toBeVisible();
  await close(a);
  await new MainPage(a).check('Walk').click();
  const file = await saveSyncFile(a);
  expect(file.text).not.toContain('Walk');
  expect(file.text).not.toContain('Read');
  const dataBefore = await storageItem(b, KEYS.data);

  dialog = await openSyncFiles(b, [file]);
  await expect(dialog.getByRole('alert')).toContainText('locked with a passphrase');
  await close(b);
  dialog = await openSync(b);
  await dialog.getByLabel('Passphrase', { exact: true }).fill('wrong');
  await dialog.getByRole('button', { name: 'Use passphrase' }).click();
  await close(b);
  dialog = await openSyncFiles(b, [file]);
  await expect(dialog.getByRole('alert')).toContainText('locked with a different passphrase');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await close(b);

  const damaged = { name: 'cut.json', text: file.text.slice(0, 60) };
  const newer = {
    name: 'newer.json',
    text: JSON.stringify({ app: 'tickday-sync', format: 99, encrypted: {} }),
  };
  const foreign = { name: 'other.json', text: JSON.stringify({ hello: 'world' }) };
  dialog = await openSyncFiles(b, [damaged, newer, foreign]);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('cut.json: damaged or cut short');
  await expect(alert).toContainText(
    'newer.json: made by a newer Tickday: reload this page to update',
  );
  await expect(alert).toContainText('other.json: not a Tickday sync file');
  expect(await storageItem(b, KEYS.data)).toBe(dataBefore);
  await close(b);

  dialog = await openSync(b);
  await dialog.getByLabel('Passphrase', { exact: true }).fill('correct horse');
  await dialog.getByRole('button', { name: 'Use passphrase' }).click();
  await close(b);
  dialog = await openSyncFiles(b, [file]);
  await expect(dialog.getByText('1 day', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await close(b);
  await expect(new MainPage(b).check('Walk')).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(b, 'after applying');
});

test('each device has its own name; a new order is named; focus goes to Undo, then the result; a backup points to Your data', async ({
  browser,
  baseURL,
}) => {
  // A reordered its list (Walk first) before this: its order carries a change time (§16.4).
  const reordered = storedData([
    { id: 'walk', name: 'Walk' },
    { id: 'read', name: 'Read', days: [TODAY] },
    { id: 'gym', name: 'Gym' },
  ]);
  const a = await devicePage(browser, baseURL, {
    [KEYS.data]: {
      ...reordered,
      habits: reordered.habits.map((h) =>
        h.id === 'walk' ? { ...h, changedAt: { order: Date.now() - 60_000 } } : h,
      ),
    },
  });
  const b = await device(browser, baseURL);

  // Two browsers of one kind: two default names, told apart by a code, and the field explained.
  const defaults: string[] = [];
  for (const page of [a, b]) {
    const dialog = await openSync(page);
    const name = dialog.getByRole('textbox', { name: "This device's name" });
    await expect(name).toHaveAccessibleDescription(
      'Your other devices see this name when they merge from this one, and your sync files are named after it. Give each device its own, like “Phone” or “Work laptop”.',
    );
    await expect(name).toHaveValue(/^\w+ on \w+ \([0-9A-Z]{4}\)$/);
    defaults.push(await name.inputValue());
    await close(page);
  }
  expect(defaults[0]).not.toBe(defaults[1]);
  const file = await saveSyncFile(a);
  const slug = defaults[0]!
    .toLowerCase()
    .replace(/[^\w]+/g, '-')
    .replace(/-$/, '');
  expect(file.name).toBe(`tickday-sync-${slug}.json`);

  // Only the order is new: the summary says so, not "Nothing new".
  let dialog = await openSyncFiles(b, [file]);
  await expect(dialog.getByText(`From ${defaults[0]}:`)).toBeVisible();
  await expect(dialog.getByText('Order of habits changed')).toBeVisible();
  await expect(dialog.getByText('0 days')).toBeVisible();
  await expect(dialog.getByText(/Nothing new/)).toHaveCount(0);
  // Cancel: focus back on Open sync file.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Open sync file' })).toBeFocused();
  await close(b);
  dialog = await openSyncFiles(b, [file]);
  // Apply from the keyboard: focus lands on Undo, described by the result; after Undo, on the result.
  await dialog.getByRole('button', { name: 'Apply' }).focus();
  await b.keyboard.press('Enter');
  const undo = dialog.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAccessibleDescription(`Merged the sync file from ${defaults[0]}.`);
  await expectNoAxeViolations(b, 'the Sync section after Apply');
  await b.keyboard.press('Enter');
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Undone: your habits are as they were.' }),
  ).toBeFocused();
  await close(b);
  expect(await new MainPage(b).names()).toEqual(['Read', 'Walk', 'Gym']);

  // A backup picked here: named as one, with where it goes; and there, it offers Merge.
  const backup = {
    name: 'tickday-backup.json',
    text: JSON.stringify({
      format: 'tickday-backup',
      formatVersion: 1,
      appVersion: '1.2.100',
      exportedAt: new Date().toISOString(),
      items: { [KEYS.data]: JSON.stringify(reordered) },
    }),
  };
  dialog = await openSyncFiles(b, [backup]);
  await expect(dialog.getByRole('alert')).toContainText(
    'tickday-backup.json: a Tickday backup, not a sync file: to add its habits here, open it in “Your data” and choose “Merge”',
  );
  await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await close(b);
  await b.getByRole('button', { name: 'Your data' }).click();
  const data = b.getByRole('dialog', { name: 'Your data' });
  await data.getByLabel('Backup file').setInputFiles({
    name: backup.name,
    mimeType: 'application/json',
    buffer: Buffer.from(backup.text),
  });
  await expect(data.getByRole('button', { name: 'Merge' })).toBeVisible();
});
