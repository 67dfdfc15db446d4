import type { Locator, Page } from '@playwright/test';
import { test, expect, seed, KEYS } from './fixtures';
import { storedData, storedHabit } from './data';
import { MainPage } from './pages/main-page';

// docs/product.md §10.9: pausing two of three habits across a week, by keyboard only.

/** The app icon's badge as the page sets it (§14.4), from a stand-in Badging API. */
async function recordBadges(page: Page) {
  await page.addInitScript(() => {
    const badges: (number | 'cleared')[] = [];
    (window as unknown as { __badges: typeof badges }).__badges = badges;
    Object.assign(navigator, {
      setAppBadge: async (count: number) => void badges.push(count),
      clearAppBadge: async () => void badges.push('cleared'),
    });
  });
}
const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badges: (number | string)[] }).__badges.at(-1));

/** Presses `key` on `target` after moving focus there (as Tab would). */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

const statusOn = (main: MainPage, name: string, date: string) =>
  main.strip(name).locator(`[data-date="${date}"]`);

test('keyboard only: pause two of three habits for a week, see it on the cards, then End pause', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordBadges(page);
  // Tuesday July 15, 2025. Read was done on the two days before.
  await page.clock.install({ time: new Date('2025-07-15T09:30:00Z') });
  await seed(page, {
    [KEYS.data]: storedData([
      { id: 'r', name: 'Read', days: ['2025-07-13', '2025-07-14'] },
      { id: 'w', name: 'Walk' },
      { id: 's', name: 'Stretch' },
    ]),
    [KEYS.bannerDismissed]: true,
  });
  const main = new MainPage(page);
  await page.goto('/');
  await expect.poll(() => lastBadge(page)).toBe(3);

  // Settings → Pause habits: from today to next Monday, Stretch unticked.
  await press(page.getByRole('button', { name: 'Settings', exact: true }));
  const settings = page.getByRole('dialog', { name: 'Settings', exact: true });
  await press(settings.getByRole('button', { name: 'Pause habits' }));
  const dialog = page.getByRole('dialog', { name: 'Pause habits' });
  const from = dialog.getByLabel('From');
  const to = dialog.getByLabel('To', { exact: true });
  await expect(from).toHaveValue('2025-07-15');
  for (const name of ['Read', 'Walk', 'Stretch'])
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  // A day that has passed is refused, with words, and Pause pauses nothing.
  await from.fill('2025-07-14');
  await expect(dialog.getByRole('status').first()).toHaveText(
    'A pause starts today or later: From cannot be a day that has passed.',
  );
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await press(dialog.getByRole('button', { name: 'Pause', exact: true }));
  await expect(from).toBeFocused();
  await from.fill('2025-07-15');
  await to.fill('2025-07-21');
  await expect(from).toHaveAttribute('aria-invalid', 'false');
  await press(dialog.getByRole('checkbox', { name: 'Stretch' }), 'Space');
  await expect(dialog.getByRole('checkbox', { name: 'Stretch' })).not.toBeChecked();
  await press(dialog.getByRole('button', { name: 'Pause', exact: true }));
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Read and Walk say so; Stretch is the one habit left today.
  for (const name of ['Read', 'Walk'])
    await expect(main.card(name)).toContainText('Paused until Jul 21, 2025');
  await expect(main.card('Stretch')).not.toContainText('Paused');
  await expect(statusOn(main, 'Walk', '2025-07-15')).toHaveAttribute('data-status', 'skipped');
  await expect.poll(() => lastBadge(page)).toBe(1);

  // Three days on (Friday): the paused days read as skipped, Read's streak runs on; a tick wins.
  await page.clock.setSystemTime(new Date('2025-07-18T09:30:00Z'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    '2025-07-18',
  );
  for (const date of ['2025-07-15', '2025-07-16', '2025-07-17', '2025-07-18'])
    await expect(statusOn(main, 'Read', date)).toHaveAttribute('data-status', 'skipped');
  await expect(statusOn(main, 'Read', '2025-07-14')).toHaveAttribute('data-status', 'done');
  await expect(statusOn(main, 'Stretch', '2025-07-17')).toHaveAttribute('data-status', 'missed');
  await expect(main.card('Read')).toContainText('2 Day Streak');
  await press(main.check('Walk'));
  await expect(statusOn(main, 'Walk', '2025-07-18')).toHaveAttribute('data-status', 'done');
  await expect(main.card('Walk')).toContainText('Paused until Jul 21, 2025');

  // End pause on Read's card resumes both habits that pause paused, from today.
  await press(main.card('Read').getByRole('button', { name: 'End pause' }));
  await expect(main.card('Read')).toBeFocused();
  for (const name of ['Read', 'Walk']) {
    await expect(main.card(name)).not.toContainText('Paused');
    await expect(statusOn(main, name, '2025-07-17')).toHaveAttribute('data-status', 'skipped');
  }
  await expect(statusOn(main, 'Read', '2025-07-18')).toHaveAttribute('data-status', 'open');
  await expect(statusOn(main, 'Walk', '2025-07-18')).toHaveAttribute('data-status', 'done');
  await expect.poll(() => lastBadge(page)).toBe(2);
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEYS.data);
  const habits = (JSON.parse(stored!) as { habits: { name: string; pauses?: unknown }[] }).habits;
  expect(habits.map((h) => [h.name, h.pauses])).toEqual([
    ['Read', [{ from: '2025-07-15', to: '2025-07-17' }]],
    ['Walk', [{ from: '2025-07-15', to: '2025-07-17' }]],
    ['Stretch', undefined],
  ]);

  // History names the past paused days.
  await page.goto('/history/r');
  await expect(
    page.getByRole('gridcell', { name: 'Thursday, July 17, 2025: paused' }),
  ).toBeVisible();
});

