import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedData, dateRun } from './data';
import { MainPage } from './pages/main-page';

// A Sunday: the strip shows Mon 2025-07-28 .. Sun 2025-08-03, across a month boundary.
const NOW = new Date('2025-08-03T10:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('the strip shows the last 7 UTC days, oldest first, across a month boundary', async ({
  page,
}) => {
  await seed(page, {
    [KEYS.data]: storedData([
      { name: 'Read', days: ['2025-07-27', '2025-07-30', '2025-08-01', '2025-08-03'] },
    ]),
  });
  const main = new MainPage(page);
  await page.goto('/');
  const squares = main.strip('Read').locator('[data-date]');
  await expect(squares).toHaveCount(7);
  expect(await squares.evaluateAll((s) => s.map((e) => e.getAttribute('data-date')))).toEqual([
    '2025-07-28',
    '2025-07-29',
    '2025-07-30',
    '2025-07-31',
    '2025-08-01',
    '2025-08-02',
    '2025-08-03',
  ]);
  expect(await squares.evaluateAll((s) => s.map((e) => e.getAttribute('data-completed')))).toEqual([
    'false',
    'false',
    'true',
    'false',
    'true',
    'false',
    'true',
  ]);
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    '2025-08-03',
  );
  await expect(main.strip('Read').locator('[aria-current="date"]')).toHaveCount(1);
});

