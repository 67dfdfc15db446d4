import { useCallback, useEffect, useState } from 'react';
import type { ReminderWords } from '../domain/reminder';
import type { ReminderSettings } from '../domain/reminder-settings';
import { useAppSelector, useAppStore } from './app-store-context';
import {
  notificationPermission,
  requestNotificationPermission,
  watchNotificationPermission,
  type Permission,
} from '../platform/notifications';

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
