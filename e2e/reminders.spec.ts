import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readPo } from '../scripts/po.mjs';
import {
  test,
  expect,
  seed,
  KEYS,
  expectNoAxeViolations,
  storageItem,
  SERVICE_WORKER,
  FULL_BROWSER,
} from './fixtures';
import { storedData } from './data';
import { MainPage } from './pages/main-page';

// The service worker's own reminder (Periodic Background Sync) shows a notification, which the
// headless shell's service worker cannot: this file runs in the full browser, with the worker.
test.use({ ...SERVICE_WORKER, ...FULL_BROWSER });

/**
 * docs/product.md §14: the daily reminder. Headless Chromium cannot show a permission prompt or
 * an installed app's icon, so the Notification and Badging APIs are observed through stubs in the
 * page, except for the service worker's notification, which is real.
 */

/** Replaces Notification and the icon badge with recorders; `answer` is the permission prompt's. */
async function stubNotifications(
  page: Page,
  permission: NotificationPermission,
  answer = permission,
) {
  await page.addInitScript(
    ([initial, reply]) => {
      const w = window as unknown as Record<string, unknown>;
      const shown: string[] = [];
      const bodies: (string | undefined)[] = [];
      const badges: (number | 'cleared')[] = [];
      w.__shown = shown;
      w.__bodies = bodies;
      w.__badges = badges;
      w.__asked = 0;
      class FakeNotification {
        static permission = initial;
        static async requestPermission() {
          w.__asked = (w.__asked as number) + 1;
          FakeNotification.permission = reply;
          return reply;
        }
        constructor(
          readonly title: string,
          options?: NotificationOptions,
        ) {
          shown.push(title);
          bodies.push(options?.body);
        }
      }
      w.Notification = FakeNotification;
      ServiceWorkerRegistration.prototype.showNotification = async function (
        title: string,
        options?: NotificationOptions,
      ) {
        shown.push(title);
        bodies.push(options?.body);
      };
      Object.assign(navigator, {
        setAppBadge: async (count: number) => void badges.push(count),
        clearAppBadge: async () => void badges.push('cleared'),
      });
    },
    [permission, answer] as const,
  );
}

const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
const bodies = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bodies: string[] }).__bodies);
const badges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badges: (number | string)[] }).__badges);

