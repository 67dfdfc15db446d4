// Issue 24 (calendar and History): a day's note and an amount habit's amounts, by role and name.
// Today is Sunday 2025-08-03 (10:00 UTC, 06:00 in New York), unless a test says otherwise.
import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, expectNoAxeViolations } from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

const NOW = new Date('2025-08-03T10:00:00Z');

/** Run counts kilometres (at least 8 a day); Read is done or not. Both have notes. */
function data() {
  const stored = storedData([
    { id: 'run', name: 'Run', days: ['2025-07-15', '2025-08-01'] },
    { id: 'read', name: 'Read', days: ['2025-08-01', '2025-08-02'] },
  ]);
  const [run, read] = stored.habits as Record<string, unknown>[];
  Object.assign(run!, {
    measure: { unit: 'km', goal: 'atLeast', target: 8 },
    entries: {
      '2025-07-14': { amount: 5, target: 8, note: 'Sore legs' },
      '2025-07-15': { amount: 9, target: 8 },
      '2025-08-01': { amount: 8, target: 8, note: 'Windy loop' },
    },
  });
  Object.assign(read!, { entries: { '2025-08-01': { note: 'Chapter 3' } } });
  return stored;
}

async function seedAll(page: Page, settings?: Record<string, unknown>) {
  await seed(page, {
    [KEYS.bannerDismissed]: true,
    [KEYS.data]: data(),
    ...(settings ? { [KEYS.settings]: settings } : {}),
  });
}

async function entries(main: MainPage, id: string) {
  const stored = await main.stored();
  return (stored.habits.find((h) => h.id === id)?.entries ?? {}) as Record<
    string,
    { amount?: number; target?: number; note?: string }
  >;
}

