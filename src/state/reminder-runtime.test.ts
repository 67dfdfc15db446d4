import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reminderInstants, type ReminderSummary, type ReminderWords } from '../domain/reminder';
import { REMINDER_NAMES } from '../platform/reminder-names';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { toggleHabitDay } from './habit-commands';
import { startReminders, type ReminderDevice } from './reminder-runtime.lazy';
import { DAY_MS } from '../domain/days';

/** docs/product.md §14: the reminder while the app is open, against a fake browser. */

const START = Date.parse('2026-11-23T12:00:00Z');

/** The UI's words (words/reminder-words.ts), a test's own: in the language active. */
const words = (): ReminderWords =>
  i18n.locale === 'de'
    ? {
        title: (left) => `${left} Gewohnheiten heute offen`,
        body: 'Öffne Tickday.',
        habitDue: 'Eine Gewohnheit ist fällig',
        habitBody: 'Öffne Tickday und hake sie ab.',
      }
    : {
        title: (left) => `${left} habits left today`,
        body: 'Open Tickday to tick them off.',
        habitDue: 'A habit is due',
        habitBody: 'Open Tickday to tick it off.',
      };

function fakeDevice(permission: NotificationPermission = 'granted') {
  const files = new Map<string, unknown>();
  const shown: string[] = [];
  const bodies: string[] = [];
  const tags: (string | undefined)[] = [];
  const badges: number[] = [];
  const syncs: boolean[] = [];
  let locked = 0;
  const device: ReminderDevice = {
    notificationPermission: () => permission,
    showNotification: async (title, body, tag) => {
      shown.push(title);
      bodies.push(body);
      tags.push(tag);
    },
    showBadge: async (count) => void badges.push(count),
    followPeriodicSync: async (on) => void syncs.push(on),
    oneTabAtATime: async (job) => {
      locked += 1;
      await job();
    },
    writeReminderFile: async (url, value) => void files.set(url, value),
    readReminderFile: async (url) => files.get(url) ?? null,
    lastShownAt: async () => (files.get(REMINDER_NAMES.lastShownUrl) as { at: number })?.at ?? 0,
  };
  return { device, files, shown, bodies, tags, badges, syncs, locks: () => locked };
}

function storeWithTwoHabits(on = true) {
  const storage = memoryStorage();
  const now = Date.now();
  const today = Math.floor(now / DAY_MS);
  const habits = [habitWith({ id: 'a', today, now }), habitWith({ id: 'b', today, now })];
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  const store = createAppStore(storage, Date.now);
  store.setReminder({ on, time: '20:00' });
  return store;
}

