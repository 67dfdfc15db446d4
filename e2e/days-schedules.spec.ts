// docs/product.md §4 (days as the user lives them) and §10 (schedules and skipped days), in real
// Chromium with Playwright's time zones: New York across both DST changes, Auckland, and a day
// that starts at 03:00.
import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, storageItem } from './fixtures';
import { storedData, type SeedHabit } from './data';
import { MainPage } from './pages/main-page';
import { openSettings } from './pages/settings';

const LOCAL = { dayBoundary: 'local', dayStartHour: 0 };

async function open(page: Page, at: string, habits: SeedHabit[], settings?: object) {
  await page.clock.install({ time: new Date(at) });
  await seed(page, {
    [KEYS.data]: storedData(habits),
    ...(settings ? { [KEYS.settings]: settings } : {}),
  });
  await page.goto('/');
  return new MainPage(page);
}

const today = (main: MainPage, name: string) => main.strip(name).locator('[aria-current="date"]');

async function storedTimes(main: MainPage): Promise<string[]> {
  const stored = await main.stored();
  const buckets = stored.habits[0]?.completionsWithTimes as Record<
    string,
    Record<string, number[]>
  >;
  return Object.values(buckets)
    .flatMap((months) => Object.values(months).flat())
    .map((ms) => new Date(ms).toISOString().slice(0, 16)); // to the minute: the clock runs
}

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the notice says when the day ends here, once; Use my time zone is stored', async ({
    page,
  }) => {
    const main = await open(page, '2025-07-15T14:00:00Z', [{ name: 'Read' }]);
    const notice = page.getByRole('status').filter({ hasText: 'ends at 8:00 PM here' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Use my time zone' }).click();
    await expect(notice).toBeHidden();
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}')).toEqual(LOCAL);
    await page.reload();
    await expect(main.check('Read')).toBeVisible();
    await expect(page.getByText(/ends at .* here/)).toHaveCount(0);
  });

  test('Keep UTC is stored too, and the notice never returns', async ({ page }) => {
    await open(page, '2025-07-15T14:00:00Z', [{ name: 'Read' }]);
    await page.getByRole('button', { name: 'Keep UTC' }).click();
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}')).toEqual({
      dayBoundary: 'utc',
      dayStartHour: 0,
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep UTC' })).toHaveCount(0);
  });

  test('Your data dates its files and figures by the local day too', async ({ page }) => {
    // 21:30 on July 15 in New York (already July 16 in UTC).
    await open(page, '2025-07-16T01:30:00Z', [{ name: 'Read' }], LOCAL);
    await page.getByRole('button', { name: 'Your data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your data' });
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export backup' }).click(),
    ]);
    expect(backup.suggestedFilename()).toBe('tickday-backup-2025-07-15.json');
    await expect(dialog.getByText('Last backup')).toBeVisible();
    await expect(dialog).toContainText('Tuesday, July 15, 2025');
    await expect(dialog).not.toContainText('July 16');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('tickday-completions-2025-07-15.csv');
  });

  test('at 9:30 pm, local days tick today; UTC days have already moved on', async ({ page }) => {
    // 2025-07-16T01:30Z is 21:30 on July 15 in New York.
    const main = await open(page, '2025-07-16T01:30:00Z', [{ name: 'Read' }], LOCAL);
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-07-15');
    await main.check('Read').click();
    await expect(today(main, 'Read')).toHaveAttribute('data-status', 'done');
    expect(await storedTimes(main)).toEqual(['2025-07-16T01:30']);
    // A past day ticked in the calendar is stored as its date mark, 12:00 UTC (§4.7).
    await main.strip('Read').click();
    await main.calendar('Read').locator('[data-date="2025-07-13"]').click();
    await expect(main.calendar('Read').locator('[data-date="2025-07-13"]')).toHaveAttribute(
      'data-status',
      'done',
    );
    expect(await storedTimes(main)).toEqual(['2025-07-13T12:00', '2025-07-16T01:30']);
  });

  test('the short March day: ticks on both sides of the change keep a 2-day streak', async ({
    page,
  }) => {
    // 23:30 EST on Saturday March 8, then 23:30 EDT on Sunday March 9 (a 23-hour day).
    const main = await open(page, '2025-03-09T04:30:00Z', [{ name: 'Read' }], LOCAL);
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-03-08');
    await main.check('Read').click();
    await page.clock.runFor(23 * 3_600_000);
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-03-09');
    await main.check('Read').click();
    await expect(main.card('Read').getByText('2 Day Streak')).toBeVisible();
    await expect(main.strip('Read').locator('[data-date="2025-03-08"]')).toHaveAttribute(
      'data-status',
      'done',
    );
  });

  test('the long November day: 00:30 and 23:30 are the same day, 25 hours apart', async ({
    page,
  }) => {
    // 00:30 EDT on Sunday November 2, and 23:30 EST the same day.
    const main = await open(page, '2025-11-02T04:30:00Z', [{ name: 'Read' }], LOCAL);
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-11-02');
    await page.clock.runFor(24 * 3_600_000);
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-11-02');
    await main.check('Read').click();
    await page.clock.runFor(31 * 60_000); // 00:01 EST November 3
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-11-03');
    await expect(main.strip('Read').locator('[data-date="2025-11-02"]')).toHaveAttribute(
      'data-status',
      'done',
    );
  });

  test('Settings: days follow this device, the day starts at 03:00; both survive a reload', async ({
    page,
  }) => {
    // 01:30 EDT on July 15: with a 03:00 start this is still July 14.
    const main = await open(page, '2025-07-15T05:30:00Z', [{ name: 'Read' }]);
    const dialog = await openSettings(page);
    const group = dialog.getByRole('radiogroup', { name: 'Days follow' });
    await expect(group.getByRole('radio', { name: 'UTC' })).toBeChecked();
    await expect(dialog.getByText('America/New_York')).toBeVisible();
    await group.getByRole('radio', { name: "This device's time zone" }).click();
    await dialog.getByRole('combobox', { name: 'Day starts at' }).selectOption('03:00');
    await page.keyboard.press('Escape');
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-07-14');
    await page.reload();
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-07-14');
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}')).toEqual({
      dayBoundary: 'local',
      dayStartHour: 3,
    });
    await openSettings(page);
    await expect(page.getByRole('radio', { name: "This device's time zone" })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Day starts at' })).toHaveValue('3');
  });
});

