import { expect, KEYS, seed, storageItem, test } from './fixtures';
import { storedData, storedHabit } from './data';
import { MainPage } from './pages/main-page';

// docs/product.md §3.5 and §16.4-16.5: what 1.3 stores beside 1.2's fields, and bad values in it.

const NOW = new Date('2025-07-15T03:30:00Z'); // 23:30 on July 14 in New York

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`change times, days in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a tick of today is stored as its moment and its time on the date seen; an un-tick records when it was made, on that date', async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      const settings = { dayBoundary: timezoneId === 'UTC' ? 'utc' : 'local', dayStartHour: 0 };
      await seed(page, {
        [KEYS.data]: storedData([{ id: 'r', name: 'Read' }]),
        [KEYS.settings]: settings,
      });
      const main = new MainPage(page);
      await page.goto('/');
      await main.check('Read').click();
      await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'true');
      const ticked = (await main.stored()).habits[0]!;
      // The moment, as 1.2 stored it, and its pin: its time on the date this device showed
      // (§4.7), the date every device reads it on, whatever its own day rule. Local storage keeps
      // the pin as one character beside the moment (§3.7): `2` on the moment's UTC date, `1` a
      // day before it (New York's July 14), then the month's three-character sum.
      const date = timezoneId === 'UTC' ? '2025-07-15' : '2025-07-14';
      expect(ticked.completionsWithTimes).toEqual({ '2025': { '7': [NOW.getTime()] } });
      expect(ticked.entries).toBeUndefined();
      expect(ticked.pins).toEqual({
        '2025': { '7': expect.stringMatching(timezoneId === 'UTC' ? /^2...$/ : /^1...$/) },
      });
      await main.check('Read').click();
      await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'false');
      expect((await main.stored()).habits[0]!.entries).toEqual({
        [date]: { at: { done: NOW.getTime() } },
      });
    });
  });
}

test('the card shows today as it was judged: a target changed later does not re-score it (§16.2)', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const water = {
    ...storedHabit({ id: 'w', name: 'Water' }),
    measure: { unit: 'glasses', goal: 'atLeast', target: 4 },
    entries: { '2025-07-15': { amount: 5, target: 8, at: { amount: 1 } } },
  };
  await seed(page, { [KEYS.data]: { version: 1, habits: [water] } });
  const main = new MainPage(page);
  await page.goto('/');
  await expect(main.items.filter({ has: main.log('Water') })).toContainText('5 / 8 glasses');
  await expect(main.log('Water')).toHaveAttribute('data-done', 'false');
});

test('data written by 1.3 reloads unchanged, byte for byte', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const raw = JSON.stringify({
    version: 1,
    habits: [
      {
        ...storedHabit({ id: 'w', name: 'Water', days: ['2025-07-13'] }),
        measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
        entries: {
          '2025-07-13': {
            amount: 9,
            target: 8,
            note: 'hot day',
            at: { amount: 1, done: 1, note: 2 },
          },
          '2025-07-14': { amount: 2, target: 10, at: { amount: 3 } },
        },
        changedAt: { measure: 1 },
      },
    ],
  });
  await seed(page, { [KEYS.data]: raw });
  await page.goto('/');
  await expect(new MainPage(page).items).toHaveCount(1);
  await page.reload();
  await expect(new MainPage(page).items).toHaveCount(1);
  expect(await storageItem(page, KEYS.data)).toBe(raw);
  expect(await storageItem(page, KEYS.quarantine)).toBeNull();
});

test('a broken amount or note is set aside; the habit, its ticks and the rest stay (§16.5)', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const raw = JSON.stringify({
    version: 1,
    habits: [
      {
        ...storedHabit({ id: 'w', name: 'Water', days: ['2025-07-13', '2025-07-14'] }),
        entries: {
          '2025-07-13': { amount: 'lots', note: 'kept' },
          '2025-07-14': { note: ['<img src=x onerror=alert(1)>'] },
        },
      },
      storedHabit({ id: 'r', name: 'Read' }),
    ],
  });
  await seed(page, { [KEYS.data]: raw });
  const main = new MainPage(page);
  await page.goto('/');
  await expect(main.items).toHaveCount(2);
  await expect(page.getByText('2 Day Streak')).toBeVisible();
  // The quarantine keeps the values set aside, each with its habit and place (§8.1).
  expect(JSON.parse((await storageItem(page, KEYS.quarantine))!)).toEqual({
    from: KEYS.data,
    habits: [],
    parts: [
      { habit: 'w', field: 'entries.2025-07-13.amount', value: 'lots' },
      { habit: 'w', field: 'entries.2025-07-14.note', value: ['<img src=x onerror=alert(1)>'] },
    ],
  });
  expect(warnings.join('\n')).toContain(
    '2 broken amount(s), note(s) or change time(s) were set aside',
  );
  // The next change writes the habit without the bad values.
  await main.check('Read').click();
  await expect(main.check('Read')).toHaveAttribute('aria-pressed', 'true');
  expect((await main.stored()).habits[0]!.entries).toEqual({ '2025-07-13': { note: 'kept' } });
});
