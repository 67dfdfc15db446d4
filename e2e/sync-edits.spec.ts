import type { Browser, Locator, Page } from '@playwright/test';
import { expect, KEYS, storageItem, test } from './fixtures';
import { storedHabit } from './data';
import { MainPage } from './pages/main-page';
import {
  closeDialog,
  devicePage,
  openSyncFiles,
  saveSyncFile,
  type SavedFile,
} from './pages/sync-file';

// Issue 25: every kind of edit goes through a sync (docs/product.md §16.4, §17). Two browser
// contexts are two devices with the same habits; each edits on its own (A: an amount, a note on a
// past day, a reorder, a past day's tick; B: a rename and an un-tick), then Save sync file on one
// and Open sync file on the other, both ways. Real clocks: the merge orders edits by when each was
// made.
test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;
const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = iso(NOW);
const YESTERDAY = iso(NOW - DAY);
const TWO_AGO = iso(NOW - 2 * DAY);
/** A day B ticked long ago: its completion is weeks old when A un-ticks it. */
const LONG_AGO = iso(NOW - 20 * DAY);

/** `Wednesday, July 30, 2025`: a day as the calendar names it. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const monthOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Water (an amount: at least 8 glasses), Read (ticked today), Walk, Gym; B also ticked Gym long ago. */
function habits(device: 'A' | 'B') {
  return {
    version: 1,
    habits: [
      {
        ...storedHabit({ id: 'water', name: 'Water' }),
        measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
        entries: {},
      },
      // Ticked a moment before the test: a tick's time is its moment, so it is in the past.
      storedHabit({ id: 'read', name: 'Read', times: [new Date(NOW - 60_000).toISOString()] }),
      storedHabit({ id: 'walk', name: 'Walk' }),
      storedHabit({ id: 'gym', name: 'Gym', days: device === 'B' ? [LONG_AGO] : [] }),
    ],
  };
}

async function device(browser: Browser, baseURL: string | undefined, which: 'A' | 'B') {
  const items = { [KEYS.bannerDismissed]: true, [KEYS.data]: habits(which) };
  return new MainPage(await devicePage(browser, baseURL, items));
}

/** Opens the habit's calendar on the month of `date`; returns the dialog and that day's cell. */
async function calendarDay(main: MainPage, name: string, date: string) {
  await main.strip(name).click();
  const calendar = main.calendar(name);
  await expect(calendar).toBeVisible();
  const heading = calendar.getByRole('heading', { name: monthOf(date) });
  if (monthOf(date) !== monthOf(TODAY)) {
    await calendar.getByRole('button', { name: 'Previous month' }).click();
  }
  await expect(heading).toBeVisible();
  return { calendar, day: calendar.locator(`[data-date="${date}"]`) };
}

/**
 * A Sync file from one device opened and applied on the other; when the other already has all of
 * it, the summary says "Nothing new" and offers only OK (issue 56), which closes the summary.
 */
async function carry(from: Page, to: Page): Promise<SavedFile> {
  const file = await saveSyncFile(from);
  const dialog = await openSyncFiles(to, [file]);
  const apply = dialog.getByRole('button', { name: 'Apply' });
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(apply.or(ok)).toBeVisible();
  if (await apply.isVisible()) {
    await apply.click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Merged the sync file' }),
    ).toBeVisible();
  } else {
    await expect(dialog.getByText(/^Nothing new/)).toBeVisible();
    await ok.click();
  }
  await closeDialog(to);
  return file;
}

async function storedHabits(page: Page): Promise<unknown[]> {
  return (JSON.parse((await storageItem(page, KEYS.data))!) as { habits: unknown[] }).habits;
}

/** A day's cell in the habit's calendar, opened on its month. */
async function dayCell(main: MainPage, name: string, date: string): Promise<Locator> {
  return (await calendarDay(main, name, date)).day;
}