async function openSettings(page: Page, words: (english: string) => string = (e) => e) {
  await page.getByRole('button', { name: words('Settings'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words('Settings'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

// docs/product.md §18.2: German's catalogs, as the build compiles them (a message not translated
// yet falls back to English there, and here).
const GERMAN = new Map(
  (['core', 'more'] as const).flatMap((part) => [
    ...readPo(readFileSync(new URL(`../src/locales/de/${part}.po`, import.meta.url), 'utf8')),
  ]),
);
/** A message in German, by its English source. */
const german = (english: string) => GERMAN.get(`\u0004${english}`) || english;
/** A plural message's `other` branch in German (German says 2 that way), for `count`. */
function germanOther(english: string, count: number): string {
  const message = german(english);
  const branch = /other\s*\{([^{}]*)\}/.exec(message)?.[1];
  if (branch === undefined) throw new Error(`no other branch in ${message}`);
  return branch.replace('#', String(count));
}
const HABITS_LEFT = '{left, plural, one {# habit left today} other {# habits left today}}';
const BODY = 'Open Tickday to tick them off.';

const THREE = storedData([
  { id: 'a', name: 'Read', days: ['2025-07-15'] },
  { id: 'b', name: 'Walk' },
  { id: 'c', name: 'Stretch' },
]);

test.describe('the setting', () => {
  test('off at 20:00; on asks permission and says what will happen; stored; the time moves', async ({
    page,
  }) => {
    await stubNotifications(page, 'default', 'granted');
    await page.goto('/');
    const dialog = await openSettings(page);
    const toggle = dialog.getByRole('switch', { name: 'Daily reminder' });
    const time = dialog.getByLabel('Reminder time');
    await expect(toggle).not.toBeChecked();
    await expect(time).toHaveValue('20:00');
    await expect(toggle).toHaveAccessibleDescription(
      /notifies you at this time if habits are left today.*A closed browser tab on a phone will not ring/,
    );
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __asked: number }).__asked))
      .toBe(1);
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}')).toEqual({
      reminder: { on: true, time: '20:00' },
    });
    await time.fill('07:30');
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}').reminder).toEqual({
      on: true,
      time: '07:30',
    });
    await expectNoAxeViolations(page, 'settings with the reminder on');
    await page.reload();
    const again = await openSettings(page);
    await expect(again.getByRole('switch', { name: 'Daily reminder' })).toBeChecked();
    await expect(again.getByLabel('Reminder time')).toHaveValue('07:30');
    // By keyboard: Space turns it off.
    await again.getByRole('switch', { name: 'Daily reminder' }).focus();
    await page.keyboard.press('Space');
    await expect(again.getByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}').reminder.on).toBe(false);
  });

  test('a denied permission is shown, not hidden', async ({ page }) => {
    await stubNotifications(page, 'default', 'denied');
    await seed(page, { [KEYS.data]: storedData([{ name: 'Walk' }]) });
    await page.goto('/');
    const dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Daily reminder' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Notifications are blocked for Tickday in this browser',
    );
    await expectNoAxeViolations(page, 'settings, permission denied');
    // A habit's own time says it too (docs/product.md §14.5).
    await page.keyboard.press('Escape');
    const edit = await openEdit(page, 'Walk');
    await expect(edit.getByRole('alert')).toHaveCount(0);
    await edit.getByLabel('Remind at').fill('07:30');
    await expect(edit.getByRole('alert')).toContainText(
      'Notifications are blocked for Tickday in this browser',
    );
  });

  test('switched on elsewhere (a backup): Allow notifications asks, then the request is gone', async ({
    page,
  }) => {
    await stubNotifications(page, 'default', 'granted');
    await seed(page, { [KEYS.settings]: { reminder: { on: true, time: '20:00' } } });
    await page.goto('/');
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Allow notifications' }).click();
    await expect(dialog.getByRole('button', { name: 'Allow notifications' })).toBeHidden();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
  });

  test('Add to calendar downloads tickday-reminder.ics: a daily event at the time, with an alarm', async ({
    page,
    baseURL,
  }) => {
    await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
    await seed(page, { [KEYS.settings]: { reminder: { on: false, time: '21:15' } } });
    await page.goto('/');
    const dialog = await openSettings(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tickday-reminder.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2025-07-15T21:15:00');
    expect((event.getFirstPropertyValue('rrule') as ICAL.Recur).freq).toBe('DAILY');
    expect(event.getFirstPropertyValue('url')).toBe(`${baseURL}/`);
    expect(event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
  });
});

/** Waits until the reminder's code runs: its first count on the icon is made. */
async function reminderRunning(tab: Page): Promise<void> {
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { __badges: unknown[] }).__badges.length))
    .toBeGreaterThan(0);
}

