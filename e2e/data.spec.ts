import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, expectNoAxeViolations, storageItem, settled } from './fixtures';
import { dateRun, storedData } from './data';
import { MainPage } from './pages/main-page';
import { PEER_EXPORTS } from '../src/testing/peer-exports';
import { openSettings } from './pages/settings';

const NOW = new Date('2025-07-15T09:30:00Z');

/** Every key of docs/product.md §3 (and ours) with its raw value. */
async function allKeys(page: Page) {
  await settled(page);
  return page.evaluate(() => {
    const out: Record<string, string | null> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      // The home page's snapshot is the app's own copy, made again after any change, and never
      // in a backup (docs/product.md §3.1): not data.
      if (key.startsWith('habit-tracker:') && key !== 'habit-tracker:snapshot')
        out[key] = localStorage.getItem(key);
    }
    return out;
  });
}

async function openData(page: Page) {
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function exportBackup(page: Page) {
  const dialog = await openData(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export backup' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

async function chooseBackup(page: Page, text: string, name = 'backup.json') {
  const dialog = await openData(page);
  // A file on disk, which the local browser reads itself: 20 MB handed over as a buffer crossed
  // the protocol for most of a test's 30 s on this machine.
  const path = test.info().outputPath(name);
  writeFileSync(path, text);
  await dialog.getByLabel('Backup file').setInputFiles(path);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('export then import into an empty browser gives back identical storage', async ({
  page,
  browser,
}) => {
  await seed(page, {
    [KEYS.data]: storedData([
      { id: 'r', name: 'Read', days: dateRun('2025-07-15', 5) },
      { id: 'g', name: 'Gone', days: ['2025-07-01'], isDeleted: true },
    ]),
    [KEYS.theme]: { color: 'purple', mode: 'light' },
    [KEYS.bannerDismissed]: true,
  });
  await page.goto('/');
  const backup = await exportBackup(page);
  expect(backup.name).toBe('tickday-backup-2025-07-15.json');
  const json = JSON.parse(backup.text);
  expect(json).toMatchObject({
    format: 'tickday-backup',
    appVersion: '1.2.100',
    exportedAt: NOW.toISOString(),
  });
  const before = await allKeys(page);
  expect(Object.keys(json.items).sort()).toEqual(Object.keys(before).sort());

  const context = await browser.newContext();
  const empty = await context.newPage();
  await empty.clock.setFixedTime(NOW);
  await empty.goto('/');
  const dialog = await chooseBackup(empty, backup.text);
  await expect(dialog).toContainText('1 habit and');
  await expect(dialog).toContainText('5 completions');
  await expect(dialog).toContainText('from Friday, July 11, 2025 to Tuesday, July 15, 2025');
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog).toBeHidden();
  await expect(empty.getByRole('button', { name: 'Complete Read for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(empty.locator('html')).toHaveAttribute('data-color', 'purple');
  expect(await allKeys(empty)).toEqual(before);
  await context.close();
});

test('merging two overlapping backups keeps every completion and habit', async ({
  page,
  browser,
}) => {
  await seed(page, {
    [KEYS.data]: storedData([{ id: 'r', name: 'Read', days: ['2025-07-10', '2025-07-11'] }]),
    [KEYS.badges]: ['first_step', 'first_check'],
  });
  await page.goto('/');
  const backup = await exportBackup(page);

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.clock.setFixedTime(NOW);
  await seed(other, {
    [KEYS.data]: storedData([
      { id: 'r', name: 'Read (mine)', days: ['2025-07-11', '2025-07-12'] },
      { id: 'w', name: 'Walk', days: ['2025-07-14'] },
    ]),
    [KEYS.badges]: ['first_step', 'juggler'],
  });
  await other.goto('/');
  const dialog = await chooseBackup(other, backup.text);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();
  const main = new MainPage(other);
  // Neither name carries a change time (1.2's data): the greater as JSON, whichever copy is which
  // (docs/product.md §17.3).
  expect(await main.names()).toEqual(['Read', 'Walk']);
  const read = (await main.stored()).habits[0]!;
  expect(read.completionsWithTimes).toEqual({
    '2025': {
      '7': ['2025-07-10', '2025-07-11', '2025-07-12'].map((d) => Date.parse(`${d}T12:00:00Z`)),
    },
  });
  expect(read.highestStreak).toBe(3);
  expect(JSON.parse((await storageItem(other, KEYS.badges))!)).toEqual([
    'first_step',
    'juggler',
    'first_check',
  ]);
  await context.close();
});

// docs/product.md §8: each bad file gives its clear message and changes nothing, in turn.
const BAD_BACKUPS = [
  ['a file of no JSON', 'hello', 'not a Tickday backup'],
  [
    'a truncated backup',
    '{"format":"tickday-backup","formatVersion":1,"items":{"habit-tr',
    'not a complete backup',
  ],
  ['another kind of file', '{"version":1,"habits":[]}', 'not a Tickday backup'],
  [
    'a newer version',
    JSON.stringify({
      format: 'tickday-backup',
      formatVersion: 1,
      appVersion: '9.0.0',
      exportedAt: '',
      items: { [KEYS.data]: '{"version":2,"habits":[]}' },
    }),
    'newer version',
  ],
  [
    'a file over 20 MB',
    `{"format":"tickday-backup","pad":"${'x'.repeat(20 * 1024 * 1024)}"}`,
    'over 20 MB',
  ],
] as const;

test('a bad backup file gives a clear message and changes nothing', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([{ id: 'r', name: 'Read', days: ['2025-07-14'] }]),
    // The badges these habits earn: the start's check (when the page is idle) writes nothing.
    [KEYS.badges]: ['first_step', 'first_check'],
  });
  await page.goto('/');
  const before = await allKeys(page);
  for (const [label, text, message] of BAD_BACKUPS) {
    const dialog = await chooseBackup(page, text, `${label}.json`);
    await expect(dialog.getByRole('alert'), label).toContainText(message);
    await expect(dialog.getByRole('alert'), label).toContainText('Nothing was changed');
    await expect(dialog.getByRole('button', { name: 'Replace' }), label).toHaveCount(0);
    expect(await allKeys(page), label).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('CSV: one row per completion, formulas stay text', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([
      { name: '=HYPERLINK("http://x","y")', times: ['2025-07-14T23:59:59.999Z'] },
      { name: 'Read, "daily"', days: ['2025-07-15'] },
    ]),
  });
  await page.goto('/');
  const dialog = await openData(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('tickday-completions-2025-07-15.csv');
  expect(readFileSync((await file.path())!, 'utf8')).toBe(
    'habit,date,timestamp,schedule,amount,unit,note,group,archived,description\r\n' +
      '"\'=HYPERLINK(""http://x"",""y"")",2025-07-14,2025-07-14T23:59:59.999Z,"Every day",,,,,,\r\n' +
      '"Read, ""daily""",2025-07-15,2025-07-15T12:00:00.000Z,"Every day",,,,,,\r\n',
  );
});

test('the dialog reports what is stored and passes axe', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([{ name: 'Read', days: dateRun('2025-07-15', 3) }, { name: 'Walk' }]),
  });
  await page.goto('/');
  const dialog = await openData(page);
  await expect(dialog.getByText('Habits', { exact: true }).locator('..')).toContainText('2');
  await expect(dialog.getByText('Completions', { exact: true }).locator('..')).toContainText('3');
  await expect(dialog.getByText('Last backup').locator('..')).toContainText('Never');
  await expect(dialog.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+%: \d+ KB of about 5 MB$/,
  );
  await expect(dialog.getByText("Site storage (browser's estimate)").locator('..')).toContainText(
    /\d (KB|MB|GB) of /,
  );
  await expectNoAxeViolations(page, 'your data dialog');
  await page.keyboard.press('Escape');
  await exportBackup(page);
  await expect(
    page.getByRole('dialog', { name: 'Your data' }).getByText('Last backup').locator('..'),
  ).toContainText('Tuesday, July 15, 2025');
});

test('Undo brings a deleted habit back in its place', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B', days: ['2025-07-14'] },
      { id: 'c', name: 'C' },
    ]),
    [KEYS.badges]: ['first_step', 'first_check'],
  });
  const main = new MainPage(page);
  await page.goto('/');
  const before = await storageItem(page, KEYS.data);
  await main.check('B').focus();
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Delete B' }).click();
  expect(await main.names()).toEqual(['A', 'C']);
  const toast = page.getByRole('status').filter({ hasText: 'Deleted B' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  expect(await main.names()).toEqual(['A', 'B', 'C']);
  // As it was, with the Undo's time as its deletion's change time, so that a device which already
  // merged the delete takes the Undo too (docs/decisions.md).
  const after = JSON.parse((await storageItem(page, KEYS.data))!) as {
    habits: Record<string, unknown>[];
  };
  const old = JSON.parse(before!) as { habits: Record<string, unknown>[] };
  const { changedAt, ...rest } = after.habits[1]!;
  expect({ ...after, habits: [after.habits[0], rest, after.habits[2]] }).toEqual(old);
  expect(changedAt).toEqual({ deleted: expect.any(Number) });
  await expect(toast).toBeHidden();
});