test('an amount, a note, a reorder and a past tick on A, a rename and an un-tick on B: both agree', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL, 'A');
  const b = await device(browser, baseURL, 'B');

  // A: 3 glasses of Water today.
  await a.log('Water').click();
  const amount = a.page.getByRole('spinbutton', { name: 'Amount for Water' });
  await amount.fill('3');
  await amount.press('Enter');
  await expect(a.page.getByText('3 / 8 glasses')).toBeVisible();

  // A: a note on Read yesterday (focusing a day selects it without ticking it).
  let { calendar, day } = await calendarDay(a, 'Read', YESTERDAY);
  await day.focus();
  const note = calendar.getByRole('textbox', { name: `Note for ${longDate(YESTERDAY)}` });
  await note.fill('Read on the train');
  await note.press('Enter');
  await expect(day).toHaveAccessibleName(/has a note$/);
  await closeDialog(a.page);

  // A: Walk ticked two days ago, in its calendar.
  ({ day } = await calendarDay(a, 'Walk', TWO_AGO));
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await closeDialog(a.page);
  // Focus back on the strip that opened the calendar, as the dialog hands it back once it is
  // gone: a reorder handle focused before that lost its focus to the strip.
  await expect(a.strip('Walk')).toBeFocused();

  // A: Water moved below Read by keyboard (Space picks up, arrows move, Space drops).
  await a.moveDownByKeyboard('Water', 5);
  await expect.poll(() => a.names()).toEqual(['Read', 'Water', 'Walk', 'Gym']);

  // B, meanwhile: Gym renamed, Read un-ticked for today.
  await b.page.getByRole('button', { name: 'More actions for Gym' }).click();
  await b.page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = b.page.getByRole('textbox', { name: 'Edit habit name' });
  await rename.fill('Gym class');
  await rename.press('Enter');
  await expect(b.check('Gym class')).toBeVisible();
  await b.check('Read').click();
  await expect(b.check('Read')).toHaveAttribute('aria-pressed', 'false');

  // A to B, then B to A.
  await carry(a.page, b.page);
  await carry(b.page, a.page);

  for (const [label, main] of [
    ['A', a],
    ['B', b],
  ] as const) {
    await test.step(`device ${label} has every edit`, async () => {
      expect(await main.names()).toEqual(['Read', 'Water', 'Walk', 'Gym class']);
      await expect(main.items.filter({ has: main.log('Water') })).toContainText('3 / 8 glasses');
      await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'false');
      ({ calendar, day } = await calendarDay(main, 'Read', YESTERDAY));
      await expect(day).toHaveAccessibleName(/has a note$/);
      await day.focus();
      await expect(
        calendar.getByRole('textbox', { name: `Note for ${longDate(YESTERDAY)}` }),
      ).toHaveValue('Read on the train');
      await closeDialog(main.page);
      await expect(await dayCell(main, 'Walk', TWO_AGO)).toHaveAttribute('aria-pressed', 'true');
      await closeDialog(main.page);
      // The day B ticked long ago reached A.
      await expect(await dayCell(main, 'Gym class', LONG_AGO)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await closeDialog(main.page);
    });
  }
  expect(await storedHabits(a.page)).toEqual(await storedHabits(b.page));

  // A un-ticks the day B ticked long ago; synced to B, then back from B, it stays un-ticked.
  ({ day } = await calendarDay(a, 'Gym class', LONG_AGO));
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await closeDialog(a.page);
  await carry(a.page, b.page);
  await expect(await dayCell(b, 'Gym class', LONG_AGO)).toHaveAttribute('aria-pressed', 'false');
  await closeDialog(b.page);
  await carry(b.page, a.page);
  await carry(a.page, b.page);
  for (const main of [a, b]) {
    await main.page.reload();
    await expect(await dayCell(main, 'Gym class', LONG_AGO)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await closeDialog(main.page);
  }
  expect(await storedHabits(a.page)).toEqual(await storedHabits(b.page));
});
