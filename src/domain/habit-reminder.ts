import type { DayRule } from './day-rule';
import { DAY_MS } from './days';
import { remindAtOf } from './habit/model';
import { isShown, type Habit } from './habit/model';
import {
  calendarFile,
  floatingAt,
  isLeftAt,
  localNoon,
  reminderInstants,
  SUMMARY_DAYS,
  type CalendarWords,
  type ReminderSummary,
  type ReminderWords,
} from './reminder';

/**
 * A habit's own reminder (docs/product.md §14.5): when it rings, whether it is due, once per device,
 * its words with or without the habit's name, and its calendar file. Pure, like reminder.ts:
 * "local" is the device's wall clock, which the callers' `Date` reads. Loaded with the reminder's
 * runtime and the Edit dialog, never with the first paint.
 */

/** The habits with a reminder of their own that are counted (shown: not deleted nor archived). */
function withReminder(habits: readonly Habit[]): { habit: Habit; time: string }[] {
  const list: { habit: Habit; time: string }[] = [];
  for (const habit of habits) {
    const time = isShown(habit) ? remindAtOf(habit) : null;
    if (time) list.push({ habit, time });
  }
  return list;
}

/** Whether any shown habit has a reminder of its own (the runtime and periodic sync then run). */
export function hasHabitReminders(habits: readonly Habit[]): boolean {
  return withReminder(habits).length > 0;
}

/** The first instant after `now` at which a shown habit's own reminder rings; undefined: none. */
export function nextHabitRing(habits: readonly Habit[], now: number): number | undefined {
  let next: number | undefined;
  for (const { time } of withReminder(habits)) {
    const at = reminderInstants(time, now, 2).find((x) => x > now);
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}

/**
 * The habits whose own reminder rings at `at` (their time on the local date of `at`) and that are
 * left at `now` (§14.3's rule for one habit: asked for on the day lived, neither done nor skipped).
 */
export function habitsDueAt(
  habits: readonly Habit[],
  at: number,
  now: number,
  rule: DayRule,
  here: DayRule,
): Habit[] {
  return withReminder(habits)
    .filter(
      ({ habit, time }) =>
        reminderInstants(time, at, 1)[0] === at && isLeftAt(habit, now, rule, here),
    )
    .map(({ habit }) => habit);
}

/**
 * What this device has shown of the habits' own reminders: habit id → the `at` of its last ring
 * shown (kept in Cache Storage beside the daily reminder's, read and written under its Web Lock).
 */
export type ShownRings = Record<string, number>;

/** Reads a stored record of rings shown; anything else is none. */
export function readShownRings(value: unknown): ShownRings {
  const shown: ShownRings = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shown;
  for (const [id, at] of Object.entries(value)) {
    if (id !== '__proto__' && typeof at === 'number') shown[id] = at;
  }
  return shown;
}

/** The habits of `due` whose ring at `at` this device has not shown yet (once per device). */
export function notShownYet(due: readonly Habit[], at: number, shown: ShownRings): Habit[] {
  return due.filter((habit) => (shown[habit.id] ?? 0) < at);
}

/**
 * The record with `ids` shown at `at`; rings more than two days older than `at` are dropped, as
 * no ring that old can come again (the service worker rings within a day of the time).
 */
export function withShown(shown: ShownRings, ids: readonly string[], at: number): ShownRings {
  const next: ShownRings = {};
  for (const [id, when] of Object.entries(shown)) if (when >= at - 2 * DAY_MS) next[id] = when;
  for (const id of ids) next[id] = Math.max(next[id] ?? 0, at);
  return next;
}

/**
 * A habit's notification (§14.5): titled with its name, or "A habit is due" when names are not
 * shown in notifications (the setting `Show habit names in notifications`, on by default).
 */
export function habitNotification(
  habit: Habit,
  showNames: boolean,
  words: ReminderWords,
): { title: string; body: string } {
  return { title: showNames ? habit.name : words.habitDue, body: words.habitBody };
}

/** One ring of a habit's own reminder in the service worker's summary, with its title. */
export type HabitRing = NonNullable<ReminderSummary['habitRings']>[number];

/**
 * The rings of the habits' own reminders over the summary's days (§14.3, §14.5), each only where
 * the habit would be left then with nothing more done; each titled as `habitNotification` says.
 */
export function habitRingsAhead(
  habits: readonly Habit[],
  now: number,
  rule: DayRule,
  here: DayRule,
  title: (habit: Habit) => string,
): HabitRing[] {
  const rings: HabitRing[] = [];
  for (const { habit, time } of withReminder(habits)) {
    for (const at of reminderInstants(time, now, SUMMARY_DAYS)) {
      if (isLeftAt(habit, at, rule, here)) rings.push({ id: habit.id, at, title: title(habit) });
    }
  }
  return rings.sort((a, b) => a.at - b.at);
}

// The calendar file.

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A schedule as stored, or as read (schedule.ts): only its type and days are looked at here. */
type ScheduleShape = { type: string; days?: unknown };

const weekdaysOf = (schedule: ScheduleShape): number[] | null =>
  schedule.type === 'weekdays' &&
  Array.isArray(schedule.days) &&
  schedule.days.length > 0 &&
  schedule.days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    ? [...new Set(schedule.days as number[])].sort((a, b) => a - b)
    : null;

/**
 * The RRULE of a habit's calendar event (§14.5), where RFC 5545 can say the schedule: chosen
 * weekdays are `FREQ=WEEKLY;BYDAY=MO,WE`, every few days `FREQ=DAILY;INTERVAL=n`, and every other
 * schedule (every day, and the counted ones: a number of times a week, a month or in a number of
 * days) `FREQ=DAILY`, a reminder every day.
 */
export function habitRrule(schedule: ScheduleShape): string {
  const weekdays = weekdaysOf(schedule);
  if (weekdays) return `FREQ=WEEKLY;BYDAY=${weekdays.map((d) => BYDAY[d]).join(',')}`;
  const days = schedule.days;
  if (schedule.type === 'interval' && Number.isInteger(days) && (days as number) >= 2) {
    return `FREQ=DAILY;INTERVAL=${days as number}`;
  }
  return 'FREQ=DAILY';
}

/**
 * `tickday-<name>.ics`, the name made safe for any file system: characters no system allows in a
 * name (`/ \ : * ? " < > |`), controls and white space become `-`, repeats are one, and no `-` or
 * `.` is left at either end; a name with nothing left is `habit`.
 */
export function habitIcsName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f\s]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return `tickday-${safe || 'habit'}.ics`;
}

/**
 * docs/product.md §14.5: a habit's calendar file, built as the daily reminder's (§14.2): one event
 * at `time` from today (for chosen weekdays, from the first of them today or after) with the RRULE
 * of the habit's schedule, its UID the habit's id.
 */
export function habitIcs({
  id,
  schedule,
  time,
  now,
  url,
  zone,
  words,
}: {
  id: string;
  schedule: ScheduleShape;
  time: string;
  now: number;
  url: string;
  zone: string;
  words: CalendarWords;
}): string {
  const weekdays = weekdaysOf(schedule);
  // The first local date from today that the schedule asks for (within a week, by its weekday).
  const first = weekdays
    ? [0, 1, 2, 3, 4, 5, 6].find((i) => weekdays.includes(localNoon(now, i).getDay()))
    : 0;
  const start = floatingAt(time, now, first);
  const uid = `habit-${id.replace(/[^\w-]/g, '')}`;
  return calendarFile({ uid, start, rrule: habitRrule(schedule), now, url, zone, words });
}
