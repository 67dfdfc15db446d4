import { readFileSync } from 'node:fs';
import initSqlJs from 'sql.js';
import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedData } from './data';

/** docs/product.md §13.4: `Export for Loop Habit Tracker` saves a backup Loop restores. */

test('Export for Loop: the summary names what Loop cannot say; Save gives a Loop backup holding the habits', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  const data = storedData([
    { name: 'Read', days: ['2025-07-13', '2025-07-14'], skips: ['2025-07-12'] },
    {
      name: 'Gym',
      days: ['2025-07-14'],
      schedule: { type: 'weekdays', days: [1, 3, 5] },
    },
    { name: 'Smoking' },
  ]);
  (data.habits[0] as Record<string, unknown>).entries = { '2025-07-14': { note: 'a good book' } };
  // A habit to break (§20) from the 12th, with a slip on the 13th: its other days are clean.
  Object.assign(data.habits[2] as Record<string, unknown>, {
    kind: 'break',
    createdAt: '2025-07-12T08:00:00.000Z',
    entries: { '2025-07-13': { slip: true, at: { slip: 1752400000000 } } },
  });
  await seed(page, { [KEYS.data]: data });
  await page.goto('/');
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await dialog.getByRole('button', { name: 'Export for Loop Habit Tracker' }).click();

  const summary = dialog.getByRole('region', { name: 'Loop export summary' });
  await expect(summary).toContainText('Gym: Mon, Wed, Fri in Tickday; 3 times in 7 days in Loop.');
  await expect(summary).toContainText(
    'Smoking: a habit to break in Tickday; in Loop, a measurable habit of at most 0 a day.',
  );
  await expect(summary).not.toContainText('Read');
  await expectNoAxeViolations(page, 'Loop export summary');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    summary.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Tickday for Loop 2025-07-15.db');
  await expect(dialog.getByRole('status')).toContainText('open Settings, then Import data');

  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync((await file.path())!));
  const rows = (sql: string) => db.exec(sql)[0]?.values ?? [];
  expect(rows('PRAGMA user_version')).toEqual([[25]]);
  expect(
    rows(
      'SELECT name, freq_num, freq_den, type, target_type, target_value FROM Habits ORDER BY position',
    ),
  ).toEqual([
    ['Read', 1, 1, 0, 0, 0],
    ['Gym', 3, 7, 0, 0, 0],
    ['Smoking', 1, 1, 1, 1, 0],
  ]);
  expect(
    rows(
      "SELECT h.name, date(r.timestamp / 1000, 'unixepoch'), r.value, r.notes FROM Repetitions r JOIN Habits h ON h.id = r.habit ORDER BY h.position, r.timestamp",
    ),
  ).toEqual([
    ['Read', '2025-07-12', 3, ''],
    ['Read', '2025-07-13', 2, ''],
    ['Read', '2025-07-14', 2, 'a good book'],
    ['Gym', '2025-07-14', 2, ''],
    ['Smoking', '2025-07-12', 0, ''],
    ['Smoking', '2025-07-13', 1000, ''],
    ['Smoking', '2025-07-14', 0, ''],
  ]);
});

test('Export for Loop: when Loop can say every habit, the file is saved at once; the keyboard can do it', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  await seed(page, {
    [KEYS.data]: storedData([
      { name: 'Walk', days: ['2025-07-14'], schedule: { type: 'weekly', times: 3 } },
    ]),
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await dialog.getByRole('button', { name: 'Export for Loop Habit Tracker' }).focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('Tickday for Loop 2025-07-15.db');
  await expect(dialog.getByRole('region', { name: 'Loop export summary' })).toHaveCount(0);
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync((await file.path())!));
  expect(db.exec('SELECT name, freq_num, freq_den FROM Habits')[0]?.values).toEqual([
    ['Walk', 3, 7],
  ]);
});