// Once, in UTC: where a device's zone moves a note's date, 'near midnight in New York' below shows
// it with both day rules.
test.describe('in UTC', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seedAll(page);
  });

  test('a note is written, edited and cleared in the calendar; the day says it has one', async ({
    page,
  }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Read').click();
    const calendar = main.calendar('Read');
    // Today is selected at first.
    await expect(
      calendar.getByRole('textbox', { name: 'Note for Sunday, August 3, 2025' }),
    ).toHaveValue('');
    const aug1 = calendar.locator('[data-date="2025-08-01"]');
    await expect(aug1).toHaveAccessibleName('Friday, August 1, 2025: done, has a note');
    await expect(aug1.locator('[data-note-dot]')).toBeVisible();
    await expect(calendar.locator('[data-date="2025-08-02"] [data-note-dot]')).toHaveCount(0);

    // Focusing a day selects it (a done-or-not day toggles only when pressed).
    await calendar.locator('[data-date="2025-08-03"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(aug1).toBeFocused();
    await expect(
      calendar.getByRole('textbox', { name: 'Note for Friday, August 1, 2025' }),
    ).toHaveValue('Chapter 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(calendar.getByRole('heading', { name: 'July 2025' })).toBeVisible();
    const july30 = calendar.locator('[data-date="2025-07-30"]');
    await expect(july30).toBeFocused();
    await expect(july30).toHaveAccessibleName('Wednesday, July 30, 2025, missed');
    const note = calendar.getByRole('textbox', { name: 'Note for Wednesday, July 30, 2025' });
    await expect(note).toHaveAttribute('maxlength', '500');

    // Saved on Enter, trimmed; focus stays in the field.
    await note.fill('   Long walk instead  ');
    await note.press('Enter');
    await expect(note).toHaveValue('Long walk instead');
    await expect(note).toBeFocused();
    expect((await entries(main, 'read'))['2025-07-30']?.note).toBe('Long walk instead');
    await expect(july30).toHaveAccessibleName('Wednesday, July 30, 2025: missed, has a note');
    await expect(july30.locator('[data-note-dot]')).toBeVisible();
    await expect(july30).toHaveAttribute('aria-pressed', 'false');

    // Saved on blur.
    await note.fill('Rest day');
    await page.keyboard.press('Tab');
    await expect(note).not.toBeFocused();
    expect((await entries(main, 'read'))['2025-07-30']?.note).toBe('Rest day');

    // An empty note removes it.
    await note.fill('  ');
    await note.press('Enter');
    await expect(note).toHaveValue('');
    expect((await entries(main, 'read'))['2025-07-30']?.note).toBeUndefined();
    await expect(july30).toHaveAccessibleName('Wednesday, July 30, 2025, missed');
    await expect(july30.locator('[data-note-dot]')).toHaveCount(0);

    // Pressing a done-or-not day still toggles it (and selects it).
    await july30.click();
    await expect(july30).toHaveAttribute('aria-pressed', 'true');
    await expect(
      calendar.getByRole('textbox', { name: 'Note for Wednesday, July 30, 2025' }),
    ).toBeVisible();
  });

  test('an amount habit: days say their amounts; a past day is selected and its amount logged', async ({
    page,
  }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Run').click();
    const calendar = main.calendar('Run');
    await expect(calendar.locator('[data-date="2025-08-01"]')).toHaveAccessibleName(
      'Friday, August 1, 2025: 8 of 8 km, done, has a note',
    );
    await expect(
      calendar.getByRole('spinbutton', { name: 'Amount for Sunday, August 3, 2025' }),
    ).toHaveValue('');
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect(calendar.locator('[data-date="2025-07-14"]')).toHaveAccessibleName(
      'Monday, July 14, 2025: 5 of 8 km, missed, has a note',
    );
    await expect(calendar.locator('[data-date="2025-07-15"]')).toHaveAccessibleName(
      'Tuesday, July 15, 2025: 9 of 8 km, done',
    );

    // Pressing a day selects it: nothing is toggled.
    const july10 = calendar.locator('[data-date="2025-07-10"]');
    await july10.click();
    await expect(july10).toHaveAttribute('data-completed', 'false');
    await expect(july10).toBeFocused();
    const amount = calendar.getByRole('spinbutton', {
      name: 'Amount for Thursday, July 10, 2025',
    });
    await expect(amount).toHaveValue('');

    // Not a number: said, nothing stored.
    await amount.fill('lots');
    await amount.press('Enter');
    await expect(calendar.getByRole('alert')).toHaveText('Enter a number, like 8 or 2.5.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect((await entries(main, 'run'))['2025-07-10']).toBeUndefined();

    // Below the target: logged, not done.
    await amount.fill('6,5');
    await amount.press('Enter');
    await expect(calendar.getByRole('alert')).toHaveCount(0);
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('6.5');
    await expect(july10).toHaveAccessibleName('Thursday, July 10, 2025: 6.5 of 8 km, missed');
    expect((await entries(main, 'run'))['2025-07-10']).toMatchObject({ amount: 6.5, target: 8 });

    // Met: done, its completion stored at the day's date mark (§4.7).
    await amount.fill('8.5');
    await page.keyboard.press('Tab');
    await expect(july10).toHaveAttribute('data-completed', 'true');
    await expect(july10).toHaveAccessibleName('Thursday, July 10, 2025: 8.5 of 8 km, done');
    const stored = await main.stored();
    const run = stored.habits.find((h) => h.id === 'run') as {
      entries: Record<string, { amount?: number; target?: number }>;
      completionsWithTimes: Record<string, Record<string, number[]>>;
    };
    expect(run.entries['2025-07-10']).toMatchObject({ amount: 8.5, target: 8 });
    expect(run.completionsWithTimes['2025']?.['7']).toContain(Date.parse('2025-07-10T12:00:00Z'));

    // Blank clears the day.
    await amount.fill('');
    await amount.press('Enter');
    await expect(july10).toHaveAttribute('data-completed', 'false');
    expect((await entries(main, 'run'))['2025-07-10']?.amount).toBeUndefined();
    await expect(calendar.getByText('2 Completed')).toBeVisible();
  });

  test('History: amounts in the day names, the amount charts and the notes, newest first', async ({
    page,
  }) => {
    await page.goto('/history/run');
    await expect(page.getByRole('heading', { level: 1, name: 'Run' })).toBeVisible();
    const year = page.getByRole('grid', { name: 'Run, last 12 months' });
    await expect(year.locator('[data-date="2025-07-15"]')).toHaveAccessibleName(
      'Tuesday, July 15, 2025: 9 of 8 km, done',
    );
    await expect(year.locator('[data-date="2025-07-14"]')).toHaveAccessibleName(
      'Monday, July 14, 2025: 5 of 8 km, missed, has a note',
    );
    const perDay = page.getByRole('img', { name: 'Run, amounts per day' });
    await expect(perDay).toBeVisible();
    await expect(perDay).toHaveAccessibleDescription(
      'Target 8 km. Jul 14: 5 of 8 km; Jul 15: 9 of 8 km; Aug 1: 8 of 8 km; nothing logged on the other days.',
    );
    await expect(perDay.locator('rect[data-day]')).toHaveCount(3);
    await expect(perDay.locator('[data-target-line]')).toHaveCount(1);
    const perWeek = page.getByRole('img', { name: 'Run, amounts per week' });
    await expect(perWeek).toBeVisible();
    await expect(perWeek).toHaveAccessibleDescription(
      /week of Jul 13: 14 km; .*week of Jul 27: 8 km; week of Aug 3: 0 km\.$/,
    );
    await expect(page.getByText('Met on 2 of 3 days logged in the last 30 days.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveText([
      'Friday, August 1, 2025: Windy loop',
      'Monday, July 14, 2025: Sore legs',
    ]);
    await page.goto('/history/read');
    await expect(page.getByRole('img', { name: /amounts per/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveText([
      'Friday, August 1, 2025: Chapter 3',
    ]);
  });
});

test.describe('notes', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seedAll(page);
  });

  test('markup in a note is shown as text, never run', async ({ page }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Read').click();
    const calendar = main.calendar('Read');
    const note = calendar.getByRole('textbox', { name: 'Note for Sunday, August 3, 2025' });
    const markup = '<img src=x onerror="window.__ran=1"><b>bold</b> & done';
    await note.fill(markup);
    await note.press('Enter');
    await page.keyboard.press('Escape');
    await page.goto('/history/read');
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByRole('listitem').first()).toHaveText(
      `Sunday, August 3, 2025: ${markup}`,
    );
    await expect(notes.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  });

  test('a habit without notes says so on History', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      KEYS.data,
      JSON.stringify(storedData([{ id: 'quiet', name: 'Quiet' }])),
    ] as const);
    await page.goto('/history/quiet');
    await expect(
      page.getByText('No notes yet: write one for a day in the calendar.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes' })).toHaveCount(0);
  });

  test('a note typed as the calendar closes is kept', async ({ page }) => {
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Read').click();
    const note = main
      .calendar('Read')
      .getByRole('textbox', { name: 'Note for Sunday, August 3, 2025' });
    await note.fill('Closed with Escape');
    await page.keyboard.press('Escape');
    await expect(main.calendar('Read')).toBeHidden();
    expect((await entries(main, 'read'))['2025-08-03']?.note).toBe('Closed with Escape');
  });

  test('axe: the calendar of an amount habit, and History with amounts and notes', async ({
    page,
  }) => {
    // Three whole-page axe passes, the last on the history page with its charts.
    test.setTimeout(90_000);
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Run').click();
    const calendar = main.calendar('Run');
    await calendar.locator('[data-date="2025-08-01"]').click();
    await expect(
      calendar.getByRole('textbox', { name: 'Note for Friday, August 1, 2025' }),
    ).toHaveValue('Windy loop');
    await expectNoAxeViolations(page, 'amount calendar');
    await calendar.getByRole('spinbutton', { name: 'Amount for Friday, August 1, 2025' }).fill('x');
    await page.keyboard.press('Enter');
    await expect(calendar.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'amount calendar with a message');
    await page.keyboard.press('Escape');
    await page.goto('/history/run');
    await expect(page.getByRole('img', { name: 'Run, amounts per day' })).toBeVisible();
    await expectNoAxeViolations(page, 'history of an amount habit');
  });
});