describe('the reminder runtime', () => {
  let stop = () => {};
  beforeEach(
    () => void vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] }),
  );
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows the count on the icon, keeps the summary for the worker and follows the switch', async () => {
    const fake = fakeDevice();
    stop = startReminders(storeWithTwoHabits(), words, fake.device);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.badges.at(-1)).toBe(2);
    expect(fake.syncs).toEqual([true]);
    const summary = fake.files.get(REMINDER_NAMES.summaryUrl) as ReminderSummary;
    expect(summary.on).toBe(true);
    expect(summary.rings.length).toBeGreaterThan(0);
    expect(summary.rings[0]).toMatchObject({ left: 2, title: '2 habits left today' });
    expect(summary.body).toBe('Open Tickday to tick them off.');
  });

  it('runs once a store: a second start of the same store does nothing, another store has its own', async () => {
    const here = fakeDevice();
    const again = fakeDevice();
    const there = fakeDevice();
    const store = storeWithTwoHabits();
    const stops = [
      startReminders(store, words, here.device),
      startReminders(store, words, again.device),
      startReminders(storeWithTwoHabits(false), words, there.device),
    ];
    stop = () => stops.forEach((each) => each());
    await vi.advanceTimersByTimeAsync(0);
    expect(here.badges.at(-1)).toBe(2);
    expect(again.badges).toEqual([]);
    expect(there.badges.at(-1)).toBe(2);
    expect(there.syncs).toEqual([false]);
  });

  it('a new language: the summary again, and the ring, in its words (docs/product.md §18.2)', async () => {
    const fake = fakeDevice();
    stop = startReminders(storeWithTwoHabits(), words, fake.device);
    await vi.advanceTimersByTimeAsync(0);
    try {
      i18n.loadAndActivate({ locale: 'de', messages: {} });
      await vi.advanceTimersByTimeAsync(1000);
      const summary = fake.files.get(REMINDER_NAMES.summaryUrl) as ReminderSummary;
      expect(summary.rings[0]?.title).toBe('2 Gewohnheiten heute offen');
      expect(summary.body).toBe('Öffne Tickday.');
      const ring = reminderInstants('20:00', START, 2).find((at) => at > START) as number;
      await vi.advanceTimersByTimeAsync(ring - START);
      expect(fake.shown).toEqual(['2 Gewohnheiten heute offen']);
      expect(fake.bodies).toEqual(['Öffne Tickday.']);
    } finally {
      i18n.activate('en');
    }
  });

  it('rings once at the reminder time, under the lock, with the habits left', async () => {
    const fake = fakeDevice();
    stop = startReminders(storeWithTwoHabits(), words, fake.device);
    const ring = reminderInstants('20:00', START, 2).find((at) => at > START) as number;
    await vi.advanceTimersByTimeAsync(ring - START - 1000);
    expect(fake.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.shown).toEqual(['2 habits left today']);
    expect(fake.bodies).toEqual(['Open Tickday to tick them off.']);
    expect(fake.locks()).toBe(1);
    expect(fake.files.get(REMINDER_NAMES.lastShownUrl)).toEqual({ at: ring });
  });

  it('stays quiet when another tab (or the worker) already showed that ring', async () => {
    const fake = fakeDevice();
    const ring = reminderInstants('20:00', START, 2).find((at) => at > START) as number;
    fake.files.set(REMINDER_NAMES.lastShownUrl, { at: ring });
    stop = startReminders(storeWithTwoHabits(), words, fake.device);
    await vi.advanceTimersByTimeAsync(ring - START + 1000);
    expect(fake.shown).toEqual([]);
  });

  it('says nothing without permission, or with nothing left', async () => {
    const denied = fakeDevice('denied');
    stop = startReminders(storeWithTwoHabits(), words, denied.device);
    const ring = reminderInstants('20:00', START, 2).find((at) => at > START) as number;
    await vi.advanceTimersByTimeAsync(ring - START + 1000);
    expect(denied.shown).toEqual([]);
    stop();

    vi.setSystemTime(START);
    const fake = fakeDevice();
    const store = storeWithTwoHabits();
    store.changeHabits(toggleHabitDay('a'));
    store.changeHabits(toggleHabitDay('b'));
    stop = startReminders(store, words, fake.device);
    await vi.advanceTimersByTimeAsync(ring - START + 1000);
    expect(fake.badges.at(-1)).toBe(0);
    expect(fake.shown).toEqual([]);
  });

  it('counts again after a change, and stops with the switch off', async () => {
    const fake = fakeDevice();
    const store = storeWithTwoHabits();
    stop = startReminders(store, words, fake.device);
    await vi.advanceTimersByTimeAsync(0);
    store.changeHabits(toggleHabitDay('a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.badges.at(-1)).toBe(1);
    store.setReminder({ on: false, time: '20:00' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.syncs).toEqual([true, false]);
    const ring = reminderInstants('20:00', START, 2).find((at) => at > START) as number;
    await vi.advanceTimersByTimeAsync(ring - START);
    expect(fake.shown).toEqual([]);
  });

  describe("a habit's own reminder (§14.5)", () => {
    /** Habit `a` to remind at 19:00 (open today), `b` at 19:00 but done today, `c` without. */
    function storeWithOwnTimes(names?: false) {
      const storage = memoryStorage();
      const now = Date.now();
      const today = Math.floor(now / DAY_MS);
      const habits = [
        { ...habitWith({ id: 'a', name: 'Read', now }), remindAt: '19:00' },
        { ...habitWith({ id: 'b', name: 'Walk', days: [0], today, now }), remindAt: '19:00' },
        habitWith({ id: 'c', name: 'Stretch', now }),
      ];
      storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
      const store = createAppStore(storage, Date.now);
      store.setReminder({ on: false, time: '20:00', names });
      return store;
    }
    const ringAt = () => reminderInstants('19:00', START, 2).find((at) => at > START) as number;

    it('rings at its time with its name, once, under the lock; the daily one stays off', async () => {
      const fake = fakeDevice();
      stop = startReminders(storeWithOwnTimes(), words, fake.device);
      const ring = ringAt();
      await vi.advanceTimersByTimeAsync(ring - START - 1000);
      expect(fake.shown).toEqual([]);
      expect(fake.syncs).toEqual([true]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fake.shown).toEqual(['Read']);
      expect(fake.bodies).toEqual(['Open Tickday to tick it off.']);
      expect(fake.tags).toEqual([`${REMINDER_NAMES.tag}-a`]);
      expect(fake.locks()).toBe(1);
      expect(fake.files.get(REMINDER_NAMES.habitsShownUrl)).toEqual({ a: ring });
      await vi.advanceTimersByTimeAsync(3 * 3_600_000);
      expect(fake.shown).toEqual(['Read']);
      // The summary carries its rings for the worker, titled the same.
      const summary = fake.files.get(REMINDER_NAMES.summaryUrl) as ReminderSummary;
      expect(summary.habitRings?.[0]).toMatchObject({ id: 'a', title: 'Read' });
      expect(summary.habitBody).toBe('Open Tickday to tick it off.');
    });

    it('stays quiet when another tab already showed it; says "A habit is due" with names off', async () => {
      const other = fakeDevice();
      other.files.set(REMINDER_NAMES.habitsShownUrl, { a: ringAt() });
      stop = startReminders(storeWithOwnTimes(), words, other.device);
      await vi.advanceTimersByTimeAsync(ringAt() - START + 1000);
      expect(other.shown).toEqual([]);
      stop();

      vi.setSystemTime(START);
      const fake = fakeDevice();
      stop = startReminders(storeWithOwnTimes(false), words, fake.device);
      await vi.advanceTimersByTimeAsync(ringAt() - START + 1000);
      expect(fake.shown).toEqual(['A habit is due']);
      const summary = fake.files.get(REMINDER_NAMES.summaryUrl) as ReminderSummary;
      expect(summary.habitRings?.every((r) => r.title === 'A habit is due')).toBe(true);
    });

    it('none once it is ticked, or without permission', async () => {
      const fake = fakeDevice();
      const store = storeWithOwnTimes();
      store.changeHabits(toggleHabitDay('a'));
      stop = startReminders(store, words, fake.device);
      await vi.advanceTimersByTimeAsync(ringAt() - START + 1000);
      expect(fake.shown).toEqual([]);
      stop();

      vi.setSystemTime(START);
      const denied = fakeDevice('denied');
      stop = startReminders(storeWithOwnTimes(), words, denied.device);
      await vi.advanceTimersByTimeAsync(ringAt() - START + 1000);
      expect(denied.shown).toEqual([]);
    });
  });
});
