import type { DayRule } from './day-rule';
import { isHabitToBreak, isShown, type Habit } from './habit/model';
import { dayFacts } from './habit/view';
import { hoursAndMinutes, type ReminderSettings } from './reminder-settings';
import { statusesBetween } from './schedule';

/**
 * The daily reminder (docs/product.md §14): when it rings, how many habits it counts, and the
 * calendar file that carries it to any calendar app. Pure; "local" means the device's wall clock,
 * which the callers' `Date` reads (tests set `TZ`). Its words are the UI's, in the language in use
 * when the reminder is set (docs/product.md §18.2): given here, never written here.
 */

/**
 * The notifications' words (the UI's): the daily one's title for `left` habits left, and its body;
 * a habit's own (§14.5): its title when names are not shown, and its body.
 */
export interface ReminderWords {
  /** "2 habits left today". */
  title(left: number): string;
  body: string;
  /** "A habit is due". */
  habitDue: string;
  habitBody: string;
}

/** The calendar event's words (the UI's): its summary, description and alarm's text. */
export interface CalendarWords {
  summary: string;
  /** The app's address follows it on a line of its own. */
  description: string;
  alarm: string;
}

/**
 * The next `count` instants the reminder rings, from the one today (local date of `now`, even if
 * it has passed) onwards, one a local day. Across a change of clocks the wall time is kept (a
 * time the change skips rings as `Date` resolves it, an hour later).
 */
export function reminderInstants(time: string, now: number, count: number): number[] {
  const [hours, minutes] = hoursAndMinutes(time);
  const today = new Date(now);
  return Array.from({ length: count }, (_, i) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + i, hours, minutes).getTime(),
  );
}

/** Counted by the reminders: shown, and not a habit to break, which is never left (§20.4). */
function isCounted(habit: Habit): boolean {
  return isShown(habit) && !isHabitToBreak(habit);
}

/**
 * How many shown habits (not archived, §3.6) are left on `day` (docs/product.md §10.2: its status
 * would be `open`): asked for that day and neither done nor skipped. A day after today is judged as
 * if it had come with nothing more done.
 */
export function habitsLeft(habits: readonly Habit[], day: number, rule: DayRule): number {
  let left = 0;
  for (const habit of habits) {
    if (isCounted(habit) && statusesBetween(dayFacts(habit, rule), day, day, day)[0] === 'open') {
      left += 1;
    }
  }
  return left;
}

/**
 * docs/product.md §14.3: the habits left at the instant `at`, on the day the user is living in
 * then: the date of the device's clock (`here`, the local calendar with the same start hour).
 * With UTC days (`rule`), 20:00 in New York is already the next UTC day; counting that day would
 * call every habit left right after they were all ticked. So the date here is counted, and a
 * habit ticked on the UTC day that has already begun is not left either. With local days `rule`
 * and `here` agree and this is `habitsLeft` of today.
 */
export function habitsLeftAt(
  habits: readonly Habit[],
  at: number,
  rule: DayRule,
  here: DayRule,
): number {
  let left = 0;
  for (const habit of habits) if (isLeftAt(habit, at, rule, here)) left += 1;
  return left;
}

/**
 * Whether one habit counts in `habitsLeftAt`: shown, its status on the day lived at `at` is `open`
 * (§10.2), and with UTC days not done on the UTC day already begun (§14.3).
 */
export function isLeftAt(habit: Habit, at: number, rule: DayRule, here: DayRule): boolean {
  if (!isCounted(habit)) return false;
  const lived = here.dayOf(at);
  const current = rule.dayOf(at);
  const facts = dayFacts(habit, rule);
  if (statusesBetween(facts, lived, lived, lived)[0] !== 'open') return false;
  return current === lived || statusesBetween(facts, current, current, current)[0] !== 'done';
}

/**
 * What the service worker reads to remind when the app is closed (docs/product.md §14.3): the
 * setting, the day boundary, and for each of the next days when the reminder rings, how many
 * habits would be left then and the notification's title, and its body: the words in the language
 * of the app that wrote it (§18.2). A summary written before the words were stored has neither
 * `title` nor `body`; the worker then says it in English. The habits' own reminders are added by
 * the runtime.
 */
