/**
 * The names the page and the service worker's reminder (src/platform/reminder-sw.js) share: the
 * build writes these values into the worker's script (scripts/reminder-sw.ts), so the two can
 * never disagree. Plain strings only: the worker has no modules.
 */
export const REMINDER_NAMES = {
  /** The Cache Storage cache that holds the summary and the last ring shown. */
  cache: 'tickday-reminder',
  summaryUrl: '/reminder/summary.json',
  lastShownUrl: '/reminder/last-shown.json',
  /** The habits' own reminders shown on this device (§14.5): habit id → its last ring's `at`. */
  habitsShownUrl: '/reminder/habits-shown.json',
  /**
   * The notification's tag (a new one replaces the old) and the periodic sync's tag; a habit's own
   * notification is tagged `tickday-reminder-<id>`, so it replaces only its own.
   */
  tag: 'tickday-reminder',
  /** The Web Lock under which one tab at a time rings. */
  lock: 'tickday-reminder',
  /**
   * The notification's body for a summary written before the reminder's words were stored with
   * it (docs/product.md §18.2): English, as those versions said it. Newer summaries carry their own.
   */
  body: 'Open Tickday to tick them off.',
  icon: '/icons/icon-192.png',
} as const;