test.describe('while the app is open', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('at the reminder time: "2 habits left today" (local days, New York)', async ({ page }) => {
    await stubNotifications(page, 'granted');
    // 19:58 in New York on 2025-07-15.
    await page.clock.install({ time: new Date('2025-07-15T23:58:00Z') });
    await seed(page, {
      [KEYS.data]: THREE,
      [KEYS.settings]: {
        dayBoundary: 'local',
        dayStartHour: 0,
        reminder: { on: true, time: '20:00' },
      },
      [KEYS.bannerDismissed]: true,
    });
    await page.goto('/');
    await expect(new MainPage(page).check('Read')).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(60_000);
    expect(await shown(page)).toEqual([]);
    // The reminder's code loads after the first paint (a chunk fetched for real while the page's
    // clock is fake): it must be running, its first count on the icon made, before 20:00 passes,
    // or on a loaded machine it would start after the ring it was to make.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __badges: unknown[] }).__badges.length),
      )
      .toBeGreaterThan(0);
    await page.clock.runFor(2 * 60_000);
    await expect.poll(() => shown(page)).toEqual(['2 habits left today']);
    expect(await bodies(page)).toEqual([BODY]);
    // Once: the next hour brings nothing more.
    await page.clock.runFor(60 * 60_000);
    expect(await shown(page)).toEqual(['2 habits left today']);
  });

  test('with UTC days, 20:00 in New York counts the date lived there, not the new UTC day', async ({
    page,
  }) => {
    await stubNotifications(page, 'granted');
    // 19:58 in New York on July 15; both habits ticked that afternoon (the UTC day July 15).
    await page.clock.install({ time: new Date('2025-07-15T23:58:00Z') });
    await seed(page, {
      [KEYS.data]: storedData([
        { id: 'a', name: 'Read', days: ['2025-07-15'] },
        { id: 'b', name: 'Walk', days: ['2025-07-15'] },
      ]),
      [KEYS.settings]: {
        dayBoundary: 'utc',
        dayStartHour: 0,
        reminder: { on: true, time: '20:00' },
      },
      [KEYS.bannerDismissed]: true,
    });
    await page.goto('/');
    await page.clock.runFor(10 * 60_000); // 20:08 in New York, 00:08 UTC on the 16th
    expect(await shown(page)).toEqual([]);
    const dialog = await openSettings(page);
    await expect(dialog).toContainText(
      'With UTC days it counts what is left of your date here, so an evening reminder is about your evening',
    );
  });

  test('two open tabs: one reminder for the device, not one a tab', async ({ page, context }) => {
    const other = await context.newPage();
    const settings = {
      dayBoundary: 'local',
      dayStartHour: 0,
      reminder: { on: true, time: '20:00' },
    };
    for (const tab of [page, other]) {
      await stubNotifications(tab, 'granted');
      await seed(tab, {
        [KEYS.data]: THREE,
        [KEYS.settings]: settings,
        [KEYS.bannerDismissed]: true,
      });
    }
    // 19:58 in New York; both tabs open, the clock shared by the context.
    await page.clock.install({ time: new Date('2025-07-15T23:58:00Z') });
    for (const tab of [page, other]) {
      await tab.goto('/');
      await expect(new MainPage(tab).check('Read')).toHaveAttribute('aria-pressed', 'true');
    }
    await page.clock.runFor(60_000);
    for (const tab of [page, other]) await reminderRunning(tab);
    await page.clock.runFor(4 * 60_000);
    await expect
      .poll(async () => [...(await shown(page)), ...(await shown(other))])
      .toEqual(['2 habits left today']);
    await page.clock.runFor(60 * 60_000);
    expect([...(await shown(page)), ...(await shown(other))]).toEqual(['2 habits left today']);
  });

  test('none when every habit is done', async ({ page }) => {
    await stubNotifications(page, 'granted');
    await page.clock.install({ time: new Date('2025-07-15T23:58:00Z') });
    await seed(page, {
      [KEYS.data]: storedData([{ id: 'a', name: 'Read', days: ['2025-07-15'] }]),
      [KEYS.settings]: {
        dayBoundary: 'local',
        dayStartHour: 0,
        reminder: { on: true, time: '20:00' },
      },
    });
    await page.goto('/');
    await expect(new MainPage(page).check('Read')).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(10 * 60_000);
    expect(await shown(page)).toEqual([]);
  });

  test('none while the switch is off', async ({ page }) => {
    await stubNotifications(page, 'granted');
    await page.clock.install({ time: new Date('2025-07-15T23:58:00Z') });
    await seed(page, { [KEYS.data]: THREE });
    await page.goto('/');
    await page.clock.runFor(10 * 60_000);
    expect(await shown(page)).toEqual([]);
  });
});

