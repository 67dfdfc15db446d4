/*
 * Tickday's reminder in the service worker (docs/product.md §14.3). The service worker
 * (src/platform/sw.js) imports this script with `importScripts`. On a Periodic Background Sync
 * event it reads the summary the app keeps in Cache Storage (src/state/reminder-runtime.ts) and,
 * once a day after the reminder time, shows `N habits left today` in the words the app stored
 * with the summary (the language in use when it wrote it, docs/product.md §18.2; a summary from an
 * older version has none, and is said in English). The habits' own reminders (§14.5) ring the
 * same way from the summary's `habitRings`, each once on this device (the record the open app
 * keeps too). A click on the notification focuses the app's window, or opens one.
 */
/* global __REMINDER_NAMES__ */
// The names the page uses too (src/platform/reminder-names.ts), written in by the build
// (scripts/reminder-sw.ts): this file is a template, served and built as /reminder-sw.js.
const NAMES = __REMINDER_NAMES__;
const REMINDER_CACHE = NAMES.cache;
const SUMMARY_URL = NAMES.summaryUrl;
const LAST_SHOWN_URL = NAMES.lastShownUrl;
const HABITS_SHOWN_URL = NAMES.habitsShownUrl;
const REMINDER_TAG = NAMES.tag;
const DAY_MS = 86400000;

async function readJson(url) {
  const response = await (await caches.open(REMINDER_CACHE)).match(url);
  if (!response) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The ring due at `now`: the last one at or before it and within a day, not shown yet
 * (`lastShownAt`), with habits left; otherwise null.
 */
function dueRing(summary, now, lastShownAt) {
  if (!summary || summary.on !== true || !Array.isArray(summary.rings)) return null;
  let due = null;
  for (const ring of summary.rings) {
    if (typeof ring.at === 'number' && ring.at <= now && now - ring.at < DAY_MS) due = ring;
  }
  return due && due.at > lastShownAt && due.left > 0 ? due : null;
}

/**
 * The habits' own rings due at `now`: for each habit, its last ring at or before `now` and within
 * a day, when later than the one this device last showed for it (`shown`, habit id to `at`).
 */
function dueHabitRings(summary, now, shown) {
  if (!summary || !Array.isArray(summary.habitRings)) return [];
  const last = new Map();
  for (const ring of summary.habitRings) {
    if (!ring || typeof ring.id !== 'string' || typeof ring.at !== 'number') continue;
    if (ring.at <= now && now - ring.at < DAY_MS) last.set(ring.id, ring);
  }
  return [...last.values()].filter((ring) => {
    const before = shown && typeof shown[ring.id] === 'number' ? shown[ring.id] : 0;
    return ring.at > before;
  });
}

async function remindOfHabits(summary, now) {
  const shown = (await readJson(HABITS_SHOWN_URL)) || {};
  const due = dueHabitRings(summary, now, shown);
  if (due.length === 0) return;
  const next = {};
  for (const [id, at] of Object.entries(shown)) {
    if (typeof at === 'number' && at >= now - 3 * DAY_MS) next[id] = at;
  }
  for (const ring of due) {
    await self.registration.showNotification(String(ring.title), {
      body: typeof summary.habitBody === 'string' ? summary.habitBody : '',
      tag: `${REMINDER_TAG}-${ring.id}`,
      icon: NAMES.icon,
      data: { url: '/' },
    });
    next[ring.id] = ring.at;
  }
  const cache = await caches.open(REMINDER_CACHE);
  await cache.put(HABITS_SHOWN_URL, new Response(JSON.stringify(next)));
}

async function remindFromSummary(now = Date.now()) {
  const summary = await readJson(SUMMARY_URL);
  await remindOfHabits(summary, now);
  const last = await readJson(LAST_SHOWN_URL);
  const due = dueRing(summary, now, last && typeof last.at === 'number' ? last.at : 0);
  if (!due) return null;
  const title =
    typeof due.title === 'string' && due.title
      ? due.title
      : `${due.left} ${due.left === 1 ? 'habit' : 'habits'} left today`;
  await self.registration.showNotification(title, {
    body: typeof summary.body === 'string' && summary.body ? summary.body : NAMES.body,
    tag: REMINDER_TAG,
    icon: NAMES.icon,
    data: { url: '/' },
  });
  const cache = await caches.open(REMINDER_CACHE);
  await cache.put(LAST_SHOWN_URL, new Response(JSON.stringify({ at: due.at })));
  return due;
}

async function openApp() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) return open.focus();
  return self.clients.openWindow('/');
}

self.addEventListener('periodicsync', (event) => {
  if (event.tag === REMINDER_TAG) event.waitUntil(remindFromSummary());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp());
});
