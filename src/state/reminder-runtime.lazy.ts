import { i18n } from '@lingui/core';
import {
  habitsLeftAt,
  reminderInstants,
  reminderSummary,
  type ReminderWords,
} from '../domain/reminder';
import {
  habitNotification,
  habitRingsAhead,
  habitsDueAt,
  hasHabitReminders,
  nextHabitRing,
  notShownYet,
  readShownRings,
  withShown,
} from '../domain/habit-reminder';
import type { AppState, AppStore } from './app-store';
import { dayRuleFor } from '../domain/day-rule';
import { deviceZone } from '../platform/zone';
import * as browserDevice from '../platform/notifications';
import { REMINDER_NAMES } from '../platform/reminder-names';
import { dayRuleOf } from './device-day-rule';

/**
 * docs/product.md §14: the daily reminder and the habits' own (§14.5) while the app is open, the
 * icon badge, and what the service worker needs to remind when the app is closed. Loaded after the
 * first paint (main.tsx), only where there is work: the reminder is on, a habit has a reminder of
 * its own, or the browser has an icon badge.
 */

/** What the reminder asks of the browser (platform/notifications.ts; tests pass their own). */
export type ReminderDevice = Pick<
  typeof browserDevice,
  | 'notificationPermission'
  | 'showNotification'
  | 'showBadge'
  | 'followPeriodicSync'
  | 'oneTabAtATime'
  | 'writeReminderFile'
  | 'readReminderFile'
  | 'lastShownAt'
>;

/** The device's own days, with the user's start hour: the day a reminder speaks of (§14.3). */
const hereOf = (state: AppState) => dayRuleFor('local', state.days.dayStartHour, deviceZone());

/** The stores whose reminder work runs: one run a store (a page has one), as sync's runtime. */
const started = new WeakSet<AppStore>();

/**
 * Starts the reminder's work for `store` (once per store; later calls do nothing). `words` are the
 * UI's, asked for each time the reminder speaks or its summary is written, so both are in the
 * language in use then (docs/product.md §18.2). `device` and `clock` are the browser's and
 * Date.now in the app; tests pass their own. Returns the stop.
 */
export function startReminders(
  store: AppStore,
  words: () => ReminderWords,
  device: ReminderDevice = browserDevice,
  clock: () => number = Date.now,
): () => void {
  if (started.has(store)) return () => {};
  started.add(store);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Pick<AppState, 'habits' | 'reminder' | 'days'> | null = null;
  let periodic: boolean | undefined;

  const refresh = () => {
    const state = store.getState();
    const now = clock();
    const left = habitsLeftAt(state.habits, now, dayRuleOf(state.days), hereOf(state));
    // docs/product.md §14.4: the icon shows how many habits are left today; none at 0.
    void device.showBadge(left);
    void keepSummary(state, now);
    // Periodic sync while either reminder has work: the daily one is on, or a habit has its own.
    const wanted = state.reminder.on || hasHabitReminders(state.habits);
    if (wanted !== periodic) void device.followPeriodicSync(wanted);
    periodic = wanted;
    last = state;
    arm(state, now);
  };

  /** The next ring, or the next day's start (the badge counts a new day), whichever is first. */
  function arm(state: AppState, now: number) {
    clearTimeout(timer);
    const rule = dayRuleOf(state.days);
    const here = hereOf(state);
    // Either day's turn changes the count (they differ with UTC days).
    const nextDay = Math.min(rule.startOf(rule.dayOf(now) + 1), here.startOf(here.dayOf(now) + 1));
    const ring = state.reminder.on
      ? reminderInstants(state.reminder.time, now, 2).find((at) => at > now)
      : undefined;
    const habitRing = nextHabitRing(state.habits, now);
    const at = Math.min(nextDay, ring ?? Infinity, habitRing ?? Infinity);
    timer = setTimeout(
      () => {
        if (ring !== undefined && clock() >= ring) void ringNow(store.getState(), ring);
        if (habitRing !== undefined && clock() >= habitRing) {
          void ringHabits(store.getState(), habitRing);
        }
        refresh();
      },
      Math.max(1000, at - now + 50),
    );
  }

  // After a change, once the page is idle: never in the task that paints a tick (its cost grows
  // with the number of habits).
  let queued = false;
  const refreshSoon = () => {
    if (queued) return;
    queued = true;
    const run = () => {
      queued = false;
      refresh();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 200);
  };
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (
      last &&
      state.habits === last.habits &&
      state.reminder === last.reminder &&
      state.days === last.days
    ) {
      return;
    }
    refreshSoon();
  });
  // A new language: the summary again, in its words (the catalogs are loaded before the switch).
  const unlisten = i18n.on('change', refreshSoon);
  // Timers sleep with a hidden page or a sleeping machine: look again on return.
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  refresh();
  return () => {
    started.delete(store);
    clearTimeout(timer);
    unsubscribe();
    unlisten();
    document.removeEventListener('visibilitychange', onVisible);
  };

  /** At the reminder time: the notification, if habits are left and it was not shown yet. */
  async function ringNow(state: AppState, at: number): Promise<void> {
    if (!state.reminder.on || device.notificationPermission() !== 'granted') return;
    const now = clock();
    const left = habitsLeftAt(state.habits, now, dayRuleOf(state.days), hereOf(state));
    if (left === 0) return;
    // One reminder a day per device, whatever the tabs: each open tab rings at the same moment,
    // so the check and the record of the one shown run one tab at a time (a Web Lock).
    await device.oneTabAtATime(async () => {
      if ((await device.lastShownAt()) >= at) return;
      const { title, body } = words();
      await device.showNotification(title(left), body);
      await device.writeReminderFile(REMINDER_NAMES.lastShownUrl, { at });
    });
  }

  /**
   * At a habit's own reminder time (§14.5): a notification for each habit whose time it is and that
   * is left, titled with its name or "A habit is due", once per device: each open tab rings at the
   * same moment, so the check and the record run under the daily reminder's Web Lock.
   */
  async function ringHabits(state: AppState, at: number): Promise<void> {
    if (device.notificationPermission() !== 'granted') return;
    const due = habitsDueAt(state.habits, at, clock(), dayRuleOf(state.days), hereOf(state));
    if (due.length === 0) return;
    await device.oneTabAtATime(async () => {
      const shown = readShownRings(await device.readReminderFile(REMINDER_NAMES.habitsShownUrl));
      const fresh = notShownYet(due, at, shown);
      if (fresh.length === 0) return;
      const text = words();
      for (const habit of fresh) {
        const { title, body } = habitNotification(habit, state.reminder.names !== false, text);
        await device.showNotification(title, body, `${REMINDER_NAMES.tag}-${habit.id}`);
      }
      const ids = fresh.map((habit) => habit.id);
      await device.writeReminderFile(REMINDER_NAMES.habitsShownUrl, withShown(shown, ids, at));
    });
  }

  /** The summary the service worker reminds from, kept outside localStorage (it cannot read it). */
  async function keepSummary(state: AppState, now: number): Promise<void> {
    const text = words();
    const rule = dayRuleOf(state.days);
    const here = hereOf(state);
    const names = state.reminder.names !== false;
    const summary = {
      ...reminderSummary(state.reminder, state.days, state.habits, now, text, rule, here),
      habitRings: habitRingsAhead(
        state.habits,
        now,
        rule,
        here,
        (habit) => habitNotification(habit, names, text).title,
      ),
      habitBody: text.habitBody,
    };
    await device.writeReminderFile(REMINDER_NAMES.summaryUrl, summary);
  }
}
