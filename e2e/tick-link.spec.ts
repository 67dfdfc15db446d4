// docs/product.md §19.4: a tick link per habit, from its card's menu; opening it ticks the habit.
// Offline, and behind both servers: offline.spec.ts.
import type { Page } from '@playwright/test';
import { storedData, storedHabit } from './data';
import { test, expect, seed, expectNoAxeViolations, KEYS } from './fixtures';
import { MainPage } from './pages/main-page';

const TODAY = new Date('2025-07-16T12:00:00Z');
const LINK = /^http:\/\/[^/]+\/\?tick=[A-Za-z0-9_-]{22}$/;
const water = {
  ...storedHabit({ id: 'water', name: 'Water' }),
  measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
};

/** The status a tick link leaves on the home page (a badge's notice may show beside it). */
const linkStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /done for today|Added to|tick link/ });

/** Opens habit `name`'s tick link dialog from its card's menu, by keyboard, and reads its link. */
async function openDialog(page: Page, name: string) {
  const more = page.getByRole('button', { name: `More actions for ${name}` });
  await more.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Tick link' });
  await expect(item).toBeVisible();
  for (let i = 0; i < 6 && !(await item.evaluate((node) => node === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tick link for ${name}` });
  const box = dialog.getByRole('textbox', { name: 'Link' });
  await expect(box).toHaveValue(LINK);
  return { dialog, link: await box.inputValue() };
}

/** A page of its own (another tab, the NFC tag's) at the same fixed day. */
async function tab(page: Page) {
  const other = await page.context().newPage();
  await other.clock.setFixedTime(TODAY);
  return other;
}

test('a tick link: made in its dialog, it ticks its habit once, adds amounts, and a new link ends the old', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.setFixedTime(TODAY);
  await seed(page, {
    [KEYS.data]: {
      version: 1,
      habits: [...storedData([{ id: 'read', name: 'Read' }]).habits, water],
    },
    [KEYS.bannerDismissed]: true,
  });
  await page.goto('/');

  const { dialog, link } = await openDialog(page, 'Read');
  await expect(dialog.getByRole('img', { name: 'QR code for the tick link' })).toBeVisible();
  await expect(
    dialog.getByText(/an NFC tag.*the fridge.*home screen.*Shortcuts or Tasker/),
  ).toBeVisible();
  // A done-or-not habit has no amount to set.
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the tick link dialog');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Stored on the habit with its change time; the link is not the habit's id.
  const main = new MainPage(page);
  const read = (await main.stored()).habits.find((h) => h.id === 'read') as {
    tickLink: { token: string };
    changedAt: { tickLink?: unknown };
  };
  expect(link).toBe(`${new URL(page.url()).origin}/?tick=${read.tickLink.token}`);
  expect(read.tickLink.token).not.toContain('read');
  expect(read.changedAt.tickLink).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'More actions for Read' })).toBeFocused();

  // Opened in another tab: Read is done today, the status says so with Undo, the query is gone.
  const other = await tab(page);
  await other.goto(link);
  const status = linkStatus(other);
  await expect(status).toContainText('Read done for today');
  const check = other.getByRole('button', { name: 'Complete Read for today' });
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(other.url()).search).toBe('');
  await expectNoAxeViolations(other, 'the tick link status');
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toBeHidden();
  // A reload does not open the link again.
  await other.reload();
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  await expect(linkStatus(other)).toHaveCount(0);

  // Opened again: done; and once more: still done, nothing stored changes, no Undo.
  await other.goto(link);
  await expect(linkStatus(other)).toContainText('Read done for today');
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  const before = JSON.stringify(await new MainPage(other).stored());
  await other.goto(link);
  await expect(linkStatus(other)).toContainText('Read done for today');
  await expect(linkStatus(other)).toContainText('It already was');
  await expect(linkStatus(other).getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.stringify(await new MainPage(other).stored())).toBe(before);

  // An amount habit adds what `Each open adds` says (1 unless set), every open.
  await page.reload();
  const waterDialog = await openDialog(page, 'Water');
  const adds = waterDialog.dialog.getByRole('spinbutton', { name: 'Each open adds' });
  await expect(adds).toHaveValue('1');
  await adds.fill('2');
  await page.keyboard.press('Escape');
  await other.goto(waterDialog.link);
  await expect(linkStatus(other)).toContainText('Added to Water: 2 of 8 glasses today');
  await other.goto(waterDialog.link);
  await expect(linkStatus(other)).toContainText('Added to Water: 4 of 8 glasses today');

  // New link: the old one stops working and says so; the new one works.
  const again = await openDialog(page, 'Read');
  expect(again.link).toBe(link);
  await again.dialog.getByRole('button', { name: 'New link' }).click();
  await expect(again.dialog.getByRole('textbox', { name: 'Link' })).not.toHaveValue(link);
  const fresh = await again.dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(fresh).toMatch(LINK);
  await page.keyboard.press('Escape');
  // The dialog shows the new link before its write lands (writes run after a paint): the data
  // compared below is what holds it.
  const token = new URL(fresh).searchParams.get('tick') as string;
  await expect
    .poll(async () => JSON.stringify(await new MainPage(other).stored()))
    .toContain(token);
  const stored = JSON.stringify(await new MainPage(other).stored());
  await other.goto(link);
  await expect(linkStatus(other)).toContainText('This tick link does not work here');
  await expectNoAxeViolations(other, 'a tick link that does not work here');
  await expect(linkStatus(other).getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect(JSON.stringify(await new MainPage(other).stored())).toBe(stored);
  await other.goto(fresh);
  await expect(linkStatus(other)).toContainText('Read done for today');
});
