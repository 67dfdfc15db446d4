import { reminderIcs, type CalendarWords } from '../domain/reminder';
import { habitIcs, habitIcsName } from '../domain/habit-reminder';
import { deviceZone } from '../platform/zone';
import type { DownloadFile } from './downloads';

// The calendar files of the reminders (docs/product.md §14.2, §14.5), made in memory for the
// Settings dialog and the habit editor to save.

/**
 * docs/product.md §14.5: a habit's calendar file, `tickday-<name>.ics`, at `time` with the RRULE of
 * `schedule`, in `words`.
 */
export function habitCalendarFile(
  habit: { id: string; name: string },
  schedule: { type: string; days?: unknown },
  time: string,
  words: CalendarWords,
): DownloadFile {
  return {
    name: habitIcsName(habit.name),
    type: 'text/calendar',
    text: habitIcs({
      id: habit.id,
      schedule,
      time,
      now: Date.now(),
      url: `${location.origin}/`,
      zone: deviceZone(),
      words,
    }),
  };
}

/** docs/product.md §14.2: the calendar file for a daily event at the reminder time, in `words`. */
export function reminderCalendarFile(time: string, words: CalendarWords): DownloadFile {
  return {
    name: 'tickday-reminder.ics',
    type: 'text/calendar',
    text: reminderIcs({
      time,
      now: Date.now(),
      url: `${location.origin}/`,
      zone: deviceZone(),
      words,
    }),
  };
}