/** Opens `Edit <name>` from the card's menu in `tab`. */
async function openEdit(tab: Page, name: string) {
  await tab.getByRole('button', { name: `More actions for ${name}` }).click();
  await tab.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a reminder per habit (docs/product.md §14.5, §14.6)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('Remind at rings once across two tabs with the name, "A habit is due" with names off; Add to calendar', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await stubNotifications(tab, 'granted');
      await seed(tab, {
        [KEYS.data]: storedData([
          { id: 'a', name: 'Read', days: ['2025-07-15'] },
          // Mondays, Tuesdays and Thursdays: asked for today, a Tuesday.
          { id: 'b', name: 'Walk', schedule: { type: 'weekdays', days: [1, 2, 4] } },
          { id: 'c', name: 'Stretch' },
        ]),
        [KEYS.settings]: { dayBoundary: 'local', dayStartHour: 0 },
        [KEYS.bannerDismissed]: true,
      });
    }
    // 19:50 in New York on Tuesday 2025-07-15; the daily reminder is off.
    await page.clock.install({ time: new Date('2025-07-15T23:50:00Z') });
    for (const tab of [page, other]) {
      await tab.goto('/');
      await expect(new MainPage(tab).check('Read')).toHaveAttribute('aria-pressed', 'true');
      await reminderRunning(tab);
    }

    const dialog = await openEdit(page, 'Walk');
    const remindAt = dialog.getByLabel('Remind at');
    await expect(remindAt).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
    await remindAt.fill('20:00');
    await expect(remindAt).toHaveAccessibleDescription(/Empty means no reminder of its own/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tickday-Walk.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,TH\r\n');
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2025-07-15T20:00:00');
    expect(event.getFirstPropertyValue('summary')).toBe('Walk');
    expect((event.getFirstPropertyValue('rrule') as ICAL.Recur).parts.BYDAY).toEqual([
      'MO',
      'TU',
      'TH',
    ]);
    await expectNoAxeViolations(page, 'the edit dialog with a reminder time');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The write waits for the next frame, which the page's fake clock brings.
    // (The Save's code loads on first use: the clock runs on once it has applied.)
    const stored = async (index: number) => {
      await page.clock.runFor(100);
      return JSON.parse((await storageItem(page, KEYS.data)) ?? '{}').habits[index];
    };
    await expect.poll(async () => (await stored(1)).remindAt).toBe('20:00');
    expect(Object.keys((await stored(1)).changedAt)).toEqual(['remindAt']);

    // 20:02: one notification for the device, titled with the habit's name; Read is done and
    // Stretch has no time of its own.
    // Either tab may be the one that rings: what the device showed, in either order.
    const all = async () => [...(await shown(page)), ...(await shown(other))].sort();
    await page.clock.runFor(12 * 60_000);
    await expect.poll(all).toEqual(['Walk']);
    expect([...(await bodies(page)), ...(await bodies(other))]).toEqual([
      'Open Tickday to tick it off.',
    ]);
    await page.clock.runFor(60 * 60_000);
    expect(await all()).toEqual(['Walk']);

    // Names off (this device's preference): Stretch at 21:30 says "A habit is due".
    const settings = await openSettings(page);
    const names = settings.getByRole('switch', { name: 'Show habit names in notifications' });
    await expect(names).toBeChecked();
    await names.click();
    await expect(names).not.toBeChecked();
    expect(JSON.parse((await storageItem(page, KEYS.settings)) ?? '{}').reminder).toEqual({
      on: false,
      time: '20:00',
      names: false,
    });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    const stretch = await openEdit(page, 'Stretch');
    await stretch.getByLabel('Remind at').fill('21:30');
    await stretch.getByRole('button', { name: 'Save' }).click();
    await expect(stretch).toBeHidden();
    await expect.poll(async () => (await stored(2)).remindAt).toBe('21:30');
    await page.clock.runFor(30 * 60_000);
    await expect.poll(all).toEqual(['A habit is due', 'Walk']);
    await page.clock.runFor(30 * 60_000);
    expect(await all()).toEqual(['A habit is due', 'Walk']);
  });
});

test('the icon badge counts the habits left today, cleared at 0', async ({ page }) => {
  await stubNotifications(page, 'default');
  await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
  await seed(page, { [KEYS.data]: THREE, [KEYS.bannerDismissed]: true });
  const main = new MainPage(page);
  await page.goto('/');
  await expect.poll(() => badges(page)).toEqual([2]);
  await main.check('Walk').click();
  await expect.poll(async () => (await badges(page)).at(-1)).toBe(1);
  await main.check('Stretch').click();
  await expect.poll(async () => (await badges(page)).at(-1)).toBe('cleared');
  await main.check('Read').click(); // undone: one left again
  await expect.poll(async () => (await badges(page)).at(-1)).toBe(1);
});

/**
 * Has the service worker remind (a Periodic Background Sync event sent through the DevTools
 * protocol) from the summary the page keeps; returns the notifications it showed, then checks a
 * second event shows nothing new.
 */
