// Issue 59 §1 (docs/product.md §20): a habit to break. Added with `Track` -> `A habit to break`,
// its card counts `<N> days clean` (clean days are derived, never stored), `Log a slip for <name>
// today` logs a slip by keyboard, its calendar clears a slip on a past day, and its tick link
// (§19.4) logs a slip today.
import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { MainPage } from './pages/main-page';

const ADDED = '2025-07-15T09:30:00Z';

test('a habit to break: added, counted clean day by day, a slip logged by keyboard and cleared in the calendar', async ({
  page,
}) => {
  // Four axe runs and three reloads on a shared machine.
  test.slow();
  await page.clock.setFixedTime(new Date(ADDED));
  await seed(page, { [KEYS.bannerDismissed]: true });
  await page.goto('/');
  const main = new MainPage(page);

  await page.getByRole('button', { name: 'Add New Habit' }).click();
  await page.getByRole('textbox', { name: 'Habit name' }).fill('Smoking');
  const track = page.getByRole('radiogroup', { name: 'Track' });
  await track.getByRole('radio', { name: 'A habit to break' }).check();
  // Asked every day, never reminded: no Repeat to choose.
  await expect(page.getByRole('radiogroup', { name: 'Repeat' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the add form with a habit to break');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  const slip = page.getByRole('button', { name: 'Log a slip for Smoking today' });
  await expect(slip).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Complete Smoking for today' })).toHaveCount(0);
  const card = main.items.filter({ has: slip });
  await expect(card.getByText('0 days clean')).toBeVisible();
  const stored = (await main.stored()).habits[0] as Record<string, unknown>;
  expect(stored.kind).toBe('break');
  expect(stored.completionsWithTimes).toEqual({});

  // Three days on: three whole days clean, nothing stored for them.
  await page.clock.setFixedTime(new Date('2025-07-18T20:00:00Z'));
  await page.reload();
  await expect(card.getByText('3 days clean')).toBeVisible();
  await expect(main.strip('Smoking').locator('[data-date="2025-07-17"]')).toHaveAttribute(
    'data-status',
    'done',
  );
  expect(((await main.stored()).habits[0] as Record<string, unknown>).entries).toBeUndefined();

  // A slip today, by keyboard: today is missed and the count starts again.
  await slip.focus();
  await page.keyboard.press('Space');
  await expect(slip).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('0 days clean')).toBeVisible();
  await expect(main.strip('Smoking').locator('[data-date="2025-07-18"]')).toHaveAttribute(
    'data-status',
    'missed',
  );
  const entries = ((await main.stored()).habits[0] as { entries: Record<string, unknown> }).entries;
  expect(entries['2025-07-18']).toMatchObject({ slip: true, at: { slip: expect.any(Number) } });
  await expectNoAxeViolations(page, 'a habit to break with a slip');

  // The next day, a slip logged on the 16th in the calendar, then cleared there.
  await page.clock.setFixedTime(new Date('2025-07-19T08:00:00Z'));
  await page.reload();
  await expect(card.getByText('0 days clean')).toBeVisible();
  await main.strip('Smoking').click();
  const calendar = main.calendar('Smoking');
  await expect(calendar.getByText('Press a day to log or clear a slip.')).toBeVisible();
  const day18 = calendar.locator('[data-date="2025-07-18"]');
  await expect(day18).toHaveAttribute('aria-pressed', 'true');
  await expect(day18).toHaveAttribute('data-status', 'missed');
  await expectNoAxeViolations(page, "a habit to break's calendar");
  await day18.click();
  await expect(day18).toHaveAttribute('aria-pressed', 'false');
  await expect(day18).toHaveAttribute('data-status', 'done');
  await page.keyboard.press('Escape');
  // From the start: four whole days (15th to 18th) clean.
  await expect(card.getByText('4 days clean')).toBeVisible();
  const cleared = ((await main.stored()).habits[0] as { entries: Record<string, unknown> }).entries[
    '2025-07-18'
  ];
  expect(cleared).toEqual({ at: { slip: expect.any(Number) } });

  // Edit keeps it a habit to break, and has no reminder for it.
  await page.getByRole('button', { name: 'More actions for Smoking' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Smoking' });
  await expect(
    dialog
      .getByRole('radiogroup', { name: 'Track' })
      .getByRole('radio', { name: 'A habit to break' }),
  ).toBeChecked();
  await expect(dialog.getByLabel('Remind at')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Edit of a habit to break');
  await page.keyboard.press('Escape');

  // Its tick link logs a slip today, once; Undo clears it.
  await page.getByRole('button', { name: 'More actions for Smoking' }).click();
  await page.getByRole('menuitem', { name: 'Tick link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Tick link for Smoking' });
  await expect(linkDialog.getByText(/logs a slip of Smoking today/)).toBeVisible();
  const link = await linkDialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await page.keyboard.press('Escape');
  await page.goto(link);
  const status = page.getByRole('status').filter({ hasText: 'Slip logged for Smoking today' });
  await expect(status).toBeVisible();
  await expect(slip).toHaveAttribute('aria-pressed', 'true');
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(slip).toHaveAttribute('aria-pressed', 'false');
  await page.goto(link);
  await expect(slip).toHaveAttribute('aria-pressed', 'true');
  await page.goto(link);
  await expect(status).toContainText('It already was');
  await expect(status.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(slip).toHaveAttribute('aria-pressed', 'true');
  const today = ((await main.stored()).habits[0] as { entries: Record<string, unknown> }).entries[
    '2025-07-19'
  ];
  expect(today).toMatchObject({ slip: true });
});
