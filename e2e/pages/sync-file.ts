import { readFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { seed } from '../fixtures';
import { openSettings } from './settings';

// Settings' Sync file (docs/product.md §17.1) as a person uses it: Save sync file is a download,
// Open sync file a file chooser. Shared by the sync specs.

/** A sync file as saved: its suggested name and its text. */
export interface SavedFile {
  name: string;
  text: string;
}

/**
 * A device: a browser context of its own (its own storage, `options` such as its time zone),
 * guarded as the fixtures guard a page (nothing leaves for another origin), `prepare`d (an init
 * script, a clock), seeded with `items`, on `/`.
 */
export async function devicePage(
  browser: Browser,
  baseURL: string | undefined,
  items: Record<string, unknown>,
  prepare?: (page: Page) => Promise<unknown>,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  await page.route(
    (url) => !url.href.startsWith(baseURL ?? ''),
    (route) => route.abort('internetdisconnected'),
  );
  await prepare?.(page);
  await seed(page, items);
  await page.goto('/');
  return page;
}

/** Closes the open dialog with Escape. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens Settings on its Sync section. */
export async function openSync(page: Page) {
  const dialog = await openSettings(page);
  await expect(dialog.getByRole('heading', { name: 'Sync', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save sync file' })).toBeVisible();
  return dialog;
}

/** Save sync file: the download's name and text; Settings closed again. */
export async function saveSyncFile(page: Page): Promise<SavedFile> {
  const dialog = await openSync(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save sync file' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  await closeDialog(page);
  return { name: download.suggestedFilename(), text };
}

/** Open sync file with `files` picked; Settings stays open on the summary (or the refusals). */
export async function openSyncFiles(page: Page, files: SavedFile[]) {
  const dialog = await openSync(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Open sync file' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(
    files.map((f) => ({ name: f.name, mimeType: 'application/json', buffer: Buffer.from(f.text) })),
  );
  return dialog;
}
