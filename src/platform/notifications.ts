import { REMINDER_NAMES } from './reminder-names';

/**
 * The browser's notifications, icon badge, periodic sync, Web Locks and the Cache Storage the
 * service worker reminds from (docs/product.md §14). Every call is guarded: none throws, and a
 * browser without the API does nothing.
 */

export type Permission = NotificationPermission | 'unsupported';

/** Whether this page may notify: the browser's answer, or `unsupported` without the API. */
export function notificationPermission(): Permission {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

/** Asks the browser (it shows its prompt only in answer to a click or key press). */
export async function requestNotificationPermission(): Promise<Permission> {
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}

/** Calls `onChange` when the user changes the permission in the site settings; returns the stop. */
export function watchNotificationPermission(onChange: () => void): () => void {
  let status: PermissionStatus | null = null;
  let stopped = false;
  void navigator.permissions
    ?.query({ name: 'notifications' })
    .then((s) => {
      if (stopped) return;
      status = s;
      s.addEventListener('change', onChange);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    status?.removeEventListener('change', onChange);
  };
}

/**
 * Through the service worker where there is one (phones allow no other way), else directly.
 * `title` and `body` are the reminder's words, in the language in use (docs/product.md §18.2);
 * `tag` is the daily reminder's unless a habit's own is shown (§14.5).
 */
export async function showNotification(
  title: string,
  body: string,
  tag: string = REMINDER_NAMES.tag,
): Promise<void> {
  const options: NotificationOptions = {
    body,
    tag,
    icon: REMINDER_NAMES.icon,
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

interface Badging {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The count on the installed app's icon; none at 0. */
export async function showBadge(count: number): Promise<void> {
  const badging = navigator as Navigator & Badging;
  try {
    if (count > 0) await badging.setAppBadge?.(count);
    else await badging.clearAppBadge?.();
  } catch {
    // Not installed, or not allowed: the badge is a nicety.
  }
}

interface PeriodicSync {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/** Periodic Background Sync in an installed app where the browser offers it: on or off. */
export async function followPeriodicSync(on: boolean): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined
    )?.periodicSync;
    if (!sync) return;
    if (!on) return await sync.unregister(REMINDER_NAMES.tag);
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (status.state === 'granted') {
      await sync.register(REMINDER_NAMES.tag, { minInterval: 60 * 60 * 1000 });
    }
  } catch {
    // Not installed, or not offered: the reminder rings while the app is open.
  }
}

/** Runs `job` in one tab at a time (a Web Lock), or at once where there are no locks. */
export async function oneTabAtATime(job: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(REMINDER_NAMES.lock, job);
  } else {
    await job();
  }
}

/** Writes `value` as JSON at `url` in the reminder's cache (the service worker reads it). */
export async function writeReminderFile(url: string, value: unknown): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(REMINDER_NAMES.cache);
    await cache.put(
      url,
      new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Storage full or blocked: the open app still reminds.
  }
}

/** The JSON at `url` in the reminder's cache; null when there is none or it cannot be read. */
export async function readReminderFile(url: string): Promise<unknown> {
  if (typeof caches === 'undefined') return null;
  try {
    const response = await (await caches.open(REMINDER_NAMES.cache)).match(url);
    return response ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** The `at` of the last ring shown on this device (by a tab or the service worker); 0 if none. */
export async function lastShownAt(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  try {
    const cache = await caches.open(REMINDER_NAMES.cache);
    const response = await cache.match(REMINDER_NAMES.lastShownUrl);
    const value = ((await response?.json()) ?? {}) as { at?: unknown };
    return typeof value.at === 'number' ? value.at : 0;
  } catch {
    return 0;
  }
}