test.describe('in Auckland (UTC+13 in January)', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('local days are a day ahead of UTC at lunchtime', async ({ page }) => {
    // 2025-01-15T23:30Z is 12:30 on January 16 in Auckland.
    const main = await open(page, '2025-01-15T23:30:00Z', [{ name: 'Swim' }], LOCAL);
    await expect(today(main, 'Swim')).toHaveAttribute('data-date', '2025-01-16');
    await main.check('Swim').click();
    await main.strip('Swim').click();
    await main.calendar('Swim').locator('[data-date="2025-01-14"]').click();
    expect(await storedTimes(main)).toEqual([
      '2025-01-14T12:00', // the date mark of January 14 (§4.7), 01:00 on the 15th in Auckland
      '2025-01-15T23:30',
    ]);
  });
});

test.describe('in UTC', () => {
  test('no notice; a 03:00 start keeps 02:00 on the evening before', async ({ page }) => {
    const main = await open(page, '2025-07-16T02:00:00Z', [{ name: 'Read' }], {
      dayBoundary: 'utc',
      dayStartHour: 3,
    });
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-07-15');
    await page.reload();
    await expect(today(main, 'Read')).toHaveAttribute('data-date', '2025-07-15');
  });

  test('the notice never shows where the device is on UTC', async ({ page }) => {
    const main = await open(page, '2025-07-15T14:00:00Z', [{ name: 'Read' }]);
    await expect(main.check('Read')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use my time zone' })).toHaveCount(0);
  });
});

test.describe('schedules and skipped days', () => {
  // Wednesday 2025-07-16.
  const NOW = '2025-07-16T10:00:00Z';

  test('Repeat in the add form: certain days need a day; times a week is a number', async ({
    page,
  }) => {
    const main = await open(page, NOW, []);
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Gym');
    const repeat = page.getByRole('radiogroup', { name: 'Repeat' });
    await expect(repeat.getByRole('radio', { name: 'Every day' })).toBeChecked();
    await repeat.getByRole('radio', { name: 'On certain days' }).check();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeEnabled(); // Monday to Friday are ticked to start with
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByRole('checkbox', { name: day }).uncheck();
    }
    await expect(add).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
    await add.click();
    await main.addHabit('Read'); // every day by default
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Swim');
    await page.getByRole('radio', { name: 'Times a week' }).check();
    await page.getByRole('spinbutton', { name: 'Times a week' }).fill('2');
    await page.keyboard.press('Enter');
    const stored = await main.stored();
    expect(stored.habits.map((h) => h.schedule)).toEqual([
      { type: 'weekdays', days: [1, 4] },
      { type: 'daily' },
      { type: 'weekly', times: 2 },
    ]);
    // Wednesday is not a Gym day: off, not open.
    await expect(today(main, 'Gym')).toHaveAttribute('data-status', 'off');
    await expect(today(main, 'Read')).toHaveAttribute('data-status', 'open');
  });

  test('More actions: Edit saves a schedule; Rename and Delete work from the menu', async ({
    page,
  }) => {
    const main = await open(page, NOW, [
      { name: 'Read', days: ['2025-07-14', '2025-07-15'] },
      { name: 'Walk' },
    ]);
    const more = page.getByRole('button', { name: 'More actions for Read' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions for Read' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Rename',
      'Edit',
      'History',
      'Tick link',
      'Archive',
      'Delete',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Read' });
    await dialog.getByRole('radio', { name: 'On certain days' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    // The write comes after the paint that shows it: read storage until it lands.
    await expect
      .poll(async () => (await main.stored()).habits[0]?.schedule)
      .toEqual({ type: 'weekdays', days: [1, 2, 3, 4, 5] });
    await expect(main.card('Read').getByText('2 Day Streak')).toBeVisible();

    await page.getByRole('button', { name: 'More actions for Walk' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit habit name' });
    await expect(editor).toBeFocused();
    await editor.fill('Walk the dog');
    await editor.press('Enter');
    await page.getByRole('button', { name: 'More actions for Walk the dog' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Deleted Walk the dog' }),
    ).toBeVisible();
    expect(await main.names()).toEqual(['Read']);
  });

  test('Mark skipped days: a sick day keeps the streak; a future trip can be planned', async ({
    page,
  }) => {
    const main = await open(page, NOW, [{ name: 'Read', days: ['2025-07-13', '2025-07-15'] }]);
    await expect(main.card('Read').getByText('Day Streak')).toHaveCount(0);
    await main.strip('Read').click();
    const calendar = main.calendar('Read');
    const skip = calendar.getByRole('button', { name: 'Mark skipped days' });
    await expect(skip).toHaveAttribute('aria-pressed', 'false');
    await expect(calendar.locator('[data-date="2025-07-20"]')).toBeDisabled();
    await skip.click();
    await expect(skip).toHaveAttribute('aria-pressed', 'true');
    await calendar.locator('[data-date="2025-07-14"]').click();
    await calendar.locator('[data-date="2025-07-20"]').click();
    await expect(calendar.locator('[data-date="2025-07-14"]')).toHaveAttribute(
      'data-status',
      'skipped',
    );
    await expect(calendar.locator('[data-date="2025-07-20"]')).toHaveAttribute(
      'data-status',
      'skipped',
    );
    await expect(calendar.getByText('2 Day Streak')).toBeVisible();
    expect((await main.stored()).habits[0]?.skips).toEqual(['2025-07-14', '2025-07-20']);
    await page.keyboard.press('Escape');
    await expect(main.strip('Read').locator('[data-date="2025-07-14"]')).toHaveAttribute(
      'data-status',
      'skipped',
    );
    await expect(main.card('Read').getByText('2 Day Streak')).toBeVisible();
  });

  test('Every few days, Times a month, Times in a number of days: added, edited, drawn by status', async ({
    page,
  }) => {
    test.setTimeout(90_000); // four adds and three edits, one flow
    const main = await open(page, NOW, [
      { name: 'Stretch', days: ['2025-06-01', '2025-06-20', '2025-07-10', '2025-07-13'] },
    ]);
    // Keyboard only: every 3 days.
    const addNew = page.getByRole('button', { name: 'Add New Habit' });
    await addNew.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Habit name' })).toBeFocused();
    await page.keyboard.type('Water plants');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Every day' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Every few days' })).toBeChecked();
    await page.keyboard.press('Tab');
    const every = page.getByRole('spinbutton', { name: 'Every how many days' });
    await expect(every).toBeFocused();
    await expect(every).toHaveValue('3');
    await page.keyboard.press('ArrowUp'); // 4
    await page.keyboard.press('Enter');
    // Times a month.
    await addNew.click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Call Mum');
    await page.getByRole('radio', { name: 'Times a month' }).check();
    await page.getByRole('spinbutton', { name: 'Times a month' }).fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // Times in a number of days: Times must be below Days.
    await addNew.click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Run');
    await page.getByRole('radio', { name: 'Times in a number of days' }).check();
    const times = page.getByRole('spinbutton', { name: 'Times', exact: true });
    await times.fill('10');
    await page.getByRole('spinbutton', { name: 'Days', exact: true }).fill('10');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Times is a whole number from 1 to one less than Days.',
    );
    await expect(times).toBeFocused();
    await times.fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(async () => (await main.stored()).habits.map((h) => h.schedule))
      .toEqual([
        { type: 'daily' },
        { type: 'interval', days: 4 },
        { type: 'monthly', times: 2 },
        { type: 'window', times: 3, days: 10 },
      ]);
    // Nothing done yet: each is asked for today.
    for (const name of ['Water plants', 'Call Mum', 'Run']) {
      await expect(today(main, name)).toHaveAttribute('data-status', 'open');
    }

    const edit = async (kind: string, fields: Record<string, string>) => {
      await page.getByRole('button', { name: 'More actions for Stretch' }).click();
      await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Stretch' });
      await dialog.getByRole('radio', { name: kind }).check();
      for (const [name, value] of Object.entries(fields)) {
        await dialog.getByRole('spinbutton', { name, exact: true }).fill(value);
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    };
    const strip = async (name: string) =>
      main
        .strip(name)
        .locator('[data-status]')
        .evaluateAll((days) => days.map((day) => day.getAttribute('data-status')));

    // Every 3 days, done Jul 10 and 13: off between, due today (Wed 16).
    await edit('Every few days', { 'Every how many days': '3' });
    await expect
      .poll(async () => (await main.stored()).habits[0]?.schedule)
      .toEqual({ type: 'interval', days: 3 });
    expect(await strip('Stretch')).toEqual(['done', 'off', 'off', 'done', 'off', 'off', 'open']);
    await expect(main.strip('Stretch')).toHaveAccessibleDescription(
      /Monday: not scheduled, Tuesday: not scheduled, Wednesday: not done yet$/,
    );

    // 3 times a month: June ended one short (June 30 missed, once); July is still open.
    await edit('Times a month', { 'Times a month': '3' });
    await expect
      .poll(async () => (await main.stored()).habits[0]?.schedule)
      .toEqual({ type: 'monthly', times: 3 });
    expect(await strip('Stretch')).toEqual([
      'done',
      'open',
      'open',
      'done',
      'open',
      'open',
      'open',
    ]);
    await main.strip('Stretch').click();
    const calendar = main.calendar('Stretch');
    await expect(calendar.locator('[data-date="2025-07-01"]')).toHaveAttribute(
      'data-status',
      'open',
    );
    await expect(calendar.locator('[data-date="2025-07-17"]')).toHaveAttribute(
      'data-status',
      'future',
    );
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect(calendar.locator('[data-date="2025-06-30"]')).toHaveAttribute(
      'data-status',
      'missed',
    );
    await expect(calendar.locator('[data-date="2025-06-29"]')).toHaveAttribute(
      'data-status',
      'off',
    );
    await expect(calendar.locator('[data-status="missed"]')).toHaveCount(1);
    await page.keyboard.press('Escape');

    // Twice in any 7 days: the 7 days to today hold Jul 10 and 13, so today is off.
    await edit('Times in a number of days', { Times: '2', Days: '7' });
    await expect
      .poll(async () => (await main.stored()).habits[0]?.schedule)
      .toEqual({
        type: 'window',
        times: 2,
        days: 7,
      });
    await expect(today(main, 'Stretch')).toHaveAttribute('data-status', 'off');
  });

  test('a schedule from a newer version is kept as it is and read as every day', async ({
    page,
  }) => {
    const odd = { type: 'monthly', dayOfMonth: 3 };
    const main = await open(page, NOW, [{ name: 'Rent', schedule: odd, days: ['2025-07-15'] }]);
    await main.check('Rent').click();
    await expect(main.card('Rent').getByText('2 Day Streak')).toBeVisible();
    expect((await main.stored()).habits[0]?.schedule).toEqual(odd);
  });
});
