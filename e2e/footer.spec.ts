import { readFileSync } from 'node:fs';
import { test, expect, storageItem, KEYS } from './fixtures';

test.describe('banner and footer', () => {
  test('Got it hides the banner for good', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByText('We remember your habits, not your identity.');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();
    expect(await storageItem(page, KEYS.bannerDismissed)).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Support opens a dialog with the payment QR image, Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const support = page.getByRole('button', { name: 'Support' });
    await support.click();
    const dialog = page.getByRole('dialog', { name: 'Support' });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: 'Payment QR code' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', '/qr-payment.png');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    await expect(dialog.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(support).toBeFocused();
  });

  test('the creator avatar falls back to initials without shifting', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const initials = footer.getByText('TD', { exact: true });
    await expect(initials).toBeVisible();
    await expect.poll(() => externalRequests.some((u) => u.includes('unavatar.io'))).toBe(true);
    // The external image failed (no network in tests), so only the initials remain.
    await expect(footer.locator('img')).toHaveCount(0);
    const box = await initials.locator('..').boundingBox();
    expect(box).toMatchObject({ width: 40, height: 40 });
    await expect(footer.getByRole('link', { name: 'The Tickday team' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('the avatar loads from the avatar service without a referrer', async ({ page }) => {
    const png = readFileSync(new URL('../public/qr-payment.png', import.meta.url));
    const headers: Record<string, string>[] = [];
    await page.route('https://unavatar.io/**', (route) => {
      headers.push(route.request().headers());
      return route.fulfill({ contentType: 'image/png', body: png });
    });
    await page.goto('/');
    const img = page.getByRole('contentinfo').locator('img');
    await expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(img).toHaveAttribute('width', '40');
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.every((h) => !('referer' in h))).toBe(true);
  });
});
