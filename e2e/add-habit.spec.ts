import { test, expect, seed, KEYS, storageItem } from './fixtures';
import { MainPage } from './pages/main-page';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
});

test.describe('adding a habit (docs/product.md §2.2 and §9)', () => {
  test('the form opens focused, adds at the end, closes, and the empty state goes', async ({
    page,
  }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await expect(page.getByText('No habits yet', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    const input = page.getByRole('textbox', { name: 'Habit name' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('maxlength', '32');
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeHidden();
    await input.fill('  Read 10 pages  ');
    await page.keyboard.press('Enter');
    await expect(input).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeFocused();
    await expect(page.getByText('No habits yet', { exact: true })).toBeHidden();
    await expect(main.items).toHaveCount(1);
    await main.addHabit('Walk');
    expect(await main.names()).toEqual(['Read 10 pages', 'Walk']);
    const stored = await main.stored();
    expect(stored.version).toBe(1);
    expect(stored.habits[0]).toEqual({
      id: String(Date.parse('2025-07-15T09:30:00Z')),
      name: 'Read 10 pages',
      createdAt: '2025-07-15T09:30:00.000Z',
      completionsWithTimes: {},
      highestStreak: 0,
      schedule: { type: 'daily' },
    });
    // Two habits in the same millisecond still get different ids.
    expect(stored.habits[1]?.id).not.toBe(stored.habits[0]?.id);
  });

  test('Add is disabled and Enter does nothing while the trimmed name is empty', async ({
    page,
  }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    const input = page.getByRole('textbox', { name: 'Habit name' });
    await input.fill('    ');
    await expect(add).toBeDisabled();
    await input.press('Enter');
    await expect(input).toBeVisible();
    await expect(main.list).toBeHidden();
    await input.fill('x');
    await expect(add).toBeEnabled();
  });

  test('Cancel and Escape close without adding', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Run');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Habit name' })).toBeHidden();
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await expect(page.getByRole('textbox', { name: 'Habit name' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Run');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Habit name' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Habits' })).toBeHidden();
    expect(await storageItem(page, KEYS.data)).toBeNull();
  });

  test('typing or pasting more than 32 characters keeps the first 32', async ({ page }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    const input = page.getByRole('textbox', { name: 'Habit name' });
    await input.pressSequentially('abcdefghijklmnopqrstuvwxyz0123456789');
    await expect(input).toHaveValue('abcdefghijklmnopqrstuvwxyz012345');
    await input.fill('');
    await page.keyboard.insertText('P'.repeat(40)); // what a paste does
    await expect(input).toHaveValue('P'.repeat(32));
    await page.keyboard.press('Enter');
    expect(await main.names()).toEqual(['P'.repeat(32)]);
  });

  test('a failed write shows a storage alert and keeps the habit on screen', async ({ page }) => {
    await seed(page, { [KEYS.bannerDismissed]: true });
    await page.addInitScript((key) => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === key) throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, k, v);
      };
    }, KEYS.data);
    const main = new MainPage(page);
    await page.goto('/');
    await main.addHabit('Read');
    await expect(page.getByRole('alert')).toContainText('storage');
    await expect(main.check('Read')).toBeVisible();
    await main.check('Read').click();
    await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'true');
  });
});
