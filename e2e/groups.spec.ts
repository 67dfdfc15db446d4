import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedHabit, type SeedHabit } from './data';

// docs/product.md §2.2: the main page with groups, and the archived habits below it.

const TODAY = '2025-08-03';

function groupedData() {
  const habit = (seedHabit: SeedHabit, fields: Record<string, unknown> = {}) => ({
    ...storedHabit(seedHabit),
    ...fields,
  });
  return {
    version: 1,
    habits: [
      habit({ id: 'walk', name: 'Walk' }),
      habit({ id: 'read', name: 'Read', days: [TODAY] }, { group: 'Morning' }),
      habit({ id: 'old', name: 'Old', days: ['2025-07-01'] }, { group: 'Morning', archived: true }),
      habit({ id: 'stretch', name: 'Stretch' }, { group: 'Morning' }),
      habit({ id: 'mail', name: 'Mail' }, { group: 'Work' }),
      habit({ id: 'plan', name: 'Plan' }, { group: 'Work' }),
      habit({ id: 'sleep', name: 'Sleep' }, { group: 'Evening' }),
      habit({ id: 'gone', name: 'Gone' }, { archived: true }),
    ],
  };
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
  await seed(page, { [KEYS.bannerDismissed]: true, [KEYS.data]: groupedData() });
});

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
async function names(page: Page, name: string) {
  await expect(list(page, name)).toBeVisible();
  return list(page, name).getByRole('listitem').locator('span[title]').allTextContents();
}
/** A group's button in its heading, named `Group <name>` (docs/product.md §2.2). */
const groupButton = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 2, name: `Group ${name}`, exact: true })
    .getByRole('button', { name: `Group ${name}`, exact: true });
const headings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

