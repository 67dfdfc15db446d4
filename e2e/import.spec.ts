import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { EVERY_LOOP_FREQUENCY, makeLoopDb, withLoopHabits } from '../scripts/loop-db.mjs';
import { PEER_EXPORTS, zipOf } from '../src/testing/peer-exports';
import {
  test,
  expect,
  seed,
  KEYS,
  expectNoAxeViolations,
  storageItem,
  settled,
  SERVICE_WORKER,
} from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

/** docs/product.md §13: importing other apps' exports in the browser, real files first. */

const PEER = PEER_EXPORTS;

const FILES = {
  loopDb: () => ({
    name: 'Loop Habits Backup 2020-01-02.db',
    mimeType: 'application/octet-stream',
    buffer: readFileSync(join(PEER, 'loop-backup-v22.db')),
  }),
  loopZip: () => ({
    name: 'Loop Habits CSV 2015-01-25.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipOf(join(PEER, 'loop-csv-export'))),
  }),
  habitBull: () => ({
    name: 'HabitBullExport.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(join(PEER, 'habitbull.csv')),
  }),
  habitBullUs: () => ({
    name: 'HabitBull US.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(join(PEER, 'habitbull-us-dates.csv')),
  }),
  loopSameNames: () => ({
    name: 'loop.db',
    mimeType: 'application/octet-stream',
    buffer: readFileSync(join(PEER, 'loop-v12-same-names.db')),
  }),
};
type Pick = ReturnType<(typeof FILES)[keyof typeof FILES]>;

async function pickFile(page: Page, file: Pick): Promise<Locator> {
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await dialog.getByLabel('Import from another app').setInputFiles(file);
  return dialog;
}

async function storedHabits(page: Page) {
  const raw = await storageItem(page, KEYS.data);
  return (JSON.parse(raw ?? '{"habits":[]}') as { habits: Record<string, unknown>[] }).habits;
}

/** Every completion time of a stored habit, as ISO strings. */
function times(habit: Record<string, unknown> | undefined): string[] {
  const buckets = (habit?.completionsWithTimes ?? {}) as Record<string, Record<string, number[]>>;
  return Object.values(buckets)
    .flatMap((months) => Object.values(months).flat())
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms).toISOString());
}

