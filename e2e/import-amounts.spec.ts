import type { Page } from '@playwright/test';
import initSqlJs from 'sql.js';
import { makeLoopDb } from '../scripts/loop-db.mjs';
import { test, expect, KEYS, seed, storageItem, settled } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

/**
 * docs/product.md §13 (issue 24): a numeric Loop habit becomes an amount habit, with its amounts
 * and the target each day was judged by; Loop's notes land on their days.
 */

const t = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

async function loopFile() {
  const SQL = await initSqlJs();
  const buffer = makeLoopDb(SQL, {
    version: 25,
    habits: [
      { id: 1, name: 'Water', type: 1, targetType: 0, targetValue: 8, unit: 'glasses' },
      { id: 2, name: 'Coffee', type: 1, targetType: 1, targetValue: 2, unit: 'cups' },
      { id: 3, name: 'Floss' },
    ],
    repetitions: [
      { habit: 1, timestamp: t('2025-07-12'), value: -5000 },
      { habit: 1, timestamp: t('2025-07-13'), value: 8000, notes: 'hot day' },
      { habit: 1, timestamp: t('2025-07-14'), value: 5500 },
      { habit: 1, timestamp: t('2025-07-15'), value: 10000 },
      { habit: 2, timestamp: t('2025-07-14'), value: 1000 },
      { habit: 2, timestamp: t('2025-07-15'), value: 3000 },
      { habit: 3, timestamp: t('2025-07-14'), value: 0, notes: 'forgot' },
      { habit: 3, timestamp: t('2025-07-15'), value: 2, notes: '   ' },
    ],
  });
  return {
    name: 'Loop Habits Backup 2025-07-15.db',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(buffer),
  };
}

async function pick(page: Page) {
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await dialog.getByLabel('Import from another app').setInputFiles(await loopFile());
  return dialog;
}

async function stored(page: Page) {
  const raw = await storageItem(page, KEYS.data);
  return (JSON.parse(raw ?? '{"habits":[]}') as { habits: Record<string, unknown>[] }).habits;
}

test('a numeric Loop habit arrives as an amount habit with its amounts and notes; twice changes nothing', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  const main = new MainPage(page);
  await page.goto('/');
  const dialog = await pick(page);
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(
    'with 3 habits, 4 completions and 0 skipped days. It also has 5 days with an amount and 2 notes.',
  );
  await expect(summary).toContainText('Water: amount habit: at least 8 glasses.');
  await expect(summary).toContainText('Coffee: amount habit: at most 2 cups.');
  await expect(summary.getByRole('listitem')).toContainText([
    '1 amount Tickday cannot keep (below 0, over 1,000,000 or not a number) left out.',
  ]);
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  await expect(dialog).toBeHidden();

  expect(await main.names()).toEqual(['Water', 'Coffee', 'Floss']);
  // Today: 10 of at least 8 is met, 3 of at most 2 is not.
  await expect(main.log('Water')).toHaveAttribute('data-done', 'true');
  await expect(main.log('Coffee')).toHaveAttribute('data-done', 'false');
  await expect(main.items.filter({ has: main.log('Water') })).toContainText('10 / 8 glasses');
  await expect(main.check('Floss')).toHaveAttribute('aria-pressed', 'true');
  const [water, coffee, floss] = await stored(page);
  expect(water?.measure).toEqual({ unit: 'glasses', goal: 'atLeast', target: 8 });
  expect(water?.entries).toEqual({
    '2025-07-13': { amount: 8, target: 8, note: 'hot day' },
    '2025-07-14': { amount: 5.5, target: 8 },
    '2025-07-15': { amount: 10, target: 8 },
  });
  expect(coffee?.measure).toEqual({ unit: 'cups', goal: 'atMost', target: 2 });
  expect(coffee?.entries).toEqual({
    '2025-07-14': { amount: 1, target: 2 },
    '2025-07-15': { amount: 3, target: 2 },
  });
  expect(floss?.measure).toBeUndefined();
  expect(floss?.entries).toEqual({ '2025-07-14': { note: 'forgot' } });

  const before = await storageItem(page, KEYS.data);
  const again = await pick(page);
  await expect(again.getByRole('region', { name: 'Import summary' })).toContainText(
    'Everything in this file is already in Tickday.',
  );
  await again.getByRole('button', { name: 'Add to my habits' }).click();
  await settled(page);
  expect(await storageItem(page, KEYS.data)).toBe(before);
});

test('merging into a habit of the same name keeps its own goal, amounts and notes', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  const data = storedData([{ id: 'mine', name: 'Water', days: ['2025-07-13'] }]);
  data.habits = data.habits.map((h) => ({
    ...h,
    measure: { unit: 'cups', goal: 'atLeast', target: 6 },
    entries: { '2025-07-13': { amount: 6, target: 6, note: 'mine' } },
  }));
  await seed(page, { [KEYS.data]: data });
  await page.goto('/');
  const dialog = await pick(page);
  const summary = dialog.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('Added to your habits of the same name: Water.');
  await expect(summary.getByRole('listitem')).toContainText([
    'Water: at least 8 glasses in the file; your habit keeps its own goal, and the amounts go on their days.',
  ]);
  await summary.getByRole('button', { name: 'Add to my habits' }).click();
  await expect(dialog).toBeHidden();
  await settled(page);
  const [water] = await stored(page);
  expect(water?.id).toBe('mine');
  expect(water?.measure).toEqual({ unit: 'cups', goal: 'atLeast', target: 6 });
  expect(water?.entries).toEqual({
    '2025-07-13': { amount: 6, target: 6, note: 'mine' },
    '2025-07-14': { amount: 5.5, target: 8 },
    '2025-07-15': { amount: 10, target: 8 },
  });
});
