import { test, expect, seed, KEYS, STATS_BUTTON, SERVICE_WORKER } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

test.use(SERVICE_WORKER);

test('a full session stays on our origin (and the avatar), with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const main = new MainPage(page);
  await page.goto('/');
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  // WebAssembly may compile (the SQLite reader of imports); eval stays forbidden.
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(csp).not.toContain("'unsafe-eval'");
  // Sync's WebDAV may reach the user's own https server; the session below reaches nothing.
  expect(csp).toContain("connect-src 'self' https:;");
  expect(csp).toContain("img-src 'self' data: https://unavatar.io");

  await main.addHabit('Read');
  await main.addHabit('Walk');
  await main.check('Read').click();
  await main.strip('Walk').click();
  await main.calendar('Walk').locator('[aria-current="date"]').click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: STATS_BUTTON }).click();
  await page
    .getByRole('dialog', { name: 'Stats' })
    .getByRole('button', { name: 'Badges Earned' })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Colour theme' }).click();
  await page.getByRole('radio', { name: 'Blue' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Your data' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

  const foreign = requests.filter(
    (url) =>
      !url.startsWith(baseURL!) &&
      !url.startsWith('https://unavatar.io/') &&
      !url.startsWith('data:') &&
      !url.startsWith('blob:'),
  );
  expect(foreign).toEqual([]);
  expect(requests.some((url) => url.startsWith('https://unavatar.io/'))).toBe(true);
  // The avatar is aborted by the test fixture (no network here); that error is expected.
  expect(
    problems.filter((p) => !p.includes('unavatar.io') && !p.includes('ERR_INTERNET_DISCONNECTED')),
  ).toEqual([]);
});

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '\u202Eevil.exe\u202C txt',
  'زیاد خواندن کتاب هر روز',
  'zero\u200Bwidth\u200D\u2060joiner',
  '👩‍👩‍👧‍👦'.repeat(3),
  '🏳️‍🌈🏳️‍🌈🏳️‍🌈🏳️‍🌈',
  'W'.repeat(32),
  'x̸̢̛̛̖̗̝̮̯͍͔̔̋̇̽̿͑͝z',
];

test('hostile names render as inert text and keep the layout at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await seed(page, {
    [KEYS.bannerDismissed]: true,
    [KEYS.data]: storedData(
      HOSTILE.map((name, i) => ({ id: `h${i}`, name, days: ['2025-07-14'] })),
    ),
  });
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  await page.goto('/');
  const main = new MainPage(page);
  await expect(main.items).toHaveCount(HOSTILE.length);
  expect(await main.names()).toEqual(HOSTILE);
  for (const name of HOSTILE.slice(0, 3)) {
    await expect(main.card(name).getByText(name, { exact: true })).toBeVisible();
  }
  // The names became text: no element was made from them.
  expect(await main.list.locator('img, script, svg[onload]').count()).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('[onerror], [onload]').length)).toBe(
    0,
  );
  await page.getByRole('button', { name: STATS_BUTTON }).click();
  await expect(page.getByRole('dialog', { name: 'Stats' })).toBeVisible();
  await page.keyboard.press('Escape');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const item of await main.items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  expect(dialogs).toEqual([]);
});

test('a 32-character name in the add box keeps whole graphemes where it can', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add New Habit' }).click();
  await page.keyboard.insertText(`${'a'.repeat(31)}😀`);
  // maxlength counts UTF-16 units: the emoji (2 units) does not fit after 31 letters.
  await expect(page.getByRole('textbox', { name: 'Habit name' })).toHaveValue('a'.repeat(31));
});
