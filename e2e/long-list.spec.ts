import { test, expect, seed, KEYS } from './fixtures';
import { storedData, dateRun } from './data';
import { MainPage } from './pages/main-page';

const NOW = new Date('2025-08-03T10:00:00Z');
const NAMES = Array.from({ length: 60 }, (_, i) => `Habit ${String(i + 1).padStart(2, '0')}`);
const LONG_LIST = storedData(NAMES.map((name) => ({ name, days: dateRun('2025-08-02', 3) })));

test('a long list paints its first screenful, then every habit in order once that is painted', async ({
  page,
}) => {
  // 600 px tall: a screenful is ceil(600 / 64) + 2 = 12 cards.
  await page.setViewportSize({ width: 375, height: 600 });
  await page.clock.install({ time: NOW });
  await page.clock.pauseAt(NOW);
  await seed(page, { [KEYS.data]: LONG_LIST });
  const main = new MainPage(page);
  await page.goto('/');
  // Frames and timers are held: only the first screenful has rendered.
  await expect(main.items).toHaveCount(12);
  await page.clock.runFor(500);
  await expect(main.items).toHaveCount(60);
  const names = await main.items.evaluateAll((items) =>
    items.map((item) => item.querySelector('[aria-pressed]')?.getAttribute('aria-label')),
  );
  expect(names).toEqual(NAMES.map((name) => `Complete ${name} for today`));
  // The last card works like the first.
  await main.check('Habit 60').click();
  await expect(main.check('Habit 60')).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(100); // the write follows the next (fake) frame
  const raw = await page.evaluate((key) => localStorage.getItem(key), KEYS.data);
  const stored = JSON.parse(raw ?? '{}') as {
    habits: { name: string; completionsWithTimes: Record<string, Record<string, number[]>> }[];
  };
  expect(stored.habits.at(-1)?.completionsWithTimes['2025']?.['8']).toHaveLength(3);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the page keeps its height while a long list scrolls into view`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.setViewportSize({ width, height: 700 });
    await seed(page, { [KEYS.data]: LONG_LIST });
    const main = new MainPage(page);
    await page.goto('/');
    await expect(main.items).toHaveCount(60);
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    // Every card is painted once, so each one's real height replaces its placeholder.
    for (let y = 0; y < before; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
  });
}