export interface ReminderSummary {
  on: boolean;
  time: string;
  dayBoundary: string;
  dayStartHour: number;
  rings: { at: number; left: number; title: string }[];
  body: string;
  updatedAt: number;
  /**
   * The habits' own reminders (§14.5, habit-reminder.ts `habitRingsAhead`): each ring where the
   * habit would be left then, titled with its name or "A habit is due"; and their body.
   */
  habitRings?: { id: string; at: number; title: string }[];
  habitBody?: string;
}

/** The days a summary covers: an app left closed longer gets no reminder from stale counts. */
export const SUMMARY_DAYS = 8;

export function reminderSummary(
  reminder: ReminderSettings,
  days: { dayBoundary: string; dayStartHour: number },
  habits: readonly Habit[],
  now: number,
  words: ReminderWords,
  rule: DayRule,
  here: DayRule = rule,
): ReminderSummary {
  return {
    on: reminder.on,
    time: reminder.time,
    dayBoundary: days.dayBoundary,
    dayStartHour: days.dayStartHour,
    rings: reminderInstants(reminder.time, now, SUMMARY_DAYS).map((at) => {
      const left = habitsLeftAt(habits, at, rule, here);
      return { at, left, title: words.title(left) };
    }),
    body: words.body,
    updatedAt: now,
  };
}

// The calendar file (RFC 5545).

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space before each further
 * part, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Noon on the local date `days` after that of `now` (noon: no change of clocks skips it). */
export function localNoon(now: number, days = 0): Date {
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days, 12);
}

/**
 * `time` on the local date `days` after that of `now`, as an iCalendar floating DATE-TIME
 * (`20261124T200000`). Written from the date and the time chosen, not from an instant: on the day
 * clocks spring forward `Date` moves 02:30 to 03:30, and a calendar repeats the start's time every
 * day after.
 */
export function floatingAt(time: string, now: number, days = 0): string {
  const [hours, minutes] = hoursAndMinutes(time);
  const d = localNoon(now, days);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(hours)}${pad(minutes)}00`;
}

/** A UTC DATE-TIME (`20261123T200000Z`). */
function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** One repeating event with a display alarm at its start, as §14.2 and §14.5 write it. */
export interface CalendarEvent {
  /** Unique per event, before `@host`. */
  uid: string;
  /** The first instance: a local date and the wall time chosen, as floating DATE-TIME (`floatingAt`). */
  start: string;
  /** The RRULE's value (`FREQ=DAILY`). */
  rrule: string;
  now: number;
  url: string;
  zone: string;
  words: CalendarWords;
}

/**
 * The calendar file (RFC 5545) of one event: CRLF line ends, lines folded at 75 octets, TEXT
 * values escaped, the start as a floating local time (it rings at that wall-clock time wherever
 * the device is), five minutes long, a display alarm at the start, the app's address as `URL` and
 * in the description. `zone` names the device's time zone for the apps that read `X-WR-TIMEZONE`.
 */
export function calendarFile({ uid, start, rrule, now, url, zone, words }: CalendarEvent): string {
  const host = new URL(url).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tickday//Daily reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText('Tickday')}`,
    `X-WR-TIMEZONE:${zone}`,
    'BEGIN:VEVENT',
    `UID:${uid}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${start}`,
    'DURATION:PT5M',
    `RRULE:${rrule}`,
    `SUMMARY:${escapeText(words.summary)}`,
    `DESCRIPTION:${escapeText(`${words.description}\n${url}`)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(words.alarm)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * docs/product.md §14.2: `tickday-reminder.ics`, one event every day at the reminder time in the
 * device's local time, from today; `words` are the event's, in the UI's language.
 */
export function reminderIcs({
  time,
  now,
  url,
  zone,
  words,
}: {
  time: string;
  now: number;
  url: string;
  zone: string;
  words: CalendarWords;
}): string {
  const start = floatingAt(time, now);
  return calendarFile({ uid: 'daily-reminder', start, rrule: 'FREQ=DAILY', now, url, zone, words });
}
