// docs/product.md §12: a habit's history page and the Stats dialog's year, for a hand-worked
// data set. Today is Wednesday 2025-07-16 (UTC days).
import { readFileSync } from 'node:fs';
import { test, expect, seed, KEYS, expectNoAxeViolations, STATS_BUTTON } from './fixtures';
import { dateRun, storedData } from './data';

const READ = {
  id: 'read',
  name: 'Read',
  // Runs of 5 (Jul 1-5), 2 (Jul 8-9) and 4 (Jul 12-15); Jul 10 skipped; Jul 6, 7, 11 missed.
  days: [...dateRun('2025-07-05', 5), '2025-07-08', '2025-07-09', ...dateRun('2025-07-15', 4)],
  skips: ['2025-07-10'],
};

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-07-16T10:00:00Z'));
  const data = storedData([
    READ,
    { id: 'walk', name: 'Walk' },
    { id: 'gone', name: 'Gone', isDeleted: true },
  ]);
  for (const habit of data.habits) habit.createdAt = '2025-07-01T08:00:00.000Z';
  await seed(page, { [KEYS.data]: data });
});

test('History, the card and Top 3 show one best streak: a single done day is not a streak', async ({
  page,
}) => {
  await page.goto('/');
  const once = storedData([{ id: 'once', name: 'Once', days: ['2025-07-14'] }]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    KEYS.data,
    JSON.stringify(once),
  ] as const);
  await page.goto('/history/once');
  const best = page
    .getByRole('term')
    .filter({ hasText: /^Best streak$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(best).toHaveText('0');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('img', { name: /^Highest Streak/ })).toHaveCount(0);
});

test('the card menu leads to the history page, with every figure worked out by hand', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More actions for Read' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history\/read$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeVisible();
  const figure = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(figure('Current streak')).toHaveText('4');
  await expect(figure('Best streak')).toHaveText('5');
  await expect(figure('Total completions')).toHaveText('11');
  // 11 done of 14 counted days (Jul 1-15 without the skipped 10th): 79 %.
  for (const window of ['Last 30 days', 'Last 365 days', 'All time']) {
    await expect(figure(window)).toHaveText('79%');
  }
  await expect(
    page.getByRole('list', { name: 'Longest streaks' }).getByRole('listitem'),
  ).toHaveText([
    '5 days, Jul 1, 2025 – Jul 5, 2025',
    '4 days, Jul 12, 2025 – Jul 15, 2025',
    '2 days, Jul 8, 2025 – Jul 9, 2025',
  ]);
  const bars = [
    'Sunday: 1',
    'Monday: 1',
    'Tuesday: 3',
    'Wednesday: 2',
    'Thursday: 1',
    'Friday: 1',
    'Saturday: 2',
  ];
  for (const name of bars) await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('list', { name: 'Habits' })).toBeVisible();
});

test('the year grid names each day and moves by day and by week with the arrow keys', async ({
  page,
}) => {
  await page.goto('/history/read');
  const grid = page.getByRole('grid', { name: 'Read, last 12 months' });
  await expect(
    grid.getByRole('gridcell', { name: 'Tuesday, July 15, 2025: done' }),
  ).toHaveAttribute('data-status', 'done');
  await expect(
    grid.getByRole('gridcell', { name: 'Thursday, July 10, 2025: skipped' }),
  ).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Monday, July 7, 2025: missed' })).toBeVisible();
  const today = grid.getByRole('gridcell', { name: 'Wednesday, July 16, 2025: open' });
  await expect(today).toHaveAttribute('tabindex', '0');
  await today.focus();
  await page.keyboard.press('ArrowUp');
  await expect(grid.locator('[data-date="2025-07-15"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(grid.locator('[data-date="2025-07-08"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator('[data-date="2025-07-16"]')).toBeFocused();
});

test('Save image downloads a PNG named after the habit', async ({ page }) => {
  await page.goto('/history/read');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save image' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Read-history.png');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(5_000);
});

test('an unknown or deleted habit is the 404 page', async ({ page }) => {
  for (const id of ['nope', 'gone']) {
    await page.goto(`/history/${id}`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  }
});

test('the Stats dialog shows the year over all habits: how many due were done', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: STATS_BUTTON }).click();
  const grid = page.getByRole('grid', { name: 'All habits, last 12 months' });
  await expect(
    grid.getByRole('gridcell', { name: 'Monday, July 14, 2025: 1 of 2 done' }),
  ).toBeVisible();
  await expect(
    grid.getByRole('gridcell', { name: 'Thursday, July 10, 2025: 0 of 1 done' }),
  ).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the history page has no axe violations in ${mode} mode, and no sideways scroll at 320 px`, async ({
    page,
  }) => {
    // Whole-page axe passes of a page with a year's grid and charts (over 30 s on a loaded machine).
    test.setTimeout(90_000);
    await seed(page, { [KEYS.theme]: { color: 'blue', mode } });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/history/read');
    await expect(page.getByRole('grid', { name: 'Read, last 12 months' })).toBeVisible();
    await expectNoAxeViolations(page, `history ${mode}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
}

test('the calendar links to the history page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Show calendar for Walk' }).click();
  await page
    .getByRole('dialog', { name: 'Walk calendar' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/history\/walk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Walk' })).toBeVisible();
});

test('on a 375 px phone the year is readable: cells of 11 px, opened on this week; bars show their numbers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/history/read');
  const grid = page.getByRole('grid', { name: 'Read, last 12 months' });
  const today = grid.getByRole('gridcell', { name: 'Wednesday, July 16, 2025: open' });
  const box = (await today.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(11);
  // This week is on screen without scrolling; the page itself does not scroll sideways.
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A year ago is reached with the arrow keys, scrolled into view.
  await today.focus();
  for (let i = 0; i < 52; i += 1) await page.keyboard.press('ArrowLeft');
  const yearAgo = grid.locator('[data-date="2024-07-17"]');
  await expect(yearAgo).toBeFocused();
  await expect(yearAgo).toBeInViewport();
  // The numbers the bars are named with are on screen too.
  const section = (name: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name }) });
  const weekdays = section('Completions by weekday');
  const named = await weekdays
    .getByRole('img')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')?.split(': ')[1]));
  expect(named).toHaveLength(7);
  expect(await weekdays.locator('.tabular-nums').allInnerTexts()).toEqual(named);
  const months = section('Month by month');
  const title = (await months.locator('svg title').textContent()) ?? '';
  const rates = [...title.matchAll(/ (\d+|—)%?(?:,|$)/g)].map((m) => m[1]);
  expect(rates).toHaveLength(12);
  expect(await months.locator('figcaption .tabular-nums').allInnerTexts()).toEqual(rates);
});
