import { THEME_COLORS } from '../src/domain/theme';
import { test, expect, seed, expectNoAxeViolations, KEYS } from './fixtures';

test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }

  // Each of the 8 colour x mode combinations meets WCAG AA contrast.
  for (const color of THEME_COLORS) {
    for (const mode of ['light', 'dark'] as const) {
      test(`home in ${color} ${mode} has no violations, popover open`, async ({ page }) => {
        await seed(page, { [KEYS.theme]: { color, mode } });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-color', color);
        await expectNoAxeViolations(page, `${color} ${mode}`);
        await page.getByRole('button', { name: 'Colour theme' }).click();
        await expect(page.getByRole('radiogroup', { name: 'Colour theme' })).toBeVisible();
        await expectNoAxeViolations(page, `${color} ${mode} popover`);
      });
    }
  }

  for (const name of ['Stats', 'Support']) {
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
