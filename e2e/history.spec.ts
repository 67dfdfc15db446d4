// docs/product.md §12: a habit's history page and the Stats dialog's year, for a hand-worked
// data set. Today is Wednesday 2025-07-16 (UTC days).
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { test, expect, seed, KEYS, expectNoAxeViolations, STATS_BUTTON } from './fixtures';
import { dateRun, storedData, storedHabit } from './data';
import { wordsOf } from './pages/words';

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
  const today = grid.getByRole('gridcell', { name: 'Wednesday, July 16, 2025: not done yet' });
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
  const today = grid.getByRole('gridcell', { name: 'Wednesday, July 16, 2025: not done yet' });
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

// Issue 40: History speaks the language of the calendar: its status words, its numbers, and in
// Arabic its charts run right to left as their labels do; a long note wraps on a phone. Soft
// checks: one run says which of the four holds.
const LONG_NOTE =
  'Read https://example.com/a/very/long/path/without/any/spaces/abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz';
for (const { language, locale } of [
  { language: 'en', locale: 'en-US' },
  { language: 'de', locale: 'de-DE' },
  { language: 'ar', locale: 'ar-EG' },
] as const) {
  test.describe(`an amount habit's History in ${language}`, () => {
    test.use({ locale });
    const say = wordsOf(language);

    test('names days in the calendar words, writes amounts in the language, draws time in its direction, and wraps a long note at 375 px', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const at = Date.parse('2025-07-15T12:00:00Z');
      const water = {
        ...storedHabit({
          id: 'water',
          name: 'Water',
          days: ['2025-06-20', '2025-07-14', '2025-07-15'],
        }),
        createdAt: '2025-06-01T08:00:00.000Z',
        measure: { unit: 'gl', goal: 'atLeast', target: 2.5 },
        entries: {
          '2025-06-20': { amount: 3, target: 2.5, at },
          '2025-07-14': { amount: 1500, target: 2.5, note: LONG_NOTE, at },
          '2025-07-15': { amount: 2.5, target: 2.5, at },
        },
      };
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        KEYS.data,
        JSON.stringify({ version: 1, habits: [water] }),
      ] as const);
      await page.goto('/history/water');
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // The year grid: the calendar's words for a day's status, not its code.
      // Dates and numbers as this Chromium's Intl writes them in the language.
      const date = (iso: string) =>
        page.evaluate(
          ([lang, day]) =>
            new Intl.DateTimeFormat(lang, {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${day}T12:00:00Z`)),
          [language, iso] as const,
        );
      const number = (value: number) =>
        page.evaluate(
          ([lang, n]) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n),
          [language, value] as const,
        );
      const grid = page.getByRole('grid', {
        name: say('{name}, last 12 months', { name: 'Water' }),
      });
      for (const [iso, status] of [
        ['2025-07-13', 'missed'],
        ['2025-07-16', 'not done yet'],
      ] as const) {
        await expect
          .soft(grid.locator(`[data-date="${iso}"]`))
          .toHaveAccessibleName(
            say('{date}: {details}', { date: await date(iso), details: say(status) }),
          );
      }

      // The year opens on this week, at the end its time runs to: the right, the left in Arabic.
      const cellX = (iso: string) =>
        grid.locator(`[data-date="${iso}"]`).evaluate((cell) => cell.getBoundingClientRect().x);
      await expect.soft(grid.locator('[data-date="2025-07-16"]')).toBeInViewport();
      const [weekAgo, today] = [await cellX('2025-07-09'), await cellX('2025-07-16')];
      expect.soft(language === 'ar' ? today < weekAgo : today > weekAgo).toBe(true);

      // Amounts in the language's numbers: 2.5 is "2,5" in German; the chart's top 2,000 "2.000".
      const amounts = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: say('Amounts') }) });
      await expect
        .soft(amounts)
        .toContainText(
          say('Target: at least {target} a day.', { target: `${await number(2.5)} gl` }),
        );
      await expect.soft(amounts.getByRole('figure').first()).toContainText(await number(2000));

      // The long note wraps: the page stays a phone's width.
      await expect(page.getByRole('list', { name: say('Notes') })).toContainText(
        LONG_NOTE.slice(0, 12),
      );
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375);

      // Time runs left to right, or right to left in Arabic, in every chart as in its labels.
      const rtl = language === 'ar';
      const xs = (bars: Locator) =>
        bars.evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().x));
      const charts = {
        'per day': page.getByRole('img', {
          name: say('{name}, amounts per day', { name: 'Water' }),
        }),
        'per week': page.getByRole('img', {
          name: say('{name}, amounts per week', { name: 'Water' }),
        }),
        'by month': page.locator('svg:has([data-month])'),
      };
      for (const [chart, svg] of Object.entries(charts)) {
        const drawn = await xs(svg.locator('rect[data-day], rect[data-month]')); // oldest first
        expect(drawn.length, chart).toBeGreaterThan(2);
        const onScreen = [...drawn].sort((a, b) => (rtl ? b - a : a - b));
        expect
          .soft(drawn, `${chart}: ${rtl ? 'right to left' : 'left to right'}`)
          .toEqual(onScreen);
      }
      // The newest day's bar stands at the end the labels put today: right, or left in Arabic.
      const days = await xs(charts['per day'].locator('rect[data-day]'));
      const [oldest, newest] = [days[0], days.at(-1)];
      const width = await charts['per day'].evaluate((svg) => svg.getBoundingClientRect());
      expect
        .soft(rtl ? newest! < width.x + width.width / 2 : newest! > width.x + width.width / 2)
        .toBe(true);
      expect.soft(rtl ? newest! < oldest! : newest! > oldest!).toBe(true);
    });
  });
}
