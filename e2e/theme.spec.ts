import { test, expect, seed, storageItem, KEYS } from './fixtures';

test.describe('theme', () => {
  test('defaults to orange and dark', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color', 'orange');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await page.getByRole('button', { name: 'Colour theme' }).click();
    await expect(page.getByRole('radio', { name: 'Orange' })).toBeChecked();
  });

  test('colour and mode apply at once and survive a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Colour theme' }).click();
    const group = page.getByRole('radiogroup', { name: 'Colour theme' });
    await expect(group.getByRole('radio')).toHaveCount(4);
    await group.getByRole('radio', { name: 'Purple' }).click();
    await expect(html).toHaveAttribute('data-color', 'purple');
    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
    await expect(page.getByRole('button', { name: 'Colour theme' })).toBeFocused();

    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(JSON.parse((await storageItem(page, KEYS.theme)) ?? 'null')).toEqual({
      color: 'purple',
      mode: 'light',
    });

    await page.reload();
    await expect(html).toHaveAttribute('data-color', 'purple');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });

  test('the radio group is driven by the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Colour theme' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'Orange' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-color', 'purple');
    // Radix moves focus in a timeout: wait for it to land, as a person would see it.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Orange' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Blue' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-color', 'blue');
  });

  test('the switch works on terms and privacy too', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('switch', { name: 'Dark mode' }).press('Space');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.goto('/privacy');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('no flash: the stored theme is on <html> before any app script runs', async ({ page }) => {
    await seed(page, { [KEYS.theme]: { color: 'blue', mode: 'light' } });
    // With every bundled script blocked, only the inline head script can set the attributes.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.route('**/src/**', (route) => route.abort());
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color', 'blue');
    await expect(html).not.toHaveClass(/\bdark\b/);
    // The prerendered shell (issue 27) is there, drawn in it: the switch off, the sun showing.
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expect(page.locator('[data-slot="switch-thumb"] svg').last()).toBeVisible();
    await expect(page.locator('[data-slot="switch-thumb"] svg').first()).toBeHidden();
  });

  test('bad stored themes fall back field by field', async ({ page }) => {
    await seed(page, { [KEYS.theme]: { color: 'pink', mode: 'light' } });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color', 'orange');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.evaluate((k) => localStorage.setItem(k, '{not json'), KEYS.theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color', 'orange');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
