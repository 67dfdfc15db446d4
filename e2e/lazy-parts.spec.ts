// docs/product.md §2.9 and §8.5: a part of the app whose file cannot be fetched (offline before it
// was cached, or a new deployment removed it) shows an alert with Reload; the rest keeps working.
import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { chunkOf } from './pages/chunks';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }, { name: 'Walk' }]) });
});

const loadAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'could not be loaded' });

test('the reorder code fails to load: an alert with Reload; ticking still works', async ({
  page,
}) => {
  await page.route(chunkOf('src/features/habits/moving/sortable-list.lazy.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  const main = new MainPage(page);
  await page.goto('/');
  await page.getByRole('list', { name: 'Habits' }).hover();
  const alert = loadAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await main.check('Walk').click();
  await expect(main.check('Walk')).toHaveAttribute('aria-pressed', 'true');
  expect(await main.names()).toEqual(['Read', 'Walk']);
});

test('a route fails to load: an alert with Reload; the header keeps working', async ({ page }) => {
  await page.route(chunkOf('src/routes/terms.lazy.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(loadAlert(page)).toBeVisible();
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the calendar fails to load: an alert with Reload, not a button that does nothing', async ({
  page,
}) => {
  await page.route(chunkOf('src/features/calendar/calendar-panel.lazy.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Show calendar for Read' }).click();
  await expect(loadAlert(page)).toBeVisible();
  await expect(loadAlert(page).getByRole('button', { name: 'Reload' })).toBeVisible();
});
