import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { reminderWorkerSource } from '../../scripts/reminder-sw';
import { REMINDER_NAMES } from './reminder-names';

/**
 * docs/product.md §14.3: the service worker's reminder (/reminder-sw.js, as the build writes it from
 * src/platform/reminder-sw.js), run in a fake
 * worker scope: Cache Storage, the registration, the window clients.
 */

const SOURCE = reminderWorkerSource();
/** A day's length, written here as the worker writes it (platform imports nothing of domain). */
const DAY_MS = 86_400_000;
const AT = Date.parse('2026-11-23T20:00:00Z');

function worker(now: number, files: Record<string, unknown>) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { body: string; tag: string } }[] = [];
  const stored = new Map(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)]));
  const focused: string[] = [];
  const opened: string[] = [];
  const windows: { url: string }[] = [];
  const cache = {
    match: async (url: string) => (stored.has(url) ? new Response(stored.get(url)) : undefined),
    put: async (url: string, response: Response) => void stored.set(url, await response.text()),
  };
  const self = {
    location: { origin: 'https://tickday.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: async (title: string, options: { body: string; tag: string }) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({ ...w, focus: async () => void focused.push(w.url) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const FakeDate = class extends Date {
    static override now() {
      return now;
    }
  };
  runInNewContext(SOURCE, {
    self,
    caches: { open: async () => cache },
    Response,
    URL,
    Date: FakeDate,
    JSON,
    Array,
  });
  async function fire(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { fire, shown, stored, focused, opened, windows };
}

const summary = (left: number, on = true) => ({
  on,
  time: '20:00',
  dayBoundary: 'utc',
  dayStartHour: 0,
  rings: [
    { at: AT - DAY_MS, left: 4 },
    { at: AT, left },
    { at: AT + DAY_MS, left: 5 },
  ],
  updatedAt: AT - 3_600_000,
});

describe('the periodic sync reminder', () => {
  it('says the words stored with the summary, in the language the app wrote it in', async () => {
    const german = {
      ...summary(3),
      rings: summary(3).rings.map((ring) => ({
        ...ring,
        title: `${ring.left} Gewohnheiten heute offen`,
      })),
      body: 'Öffne Tickday und hake sie ab.',
    };
    const sw = worker(AT + 600_000, { [REMINDER_NAMES.summaryUrl]: german });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toEqual([
      {
        title: '3 Gewohnheiten heute offen',
        options: expect.objectContaining({
          body: 'Öffne Tickday und hake sie ab.',
          tag: REMINDER_NAMES.tag,
        }),
      },
    ]);
  });

  // The summaries below have no words, as older versions wrote them: English, as those said it.
  it('after the reminder time: "N habits left today", once a day', async () => {
    const sw = worker(AT + 600_000, { [REMINDER_NAMES.summaryUrl]: summary(3) });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toEqual([
      {
        title: '3 habits left today',
        options: expect.objectContaining({
          body: 'Open Tickday to tick them off.',
          tag: REMINDER_NAMES.tag,
        }),
      },
    ]);
    expect(JSON.parse(sw.stored.get(REMINDER_NAMES.lastShownUrl) ?? '{}')).toEqual({ at: AT });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toHaveLength(1);
  });

  it('one habit is "1 habit left today"', async () => {
    const sw = worker(AT + 1, { [REMINDER_NAMES.summaryUrl]: summary(1) });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown[0]?.title).toBe('1 habit left today');
  });

  it('nothing before the time, with all done, when off, without a summary, or for another tag', async () => {
    const cases = [
      worker(AT - 60_000, {
        [REMINDER_NAMES.summaryUrl]: summary(3),
        [REMINDER_NAMES.lastShownUrl]: { at: AT - DAY_MS },
      }),
      worker(AT + 1, { [REMINDER_NAMES.summaryUrl]: summary(0) }),
      worker(AT + 1, { [REMINDER_NAMES.summaryUrl]: summary(3, false) }),
      worker(AT + 1, {}),
    ];
    for (const sw of cases) await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    const other = worker(AT + 1, { [REMINDER_NAMES.summaryUrl]: summary(3) });
    await other.fire('periodicsync', { tag: 'something-else' });
    expect([...cases, other].map((sw) => sw.shown.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it('a summary older than a day of rings gives no reminder from stale counts', async () => {
    const sw = worker(AT + 3 * DAY_MS, { [REMINDER_NAMES.summaryUrl]: summary(3) });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toHaveLength(0);
  });
});

describe("the periodic sync reminder of a habit's own time (§14.5)", () => {
  const withHabits = (on = false) => ({
    ...summary(0, on),
    habitRings: [
      { id: 'a', at: AT - DAY_MS, title: 'Read' },
      { id: 'a', at: AT, title: 'Read' },
      { id: 'b', at: AT + 3_600_000, title: 'Walk' },
      { id: 'c', at: AT - 2 * DAY_MS, title: 'Old' },
    ],
    habitBody: 'Open Tickday to tick it off.',
  });

  it("rings each habit's last ring within a day once, titled as stored, even with the daily one off", async () => {
    const sw = worker(AT + 600_000, { [REMINDER_NAMES.summaryUrl]: withHabits() });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toEqual([
      {
        title: 'Read',
        options: expect.objectContaining({
          body: 'Open Tickday to tick it off.',
          tag: `${REMINDER_NAMES.tag}-a`,
        }),
      },
    ]);
    expect(JSON.parse(sw.stored.get(REMINDER_NAMES.habitsShownUrl) ?? '{}')).toEqual({ a: AT });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toHaveLength(1);
  });

  it('stays quiet for a ring an open tab already showed', async () => {
    const sw = worker(AT + 600_000, {
      [REMINDER_NAMES.summaryUrl]: withHabits(),
      [REMINDER_NAMES.habitsShownUrl]: { a: AT },
    });
    await sw.fire('periodicsync', { tag: REMINDER_NAMES.tag });
    expect(sw.shown).toEqual([]);
  });
});

describe('a click on the notification', () => {
  it("focuses the app's open window", async () => {
    const sw = worker(AT, {});
    sw.windows.push({ url: 'https://tickday.example/history/1' });
    let closed = false;
    await sw.fire('notificationclick', { notification: { close: () => (closed = true) } });
    expect(closed).toBe(true);
    expect(sw.focused).toEqual(['https://tickday.example/history/1']);
    expect(sw.opened).toEqual([]);
  });

  it('opens the app when no window is open', async () => {
    const sw = worker(AT, {});
    await sw.fire('notificationclick', { notification: { close: () => undefined } });
    expect(sw.opened).toEqual(['/']);
  });
});