test('the check button toggles today and stores it', async ({ page }) => {
  await seed(page, { [KEYS.data]: storedData([{ id: 'r', name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  const check = main.check('Read');
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  // Layout boxes (offset*), not the painted box: the pop animation scales without moving layout.
  const layout = () =>
    check.evaluate((el: HTMLElement) => {
      const card = el.closest('li') as HTMLElement;
      return [el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight, card.offsetHeight];
    });
  const before = await layout();
  await check.click();
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  expect(await layout()).toEqual(before); // no layout shift
  await expect(main.strip('Read').locator('[data-date="2025-08-03"]')).toHaveAttribute(
    'data-completed',
    'true',
  );
  expect((await main.stored()).habits[0]?.completionsWithTimes).toEqual({
    '2025': { '8': [NOW.getTime()] },
  });
  await check.press('Space');
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  expect((await main.stored()).habits[0]?.completionsWithTimes).toEqual({});
});

test('the streak label shows from 2 days, the chip above 0 with its tooltip', async ({ page }) => {
  await seed(page, {
    [KEYS.data]: storedData([
      { name: 'Yesterday only', days: ['2025-08-02'] },
      { name: 'Three before', days: dateRun('2025-08-02', 3) },
      { name: 'Nothing' },
    ]),
  });
  const main = new MainPage(page);
  await page.goto('/');
  const yesterday = main.card('Yesterday only');
  await expect(yesterday.getByText(/Day Streak/)).toHaveCount(0);
  await main.check('Yesterday only').click();
  await expect(yesterday.getByText('2 Day Streak')).toBeVisible();
  // The run ending today is the longest, so the chip shows it (docs/decisions.md), while the
  // stored highestStreak keeps docs/product.md §5.3's number, which leaves out a run in progress.
  await expect(yesterday.getByRole('img', { name: 'Highest Streak: 2' })).toBeVisible();
  expect((await main.stored()).habits[0]?.highestStreak).toBe(0);

  const three = main.card('Three before');
  await expect(three.getByText('3 Day Streak')).toBeVisible();
  const chip = three.getByRole('img', { name: 'Highest Streak: 3' });
  await expect(chip).toBeVisible();
  await chip.hover();
  await expect(three.getByRole('tooltip')).toHaveText('Highest Streak');
  await expect(three.getByRole('tooltip')).toBeVisible();

  const nothing = main.card('Nothing');
  await expect(nothing.getByText(/Day Streak/)).toHaveCount(0);
  await expect(nothing.getByRole('img', { name: /Highest Streak/ })).toHaveCount(0);
});

test('rename: double-click, Enter saves, Escape cancels, blur saves, empty reverts', async ({
  page,
}) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }, { name: 'Walk' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await main.card('Read').getByText('Read', { exact: true }).dblclick();
  const edit = page.getByRole('textbox', { name: 'Edit habit name' });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveAttribute('maxlength', '32');
  await edit.fill('  Read 20 pages ');
  await edit.press('Enter');
  await expect(edit).toBeHidden();
  expect(await main.names()).toEqual(['Read 20 pages', 'Walk']);
  expect((await main.stored()).habits[0]?.name).toBe('Read 20 pages');

  await main.card('Walk').getByText('Walk', { exact: true }).dblclick();
  await edit.fill('Run');
  await edit.press('Escape');
  expect(await main.names()).toEqual(['Read 20 pages', 'Walk']);

  await main.card('Walk').getByText('Walk', { exact: true }).dblclick();
  await edit.fill('Jog');
  await page.getByRole('heading', { name: 'Your habits' }).click({ force: true });
  await page.mouse.click(5, 300); // blur
  await expect(edit).toBeHidden();
  expect(await main.names()).toEqual(['Read 20 pages', 'Jog']);

  await main.card('Jog').getByText('Jog', { exact: true }).dblclick();
  await edit.fill('   ');
  await edit.press('Enter');
  expect(await main.names()).toEqual(['Read 20 pages', 'Jog']);

  await main.card('Jog').getByText('Jog', { exact: true }).dblclick();
  await edit.pressSequentially('x'.repeat(40));
  await expect(edit).toHaveValue('x'.repeat(32));
  await edit.press('Escape');
});

test('rename by keyboard: F2 on the focused card', async ({ page }) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await main.card('Read').focus();
  await page.keyboard.press('F2');
  await page.getByRole('textbox', { name: 'Edit habit name' }).fill('Write');
  await page.keyboard.press('Enter');
  expect(await main.names()).toEqual(['Write']);
  await expect(main.card('Write')).toBeFocused();
});

test('rename by a 500 ms touch press', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  // The clock drives the long-press timer, so the 500 ms edge is exact on a busy machine.
  await page.clock.install({ time: NOW });
  await seed(page, { [KEYS.data]: storedData([{ name: 'Read' }]) });
  await page.goto('/');
  const name = page.getByText('Read', { exact: true });
  await expect(name).toBeVisible();
  const box = (await name.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const editor = page.getByRole('textbox', { name: 'Edit habit name' });
  await page.clock.pauseAt(NOW.getTime() + 60_000); // from here only runFor moves time
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.clock.runFor(450);
  await expect(editor).toBeHidden();
  await page.clock.runFor(100);
  await expect(editor).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(editor).toBeFocused();
  await context.close();
});

test('a toggle re-renders only its own card', async ({ page }) => {
  await seed(page, { [KEYS.data]: storedData([{ name: 'A' }, { name: 'B' }, { name: 'C' }]) });
  const main = new MainPage(page);
  await page.goto('/');
  await expect(main.items).toHaveCount(3);
  await page.waitForTimeout(300); // let the sortable code load and settle
  await page.evaluate(() => {
    const w = window as unknown as { mutated: Set<string> };
    w.mutated = new Set();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const item = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest(
          'li',
        );
        w.mutated.add(
          item?.querySelector('[aria-pressed]')?.getAttribute('aria-label') ?? 'outside',
        );
      }
    });
    observer.observe(document.querySelector('ul')!, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
  });
  await main.check('B').click();
  await expect(main.check('B')).toHaveAttribute('aria-pressed', 'true');
  const mutated = await page.evaluate(() => [
    ...(window as unknown as { mutated: Set<string> }).mutated,
  ]);
  expect(mutated).toEqual(['Complete B for today']);
});

test('no horizontal scroll at 320 px with long names and streaks', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await seed(page, {
    [KEYS.data]: storedData([
      { name: 'W'.repeat(32), days: [...dateRun('2025-07-20', 9), ...dateRun('2025-08-03', 5)] },
      { name: 'A fairly long habit name here!', days: dateRun('2025-08-02', 4) },
    ]),
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Habits' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, '320 px with habits');
});
