import { useCallback, useEffect, useState } from 'react';
import { reminderIcs, type CalendarWords, type ReminderWords } from '../domain/reminder';
import { habitIcs, habitIcsName } from '../domain/habit-reminder';
import type { ReminderSettings } from '../domain/reminder-settings';
import { useAppSelector, useAppStore } from './app-store-context';
import { deviceZone } from '../platform/zone';
import {
  notificationPermission,
  requestNotificationPermission,
  watchNotificationPermission,
  type Permission,
} from '../platform/notifications';
import type { DownloadFile } from './use-data';

export type { ReminderSettings };
export type { Permission };

/**
 * The reminder's setting for the Settings dialog (docs/product.md §14), with the notification
 * permission as the browser reports it. Turning the reminder on starts its work at once, with
 * `words` (the UI's, read in the language in use each time the reminder speaks: §18.2).
 */
export function useReminder(words: () => ReminderWords) {
  const store = useAppStore();
  const reminder = useAppSelector((s) => s.reminder);
  const [permission, setPermission] = useState<Permission>(notificationPermission);

  // The user may change the permission in the browser's site settings while the dialog is open.
  useEffect(() => watchNotificationPermission(() => setPermission(notificationPermission())), []);

  /** Asks the browser (it shows its prompt only in answer to a click or key press). */
  const askPermission = useCallback(async () => {
    setPermission(await requestNotificationPermission());
  }, []);

  const setReminder = useCallback(
    async (next: ReminderSettings) => {
      store.setReminder(next);
      if (!next.on) return;
      void import('./reminder-runtime.lazy').then((m) => m.startReminders(store, words));
      if (notificationPermission() === 'default') await askPermission();
    },
    [store, words, askPermission],
  );

  return { reminder, permission, setReminder, askPermission };
}

/**
 * docs/product.md §14.5: what a habit's own reminder time needs once saved: the reminder's work
 * started on this page (with `words`, as `setReminder` does), and the browser asked for permission
 * to notify if it has not been yet (called from the Save's click, so the browser may prompt).
 */
export function useStartHabitReminders(words: () => ReminderWords) {
  const store = useAppStore();
  return useCallback(() => {
    void import('./reminder-runtime.lazy').then((m) => m.startReminders(store, words));
    if (notificationPermission() === 'default') void requestNotificationPermission();
  }, [store, words]);
}

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
