import type { Locator, Page } from '@playwright/test';
import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';
import { chunkOf } from './pages/chunks';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-08-03T10:00:00Z'));
  await seed(page, {
    [KEYS.bannerDismissed]: true,
    [KEYS.data]: storedData([
      { id: 'a', name: 'Alpha' },
      { id: 'x', name: 'Gone', isDeleted: true },
      { id: 'b', name: 'Bravo' },
      { id: 'c', name: 'Charlie' },
    ]),
  });
});

/** Drags the mouse horizontally across a card's name area by `dx`, in small steps. */
async function mouseSwipe(page: Page, card: Locator, dx: number) {
  const name = card.locator('span[title]');
  const box = (await name.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + 2, { steps: 8 });
  await page.mouse.up();
}

test('swiping left with the mouse reveals Delete; right hides it; a tiny move does not', async ({
  page,
}) => {
  const main = new MainPage(page);
  await page.goto('/');
  const card = main.card('Bravo');
  const del = page.getByRole('button', { name: 'Delete Bravo' });
  await expect(del).toBeHidden();
  await mouseSwipe(page, card, -8); // under the 10 px threshold
  await expect(del).toBeHidden();
  await mouseSwipe(page, card, -120);
  await expect(del).toBeVisible();
  const box = (await del.boundingBox())!;
  expect(Math.round(box.width)).toBe(80);
  await mouseSwipe(page, card, 120);
  await expect(del).toBeHidden();
  await mouseSwipe(page, card, -120);
  await del.click();
  expect(await main.names()).toEqual(['Alpha', 'Charlie']);
  const stored = await main.stored();
  expect(stored.habits.map((h) => [h.id, h.isDeleted ?? false])).toEqual([
    ['a', false],
    ['x', true],
    ['b', true],
    ['c', false],
  ]);
});

test('a touch swipe reveals Delete', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2025-08-03T10:00:00Z'));
  await seed(page, { [KEYS.data]: storedData([{ name: 'Alpha' }]) });
  await page.goto('/');
  await new MainPage(page).touchSwipeLeft(context, 'Alpha');
  await expect(page.getByRole('button', { name: 'Delete Alpha' })).toBeVisible();
  await context.close();
});

test('Delete on the focused card reveals and focuses Delete; Escape hides it', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  await main.card('Alpha').focus();
  await page.keyboard.press('Delete');
  const del = page.getByRole('button', { name: 'Delete Alpha' });
  await expect(del).toBeFocused();
  await expectNoAxeViolations(page, 'delete revealed');
  await page.keyboard.press('Escape');
  await expect(del).toBeHidden();
  await expect(main.card('Alpha')).toBeFocused();
  // Delete also works from a control inside the card.
  await main.check('Charlie').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('button', { name: 'Delete Charlie' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await main.names()).toEqual(['Alpha', 'Bravo']);
  // Focus stays in the list: on the card before the deleted last one.
  await expect(main.card('Bravo')).toBeFocused();
});

test('keyboard reorder: Space picks up, arrows move 25 px, Space drops, persisted', async ({
  page,
}) => {
  const main = new MainPage(page);
  await page.goto('/');
  // Each step moves the card 25 px, seen to land before the next key.
  await main.moveDownByKeyboard('Alpha', 5);
  await expect.poll(() => main.names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  // The deleted habit keeps its stored slot.
  expect((await main.stored()).habits.map((h) => h.id)).toEqual(['b', 'x', 'a', 'c']);
  await page.reload();
  expect(await main.names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
});

test('keyboard reorder: Escape cancels', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  const handle = page.getByRole('button', { name: 'Reorder Alpha' });
  await handle.focus();
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(60);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  expect(await main.names()).toEqual(['Alpha', 'Bravo', 'Charlie']);
});

test('mouse drag on the handle reorders', async ({ page }) => {
  const main = new MainPage(page);
  await page.goto('/');
  const handle = page.getByRole('button', { name: 'Reorder Charlie' });
  await handle.hover();
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  const from = (await handle.boundingBox())!;
  const to = (await main.card('Alpha').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => main.names()).toEqual(['Charlie', 'Alpha', 'Bravo']);
});

test('a revealed Delete and focus survive the sortable code arriving', async ({ page }) => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkOf('src/features/habits/moving/sortable-list.lazy.tsx'), async (route) => {
    await arrived;
    await route.continue();
  });
  const main = new MainPage(page);
  await page.goto('/');
  await main.check('Bravo').focus();
  await page.keyboard.press('Delete');
  const del = page.getByRole('button', { name: 'Delete Bravo' });
  await expect(del).toBeFocused();
  await expect(page.getByRole('button', { name: 'Reorder Bravo' })).not.toHaveAttribute(
    'aria-roledescription',
    'sortable',
  );
  release();
  await expect(page.getByRole('button', { name: 'Reorder Bravo' })).toHaveAttribute(
    'aria-roledescription',
    'sortable',
  );
  await expect(del).toBeVisible();
  await expect(del).toBeFocused();
});