test('a Loop backup: summary, Add, the habits and ticks on the page and in storage; twice changes nothing', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2020-01-01T18:00:00Z'));
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective}`),
    ),
  );
  page.on('console', (m) => m.text().startsWith('CSP') && violations.push(m.text()));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, FILES.loopDb());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'Loop Habits Backup 2020-01-02.db is a Loop Habit Tracker backup with 2 habits, 1 completion and 0 skipped days.',
  );
  await expect(summary).toContainText('New habits: Work out and Test.');
  await expectNoAxeViolations(page, 'import summary');
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  await expect(dialog).toBeHidden();

  expect(await main.names()).toEqual(['Work out', 'Test']);
  await expect(main.check('Work out')).toHaveAttribute('aria-pressed', 'true');
  await expect(main.check('Test')).toHaveAttribute('aria-pressed', 'false');
  const habits = await storedHabits(page);
  expect(habits.map((h) => [h.name, h.schedule, times(h)])).toEqual([
    ['Work out', { type: 'daily' }, ['2020-01-01T12:00:00.000Z']],
    ['Test', { type: 'daily' }, []],
  ]);

  const before = await storageItem(page, KEYS.data);
  const again = await pickFile(page, FILES.loopDb());
  await expect(again.getByRole('region', { name: 'Import summary' })).toContainText(
    'Everything in this file is already in Tickday.',
  );
  await expect(again.getByRole('region', { name: 'Import summary' })).toContainText(
    'Added to your habits of the same name: Work out and Test.',
  );
  await again.getByRole('button', { name: 'Add to my habits' }).click();
  await settled(page);
  expect(await storageItem(page, KEYS.data)).toBe(before);
  // The SQLite reader's WebAssembly compiled under the page's security policy.
  expect(violations).toEqual([]);
});

test("Loop's CSV zip: 2 times in 3 days kept as 2 times in any 3 days; YES_AUTO is not a tick", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2015-01-25T20:00:00Z'));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, FILES.loopZip());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'a Loop Habit Tracker CSV export with 2 habits, 6 completions',
  );
  await expect(summary).toContainText('It also has 3 notes.');
  // Its frequency is a schedule of Tickday's as it is (issue 43): nothing to say about it.
  await expect(summary).not.toContainText('in Loop');
  await expect(summary).not.toContainText('no place for notes');
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  await expect(main.check('Wake up early')).toHaveAttribute('aria-pressed', 'true');
  // The last 7 days, 01-19 to 01-25: done 20, 21, 22, 25 (19 and 23 were YES_AUTO).
  await expect(main.strip('Wake up early').locator('[data-status="done"]')).toHaveCount(4);
  const habits = await storedHabits(page);
  expect(habits.map((h) => [h.name, h.schedule, times(h).length])).toEqual([
    ['Meditate', { type: 'daily' }, 0],
    ['Wake up early', { type: 'window', times: 2, days: 3 }, 6],
  ]);
  // Loop's notes land on their days, those not done (NO, YES_AUTO) too.
  expect(habits[1]?.entries).toEqual({
    '2015-01-19': { note: '"Vacation"' },
    '2015-01-23': { note: 'Forgot to do it, really' },
    '2015-01-24': { note: 'Sick' },
  });
  expect(habits[0]?.entries).toBeUndefined();
});

test('a Loop backup with every frequency imported without rounding', async ({ page }) => {
  // The real v22 backup with a habit for each kind of choice Loop's frequency picker stores
  // (scripts/loop-db.mjs), each done on 2019-12-30 and 2020-01-01; docs/product.md §13.2.
  await page.clock.setFixedTime(new Date('2020-01-01T18:00:00Z'));
  const SQL = await initSqlJs();
  const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const buffer = withLoopHabits(
    SQL,
    readFileSync(join(PEER, 'loop-backup-v22.db')),
    EVERY_LOOP_FREQUENCY,
    [ms('2019-12-30'), ms('2020-01-01')],
  );
  const window = (times: number, days: number) => ({ type: 'window', times, days });
  // Each habit's schedule, stored, and as the Edit dialog's Repeat shows it: the radio, and each
  // spinbutton with its value.
  const EXPECTED: [string, Record<string, unknown>, string, Record<string, string>][] = [
    ['Work out', { type: 'daily' }, 'Every day', {}],
    ['Test', { type: 'daily' }, 'Every day', {}],
    ['Walk', { type: 'daily' }, 'Every day', {}],
    [
      'Water plants',
      { type: 'interval', days: 3 },
      'Every few days',
      { 'Every how many days': '3' },
    ],
    ['Call mum', { type: 'weekly', times: 1 }, 'Times a week', { 'Times a week': '1' }],
    ['Clean fridge', { type: 'monthly', times: 1 }, 'Times a month', { 'Times a month': '1' }],
    ['Haircut', window(1, 45), 'Times in a number of days', { Times: '1', Days: '45' }],
    ['Run', { type: 'weekly', times: 3 }, 'Times a week', { 'Times a week': '3' }],
    ['Read a chapter', { type: 'monthly', times: 10 }, 'Times a month', { 'Times a month': '10' }],
    ['Budget review', { type: 'monthly', times: 4 }, 'Times a month', { 'Times a month': '4' }],
    ['Journal', window(28, 30), 'Times in a number of days', { Times: '28', Days: '30' }],
    ['Swim', window(3, 10), 'Times in a number of days', { Times: '3', Days: '10' }],
    ['Visit gran', window(3, 60), 'Times in a number of days', { Times: '3', Days: '60' }],
  ];
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, {
    name: 'Loop Habits Backup 2020-01-01.db',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(buffer),
  });
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('a Loop Habit Tracker backup with 13 habits, 23 completions');
  // Only what no schedule of Tickday's says is said, each with Loop's frequency and ours.
  const said = summary.getByRole('listitem').filter({ hasText: 'in Loop' });
  await expect(said).toHaveText([
    'Journal: 28 times a month in Loop, 28 times in any 30 days in Tickday (the nearest schedule).',
    'Visit gran: 5 times in 90 days in Loop, 3 times in any 60 days in Tickday (the nearest schedule).',
  ]);
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  await expect(dialog).toBeHidden();
  // Thirteen cards are more than a screenful: the rest are drawn a frame after the first ten.
  await expect.poll(() => main.names()).toEqual(EXPECTED.map(([name]) => name));

  const habits = await storedHabits(page);
  expect(habits.map((h) => [h.name, h.schedule])).toEqual(
    EXPECTED.map(([name, schedule]) => [name, schedule]),
  );
  expect(habits.slice(2).map((h) => times(h))).toEqual(
    EVERY_LOOP_FREQUENCY.map(() => ['2019-12-30T12:00:00.000Z', '2020-01-01T12:00:00.000Z']),
  );

  // The Edit dialog shows each kind of schedule as stored, with no rounding: one habit of each
  // radio (all thirteen, one dialog after another, outran the test's time on a slow machine).
  const shown = ['Walk', 'Water plants', 'Call mum', 'Read a chapter', 'Visit gran'];
  for (const [name, , radio, spins] of EXPECTED.filter(([name]) => shown.includes(name))) {
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    const repeat = edit.getByRole('radiogroup', { name: 'Repeat' });
    await expect(repeat.getByRole('radio', { name: radio, exact: true })).toBeChecked();
    for (const [spin, value] of Object.entries(spins)) {
      await expect(edit.getByRole('spinbutton', { name: spin, exact: true })).toHaveValue(value);
    }
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  }
});

test('HabitBull CSV merges into a habit of the same name; the rest are new', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2016-03-21T09:00:00Z'));
  await seed(page, {
    [KEYS.data]: storedData([
      { id: 'mine', name: 'Reduce sleep', days: ['2016-03-14', '2016-03-15'] },
    ]),
  });
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, FILES.habitBull());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'HabitBullExport.csv is a HabitBull CSV export with 4 habits, 14 completions and 0 skipped days.',
  );
  await expect(summary).toContainText('Added to your habits of the same name: Reduce sleep.');
  await expect(summary).toContainText(
    'New habits: Breed dragons, No-arms pushup and Grow spiritually.',
  );
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  expect(await main.names()).toEqual([
    'Reduce sleep',
    'Breed dragons',
    'No-arms pushup',
    'Grow spiritually',
  ]);
  for (const name of await main.names()) {
    await expect(main.check(name)).toHaveAttribute('aria-pressed', 'true');
  }
  const [mine, dragons] = await storedHabits(page);
  expect(mine?.id).toBe('mine');
  // HabitBull's one comment is its day's note.
  expect(dragons?.entries).toEqual({ '2016-03-18': { note: 'text' } });
  // 03-15 was already done: once, at its own time.
  expect(times(mine)).toEqual(
    ['2016-03-14', '2016-03-15', '2016-03-16', '2016-03-17', '2016-03-21'].map(
      (d) => `${d}T12:00:00.000Z`,
    ),
  );
});

test('archived habits are left out unless Include archived habits is ticked; Export backup is offered', async ({
  page,
}) => {
  const SQL = await initSqlJs();
  const day = Date.UTC(2025, 6, 14);
  const db = makeLoopDb(SQL, {
    version: 25,
    habits: [
      { id: 1, name: 'Stretch' },
      { id: 2, name: 'Old habit', archived: 1 },
    ],
    repetitions: [
      { habit: 1, timestamp: day, value: 2 },
      { habit: 2, timestamp: day, value: 3 },
    ],
  });
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, {
    name: 'backup.db',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(db),
  });
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('with 1 habit, 1 completion and 0 skipped days');
  await expect(summary).toContainText('1 archived habit left out.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    summary.getByRole('button', { name: 'Export backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tickday-backup-.*\.json$/);
  await summary.getByRole('checkbox', { name: 'Include archived habits' }).check();
  await expect(summary).toContainText('with 2 habits, 1 completion and 1 skipped day');
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  // The archived habit comes in archived (docs/product.md §13.2): stored, off the main page.
  expect(await main.names()).toEqual(['Stretch']);
  const habits = await storedHabits(page);
  expect(habits[1]).toMatchObject({ name: 'Old habit', archived: true });
  expect(habits[1]?.skips).toEqual(['2025-07-14']);
});

test('Cancel changes nothing; keyboard only from the file input to Add', async ({ page }) => {
  await page.goto('/');
  const dialog = await pickFile(page, FILES.habitBull());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toBeHidden();
  expect(await storageItem(page, KEYS.data)).toBeNull();
  // The file input is reached by Tab, and Add by Tab from the summary.
  await dialog.getByLabel('Import from another app').focus();
  await dialog.getByLabel('Import from another app').setInputFiles(FILES.habitBull());
  await summary.getByRole('button', { name: 'Add to my habits' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await new MainPage(page).names()).toHaveLength(4);
});

test.describe('hostile files: a clear message, nothing changed', () => {
  const cases: [string, () => Pick, RegExp][] = [
    [
      'a .db that is not SQLite',
      () => ({ name: 'x.db', mimeType: 'application/octet-stream', buffer: Buffer.from('nope') }),
      /not a Loop Habit Tracker backup \(\.db\) or CSV export \(\.zip\), or a HabitBull CSV\. Nothing was changed\./,
    ],
    [
      'a Loop backup cut short',
      () => {
        const db = readFileSync(join(PEER, 'loop-backup-v22.db'));
        return {
          name: 'cut.db',
          mimeType: 'application/octet-stream',
          buffer: db.subarray(0, 100),
        };
      },
      /damaged or cut short, and cannot be read\. Nothing was changed\./,
    ],
    [
      'a zip bomb',
      () => ({
        name: 'bomb.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(
          zipSync({ 'Habits.csv': new Uint8Array(65 * 1024 * 1024) }, { level: 9 }),
        ),
      }),
      /unpacks to over 64 MB, too large to be a Loop export\. Nothing was changed\./,
    ],
    [
      "Loop's Habits.csv alone",
      () => ({
        name: 'Habits.csv',
        mimeType: 'text/csv',
        buffer: readFileSync(join(PEER, 'loop-csv-export/Habits.csv')),
      }),
      /Pick the whole zip file/,
    ],
  ];
  test('each gives its message, in turn, and nothing is stored', async ({ page }) => {
    await seed(page, { [KEYS.data]: storedData([{ id: 'a', name: 'Read', days: [] }]) });
    await page.goto('/');
    const before = await storageItem(page, KEYS.data);
    for (const [label, file, message] of cases) {
      const dialog = await pickFile(page, file());
      await expect(dialog.getByRole('alert'), label).toHaveText(message);
      await expect(dialog.getByRole('region', { name: 'Import summary' }), label).toHaveCount(0);
      expect(await storageItem(page, KEYS.data), label).toBe(before);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('50 MB of CSV is read off the main thread: the page keeps painting', async ({
    page,
  }, testInfo) => {
    const row = 'Drink water,,Health,2024-01-01,1,\n';
    const rows = Math.ceil((50 * 1024 * 1024) / row.length);
    const header = 'HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n';
    // Playwright hands over files this large by path.
    const path = testInfo.outputPath('big.csv');
    writeFileSync(path, header + row.repeat(rows));
    await page.goto('/');
    await page.getByRole('button', { name: 'Your data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your data' });
    // The longest gap between frames while the file is read.
    await page.evaluate(() => {
      const w = window as unknown as { longestGap: number; watching: boolean };
      w.longestGap = 0;
      w.watching = true;
      let last = performance.now();
      const tick = (t: number) => {
        w.longestGap = Math.max(w.longestGap, t - last);
        last = t;
        if (w.watching) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await dialog.getByLabel('Import from another app').setInputFiles(path);
    const summary = dialog.getByRole('region', { name: 'Import summary' });
    await expect(summary).toContainText(`with 1 habit, 1 completion`, { timeout: 20_000 });
    const gap = await page.evaluate(() => {
      const w = window as unknown as { longestGap: number; watching: boolean };
      w.watching = false;
      return w.longestGap;
    });
    expect(gap, 'longest frame gap while reading (ms)').toBeLessThan(1000);
    expect(await storageItem(page, KEYS.data)).toBeNull();
  });

  test('names with markup are shown as text, never run', async ({ page }) => {
    const csv =
      'HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n' +
      '"<img src=x onerror=""pwned=1"">",,,2024-01-01,1,\n';
    await page.goto('/');
    const dialog = await pickFile(page, {
      name: 'evil.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(strToU8(csv)),
    });
    await dialog.getByRole('button', { name: 'Add to my habits' }).click();
    const main = new MainPage(page);
    expect(await main.names()).toEqual(['<img src=x onerror="pwned=1">']);
    expect(
      await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});

test('HabitBull with US dates (M/D/YYYY): every completion read, none called impossible', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2021-01-04T09:00:00Z'));
  await page.goto('/');
  const dialog = await pickFile(page, FILES.habitBullUs());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'HabitBull US.csv is a HabitBull CSV export with 6 habits, 70 completions and 0 skipped days.',
  );
  await expect(summary).not.toContainText('impossible');
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  const stored = await storedHabits(page);
  expect(stored.flatMap(times)).toHaveLength(70);
  expect(times(stored[0])).toEqual(['2020-11-05T12:00:00.000Z']);
});

test('entries dated after today are left out, and the summary says how many', async ({ page }) => {
  // May 1, 2019: of H3's days only April 11 to May 1 have come (16 done); the rest are later.
  await page.clock.setFixedTime(new Date('2019-05-01T20:00:00Z'));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, FILES.habitBullUs());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('with 6 habits, 16 completions and 0 skipped days.');
  // 54 completions, and H3's comment of June 14 (a day of value 0), a note dated after today.
  await expect(summary).toContainText('55 entries dated after today left out.');
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  const stored = await storedHabits(page);
  expect(stored.flatMap(times)).toHaveLength(16);
  expect(stored.flatMap(times).at(-1)).toBe('2019-05-01T12:00:00.000Z');
  await main.strip('H3').click();
  await expect(main.calendar('H3').getByText('16 Completed')).toBeVisible();
});

test("Loop's backup with names used twice: one habit each, said, with the true counts added", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2016-03-21T09:00:00Z'));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pickFile(page, FILES.loopSameNames());
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'loop.db is a Loop Habit Tracker backup with 6 habits, 124 completions and 0 skipped days.',
  );
  for (const name of ['Vegan', 'Sport', 'I love you']) {
    await expect(summary).toContainText(
      `The file has 2 habits named “${name}”: they become one, with the days of each.`,
    );
  }
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  expect(await main.names()).toEqual([
    'Wake up early',
    'brush teeth',
    'Sleep early',
    'Vegan',
    'Sport',
    'I love you',
  ]);
  expect((await storedHabits(page)).flatMap(times)).toHaveLength(124);
});

test.describe('with the service worker', () => {
  test.use(SERVICE_WORKER);

  test('a Loop backup picked offline before its reader was ever fetched: the one download is said', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload(); // controlled by the service worker, which has the app but not the reader
    await context.setOffline(true);
    const dialog = await pickFile(page, FILES.loopDb());
    await expect(dialog.getByRole('alert')).toContainText(
      "Reading a Loop backup (.db) needs Tickday's database reader, a one-time download of about 340 KB, and this device seems to be offline.",
    );
    await expect(dialog.getByRole('alert')).toContainText('Nothing was changed.');
    await context.setOffline(false);
  });
});
