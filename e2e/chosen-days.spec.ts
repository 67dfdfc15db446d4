// docs/product.md §4.7: a day the user chose keeps its date in every zone and setting; §4.2: a day
// whose start hour the clocks jump over starts when they jump (Santiago's midnight change).
import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS } from './fixtures';
import { storedData, type SeedHabit } from './data';
import { MainPage } from './pages/main-page';
import { StatsDialog } from './pages/stats-dialog';
import { openSettings } from './pages/settings';

async function open(page: Page, at: string, habits: SeedHabit[], settings: object) {
  await page.clock.install({ time: new Date(at) });
  await seed(page, { [KEYS.data]: storedData(habits), [KEYS.settings]: settings });
  await page.goto('/');
  return new MainPage(page);
}

test.describe('in Auckland (UTC+12 in July)', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('Mon, Wed and Fri ticked with UTC days stay Mon, Wed and Fri after Use my time zone', async ({
    page,
  }) => {
    // Saturday July 19, 2025, 22:00 in Auckland (10:00 UTC): the same date either way.
    const main = await open(
      page,
      '2025-07-19T10:00:00Z',
      [{ name: 'Swim', schedule: { type: 'weekdays', days: [1, 3, 5] } }],
      { dayBoundary: 'utc', dayStartHour: 0 },
    );
    await main.strip('Swim').click();
    const calendar = main.calendar('Swim');
    for (const date of ['2025-07-14', '2025-07-16', '2025-07-18']) {
      await calendar.locator(`[data-date="${date}"]`).click();
      await expect(calendar.locator(`[data-date="${date}"]`)).toHaveAttribute(
        'data-status',
        'done',
      );
    }
    await page.keyboard.press('Escape');
    await expect(main.card('Swim').getByText('3 Day Streak')).toBeVisible();

    const settings = await openSettings(page);
    await settings.getByRole('radio', { name: "This device's time zone" }).click();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    const status = (date: string) =>
      main.strip('Swim').locator(`[data-date="${date}"]`).getAttribute('data-status');
    expect(
      await Promise.all(
        ['2025-07-14', '2025-07-15', '2025-07-16', '2025-07-17', '2025-07-18'].map(status),
      ),
    ).toEqual(['done', 'off', 'done', 'off', 'done']);
    await expect(main.card('Swim').getByText('3 Day Streak')).toBeVisible();
    // And back: UTC days read the same dates.
    await openSettings(page);
    await settings.getByRole('radio', { name: 'UTC' }).click();
    await page.keyboard.press('Escape');
    await expect(main.strip('Swim').locator('[data-date="2025-07-16"]')).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(main.card('Swim').getByText('3 Day Streak')).toBeVisible();
  });
});

test.describe('in Santiago, whose clocks jump from 00:00 to 01:00 on September 7, 2025', () => {
  test.use({ timezoneId: 'America/Santiago' });
  const LOCAL = { dayBoundary: 'local', dayStartHour: 0 };

  test('Stats counts the short day itself, not the day before', async ({ page }) => {
    // 10:00 on Sunday September 7 (-03): done August 31 to September 5, not since. On the 7th the
    // streak is over (0.0); read from the 6th it would still be alive (6.0).
    const days = ['2025-08-31', ...['01', '02', '03', '04', '05'].map((d) => `2025-09-${d}`)];
    await open(page, '2025-09-07T13:00:00Z', [{ name: 'Read', days }], LOCAL);
    const stats = new StatsDialog(page);
    await stats.open();
    await expect(stats.tile('Average Streak')).toContainText('0.0');
    await expect(stats.dialog.getByText('Read — best streak of 6 days')).toBeVisible();
    // Habit Maker's overall streak: nothing on the 6th or the 7th, so 0 (from the 6th: 6/14).
    await stats.tile('Badges Earned').click();
    await expect(stats.badges.filter({ hasText: 'Habit Maker' })).toContainText('0/14');
  });

  test('"today" moves once at the jump, and the day after starts a day later', async ({ page }) => {
    // 23:59 on Saturday September 6 (-04).
    const main = await open(page, '2025-09-07T03:59:00Z', [{ name: 'Read' }], LOCAL);
    const today = main.strip('Read').locator('[aria-current="date"]');
    await expect(today).toHaveAttribute('data-date', '2025-09-06');
    // One timer for the next day, set at load: count the timers the page arms from here on.
    await page.evaluate(() => {
      const w = window as unknown as { timersArmed: number };
      w.timersArmed = 0;
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
        if ((timeout ?? 0) >= 1000) w.timersArmed += 1;
        return original(handler, timeout, ...rest);
      }) as typeof window.setTimeout;
    });
    await page.clock.runFor(61_000); // 01:00:01 on September 7 (-03)
    await expect(today).toHaveAttribute('data-date', '2025-09-07');
    await page.clock.runFor(10 * 60_000);
    // Before the fix the day's end was computed an hour early: a timer every second.
    expect(
      await page.evaluate(() => (window as unknown as { timersArmed: number }).timersArmed),
    ).toBeLessThan(5);
  });
});

test.describe('in New York with UTC days', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('Day starts at says the hour is UTC and what it is here (docs/product.md §4.5)', async ({
    page,
  }) => {
    await open(page, '2025-07-15T14:00:00Z', [{ name: 'Read' }], {
      dayBoundary: 'utc',
      dayStartHour: 0,
    });
    const dialog = await openSettings(page);
    const start = dialog.getByRole('combobox', { name: 'Day starts at' });
    await expect(start.getByRole('option', { name: '03:00 UTC (11:00 PM here)' })).toHaveCount(1);
    await start.selectOption('3');
    await expect(dialog).toContainText(
      'Days start at 03:00 UTC, which is 11:00 PM here: a tick before then counts for the day before.',
    );
    await expect(dialog).not.toContainText("A night owl's tick");
    // With local days the hours are this device's, and the night owl's sentence is true.
    await dialog.getByRole('radio', { name: "This device's time zone" }).click();
    await expect(start.getByRole('option', { name: '03:00', exact: true })).toHaveCount(1);
    await expect(dialog).toContainText("A night owl's tick before this hour still counts");
  });
});
