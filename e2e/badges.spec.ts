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
const weekdays = [
  '2025-07-01',
  '2025-06-25',
  '2025-06-19',
  '2025-06-13',
  '2025-06-07',
  '2025-06-01',
  '2025-05-26',
];

// docs/product.md §7: each badge from the smallest data that earns it, and one step short.
const CASES: [id: string, earns: SeedHabit[], short: SeedHabit[]][] = [
  ['first_step', [{ name: 'A' }], [{ name: 'A', isDeleted: true }]],
  ['first_check', [{ name: 'A', days: ['2025-06-01'] }], [{ name: 'A' }]],
  [
    'on_a_roll',
    [{ name: 'A', days: dateRun('2025-07-15', 7) }],
    [{ name: 'A', days: dateRun('2025-07-15', 6) }],
  ],
  [
    'flawless_week',
    [
      { name: 'A', days: dateRun('2025-07-15', 7) },
      { name: 'B', days: dateRun('2025-07-15', 7) },
    ],
    [
      { name: 'A', days: dateRun('2025-07-15', 7) },
      { name: 'B', days: dateRun('2025-07-15', 6) },
    ],
  ],
  ['juggler', many(5), [...many(4), { name: 'gone', isDeleted: true }]],
  [
    'month_master',
    [{ name: 'A', days: dateRun('2025-07-14', 30) }],
    [{ name: 'A', days: dateRun('2025-07-14', 29) }],
  ],
  [
    'variety_seeker',
    many(5, { days: ['2025-07-01'] }),
    [...many(4, { days: ['2025-07-01'] }), { name: 'none' }],
  ],
  [
    'century_club',
    [{ name: 'A', days: dateRun('2025-05-01', 100) }],
    [{ name: 'A', days: dateRun('2025-05-01', 99) }],
  ],
  [
    'well_rounded',
    [{ name: 'A', days: weekdays }],
    [
      { name: 'A', days: weekdays.slice(0, 6) },
      { name: 'B', days: weekdays.slice(6) },
    ],
  ],
  [
    'committed',
    [{ name: 'A', days: dateRun('2025-07-15', 100) }],
    [{ name: 'A', days: dateRun('2025-07-15', 99) }],
  ],
  [
    'night_owl_early_bird',
    [
      { name: 'A', times: ['2025-07-13T05:59:00Z'] },
      { name: 'B', times: ['2025-07-14T22:00:00Z'] },
    ],
    [
      {
        name: 'A',
        times: ['2025-07-13T06:00:00Z', '2025-07-14T22:00:00Z', '2025-07-12T05:00:00Z'],
      },
    ],
  ],
  ['habit_guru', many(10), many(9)],
  ['consistency_king', [{ name: 'A', times: minutes(1000) }], [{ name: 'A', times: minutes(999) }]],
  [
    'solar_cycle',
    [{ name: 'A', days: dateRun('2025-07-15', 365) }],
    [{ name: 'A', days: dateRun('2025-07-15', 364) }],
  ],
  [
    'habit_maker',
    [
      { name: 'A', days: dateRun('2025-07-07', 7) },
      { name: 'B', days: dateRun('2025-07-14', 7) },
    ],
    [{ name: 'A', days: dateRun('2025-07-14', 13) }],
  ],
];

/**
 * The badges stored once the start's check has run. It runs after the first paint, when the page
 * is idle (docs/decisions.md), and writes every badge it unlocks at once: `until` is a badge the
 * data earns, so its arrival says the check has run. Data that earns none waits for the network
 * to go quiet instead (the check's code is the last part to load).
 */
async function unlockedAfterLoad(page: Page, habits: SeedHabit[], until: string | null) {
  await page.clock.setFixedTime(NOW);
  await seed(page, { [KEYS.data]: storedData(habits) });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
  const stored = async () => JSON.parse((await storageItem(page, KEYS.badges)) ?? '[]') as string[];
  if (until === null) await page.waitForLoadState('networkidle');
  else await expect.poll(stored, { timeout: 10_000 }).toContain(until);
  return stored();
}

for (const [id, earns, short] of CASES) {
  test(`${id} unlocks from the smallest data that earns it`, async ({ page }) => {
    expect(await unlockedAfterLoad(page, earns, id)).toContain(id);
    await expect(
      page.getByRole('status').filter({ hasText: 'You earned a new Badge!' }),
    ).toHaveCount(1);
  });
  test(`${id} does not unlock one step short`, async ({ page }) => {
    // Any habit not deleted earns first_step in the same check.
    const until = short.some((habit) => !habit.isDeleted) ? 'first_step' : null;
    expect(await unlockedAfterLoad(page, short, until)).not.toContain(id);
  });
}

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
