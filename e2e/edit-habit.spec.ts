// docs/product.md §2.3: the card menu's Edit and Archive; a habit's description, group and colour.
import type { Page } from '@playwright/test';
import { HABIT_COLORS } from '../src/domain/habit/model';
import { storedData, dateRun } from './data';
import { test, expect, seed, expectNoAxeViolations, KEYS } from './fixtures';
import { MainPage } from './pages/main-page';

const TODAY = new Date('2025-07-16T12:00:00Z');
const DESCRIPTION =
  'Twenty pages before bed, phone in the other room, and a note of one line on what stuck';

/** A habit's card wherever it is listed (its group's list or `Habits`). */
const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Complete ${name} for today`, exact: true }),
  });

test('Edit changes name, description, group and colour in one Save; Archive takes a card off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(TODAY);
  await seed(page, {
    [KEYS.theme]: { color: 'orange', mode: 'light' },
    [KEYS.data]: storedData([
      { name: 'Read', days: dateRun('2025-07-16', 3) },
      { name: 'Walk' },
      { name: 'Stretch' },
    ]),
  });
  await page.goto('/');
  const main = new MainPage(page);

  await page.getByRole('button', { name: 'More actions for Read' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Read' });
  await dialog.getByRole('textbox', { name: 'Habit name' }).fill('Read more');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await dialog.getByRole('combobox', { name: 'Group' }).fill('Evenings');
  const colour = dialog.getByRole('radiogroup', { name: 'Colour' });
  await expect(colour.getByRole('radio')).toHaveCount(HABIT_COLORS.length + 1);
  await expect(colour.getByRole('radio', { name: 'Default' })).toBeChecked();
  await colour.getByRole('radio', { name: 'Teal' }).check();
  await expectNoAxeViolations(page, 'the edit dialog, light');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // One muted line on the card, whole in its accessible description; teal fills its tick.
  const card = cardOf(page, 'Read more');
  await expect(card.getByText(DESCRIPTION)).toBeVisible();
  await expect(card).toHaveAccessibleDescription(DESCRIPTION);
  await expect(main.check('Read more')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  const stored = async (name: string) =>
    (await main.stored()).habits.find((habit) => habit.name === name);
  const read = (await stored('Read more')) as Record<string, unknown>;
  expect(read).toMatchObject({
    name: 'Read more',
    group: 'Evenings',
    color: 'teal',
    description: DESCRIPTION,
  });
  // Only what changed is stamped: not the schedule, nor the measure.
  const stamped = Object.keys(read.changedAt as object);
  expect(stamped).toEqual(expect.arrayContaining(['color', 'description', 'group', 'name']));
  expect(stamped).not.toContain('schedule');
  expect(stamped).not.toContain('measure');

  // The add form offers the group; a habit added with it joins it.
  await page.getByRole('button', { name: 'Add New Habit' }).click();
  await page.getByRole('textbox', { name: 'Habit name' }).fill('Journal');
  await page.getByRole('combobox', { name: 'Group' }).fill('Evenings');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(async () => (await stored('Journal'))?.group).toBe('Evenings');

  // Archive: the card leaves the list; focus stays in the list, on the next card.
  await page.getByRole('button', { name: 'More actions for Walk' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(main.check('Walk')).toHaveCount(0);
  await expect(cardOf(page, 'Stretch')).toBeFocused();
  expect(await stored('Walk')).toMatchObject({ archived: true });

  // History shows the description whole, under its heading.
  await page.getByRole('button', { name: 'More actions for Read more' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Read more' })).toBeVisible();
  await expect(page.getByText(DESCRIPTION, { exact: true })).toBeVisible();
});

test('an Edit saved in one tab keeps what another tab changed while it was open (issue 56)', async ({
  context,
}) => {
  const a = await context.newPage();
  await a.clock.setFixedTime(TODAY);
  await seed(a, { [KEYS.data]: storedData([{ id: 'gym', name: 'Gym' }]) });
  await a.goto('/');
  const b = await context.newPage();
  await b.clock.setFixedTime(TODAY);
  await b.goto('/');
  const openEdit = async (page: Page) => {
    await page.getByRole('button', { name: 'More actions for Gym' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    return page.getByRole('dialog', { name: 'Edit Gym' });
  };

  // Tab a opens Edit Gym and types a new name; tab b meanwhile gives it a description and a colour.
  const first = await openEdit(a);
  await first.getByRole('textbox', { name: 'Habit name' }).fill('Gym day');
  const second = await openEdit(b);
  await second.getByRole('textbox', { name: 'Description' }).fill('Legs');
  await second
    .getByRole('radiogroup', { name: 'Colour' })
    .getByRole('radio', { name: 'Red' })
    .check();
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();
  await expect(a.getByText('Legs', { exact: true })).toBeAttached();

  // Tab a's Save writes its name alone: the description and the colour stay.
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toBeHidden();
  await expect(cardOf(b, 'Gym day').getByText('Legs', { exact: true })).toBeVisible();
  const stored = (await new MainPage(a).stored()).habits[0] as Record<string, unknown>;
  expect(stored).toMatchObject({ name: 'Gym day', description: 'Legs', color: 'red' });
});

test('every colour keeps AA contrast on the cards, a calendar and the edit dialog, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(TODAY);
  const colours = [undefined, ...HABIT_COLORS];
  const data = storedData(
    colours.map((color) => ({ name: color ?? 'default', days: dateRun('2025-07-16', 4) })),
  );
  data.habits.forEach((habit, i) => {
    const color = colours[i];
    if (color) Object.assign(habit, { color, description: `A ${color} habit` });
  });
  await seed(page, { [KEYS.theme]: { color: 'orange', mode: 'light' }, [KEYS.data]: data });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Complete .* for today$/ })).toHaveCount(11);
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoAxeViolations(page, `${mode}: the cards`, ['color-contrast']);
    // Amber is the closest call (an ink tick on a light fill): its calendar's done days.
    await page.getByRole('button', { name: 'Show calendar for amber' }).click();
    await expect(page.getByRole('dialog', { name: 'amber calendar' })).toBeVisible();
    await expectNoAxeViolations(page, `${mode}: amber's calendar`, ['color-contrast']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More actions for teal' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit teal' })).toBeVisible();
    await expectNoAxeViolations(page, `${mode}: the edit dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
