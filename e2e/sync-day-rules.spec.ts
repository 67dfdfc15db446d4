import type { Page } from '@playwright/test';
import { expect, KEYS, test } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { closeDialog, devicePage, openSyncFiles, saveSyncFile } from './pages/sync-file';

// docs/product.md §4.7, §17.3 (issue 40): a change belongs to the date its maker saw, on every
// device, whatever each device's day rule. A laptop in New York counts days in its own zone; a
// phone keeps the default, UTC. At 22:00 in New York it is already the next day in UTC.
const LATE = new Date('2025-11-27T03:00:00Z'); // Wednesday 26 November, 22:00 in New York
const WEDNESDAY = '2025-11-26';
const THURSDAY = '2025-11-27';

// Two devices and three files: as long as the sync file spec's flows.
test.describe.configure({ timeout: 60_000 });

test('a tick and an un-tick at 22:00 in New York reach a UTC device on Wednesday', async ({
  browser,
  baseURL,
}) => {
  const items = { [KEYS.data]: storedData([{ id: 'read', name: 'Read' }]) };
  const at = (time: Date) => (page: Page) => page.clock.install({ time });
  const laptop = await devicePage(
    browser,
    baseURL,
    { ...items, [KEYS.settings]: { dayBoundary: 'local', dayStartHour: 0 } },
    at(LATE),
    { timezoneId: 'America/New_York' },
  );
  const phone = await devicePage(browser, baseURL, items, at(LATE), { timezoneId: 'UTC' });
  const onLaptop = new MainPage(laptop);
  const onPhone = new MainPage(phone);
  const status = (main: MainPage, date: string) =>
    main.strip('Read').locator(`[data-date="${date}"]`);

  // The laptop ticks Read on its Wednesday; the phone takes its file.
  await onLaptop.check('Read').click();
  await expect(status(onLaptop, WEDNESDAY)).toHaveAttribute('data-status', 'done');
  let dialog = await openSyncFiles(phone, [await saveSyncFile(laptop)]);
  await expect(dialog.getByText('1 day', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await closeDialog(phone);
  // The phone's today is Thursday: the tick is on Wednesday, as the laptop showed it.
  await expect(status(onPhone, WEDNESDAY)).toHaveAttribute('data-status', 'done');
  await expect(onPhone.check('Read')).toHaveAttribute('aria-pressed', 'false');

  // A minute later the laptop un-ticks it; the phone's summary says so, and Apply takes it.
  await laptop.clock.fastForward(60_000);
  await onLaptop.check('Read').click();
  await expect(status(onLaptop, WEDNESDAY)).not.toHaveAttribute('data-status', 'done');
  dialog = await openSyncFiles(phone, [await saveSyncFile(laptop)]);
  await expect(dialog.getByText('1 day', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await closeDialog(phone);
  await expect(status(onPhone, WEDNESDAY)).not.toHaveAttribute('data-status', 'done');
  await expect(status(onPhone, THURSDAY)).not.toHaveAttribute('data-status', 'done');

  // The phone's file does not bring the tick back to the laptop.
  dialog = await openSyncFiles(laptop, [await saveSyncFile(phone)]);
  await expect(
    dialog.getByText('Nothing new: this device already has everything in it.'),
  ).toBeVisible();
  await closeDialog(laptop);
  await expect(onLaptop.check('Read')).toHaveAttribute('aria-pressed', 'false');
});
