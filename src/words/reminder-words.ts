import { plural, t } from '@lingui/core/macro';
import type { CalendarWords, ReminderWords } from '../domain/reminder';

/**
 * The reminders' words (docs/product.md §14, §18.2): the daily one's and a habit's own, in the language in use when they are
 * asked for: the notification's, which go with the summary the service worker reminds from, and
 * the calendar event's. Functions, never constants, so each reads the language in use.
 */
export function reminderWords(): ReminderWords {
  return {
    title: (left) =>
      t({
        comment: "The reminder notification's title: how many habits are not done yet today.",
        message: plural(left, { one: '# habit left today', other: '# habits left today' }),
      }),
    body: t({
      comment: 'The reminder notification\'s text, under "2 habits left today".',
      message: 'Open Tickday to tick them off.',
    }),
    habitDue: t({
      comment:
        "A habit's own reminder notification, titled so when the setting 'Show habit names in notifications' is off (the name stays private).",
      message: 'A habit is due',
    }),
    habitBody: t({
      comment:
        "The text of a habit's own reminder notification, under the habit's name (or 'A habit is due').",
      message: 'Open Tickday to tick it off.',
    }),
  };
}

/**
 * The words of a habit's own calendar event (docs/product.md §14.5, `tickday-<name>.ics`, from the
 * Edit dialog's `Add to calendar`): titled with the habit's name.
 */
export function habitCalendarWords(name: string): CalendarWords {
  return {
    summary: name,
    description: t({
      comment:
        "A habit's own calendar event's description (tickday-<name>.ics); the app's address follows on its own line.",
      message: `Time for ${name}: open Tickday and tick it when it is done.`,
    }),
    alarm: t({
      comment: "What the calendar app's alarm shows when a habit's own event starts.",
      message: `Time for ${name}`,
    }),
  };
}

/** The words of the calendar event `Add to calendar` downloads (tickday-reminder.ics). */
export function calendarWords(): CalendarWords {
  return {
    summary: t({
      comment: "The title of the daily event in the user's calendar app (tickday-reminder.ics).",
      message: "Tick today's habits",
    }),
    description: t({
      comment: "The daily calendar event's description; the app's address follows on its own line.",
      message: 'Open Tickday, tick what you did today; streaks are waiting.',
    }),
    alarm: t({
      comment: "What the calendar app's alarm shows when the daily event starts.",
      message: "Tick today's habits in Tickday",
    }),
  };
}
