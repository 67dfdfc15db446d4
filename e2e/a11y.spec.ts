import type { Page } from '@playwright/test';
import { THEME_COLORS } from '../src/domain/theme';
import { storedData, dateRun } from './data';
import { test, expect, seed, expectNoAxeViolations, KEYS, STATS_BUTTON } from './fixtures';
import { openSettings } from './pages/settings';

test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }

  // docs/product.md §2.1: every colour theme meets WCAG AA contrast in light and dark. The token
  // pairs are checked exactly for all 8 combinations by checks/theme-contrast.test.ts. Here the
  // default colour (orange) in each mode runs every rule on the page and in every popover, dialog
  // and dialog view (locked and earned badges, a calendar with ticked days); the other colours
  // change only colours, so they run the contrast rule where the accent is drawn most: the page
  // with a ticked habit and a streak, its calendar, and the badges.
  const start = async (page: Page, color: string, mode: string) => {
    await page.clock.setFixedTime(new Date('2025-07-16T12:00:00Z'));
    await seed(page, {
      [KEYS.theme]: { color, mode },
      [KEYS.data]: storedData([{ name: 'Read', days: dateRun('2025-07-16', 3) }]),
      [KEYS.badges]: ['first_step', 'first_check'],
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color', color);
  };
  for (const mode of ['light', 'dark'] as const) {
    test(`home in orange ${mode}: no violations in any popover or dialog`, async ({ page }) => {
      // Seven axe runs over six views: ~15 s on an idle 2-core machine, so room for a busy one.
      test.setTimeout(90_000);
      await start(page, 'orange', mode);
      await expectNoAxeViolations(page, `orange ${mode}`);
      const views: [string, () => Promise<unknown>][] = [
        ['colour popover', () => page.getByRole('button', { name: 'Colour theme' }).click()],
        ['calendar', () => page.getByRole('button', { name: 'Show calendar for Read' }).click()],
        ['Stats', () => page.getByRole('button', { name: STATS_BUTTON }).click()],
        ['Your data', () => page.getByRole('button', { name: 'Your data' }).click()],
        ['Support', () => page.getByRole('button', { name: 'Support' }).click()],
        ['Settings', () => openSettings(page)],
      ];
      for (const [label, open] of views) {
        await open();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, `orange ${mode} ${label}`);
        if (label === 'Stats') {
          await page.getByRole('button', { name: 'Badges Earned' }).click();
          await expect(page.getByText('Available Badges')).toBeVisible();
          await expectNoAxeViolations(page, `orange ${mode} Stats badges`);
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  }
  for (const color of THEME_COLORS.filter((c) => c !== 'orange')) {
    test(`${color} in light and dark: the accent keeps its contrast`, async ({ page }) => {
      test.setTimeout(90_000);
      await start(page, color, 'light');
      for (const mode of ['light', 'dark']) {
        if (mode === 'dark') await page.getByRole('switch', { name: 'Dark mode' }).click();
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page, `${color} ${mode}`, ['color-contrast']);
        await page.getByRole('button', { name: 'Show calendar for Read' }).click();
        await expectNoAxeViolations(page, `${color} ${mode} calendar`, ['color-contrast']);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: STATS_BUTTON }).click();
        await page.getByRole('button', { name: 'Badges Earned' }).click();
        await expect(page.getByText('Available Badges')).toBeVisible();
        await expectNoAxeViolations(page, `${color} ${mode} badges`, ['color-contrast']);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  }

  test('the add form with each Repeat choice, the card menu, the schedule editor and skip mode have no violations', async ({
    page,
  }) => {
    // Several axe runs: over 30 s on a loaded machine.
    test.setTimeout(90_000);
    await page.clock.setFixedTime(new Date('2025-07-16T12:00:00Z'));
    await seed(page, {
      [KEYS.data]: storedData([
        { name: 'Read', days: dateRun('2025-07-15', 3), skips: ['2025-07-12'] },
        { name: 'Gym', schedule: { type: 'weekdays', days: [1, 3, 5] }, days: ['2025-07-14'] },
      ]),
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    for (const choice of ['On certain days', 'Times a week', 'Every day']) {
      await page.getByRole('radio', { name: choice }).check();
      await expectNoAxeViolations(page, `add form, ${choice}`);
    }
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'More actions for Gym' }).click();
    await expect(page.getByRole('menu', { name: 'More actions for Gym' })).toBeVisible();
    await expectNoAxeViolations(page, 'card menu');
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Gym' })).toBeVisible();
    await expectNoAxeViolations(page, 'schedule editor');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show calendar for Read' }).click();
    await page.getByRole('button', { name: 'Mark skipped days' }).click();
    await expectNoAxeViolations(page, 'calendar in skip mode');
  });

  for (const name of ['Stats', 'Support', 'Settings']) {
    test(`the ${name} dialog has no violations`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoAxeViolations(page, name);
    });
  }

  test('Stats opens, traps focus, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('button', { name: 'Stats' });
    await stats.click();
    const dialog = page.getByRole('dialog', { name: 'Stats' });
    await expect(dialog.getByText('Ready when you are')).toBeVisible();
    await expect(dialog.getByText('Add your first habit to make today count.')).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(stats).toBeFocused();
  });
});
