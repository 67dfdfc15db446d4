import { habitsLeftAt, reminderInstants, reminderSummary, reminderText } from '../domain/reminder';
import type { AppState, AppStore } from './app-store';
import { dayRuleFor } from '../domain/day-rule';
import { dayRuleOf, deviceZone } from './day-rule';
import { notificationPermission } from './reminder-permission';

/**
 * docs/product.md §14: the reminder while the app is open, the icon badge, and what the service
 * worker needs to remind when the app is closed. Loaded after the first paint (main.tsx), only
 * where there is work: the reminder is on, or the browser has an icon badge.
 */

/** Where the service worker finds the summary (public/reminder-sw.js reads the same names). */
export const REMINDER_CACHE = 'tickday-reminder';
export const SUMMARY_URL = '/reminder/summary.json';
export const LAST_SHOWN_URL = '/reminder/last-shown.json';
export const PERIODIC_SYNC_TAG = 'tickday-reminder';

interface Badging {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}
interface PeriodicSync {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/** The device's own days, with the user's start hour: the day a reminder speaks of (§14.3). */
const hereOf = (state: AppState) => dayRuleFor('local', state.days.dayStartHour, deviceZone());

let started = false;

/** Starts the reminder's work for `store` (once; later calls do nothing). */
export function startReminders(store: AppStore): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Pick<AppState, 'habits' | 'reminder' | 'days'> | null = null;

  const refresh = () => {
    const state = store.getState();
    const now = Date.now();
    const left = habitsLeftAt(state.habits, now, dayRuleOf(state.days), hereOf(state));
    void showBadge(left);
    void keepSummary(state, now);
    if (last?.reminder !== state.reminder) void followSetting(state.reminder.on);
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
    const at = Math.min(nextDay, ring ?? Infinity);
    timer = setTimeout(
      () => {
        if (ring !== undefined && Date.now() >= ring) void ringNow(store.getState(), ring);
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
  store.subscribe(() => {
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
  // Timers sleep with a hidden page or a sleeping machine: look again on return.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  refresh();
}

/** At the reminder time: the notification, if habits are left and it was not shown yet. */
async function ringNow(state: AppState, at: number): Promise<void> {
  if (!state.reminder.on || notificationPermission() !== 'granted') return;
  const now = Date.now();
  const left = habitsLeftAt(state.habits, now, dayRuleOf(state.days), hereOf(state));
  if (left === 0) return;
  // One reminder a day per device, whatever the tabs: each open tab rings at the same moment, so
  // the check and the record of the one shown run under a lock (Web Locks) one tab at a time.
  const once = async () => {
    if ((await lastShownAt()) >= at) return;
    await showNotification(reminderText(left));
    await writeJson(LAST_SHOWN_URL, { at });
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('tickday-reminder', once);
  } else {
    await once();
  }
}

/** Through the service worker where there is one (phones allow no other way), else directly. */
async function showNotification(title: string): Promise<void> {
  const options: NotificationOptions = {
    body: 'Open Tickday to tick them off.',
    tag: PERIODIC_SYNC_TAG,
    icon: '/icons/icon-192.png',
    data: { url: '/' },
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) return await registration.showNotification(title, options);
  } catch {
    // No service worker here: show it from the page.
  }
  try {
    new Notification(title, options);
  } catch {
    // The browser refused (a phone browser without a service worker): nothing to show.
  }
}

/** docs/product.md §14.4: the icon shows how many habits are left today; none at 0. */
async function showBadge(left: number): Promise<void> {
  const badging = navigator as Navigator & Badging;
  try {
    if (left > 0) await badging.setAppBadge?.(left);
    else await badging.clearAppBadge?.();
  } catch {
    // Not installed, or not allowed: the badge is a nicety.
  }
}

/** The summary the service worker reminds from, kept outside localStorage (it cannot read that). */
async function keepSummary(state: AppState, now: number): Promise<void> {
  const summary = reminderSummary(
    state.reminder,
    state.days,
    state.habits,
    now,
    dayRuleOf(state.days),
    hereOf(state),
  );
  await writeJson(SUMMARY_URL, summary);
}

/** Periodic Background Sync in an installed app where the browser offers it; off with the switch. */
async function followSetting(on: boolean): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined
    )?.periodicSync;
    if (!sync) return;
    if (!on) return await sync.unregister(PERIODIC_SYNC_TAG);
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (status.state === 'granted') {
      await sync.register(PERIODIC_SYNC_TAG, { minInterval: 60 * 60 * 1000 });
    }
  } catch {
    // Not installed, or not offered: the reminder rings while the app is open.
  }
}

async function writeJson(url: string, value: unknown): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(REMINDER_CACHE);
    await cache.put(
      url,
      new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Storage full or blocked: the open app still reminds.
  }
}

async function lastShownAt(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  try {
    const response = await (await caches.open(REMINDER_CACHE)).match(LAST_SHOWN_URL);
    const value = ((await response?.json()) ?? {}) as { at?: unknown };
    return typeof value.at === 'number' ? value.at : 0;
  } catch {
    return 0;
  }
}
