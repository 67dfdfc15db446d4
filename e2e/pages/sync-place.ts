import type { Page } from '@playwright/test';
import { openSettings } from './settings';

// Settings' WebDAV (docs/product.md §17.1) as a person fills it in. Shared by the sync specs.

/** Opens Settings, fills in the WebDAV form and presses Connect; the dialog, still open. */
export async function connect(page: Page, url: string, user: string, password: string) {
  const dialog = await openSettings(page);
  await dialog.getByRole('textbox', { name: 'WebDAV folder URL' }).fill(url);
  await dialog.getByRole('textbox', { name: 'User' }).fill(user);
  await dialog.getByLabel('App password').fill(password);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  return dialog;
}