test('Undo is offered for at least 6 seconds', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await seed(page, { [KEYS.data]: storedData([{ name: 'A' }]) });
  await page.goto('/');
  await page.getByRole('button', { name: 'Complete A for today' }).focus();
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Delete A' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Deleted A' });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(toast).toBeHidden();
});

test('two tabs stay in step and keep both tabs’ toggles', async ({ context }) => {
  const a = await context.newPage();
  await a.clock.setFixedTime(NOW);
  await seed(a, {
    [KEYS.data]: storedData([
      { id: 'r', name: 'Read' },
      { id: 'w', name: 'Walk' },
    ]),
  });
  await a.goto('/');
  const b = await context.newPage();
  await b.clock.setFixedTime(NOW);
  await b.goto('/');
  await a.getByRole('button', { name: 'Complete Read for today' }).click();
  await expect(b.getByRole('button', { name: 'Complete Read for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await b.getByRole('button', { name: 'Complete Walk for today' }).click();
  await expect(a.getByRole('button', { name: 'Complete Walk for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a.reload();
  await expect(a.getByRole('button', { name: 'Complete Read for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(a.getByRole('button', { name: 'Complete Walk for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a full quota shows the storage message with Export, and loses nothing stored', async ({
  page,
}) => {
  await seed(page, { [KEYS.data]: storedData([{ id: 'r', name: 'Read', days: ['2025-07-14'] }]) });
  await page.goto('/');
  const stored = await storageItem(page, KEYS.data);
  // Fill the rest of the origin's quota so the next write fails.
  await page.evaluate(() => {
    const chunk = 'x'.repeat(512 * 1024);
    for (let i = 0; ; i += 1) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        for (let size = chunk.length / 2; size >= 1; size = Math.floor(size / 2)) {
          try {
            localStorage.setItem(`filler-tail-${size}`, 'x'.repeat(size));
          } catch {
            /* keep halving */
          }
        }
        return;
      }
    }
  });
  await page.getByRole('button', { name: 'Complete Read for today' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('storage');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await storageItem(page, KEYS.data)).toBe(stored);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Export backup' }).click(),
  ]);
  const items = JSON.parse(readFileSync((await file.path())!, 'utf8')).items;
  expect(JSON.parse(items[KEYS.data]).habits[0].completionsWithTimes['2025']['7']).toHaveLength(2);
});

test('the first habit asks for persistent storage', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { persistCalls: number };
    w.persistCalls = 0;
    Object.defineProperty(navigator.storage, 'persist', {
      value: async () => {
        w.persistCalls += 1;
        return true;
      },
    });
  });
  await page.goto('/');
  await new MainPage(page).addHabit('Read');
  await new MainPage(page).addHabit('Walk');
  expect(
    await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls),
  ).toBe(1);
});

test('the backup reminder shows after 30 days without one, and can be put off', async ({
  page,
}) => {
  const old = storedData([{ name: 'Read' }]);
  old.habits[0]!.createdAt = '2025-06-01T00:00:00.000Z';
  await seed(page, { [KEYS.data]: old });
  await page.goto('/');
  const reminder = page.getByText('No backup in 30 days.');
  await expect(reminder).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
  await expect(reminder).toBeHidden();
});

test('no reminder for a recent backup or a new habit', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([{ name: 'Read' }]),
    [KEYS.theme]: { color: 'orange', mode: 'dark' },
    [KEYS.backup]: {
      lastBackupAt: Date.parse('2025-07-01T00:00:00Z'),
      reminderDismissedAt: null,
    },
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
  await expect(page.getByText('No backup in 30 days.')).toBeHidden();
});