test.describe('near midnight in New York', () => {
  test.use({ timezoneId: 'America/New_York' });
  // 23:30 on Sunday August 3 in New York: already Monday August 4 in UTC.
  const LATE = new Date('2025-08-04T03:30:00Z');

  test('with days in this time zone, a note lands on the date the user picked', async ({
    page,
  }) => {
    await page.clock.setFixedTime(LATE);
    await seedAll(page, { dayBoundary: 'local', dayStartHour: 0 });
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Read').click();
    const calendar = main.calendar('Read');
    const today = calendar.getByRole('textbox', { name: 'Note for Sunday, August 3, 2025' });
    await today.fill('Late one');
    await today.press('Enter');
    await calendar.locator('[data-date="2025-08-02"]').focus();
    const yesterday = calendar.getByRole('textbox', { name: 'Note for Saturday, August 2, 2025' });
    await yesterday.fill('Day before');
    await yesterday.press('Enter');
    const stored = await entries(main, 'read');
    expect(stored['2025-08-03']?.note).toBe('Late one');
    expect(stored['2025-08-02']?.note).toBe('Day before');
    expect(stored['2025-08-04']).toBeUndefined();
    await expect(calendar.locator('[data-date="2025-08-04"]')).toBeDisabled();
  });

  test('with UTC days, the same moment is August 4 and the note is stored there', async ({
    page,
  }) => {
    await page.clock.setFixedTime(LATE);
    await seedAll(page, { dayBoundary: 'utc', dayStartHour: 0 });
    const main = new MainPage(page);
    await page.goto('/');
    await main.strip('Read').click();
    const today = main
      .calendar('Read')
      .getByRole('textbox', { name: 'Note for Monday, August 4, 2025' });
    await today.fill('UTC day');
    await today.press('Enter');
    expect((await entries(main, 'read'))['2025-08-04']?.note).toBe('UTC day');
  });
});
