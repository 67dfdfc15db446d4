import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

// Sunday 2025-08-03: August 2025 needs 6 rows (starts on a Friday), July 2025 needs 5.
const NOW = new Date('2025-08-03T10:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    [KEYS.bannerDismissed]: true,
    [KEYS.data]: storedData([
      { id: 'r', name: 'Read', days: ['2025-07-30', '2025-07-31', '2025-08-01', '2025-08-02'] },
      { id: 'w', name: 'Walk' },
    ]),
  });
});

test('opens from the strip with month, Sunday-first grid, marks and footer', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  await main.strip('Read').click();
  const calendar = main.calendar('Read');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('heading', { name: 'August 2025' })).toBeVisible();
  const grid = calendar.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Su',
    'Mo',
    'Tu',
    'We',
    'Th',
    'Fr',
    'Sa',
  ]);
  expect(
    await grid
      .getByRole('columnheader')
      .evaluateAll((h) => h.map((e) => e.getAttribute('aria-label'))),
  ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await expect(grid.getByRole('row')).toHaveCount(1 + 6);
  const aug1 = grid.locator('[data-date="2025-08-01"]');
  await expect(aug1).toHaveAttribute('data-completed', 'true');
  await expect(aug1).toHaveAttribute('aria-pressed', 'true');
  // Aug 1 2025 is a Friday: the sixth cell of the first week.
  const firstWeek = grid.getByRole('row').nth(1).getByRole('gridcell');
  await expect(firstWeek.nth(5).locator('[data-date]')).toHaveAttribute('data-date', '2025-08-01');
  await expect(firstWeek.nth(0).locator('[data-date]')).toHaveCount(0);
  await expect(grid.locator('[data-date="2025-08-03"]')).toHaveAttribute('aria-current', 'date');
  await expect(grid.locator('[data-date="2025-08-03"]')).toHaveAttribute('data-completed', 'false');
  await expect(grid.locator('[data-date="2025-08-04"]')).toBeDisabled();
  await expect(grid.locator('[data-date="2025-08-31"]')).toBeDisabled();
  await expect(calendar.getByText('4 Day Streak')).toBeVisible();
  await expect(calendar.getByText('4 Completed')).toBeVisible();
  await expect(main.strip('Read')).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'calendar open');
});

test('navigates months and toggles a past day at 12:00 UTC', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  await main.strip('Read').click();
  const calendar = main.calendar('Read');
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByRole('heading', { name: 'July 2025' })).toBeVisible();
  await expect(calendar.getByRole('grid').getByRole('row')).toHaveCount(1 + 5);
  const july10 = calendar.locator('[data-date="2025-07-10"]');
  await expect(july10).toHaveAttribute('aria-pressed', 'false');
  await expect(july10).toBeEnabled();
  await july10.click();
  await expect(july10).toHaveAttribute('aria-pressed', 'true');
  const stored = await main.stored();
  expect(stored.habits[0]?.completionsWithTimes).toEqual({
    '2025': {
      '7': [
        Date.parse('2025-07-10T12:00:00Z'),
        ...['30', '31'].map((d) => Date.parse(`2025-07-${d}T12:00:00Z`)),
      ],
      '8': [Date.parse('2025-08-01T12:00:00Z'), Date.parse('2025-08-02T12:00:00Z')],
    },
  });
  await expect(calendar.getByText('5 Completed')).toBeVisible();
  // Toggling a completed day removes it; the streak in the footer follows.
  await calendar.locator('[data-date="2025-07-31"]').click();
  await expect(calendar.getByText('2 Day Streak')).toBeVisible();
  await expect(calendar.getByText('4 Completed')).toBeVisible();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByRole('heading', { name: 'May 2025' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByRole('heading', { name: 'June 2025' })).toBeVisible();
  // The card's strip follows the calendar.
  await page.keyboard.press('Escape');
  await expect(main.strip('Read').locator('[data-date="2025-07-31"]')).toHaveAttribute(
    'data-completed',
    'false',
  );
});

test('keyboard: arrows move between days, Enter toggles, Escape returns to the strip', async ({
  page,
}) => {
  const main = new MainPage(page);
  await page.goto('/');
  await main.strip('Walk').focus();
  await page.keyboard.press('Enter');
  const calendar = main.calendar('Walk');
  await expect(calendar).toBeVisible();
  await calendar.locator('[data-date="2025-08-03"]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.locator('[data-date="2025-08-02"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(calendar.getByRole('heading', { name: 'July 2025' })).toBeVisible();
  await expect(calendar.locator('[data-date="2025-07-26"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.locator('[data-date="2025-07-26"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight'); // Aug 3, today
  await page.keyboard.press('ArrowRight'); // future: stays on today
  await expect(calendar.locator('[data-date="2025-08-03"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(main.strip('Walk')).toBeFocused();
  await expect(main.strip('Walk').locator('[data-date="2025-07-26"]')).toHaveCount(0); // not in the strip
  expect((await main.stored()).habits[1]?.completionsWithTimes).toEqual({
    '2025': { '7': [Date.parse('2025-07-26T12:00:00Z')] },
  });
});
