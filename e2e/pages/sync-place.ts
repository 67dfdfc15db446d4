import { expect, type Page } from '@playwright/test';

// Settings' WebDAV (docs/product.md §17.1) as a person fills it in. Shared by the sync specs.

/** Opens Settings, fills in the WebDAV form and presses Connect; the dialog, still open. */
export async function connect(page: Page, url: string, user: string, password: string) {
  // From the keyboard: a notice that arrives at the bottom meanwhile (a badge the start's check
  // finds) can cover the footer's link between Playwright's check of the spot and its click, and
  // take the click (a CI run lost one so).
  const settings = page.getByRole('button', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('textbox', { name: 'WebDAV folder URL' }).fill(url);
  await dialog.getByRole('textbox', { name: 'User' }).fill(user);
  await dialog.getByLabel('App password').fill(password);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  return dialog;
}
