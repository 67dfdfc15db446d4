import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { PEER_EXPORTS } from '../src/testing/peer-exports';
import { storedData, storedHabit, dateRun } from './data';
import { test, expect, seed, KEYS, expectNoAxeViolations, settled } from './fixtures';
import { MainPage } from './pages/main-page';
import { englishSources, wordsOf } from './pages/words';

/** docs/product.md §18: the main paths in German and in Arabic (right to left), axe clean. */

const TODAY = new Date('2025-07-16T12:00:00Z'); // a Wednesday
const ENGLISH = englishSources().filter((text) => text.length >= 14 && !text.includes('{'));

/** No English sentence of the catalogs is on the page (a word left out of them, or not loaded). */
async function expectNoEnglish(page: Page, say: (english: string) => string, where: string) {
  const text = await page.locator('body').innerText();
  const left = ENGLISH.filter((english) => say(english) !== english && text.includes(english));
  expect(left, `English on the ${where}`).toEqual([]);
}

for (const { language, locale, zone, dir } of [
  { language: 'de', locale: 'de-DE', zone: 'Europe/Berlin', dir: 'ltr' },
  { language: 'ar', locale: 'ar-EG', zone: 'Africa/Cairo', dir: 'rtl' },
] as const) {
  test.describe(`in ${language} (${locale})`, () => {
    test.use({ locale, timezoneId: zone });
    const say = wordsOf(language);

    test('a new user adds, ticks, opens the calendar, Stats and History in their language', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.clock.setFixedTime(TODAY);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        say('Build habits, one day at a time.'),
      );
      await expectNoEnglish(page, say, 'empty page');
      await expectNoAxeViolations(page, `${language} empty`);

      await page.getByRole('button', { name: say('Add New Habit') }).click();
      await page.getByRole('textbox', { name: say('Habit name') }).fill('Lesen');
      await page.getByRole('button', { name: say('Add'), exact: true }).click();
      const check = page.getByRole('button', {
        name: say('Complete {name} for today', { name: 'Lesen' }),
      });
      await check.click();
      await expect(check).toHaveAttribute('aria-pressed', 'true');
      await expectNoEnglish(page, say, 'main page');
      await expectNoAxeViolations(page, `${language} one habit`);

      // The calendar: weeks from the language's first day (Monday in Germany, Saturday in Egypt).
      await page
        .getByRole('button', { name: say('Show calendar for {name}', { name: 'Lesen' }) })
        .click();
      const calendar = page.getByRole('dialog', {
        name: say('{name} calendar', { name: 'Lesen' }),
      });
      await expect(calendar).toBeVisible();
      const first = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(language === 'de' ? '2025-07-14T12:00:00Z' : '2025-07-12T12:00:00Z'),
      );
      await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName(first);
      const month = new Intl.DateTimeFormat(language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(TODAY);
      await expect(calendar).toContainText(month);
      await expectNoAxeViolations(page, `${language} calendar`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: say('Stats') }).click();
      await expect(page.getByRole('dialog', { name: say('Stats') })).toBeVisible();
      await expectNoEnglish(page, say, 'Stats dialog');
      await expectNoAxeViolations(page, `${language} Stats`);
      await page.keyboard.press('Escape');

      await page.goto(
        `/history/${encodeURIComponent((await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').habits[0].id, KEYS.data)) as string)}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Lesen');
      await expectNoEnglish(page, say, 'history page');
      await expectNoAxeViolations(page, `${language} history`);
    });

    test('Settings shows the language and week start, and switching to English keeps the dialog open', async ({
      page,
    }) => {
      await page.clock.setFixedTime(TODAY);
      await seed(page, {
        [KEYS.data]: storedData([{ name: 'Lesen', days: dateRun('2025-07-16', 3) }]),
      });
      await page.goto('/');
      await page.getByRole('button', { name: say('Settings') }).click();
      const dialog = page.getByRole('dialog', { name: say('Settings') });
      await expect(dialog.getByRole('combobox', { name: say('Language') })).toHaveValue(language);
      await expect(dialog.getByRole('combobox', { name: say('Week starts on') })).toHaveValue(
        language === 'de' ? '1' : '6',
      );
      await expectNoEnglish(page, say, 'Settings');
      await expectNoAxeViolations(page, `${language} Settings`);
      // As a keyboard user would: focus on the select, then the choice.
      const select = dialog.getByRole('combobox', { name: say('Language') });
      await select.focus();
      await select.selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      const english = page.getByRole('dialog', { name: 'Settings' });
      await expect(english.getByRole('combobox', { name: 'Language' })).toBeFocused();
      // The page behind the dialog speaks English too once the dialog closes.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Complete Lesen for today' })).toBeVisible();
      await settled(page);
      const stored = await page.evaluate((k) => localStorage.getItem(k), KEYS.settings);
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ language: 'en' });
    });

    test('the import summary is in the language', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await page.getByRole('button', { name: say('Your data') }).click();
      const dialog = page.getByRole('dialog', { name: say('Your data') });
      await dialog.getByLabel(say('Import from another app')).setInputFiles({
        name: 'HabitBullExport.csv',
        mimeType: 'text/csv',
        buffer: readFileSync(join(PEER_EXPORTS, 'habitbull.csv')),
      });
      const summary = dialog.getByRole('region', { name: say('Import summary') });
      await expect(summary).toBeVisible();
      await expectNoEnglish(page, say, 'import summary');
      await expectNoAxeViolations(page, `${language} import summary`);
      await summary.getByRole('button', { name: say('Add to my habits') }).click();
      await expect(summary).toBeHidden();
    });
  });
}

test.describe('right to left (ar)', () => {
  test.use({ locale: 'ar-EG' });
  const say = wordsOf('ar');

  test('the day strip reads right to left, and a card swipes the other way to show Delete', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(TODAY);
    await seed(page, {
      [KEYS.data]: storedData([{ name: 'Lesen', days: dateRun('2025-07-16', 2) }]),
    });
    await page.goto('/');
    const strip = page.getByRole('button', {
      name: say('Show calendar for {name}', { name: 'Lesen' }),
    });
    await expect(strip).toBeVisible();
    const cells = strip.locator('[data-date]');
    const boxes = await cells.evaluateAll((els) =>
      els.map((el) => ({ day: el.getAttribute('data-date'), x: el.getBoundingClientRect().x })),
    );
    // The days come oldest first in the DOM, and right to left on the screen.
    expect(boxes.length).toBeGreaterThan(3);
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeLessThan(boxes[i - 1]!.x);

    // A right-to-left card is swiped to the right (the handle's role description translated).
    await new MainPage(page).touchSwipe(
      context,
      'Lesen',
      15,
      say('Reorder {name}', { name: 'Lesen' }),
      /.+/,
    );
    await expect(
      page.getByRole('button', { name: say('Delete {name}', { name: 'Lesen' }) }),
    ).toBeVisible();
  });
});

test.describe("the week's rest days (ar-EG, §18.5)", () => {
  test.use({ locale: 'ar-EG' });
  const say = wordsOf('ar');

  test('"Weekends" is Friday and Saturday in Arabic, and Saturday and Sunday are named', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY);
    await seed(page, {
      [KEYS.data]: storedData([
        { name: 'Rest', schedule: { type: 'weekdays', days: [5, 6] } },
        { name: 'Work', schedule: { type: 'weekdays', days: [0, 1, 2, 3, 4] } },
        { name: 'Sat Sun', schedule: { type: 'weekdays', days: [0, 6] } },
      ]),
    });
    await page.goto('/');
    const [sunday, saturday] = await page.evaluate(() =>
      // 2025-07-13 is a Sunday, 2025-07-19 a Saturday.
      ['2025-07-13', '2025-07-19'].map((day) =>
        new Intl.DateTimeFormat('ar', { weekday: 'short', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        ),
      ),
    );
    const now = async (name: string) => {
      await page.getByRole('button', { name: say('More actions for {name}', { name }) }).click();
      await page.getByRole('menuitem', { name: say('Edit'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say('Edit {name}', { name }) });
      const text = await dialog
        .getByText(
          say('Now: {now}. Days that are not asked for never break a streak.').split('{now}')[0]!,
        )
        .innerText();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return text;
    };
    expect(await now('Rest')).toContain(say('Weekends'));
    expect(await now('Work')).toContain(say('Weekdays'));
    const satSun = await now('Sat Sun');
    expect(satSun).not.toContain(say('Weekends'));
    expect(satSun).toContain(sunday);
    expect(satSun).toContain(saturday);
    // What is stored is the days, whatever the language (§18.4).
    const stored = await new MainPage(page).stored();
    expect(stored.habits.map((h) => h.schedule)).toEqual([
      { type: 'weekdays', days: [5, 6] },
      { type: 'weekdays', days: [0, 1, 2, 3, 4] },
      { type: 'weekdays', days: [0, 6] },
    ]);
  });
});

test('the manifest has the tagline in every language', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    lang: string;
    translations: Record<string, { description: string }>;
  };
  expect(manifest.lang).toBe('en');
  expect(Object.keys(manifest.translations).sort()).toEqual([
    'ar',
    'de',
    'es',
    'fr',
    'ja',
    'pt-BR',
    'ru',
  ]);
  expect(manifest.translations.de?.description).toBe(
    wordsOf('de')("The world's simplest habit tracker. No login, no fuss. Free forever."),
  );
});

// Issue 40: the Unit field's example is read whole on a 375 px phone in every language (Russian's
// was clipped), in the add form and in the schedule editor.
test("the Unit field's example fits its field at 375 px in every language", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const read = {
    ...storedHabit({ id: 'r', name: 'Read' }),
    measure: { unit: '', goal: 'atLeast', target: 8 },
  };
  await seed(page, { [KEYS.data]: { version: 1, habits: [read] } });
  await page.goto('/');
  /** The example's width in the field's font, against the room inside its padding. */
  const measure = (unit: Locator) =>
    unit.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const box = input.getBoundingClientRect();
      return {
        example: input.placeholder,
        onScreen: box.left >= 0 && box.right <= window.innerWidth,
        width: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
  for (const language of LANGUAGES) {
    const say = wordsOf(language);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      KEYS.settings,
      JSON.stringify({ language }),
    ] as const);
    await page.reload();
    await page.getByRole('button', { name: say('Add New Habit') }).click();
    await page.getByRole('radio', { name: say('An amount') }).check();
    const added = await measure(page.getByRole('textbox', { name: say('Unit') }));
    expect
      .soft(added.width, `${language} add form: ${added.example}`)
      .toBeLessThanOrEqual(added.room);
    expect.soft(added.onScreen, `${language} add form: the field on screen`).toBe(true);

    await page.reload();
    await page
      .getByRole('button', { name: say('More actions for {name}', { name: 'Read' }) })
      .click();
    await page.getByRole('menuitem', { name: say('Edit'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say('Edit {name}', { name: 'Read' }) });
    const edited = await measure(dialog.getByRole('textbox', { name: say('Unit') }));
    expect
      .soft(edited.width, `${language} schedule editor: ${edited.example}`)
      .toBeLessThanOrEqual(edited.room);
    expect.soft(edited.onScreen, `${language} schedule editor: the field on screen`).toBe(true);
  }
});

// Issue 46, item 9: on a 320 px phone the longest words of every language fit: the header's Stats
// button (its word gives way to the icon where it would be cut, up to 400 px), the footer's links,
// the badge toast (German's "Abzeichen" was covered by its View button) and Your data's three
// buttons after a backup is chosen (German's "Zusammenführen").
test('long words fit on a 320 px phone in every language', async ({ page }) => {
  test.setTimeout(240_000);
  const fits = (where: string, locator: Locator) =>
    locator.evaluate((node, where) => {
      const box = node.getBoundingClientRect();
      return {
        where,
        cut: node.scrollWidth > node.clientWidth,
        off: box.left < 0 || box.right > window.innerWidth,
      };
    }, where);
  const fine = (where: string) => ({ where, cut: false, off: false });
  for (const language of LANGUAGES) {
    const say = wordsOf(language);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await page.evaluate(
      ([settings, banner, language]) => {
        localStorage.clear();
        localStorage.setItem(settings, JSON.stringify({ language }));
        localStorage.setItem(banner, 'true');
      },
      [KEYS.settings, KEYS.bannerDismissed, language] as const,
    );
    await page.reload();
    await page.getByRole('button', { name: say('Add New Habit') }).click();
    await page.getByRole('textbox', { name: say('Habit name') }).fill('Read');
    await page.getByRole('button', { name: say('Add'), exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: say('You earned a new Badge!') });
    const text = toast.getByText(say('You earned a new Badge!'));
    expect.soft(await fits(`${language} toast`, text)).toEqual(fine(`${language} toast`));
    const [words, view] = await Promise.all([
      text.boundingBox(),
      toast.getByRole('button', { name: say('View') }).boundingBox(),
    ]);
    // Side by side (either way: Arabic puts the button on the left) or one above the other.
    const apart =
      words!.x + words!.width <= view!.x ||
      view!.x + view!.width <= words!.x ||
      words!.y + words!.height <= view!.y;
    expect.soft(apart, `${language}: the toast's View button covers its words`).toBe(true);
    await toast.getByRole('button', { name: say('Dismiss') }).click();

    for (const width of [320, 360, 375, 400]) {
      await page.setViewportSize({ width, height: 700 });
      const where = `${language} header at ${width} px`;
      expect.soft(await fits(where, page.getByRole('banner'))).toEqual(fine(where));
    }
    await page.setViewportSize({ width: 320, height: 700 });
    for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
      const where = `${language} footer: ${await link.innerText()}`;
      expect.soft(await fits(where, link)).toEqual(fine(where));
    }

    await page.getByRole('button', { name: say('Your data') }).click();
    const dialog = page.getByRole('dialog', { name: say('Your data') });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: say('Export backup') }).click(),
    ]);
    await dialog.getByLabel(say('Backup file')).setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: readFileSync((await file.path())!),
    });
    for (const name of ['Replace', 'Merge', 'Cancel']) {
      const where = `${language} Your data: ${name}`;
      const button = dialog.getByRole('button', { name: say(name), exact: true });
      expect.soft(await fits(where, button)).toEqual(fine(where));
    }
  }
});