/** Opens `Actions for <group>` from the keyboard and picks `item` with the arrow keys. */
async function menuItem(page: Page, group: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${group}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions for ${group}` });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const items = await menu.getByRole('menuitem').allTextContents();
  for (const next of items.slice(1, items.indexOf(item) + 1)) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: next })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  return items;
}

test('keyboard only: collapse (remembered), the group menu, a drag into the next group, archive', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  expect(await names(page, 'Habits')).toEqual(['Walk']);
  expect(await names(page, 'Group Morning')).toEqual(['Read', 'Stretch']);
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Work', 'Evening']);

  // Collapse: the list goes, the count done today shows; remembered after a reload.
  const morning = groupButton(page, 'Morning');
  await expect(morning).toHaveAttribute('aria-expanded', 'true');
  await morning.focus();
  await page.keyboard.press('Enter');
  await expect(morning).toHaveAttribute('aria-expanded', 'false');
  await expect(list(page, 'Group Morning')).toBeHidden();
  await expect(page.getByText('1 of 2 done')).toBeVisible();
  await page.reload();
  await expect(groupButton(page, 'Morning')).toHaveAttribute('aria-expanded', 'false');
  await groupButton(page, 'Morning').focus();
  await page.keyboard.press('Space');
  await expect(list(page, 'Group Morning')).toBeVisible();

  // The menu: no Move up for the first group, no Move down for the last.
  expect(await menuItem(page, 'Work', 'Move up')).toEqual([
    'Rename',
    'Move up',
    'Move down',
    'Ungroup',
  ]);
  await expect.poll(() => headings(page)).toEqual(['Work', 'Morning', 'Evening']);
  await expect(page.getByRole('button', { name: 'Actions for Work' })).toBeFocused();
  expect(await menuItem(page, 'Work', 'Move down')).toEqual(['Rename', 'Move down', 'Ungroup']);
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Work', 'Evening']);
  // Renamed while collapsed, it stays collapsed.
  await groupButton(page, 'Work').focus();
  await page.keyboard.press('Enter');
  await expect(groupButton(page, 'Work')).toHaveAttribute('aria-expanded', 'false');
  await menuItem(page, 'Work', 'Rename');
  const box = page.getByRole('textbox', { name: 'Group name' });
  await expect(box).toBeFocused();
  await box.fill('Office');
  await page.keyboard.press('Enter');
  await expect(groupButton(page, 'Office')).toBeFocused();
  await expect(groupButton(page, 'Office')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  expect(await names(page, 'Group Office')).toEqual(['Mail', 'Plan']);
  expect(await menuItem(page, 'Evening', 'Ungroup')).toEqual(['Rename', 'Move up', 'Ungroup']);
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Office']);
  expect(await names(page, 'Habits')).toEqual(['Walk', 'Sleep']);

  // A keyboard drag past the end of Morning lands at the start of Office, and says so.
  const handle = page.getByRole('button', { name: 'Reorder Stretch' });
  await handle.focus();
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(60);
    if ((await live.textContent())?.includes('into Office')) break;
  }
  await expect(live).toContainText('Stretch moved into Office, to position 1 of 3.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('Moved Stretch into Office, at position 1 of 3.');
  await expect.poll(() => names(page, 'Group Office')).toEqual(['Stretch', 'Mail', 'Plan']);
  expect(await names(page, 'Group Morning')).toEqual(['Read']);
  await expect(page.getByRole('button', { name: 'Reorder Stretch' })).toBeFocused();

  // Archived habits: Restore puts Old back in Morning.
  const archived = page.getByRole('button', { name: 'Archived habits', exact: true });
  await expect(archived).toHaveAttribute('aria-expanded', 'false');
  await archived.focus();
  await page.keyboard.press('Enter');
  await expect(archived).toHaveAttribute('aria-expanded', 'true');
  expect(await list(page, 'Archived habits').getByRole('listitem').allTextContents()).toHaveLength(
    2,
  );
  await expect(page.getByRole('link', { name: 'History of Old' })).toHaveAttribute(
    'href',
    '/history/old',
  );
  await page.getByRole('button', { name: 'Restore Old' }).focus();
  await page.keyboard.press('Enter');
  // Back in its group, at its old place after Read, though the groups moved since.
  await expect.poll(() => names(page, 'Group Morning')).toEqual(['Read', 'Old']);
  await expect(page.getByRole('button', { name: 'Restore Gone' })).toBeFocused();
  // Delete, with Undo.
  await page.getByRole('button', { name: 'Delete Gone' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Archived habits' })).toBeHidden();
  // The section went with its last habit: focus is on what came before it, not lost.
  await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeFocused();
  const toast = page.getByRole('status').filter({ hasText: 'Deleted Gone' });
  await toast.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Archived habits' })).toBeVisible();
});

test('a collapsed group: an invisible new name keeps it as it was; ungrouped, it is not remembered as collapsed (issue 56)', async ({
  page,
}) => {
  await page.goto('/');
  const collapsedKey = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), KEYS.collapsedGroups);
  await groupButton(page, 'Work').click();
  await expect(groupButton(page, 'Work')).toHaveAttribute('aria-expanded', 'false');

  // A name that shows nothing renames nothing: still collapsed, the list as it was, focus kept.
  await menuItem(page, 'Work', 'Rename');
  const box = page.getByRole('textbox', { name: 'Group name' });
  await expect(box).toBeFocused();
  await box.fill('\u200b\u200b');
  await page.keyboard.press('Enter');
  await expect(groupButton(page, 'Work')).toBeFocused();
  await expect(groupButton(page, 'Work')).toHaveAttribute('aria-expanded', 'false');
  expect(await collapsedKey()).toEqual(['Work']);
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Work', 'Evening']);

  // Ungrouped while collapsed, Evening is forgotten: a habit put in a new Evening finds it open.
  await groupButton(page, 'Evening').click();
  await expect(groupButton(page, 'Evening')).toHaveAttribute('aria-expanded', 'false');
  await menuItem(page, 'Evening', 'Ungroup');
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Work']);
  await expect.poll(collapsedKey).toEqual(['Work']);
  await page.getByRole('button', { name: 'More actions for Walk' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Walk' });
  await dialog.getByRole('combobox', { name: 'Group' }).fill('Evening');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(groupButton(page, 'Evening')).toHaveAttribute('aria-expanded', 'true');
  expect(await names(page, 'Group Evening')).toEqual(['Walk']);
});

test('a mouse drag, then a touch drag, moves a card from one group into another', async ({
  browser,
}) => {
  // Tall enough that no drag nears the edge (where dnd-kit scrolls the page under the finger).
  const context = await browser.newContext({
    hasTouch: true,
    viewport: { width: 1280, height: 1600 },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
  await seed(page, { [KEYS.bannerDismissed]: true, [KEYS.data]: groupedData() });
  await page.goto('/');
  const centre = async (name: string) => {
    const box = (await page.getByRole('button', { name: `Reorder ${name}` }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  /** Above the middle of `list`'s first card: before it. */
  const aboveFirst = async (name: string) => {
    const box = (await list(page, name).getByRole('listitem').first().boundingBox())!;
    return box.y + box.height / 2 - 20;
  };
  const handle = page.getByRole('button', { name: 'Reorder Mail' });
  await handle.hover();
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  const mail = await centre('Mail');
  await page.mouse.move(mail.x, mail.y);
  await page.mouse.down();
  await page.mouse.move(mail.x, await aboveFirst('Group Morning'), { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => names(page, 'Group Morning')).toEqual(['Mail', 'Read', 'Stretch']);
  expect(await names(page, 'Group Work')).toEqual(['Plan']);

  // A finger: press on the handle, hold past the sensor's 200 ms, move, lift.
  const plan = await centre('Plan');
  // Dragging down, the card's top edge has to pass Sleep's top: aim near it.
  const sleep = (await list(page, 'Group Evening').getByRole('listitem').first().boundingBox())!;
  const toY = sleep.y + 4;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', plan.x, plan.y);
  await page.waitForTimeout(350);
  for (let i = 1; i <= 20; i += 1) {
    await touch('touchMove', plan.x, plan.y + ((toY - plan.y) * i) / 20);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', plan.x, toY);
  await expect.poll(() => names(page, 'Group Evening')).toEqual(['Plan', 'Sleep']);
  // Work had no habit left: it is gone.
  await expect.poll(() => headings(page)).toEqual(['Morning', 'Evening']);
  await page.reload();
  expect(await names(page, 'Group Morning')).toEqual(['Mail', 'Read', 'Stretch']);
  expect(await names(page, 'Group Evening')).toEqual(['Plan', 'Sleep']);
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: groups, one collapsed, the archived list open, in ${mode}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('switch', { name: 'Dark mode' }).setChecked(mode === 'dark');
    await groupButton(page, 'Work').click();
    await page.getByRole('button', { name: 'Archived habits' }).click();
    await expect(list(page, 'Archived habits')).toBeVisible();
    await expectNoAxeViolations(page, `groups ${mode}`);
  });
}

/** Each role's names said twice on the page, from its accessibility tree (docs/product.md §2). */
async function twice(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const [, role, name] of tree.matchAll(
    /- (button|list|link|heading|textbox|region) "([^"]*)"/g,
  )) {
    const key = `${role} "${name}"`;
    if (seen.has(key)) repeated.push(key);
    seen.add(key);
  }
  return repeated;
}

/** Seeds these habits in place of the file's (beforeEach's seed has run first), on the first load. */
const seedGroups = (page: Page, habits: [string, string, Record<string, unknown>?][]) => {
  const data = {
    version: 1,
    habits: habits.map(([id, name, fields]) => ({ ...storedHabit({ id, name }), ...fields })),
  };
  return page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('__groups')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('__groups', '1');
    },
    [KEYS.data, JSON.stringify(data)] as const,
  );
};

test('names stay unique with groups named "Habits" and "Archived habits"; an Arabic heading reads right to left', async ({
  page,
}) => {
  const arabic = 'العادات الصباحية اليومية قبل العمل';
  await seedGroups(page, [
    ['walk', 'Walk'],
    ['read', 'Read', { group: 'Habits' }],
    ['mail', 'Mail', { group: 'Archived habits' }],
    ['pray', 'Pray', { group: arabic }],
    ['gone', 'Gone', { archived: true }],
  ]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect.poll(() => headings(page)).toEqual(['Habits', 'Archived habits', arabic]);
  // An Arabic group's name reads right to left: one too long for the line is cut at its end.
  await expect(page.getByRole('heading', { level: 2 }).getByText(arabic)).toHaveCSS(
    'direction',
    'rtl',
  );

  await page.getByRole('button', { name: 'Archived habits', exact: true }).click();
  await expect(list(page, 'Archived habits')).toBeVisible();
  // One list Habits (the habits with no group), one button Archived habits: a group's own names
  // say it is a group.
  expect(await twice(page)).toEqual([]);
  await expect(list(page, 'Group Habits')).toBeVisible();
  await expect(list(page, 'Group Archived habits')).toBeVisible();
  await expect(groupButton(page, 'Archived habits')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Actions for Archived habits' })).toBeVisible();
});

test('the only habit of a group archived or deleted by keyboard hands focus to the next card, else the one before', async ({
  page,
}) => {
  await seedGroups(page, [
    ['walk', 'Walk'],
    ['read', 'Read', { group: 'Morning' }],
    ['mail', 'Mail', { group: 'Work' }],
    ['plan', 'Plan', { group: 'Work' }],
    ['pray', 'Pray', { group: 'Evening' }],
    ['sleep', 'Sleep', { group: 'Night' }],
  ]);
  await page.goto('/');
  const card = (id: string) => page.locator(`li[data-habit-id="${id}"]`);
  const deleteByKeyboard = async (id: string) => {
    await card(id).focus();
    await page.keyboard.press('Delete');
    await expect(card(id).getByRole('button', { name: /^Delete / })).toBeFocused();
    await page.keyboard.press('Enter');
  };

  // Archive Read, Morning's only habit, from its menu: focus on the next card, Mail.
  await page.getByRole('button', { name: 'More actions for Read' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More actions for Read' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (const item of ['Edit', 'History', 'Tick link', 'Archive']) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => headings(page)).toEqual(['Work', 'Evening', 'Night']);
  await expect(card('mail')).toBeFocused();

  // Delete Sleep, the last group's only habit: focus on the card before it, Pray.
  await deleteByKeyboard('sleep');
  await expect.poll(() => headings(page)).toEqual(['Work', 'Evening']);
  await expect(card('pray')).toBeFocused();

  // The last grouped habit goes: the page is the plain list again, focus on the card before.
  await deleteByKeyboard('mail');
  await expect(card('plan')).toBeFocused();
  await deleteByKeyboard('plan');
  await expect(card('pray')).toBeFocused();
  await deleteByKeyboard('pray');
  await expect.poll(() => headings(page)).toEqual([]);
  await expect(card('walk')).toBeFocused();
});