test('Replace with a backup that has no settings keeps the reminder and day settings here', async ({
  page,
}) => {
  const settings = { dayBoundary: 'local', dayStartHour: 3, reminder: { on: true, time: '07:30' } };
  await seed(page, { [KEYS.settings]: settings });
  await page.goto('/');
  // A backup of an earlier version: habits, no settings key.
  const backup = JSON.stringify({
    format: 'tickday-backup',
    formatVersion: 1,
    appVersion: '1.2.90',
    exportedAt: NOW.toISOString(),
    items: { [KEYS.data]: JSON.stringify(storedData([{ name: 'Read', days: ['2025-07-14'] }])) },
  });
  const dialog = await chooseBackup(page, backup);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? 'null')).toEqual(settings);
  await openSettings(page);
  await expect(page.getByRole('switch', { name: 'Daily reminder' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Day starts at' })).toHaveValue('3');
});

test('a Loop or HabitBull file picked as a backup is named, and Import from another app offered', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openData(page);
  await dialog.getByLabel('Backup file').setInputFiles({
    name: 'Loop Habits Backup.db',
    mimeType: 'application/octet-stream',
    buffer: readFileSync(join(PEER_EXPORTS, 'loop-v12-same-names.db')),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'That file comes from another habit app (Loop Habit Tracker or HabitBull), not a Tickday backup. To add its habits, use Import from another app below. Nothing was changed.',
  );
  await expect(dialog.getByLabel('Import from another app')).toBeVisible();
});

/**
 * Before the page loads, a key of another page of this origin whose length and value's make
 * `share` of local storage's 5,242,880 characters (docs/product.md §8.7).
 */
async function fillStorage(page: Page, share: number) {
  await page.addInitScript(
    (chars) => {
      localStorage.setItem('filler', 'x'.repeat(chars - 'filler'.length));
    },
    Math.round(share * 5_242_880),
  );
}

test('from 80 % of local storage used, the main page warns and Your data says how full and what to do', async ({
  page,
}) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read', days: ['2025-07-14'] }]) });
  await fillStorage(page, 0.81);
  await page.goto('/');
  const warning = page.getByRole('region', { name: 'Storage is almost full.' });
  await expect(warning).toContainText('Tickday is using 81% of the room this browser gives it.');
  await expectNoAxeViolations(page, 'the storage warning');
  await warning.getByRole('button', { name: 'Open Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  const meter = dialog.getByRole('meter', { name: 'Storage used' });
  await expect(meter).toHaveAttribute('aria-valuenow', '81');
  await expect(meter).toHaveAttribute('aria-valuetext', '81%: 4.1 MB of about 5 MB');
  await expect(dialog).toContainText('4.1 MB of about 5 MB');
  await expect(dialog).toContainText('Storage is almost full. Export a backup now');
  await expectNoAxeViolations(page, 'Your data, storage almost full');
  // The browser's own estimate, which leaves local storage out, is named as such.
  await expect(dialog.getByText("Site storage (browser's estimate)")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning.getByRole('button', { name: 'Open Your data' })).toBeFocused();
  // Dismissed, it stays away on this page, and comes back on the next visit while still full.
  await warning.getByRole('button', { name: 'Dismiss the storage warning' }).click();
  await expect(warning).toBeHidden();
  await page.getByRole('button', { name: 'Complete Read for today' }).click();
  await settled(page);
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(warning).toBeVisible();
});

test('below 80 % of local storage used, no warning; the meter says how full it is', async ({
  page,
}) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read', days: ['2025-07-14'] }]) });
  await fillStorage(page, 0.5);
  await page.goto('/');
  const dialog = await openData(page);
  const meter = dialog.getByRole('meter', { name: 'Storage used' });
  await expect(meter).toHaveAttribute('aria-valuenow', '50');
  await expect(meter).toHaveAttribute('aria-valuetext', '50%: 2.5 MB of about 5 MB');
  await expect(dialog).not.toContainText('Storage is almost full');
  await page.keyboard.press('Escape');
  // Measured (the dialog measured again on opening): still no warning.
  await expect(page.getByRole('region', { name: 'Storage is almost full.' })).toBeHidden();
});
