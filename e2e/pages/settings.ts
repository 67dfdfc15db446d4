import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens Settings from the footer's link by the keyboard, and returns its dialog. Not by a click: a
 * notice that arrives at the bottom meanwhile (a badge the start's check finds, the backup
 * reminder) can cover the link between Playwright's check of the spot and its click, and take the
 * click (a CI run lost one so). Every spec that only needs the dialog open comes through here.
 */
export async function openSettings(page: Page): Promise<Locator> {
  const settings = page.getByRole('button', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}
