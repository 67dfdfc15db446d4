// Focus never falls to the page's body (issue 22: items 8, 9 and 13): after moving between pages
// it is on the new page's heading (docs/product.md §2.10), after the day notice's choice on what
// it says (§4.4), and a keyboard opening of a card's menu is on its first item every time (§2.3).
import { test, expect, seed, KEYS } from './fixtures';
import type { Page } from '@playwright/test';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-07-16T15:00:00Z'));
  await seed(page, { [KEYS.data]: storedData([{ id: 'read', name: 'Read' }, { name: 'Walk' }]) });
});

const bodyHasFocus = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('moving between pages puts focus on the new page heading, Back included', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'More actions for Read' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your habits' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Your habits' })).toBeFocused();
  // From the calendar's History link, by keyboard.
  await main.strip('Read').click();
  await main.calendar('Read').getByRole('link', { name: 'History' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeFocused();
  expect(await bodyHasFocus(page)).toBe(false);
  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeFocused();
});

test('the first page load leaves focus to the browser', async ({ page }) => {
  await page.goto('/history/read');
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeVisible();
  expect(await bodyHasFocus(page)).toBe(true);
});

test('the card menu opened by keyboard focuses its first item, the first time and every time', async ({
  page,
}) => {
  await page.goto('/');
  const more = page.getByRole('button', { name: 'More actions for Read' });
  for (let i = 0; i < 3; i += 1) {
    await more.focus();
    await page.keyboard.press(i === 1 ? 'ArrowDown' : 'Enter');
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();
  }
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const [button, said] of [
    ['Use my time zone', "Days now follow this device's time zone."],
    ['Keep UTC', 'Days stay in UTC, ending at midnight UTC.'],
  ] as const) {
    test(`${button} in the day notice: focus moves to what was chosen, which is announced`, async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: button }).click();
      const status = page.getByRole('status').filter({ hasText: said });
      await expect(status).toContainText('Settings, at the foot of the page, can change this.');
      await expect(status.getByText(said)).toBeFocused();
      expect(await bodyHasFocus(page)).toBe(false);
      // Said in the stack of notices, where it stays until dismissed; focus then goes to the page.
      await status.getByRole('button', { name: 'Dismiss' }).press('Enter');
      await expect(status).toHaveCount(0);
      await expect(page.getByRole('main')).toBeFocused();
    });
  }

  test('the day notice is a region; Dismiss puts focus back where the keyboard came from', async ({
    page,
  }) => {
    await page.goto('/');
    const question = page.getByRole('region', { name: /^Your day in Tickday ends at .* here$/ });
    await expect(question).toBeVisible();
    // The notice about data comes right after the question: Shift+Tab from its button enters it.
    const gotIt = page.getByRole('region', { name: 'About your data' }).getByRole('button');
    await gotIt.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: 'Keep UTC' })).toBeFocused();
    await page.keyboard.press('Enter');
    const said = page.getByRole('region', { name: /^Days stay in UTC, ending at midnight UTC\./ });
    await expect(said.getByText('Days stay in UTC, ending at midnight UTC.')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(said.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(said).toHaveCount(0);
    await expect(gotIt).toBeFocused();
  });
});
