import { test, expect, seed, KEYS } from './fixtures';
import { storedData } from './data';
import { chunkFiles } from './pages/chunks';

test.describe('routes', () => {
  test('home shows the empty state, the add button, the header and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Tickday/);
    await expect(
      page.getByText("The world's simplest habit tracker. No login, no fuss. Free forever."),
    ).toBeVisible();
    await expect(page.getByText('No habits yet', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Add your first habit to get started on your journey!'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Tickday/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Colour theme' })).toBeVisible();
    await expect(header.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Stats' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('Your data is stored locally on your device. Free forever.'),
    ).toBeVisible();
    await expect(footer.getByText('v1.2.100', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  test('Terms and Privacy: reached from the footer, their headings, dates and words, only the switch in the header, Back to Home', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [name, path, heading, title, updated] of [
      ['Terms', '/terms', 'Terms and Conditions', /Terms and Conditions/, 'July 16, 2025'],
      ['Privacy', '/privacy', 'Privacy Policy', /Privacy Policy/, 'November 27, 2026'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
      await expect(header.getByRole('button')).toHaveCount(0);
      await expect(header.getByRole('link')).toHaveCount(0);
      const main = page.getByRole('main');
      if (path === '/terms') {
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9);
        await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      } else {
        await expect(main).toContainText('We collect no data');
        await expect(main).toContainText('uses no cookies');
        await expect(main).toContainText('No third parties are involved');
        await expect(main).toContainText('local storage');
        // Sync (§17) sends habits where the person sends them: the page says so, and no longer
        // that they never leave the device (issue 40 item 10).
        await expect(main).not.toContainText('never leave your device');
        const sync = main
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: 'If you sync between devices' }) });
        await expect(sync).toContainText(
          'go only to the place you pick: the sync file you save and send yourself, the folder you choose, or the WebDAV server',
        );
        await expect(sync).toContainText('encrypted on your device before it leaves');
      }
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    }
    // A direct visit, not only a move within the app.
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('a direct visit to an unknown path renders the 404 page', async ({ page }) => {
    for (const path of ['/nope', '/a/deep/unknown/path', '/terms/extra']) {
      const response = await page.goto(path);
      expect(response?.ok(), path).toBe(true);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page).toHaveTitle(/not found/i);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByText('No habits yet', { exact: true })).toBeVisible();
    }
  });
});

test('history pages of odd ids: each opens its own page, an id decoded once (§12.1)', async ({
  page,
}) => {
  const ids = ['%', '50%off', 'a/b#c?d', '%25'];
  await seed(page, {
    [KEYS.data]: storedData(ids.map((id, i) => ({ id, name: `Habit ${i + 1}` }))),
  });
  await page.goto('/');
  for (const [i] of ids.entries()) {
    const name = `Habit ${i + 1}`;
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
  }
  // Typed by hand: %25 is the habit "%"; an id that is no habit's is the 404 page. (A bare "%" is
  // refused by the server itself, 400, before the app: the unit tests cover the app's side.)
  await page.goto('/history/%25');
  await expect(page.getByRole('heading', { level: 1, name: 'Habit 1' })).toBeVisible();
  await page.goto('/history/50%25off');
  await expect(page.getByRole('heading', { level: 1, name: 'Habit 2' })).toBeVisible();
  for (const path of ['/history/100%25', '/history/a%2Fb', '/history/%2525%25']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  }
});

test('at 320 px every header control is on screen and no page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await seed(page, { [KEYS.data]: storedData([{ id: 'r', name: 'Read a book every day' }]) });
  for (const path of ['/', '/history/r']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Stats/ })).toBeVisible();
    const header = page.getByRole('banner');
    for (const control of await header.locator('a, button, [role="switch"]').all()) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  }
});

test('after the first paint the dialogs and popovers load while the page is idle, with no touch', async ({
  page,
}) => {
  // No fake clock here: Playwright's clock holds idle callbacks back.
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
  const parts = [
    'stats-dialog.lazy',
    'settings-part.lazy',
    'data-dialog.lazy',
    'support-dialog.lazy',
    'theme-popover.lazy',
    'calendar-panel.lazy',
    'card-menu.lazy',
    'edit-dialog.lazy',
  ];
  const files = chunkFiles(parts);
  await expect
    .poll(
      async () => {
        const loaded = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name),
        );
        return parts.filter((_, i) => !loaded.some((url) => url.endsWith(`/${files[i]}`)));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  // Opened by a tap then, a dialog is there at once.
  await page.getByRole('button', { name: 'Stats' }).click();
  await expect(page.getByRole('dialog', { name: 'Stats' })).toBeVisible({ timeout: 1000 });
});
