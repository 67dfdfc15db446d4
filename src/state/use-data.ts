import { useMemo } from 'react';
import { DAY_MS, isoDate, isStorableTime } from '../domain/days';
import { isActive } from '../domain/habit/model';
import type { BackupProblem, ParsedBackup } from '../storage/backup';
import type { BackupInfo } from '../storage/preferences';
import type { ImportMode, ImportResult } from './app-store';
import { useAppSelector, useAppStore } from './app-store-context';
import { dayRuleOf } from './device-day-rule';

export type { BackupProblem, ParsedBackup, BackupInfo, ImportMode, ImportResult };

/** Ours: remind after this long without a backup (docs/decisions.md). */
export const BACKUP_REMINDER_DAYS = 30;

export interface DownloadFile {
  name: string;
  type: string;
  text: string;
}

/** Today's date by the user's day rule (docs/product.md §4), for file names. */
export const todayIn = (days: Parameters<typeof dayRuleOf>[0]) =>
  isoDate(dayRuleOf(days).dayOf(Date.now()));

export function useDataActions() {
  const store = useAppStore();
  return useMemo(
    () => ({
      importBackup: (backup: ParsedBackup, mode: ImportMode) => store.importBackup(backup, mode),
      dismissReminder: store.dismissBackupReminder,
    }),
    [store],
  );
}

export function useBackupInfo(): BackupInfo {
  return useAppSelector((s) => s.backup);
}

/** Whether to show the backup reminder on `today` (a day by the user's day rule). */
export function useBackupReminderDue(today: number): boolean {
  const info = useBackupInfo();
  // The active habits and the first made here: not the data summary's walk over every completion
  // (issue 27: ~7 ms of the first render with 100 habits x 3 years).
  let created: number | null = null;
  let habits = 0;
  for (const habit of useAppSelector((s) => s.habits)) {
    if (!isActive(habit)) continue;
    habits += 1;
    const ms = Date.parse(habit.createdAt);
    if (isStorableTime(ms) && (created === null || ms < created)) created = ms;
  }
  if (habits === 0) return false;
  const now = today * DAY_MS;
  const window = BACKUP_REMINDER_DAYS * DAY_MS;
  const lastSafe = info.lastBackupAt ?? created ?? now;
  if (now - lastSafe < window) return false;
  return info.reminderDismissedAt === null || now - info.reminderDismissedAt >= window;
}
