import { useCallback } from 'react';
import type { ReminderWords } from '../domain/reminder';
import { notificationPermission, requestNotificationPermission } from '../platform/notifications';
import { useAppStore } from './app-store-context';

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
