import { formatLocalTime } from '../i18n/format';

// The local times of UTC's hours, for the parts that say them (the time zone question, Settings):
// apart from use-day-settings.ts, so the first paint's JS neither carries nor runs them (a time
// format is the page's first Intl object where it is made: docs/decisions.md, "No Intl format
// made while the page loads").

/** A time of day here, as the language writes it ("7:00 PM", "19:00"). */
const time = (at: Date) => formatLocalTime(at.getTime(), { hour: 'numeric', minute: '2-digit' });

/** The local time at which the UTC day of `now` ends ("7:00 PM" in New York in winter). */
export function utcDayEnd(now: number): string {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return time(midnight);
}

/**
 * The local time here of `hour`:00 UTC today ("11:00 PM" in New York for 03:00), or null on a
 * device whose clock reads UTC: what a UTC day start means to the user (docs/product.md §4.5).
 */
export function utcHourHere(hour: number, now = Date.now()): string | null {
  const at = new Date(now);
  at.setUTCHours(hour, 0, 0, 0);
  return at.getTimezoneOffset() === 0 ? null : time(at);
}
