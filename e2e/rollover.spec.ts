import { test, expect, seed, KEYS } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

test('a new UTC day moves "today" when the page becomes visible again', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-08-03T23:59:00Z') });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await main.check('Read').click();
  const today = main.strip('Read').locator('[aria-current="date"]');
  await expect(today).toHaveAttribute('data-date', '2025-08-03');
  await page.clock.setSystemTime(new Date('2025-08-04T07:00:00Z'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(today).toHaveAttribute('data-date', '2025-08-04');
  await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'false');
  await expect(main.strip('Read').locator('[data-date="2025-08-03"]')).toHaveAttribute(
    'data-completed',
    'true',
  );
});

test('"today" also moves at UTC midnight while the page stays open', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-08-03T23:59:00Z') });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  const today = main.strip('Read').locator('[aria-current="date"]');
  await expect(today).toHaveAttribute('data-date', '2025-08-03');
  await page.clock.runFor(61_000);
  await expect(today).toHaveAttribute('data-date', '2025-08-04');
});

test('midnight keeps a half-typed new habit, its focus, and the form open', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-08-03T23:59:00Z') });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Add New Habit' }).click();
  const input = page.getByRole('textbox', { name: 'Habit name' });
  await input.pressSequentially('Medit');
  await page.clock.runFor(61_000);
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    '2025-08-04',
  );
  await expect(input).toHaveValue('Medit');
  await expect(input).toBeFocused();
  await input.pressSequentially('ate');
  await input.press('Enter');
  expect(await main.names()).toEqual(['Read', 'Meditate']);
});

test('midnight keeps an open rename and what was typed in it', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-08-03T23:59:00Z') });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await main.card('Read').getByText('Read', { exact: true }).dblclick();
  const editor = page.getByRole('textbox', { name: 'Edit habit name' });
  await editor.fill('Read a book');
  await page.clock.runFor(61_000);
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    '2025-08-04',
  );
  await expect(editor).toHaveValue('Read a book');
  await expect(editor).toBeFocused();
  await editor.press('Enter');
  expect(await main.names()).toEqual(['Read a book']);
});

test('a late midnight timer never lets "Complete for today" record yesterday', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-08-03T23:59:00Z') });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  // The machine slept through midnight: the clock moves on, no timer has fired yet.
  await page.clock.setSystemTime(new Date('2025-08-04T07:00:00Z'));
  await main.check('Read').click();
  const stored = await main.stored();
  const times = (
    stored.habits[0]?.completionsWithTimes as Record<string, Record<string, number[]>>
  )['2025']?.['8'];
  expect(times?.map((t) => new Date(t).toISOString().slice(0, 13))).toEqual(['2025-08-04T07']);
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    '2025-08-04',
  );
  await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'true');
});
