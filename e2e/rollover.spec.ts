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
