import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, storageItem, STATS_BUTTON } from './fixtures';
import { dateRun, storedData, type SeedHabit } from './data';

// Tuesday 2025-07-15; its week runs Sunday 07-13 .. Saturday 07-19.
const NOW = new Date('2025-07-15T09:30:00Z');
const many = (n: number, extra: Partial<SeedHabit> = {}): SeedHabit[] =>
  Array.from({ length: n }, (_, i) => ({ name: `H${i}`, ...extra }));
const minutes = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString(),
  );

// docs/product.md §7. Each badge's rule, at its edge and one step short, is a unit test
// (src/domain/badges.test.ts); here the start's check reads stored data in a real browser and stores
// what it earns: every badge one set of data can earn at once, then data one step short of each.
const EARNS_ALL: SeedHabit[] = [
  // A 365-day run to today: on_a_roll, month_master, century_club, committed, solar_cycle,
  // well_rounded, habit_maker and first_check; 1,000 completions with the minutes below.
  { name: 'A', days: dateRun('2025-07-15', 365) },
  { name: 'B', days: dateRun('2025-07-15', 7), times: minutes(640) },
  // Before 06:00 and from 22:00 this week (the day rule is UTC).
  { name: 'C', days: ['2025-07-01'], times: ['2025-07-13T05:59:00Z', '2025-07-14T22:00:00Z'] },
  ...many(7, { days: ['2025-07-01'] }),
];
const EARNED_AT_START = [
  'first_step',
  'first_check',
  'on_a_roll',
  'juggler',
  'month_master',
  'variety_seeker',
  'century_club',
  'well_rounded',
  'committed',
  'night_owl_early_bird',
  'habit_guru',
  'consistency_king',
  'solar_cycle',
  'habit_maker',
];
// Short of every badge but first_step and first_check: 4 habits, 2 ever done, a run of 6 (on
// 6 weekdays), 7 completions, late this week but not early.
const SHORT_OF_ALL: SeedHabit[] = [
  { name: 'A', days: dateRun('2025-07-15', 6) },
  { name: 'B', times: ['2025-07-14T22:00:00Z'] },
  { name: 'C' },
  { name: 'D' },
];

/**
 * The badges stored once the start's check has run. It runs after the first paint, when the page
 * is idle (docs/decisions.md), and writes every badge it unlocks at once: `until` is a badge the
 * data earns, so its arrival says the check has run.
 */
async function unlockedAfterLoad(page: Page, habits: SeedHabit[], until: string) {
  await page.clock.setFixedTime(NOW);
  await seed(page, { [KEYS.data]: storedData(habits) });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
  const stored = async () => JSON.parse((await storageItem(page, KEYS.badges)) ?? '[]') as string[];
  await expect.poll(stored, { timeout: 10_000 }).toContain(until);
  return stored();
}

test('the start unlocks every badge stored data earns, with one toast', async ({ page }) => {
  const earned = await unlockedAfterLoad(page, EARNS_ALL, 'habit_maker');
  expect(new Set(earned)).toEqual(new Set(EARNED_AT_START));
  await expect(page.getByRole('status').filter({ hasText: 'You earned a new Badge!' })).toHaveCount(
    1,
  );
});

test('the start unlocks nothing from data one step short', async ({ page }) => {
  const earned = await unlockedAfterLoad(page, SHORT_OF_ALL, 'first_check');
  expect(new Set(earned)).toEqual(new Set(['first_step', 'first_check']));
});

test('declutterer unlocks when the last habit is deleted', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    [KEYS.data]: storedData([{ name: 'Only' }]),
    [KEYS.badges]: ['first_step'],
    [KEYS.badgesSeen]: ['first_step'],
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'You earned a new Badge!' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Complete Only for today' }).focus();
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Delete Only' }).click();
  await expect(page.getByText('No habits yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'You earned a new Badge!' }),
  ).toBeVisible();
  expect(JSON.parse((await storageItem(page, KEYS.badges)) ?? '[]')).toEqual([
    'first_step',
    'declutterer',
  ]);
});

test('badges are permanent after the data that earned them is gone', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    [KEYS.data]: storedData([{ name: 'A' }]),
    [KEYS.badges]: ['first_step', 'on_a_roll', 'solar_cycle'],
    [KEYS.badgesSeen]: ['first_step', 'on_a_roll', 'solar_cycle'],
  });
  await page.goto('/');
  await page.getByRole('button', { name: STATS_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: 'Stats' });
  await expect(dialog.getByRole('button', { name: 'Badges Earned' })).toContainText('3');
  await dialog.getByRole('button', { name: 'Badges Earned' }).click();
  await expect(dialog.locator('[data-badge="solar_cycle"]')).toHaveAttribute(
    'data-locked',
    'false',
  );
  await expect(dialog.locator('[data-badge="committed"]')).toHaveAttribute('data-locked', 'true');
  await page.reload();
  expect(JSON.parse((await storageItem(page, KEYS.badges)) ?? '[]')).toEqual([
    'first_step',
    'on_a_roll',
    'solar_cycle',
  ]);
});

test('several badges from one change give one toast', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seed(page, {
    [KEYS.data]: storedData([{ name: 'A', days: dateRun('2025-07-14', 6) }]),
    [KEYS.badges]: ['first_step', 'first_check'],
    [KEYS.badgesSeen]: ['first_step', 'first_check'],
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'You earned a new Badge!' })).toHaveCount(
    0,
  );
  // Today makes a 7-day run: On a Roll, Flawless Week and Well Rounded at once.
  await page.getByRole('button', { name: 'Complete A for today' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You earned a new Badge!' })).toHaveCount(
    1,
  );
  expect(JSON.parse((await storageItem(page, KEYS.badges)) ?? '[]')).toEqual([
    'first_step',
    'first_check',
    'on_a_roll',
    'flawless_week',
    'well_rounded',
  ]);
});