test('each pause is named: the list in the dialog, each End pause there and on the cards; a date out of range says so', async ({
  page,
}) => {
  // Tuesday July 15, 2025: Read and Walk paused this week, Stretch from the 25th.
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  const paused = (id: string, name: string, from: string, to: string) => ({
    ...storedHabit({ id, name }),
    pauses: [{ from, to }],
  });
  await seed(page, {
    [KEYS.data]: {
      version: 1,
      habits: [
        paused('r', 'Read', '2025-07-15', '2025-07-21'),
        paused('w', 'Walk', '2025-07-15', '2025-07-21'),
        paused('s', 'Stretch', '2025-07-25', '2025-07-27'),
      ],
    },
    [KEYS.bannerDismissed]: true,
  });
  await page.goto('/');
  // Two paused cards: each End pause says whose it is.
  for (const name of ['Read', 'Walk'])
    await expect(
      page.getByRole('button', { name: `End pause of ${name}`, exact: true }),
    ).toBeVisible();

  await press(page.getByRole('button', { name: 'Settings', exact: true }));
  const settings = page.getByRole('dialog', { name: 'Settings', exact: true });
  await press(settings.getByRole('button', { name: 'Pause habits' }));
  const dialog = page.getByRole('dialog', { name: 'Pause habits' });
  const pauses = dialog.getByRole('list', { name: 'Pauses not over yet', exact: true });
  await expect(pauses.getByRole('listitem')).toHaveText([
    /^Jul 15, 2025 to Jul 21, 2025: Read, Walk/,
    /^Jul 25, 2025 to Jul 27, 2025: Stretch/,
  ]);
  const first = 'End pause of Read, Walk from Jul 15, 2025 to Jul 21, 2025';
  const second = 'End pause of Stretch from Jul 25, 2025 to Jul 27, 2025';
  await expect(pauses.getByRole('button', { name: first, exact: true })).toBeVisible();
  await press(pauses.getByRole('button', { name: second, exact: true }));
  await expect(pauses.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Pause', exact: true })).toBeFocused();

  // A date no calendar of the app reaches is out of range, not missing.
  const from = dialog.getByLabel('From', { exact: true });
  const to = dialog.getByLabel('To', { exact: true });
  const problem = dialog.getByRole('status').first();
  await from.fill('0001-01-01');
  await expect(problem).toHaveText(
    'The date in From is out of range: enter Jul 15, 2025 or a later day.',
  );
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill('2025-07-16');
  await to.fill('0001-01-01');
  await expect(problem).toHaveText(
    'The date in To is out of range: enter a day from Jul 16, 2025 to Jul 16, 2026.',
  );
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await press(dialog.getByRole('button', { name: 'Pause', exact: true }));
  await expect(to).toBeFocused();
});