async function serviceWorkerReminder(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<{ title: string; body: string }[]> {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Real time here (the service worker reads its own clock): a reminder at 00:00 has rung today.
  const today = new Date().toISOString().slice(0, 10);
  await seed(page, {
    [KEYS.data]: storedData([
      { id: 'a', name: 'Read', days: [today] },
      { id: 'b', name: 'Walk' },
      { id: 'c', name: 'Stretch' },
    ]),
    [KEYS.settings]: { reminder: { on: true, time: '00:00' } },
  });
  const cdp = await context.newCDPSession(page);
  let registrationId: string | null = null;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) registrationId = r.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The summary is in Cache Storage, never in localStorage.
  const summary = await page.waitForFunction(async () => {
    const response = await (await caches.open('tickday-reminder')).match('/reminder/summary.json');
    return response ? response.json() : null;
  });
  const rings = ((await summary.jsonValue()) as { rings: { left: number }[] }).rings;
  expect(rings[0]?.left).toBe(2);
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('reminder'))),
  ).toBe(false);
  await expect.poll(() => registrationId).not.toBeNull();
  const periodicSync = () =>
    cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: new URL(baseURL!).origin,
      registrationId: registrationId!,
      tag: 'tickday-reminder',
    });
  await periodicSync();
  const notifications = () =>
    page.evaluate(async () =>
      (
        await (await navigator.serviceWorker.ready).getNotifications({ tag: 'tickday-reminder' })
      ).map((n) => ({ title: n.title, body: n.body })),
    );
  // The worker wakes, reads the summary from Cache Storage and shows it: on a busy machine (a CI
  // run with another test precaching beside it) once more than the default 5 s.
  await expect.poll(async () => (await notifications()).length, { timeout: 15_000 }).toBe(1);
  const shownOnce = await notifications();
  // Once a day: a second event shows nothing new.
  await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()),
  );
  await periodicSync();
  await page.waitForTimeout(500);
  expect(await notifications()).toEqual([]);
  return shownOnce;
}

test('Periodic Background Sync: the service worker shows the reminder from the summary', async ({
  page,
  context,
  baseURL,
}) => {
  expect(await serviceWorkerReminder(page, context, baseURL)).toEqual([
    { title: '2 habits left today', body: BODY },
  ]);
});

test.describe('in German (docs/product.md §18.2)', () => {
  // The browser's language makes German the page's.
  test.use({ locale: 'de-DE' });

  test('Add to calendar: the event in German', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-15T09:30:00Z'));
    await seed(page, { [KEYS.settings]: { reminder: { on: false, time: '21:15' } } });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const dialog = await openSettings(page, german);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: german('Add to calendar'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tickday-reminder.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(german("Tick today's habits"));
    expect(event.getFirstPropertyValue('description')).toBe(
      `${german('Open Tickday, tick what you did today; streaks are waiting.')}\n${new URL('/', page.url()).href}`,
    );
    expect(event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(
      german("Tick today's habits in Tickday"),
    );
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2025-07-15T21:15:00');
  });

  test.describe('while the app is open', () => {
    test.use({ timezoneId: 'Europe/Berlin' });

    test('at the reminder time, the notification in German', async ({ page }) => {
      await stubNotifications(page, 'granted');
      // 19:58 in Berlin on 2025-07-15.
      await page.clock.install({ time: new Date('2025-07-15T17:58:00Z') });
      await seed(page, {
        [KEYS.data]: THREE,
        [KEYS.settings]: {
          dayBoundary: 'local',
          dayStartHour: 0,
          reminder: { on: true, time: '20:00' },
        },
        [KEYS.bannerDismissed]: true,
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.clock.runFor(60_000);
      expect(await shown(page)).toEqual([]);
      await reminderRunning(page);
      await page.clock.runFor(2 * 60_000);
      await expect.poll(() => shown(page)).toEqual([germanOther(HABITS_LEFT, 2)]);
      expect(await bodies(page)).toEqual([german(BODY)]);
    });
  });

  test('Periodic Background Sync: the service worker says the German words of the summary', async ({
    page,
    context,
    baseURL,
  }) => {
    expect(await serviceWorkerReminder(page, context, baseURL)).toEqual([
      { title: germanOther(HABITS_LEFT, 2), body: german(BODY) },
    ]);
  });
});
