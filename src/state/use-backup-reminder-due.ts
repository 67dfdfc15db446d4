import { DAY_MS, isStorableTime } from '../domain/days';
import { isActive } from '../domain/habit/model';
import { useAppSelector } from './app-store-context';
import { useBackupInfo } from './use-backup-info';

/** Ours: remind after this long without a backup (docs/decisions.md). */
export const BACKUP_REMINDER_DAYS = 30;

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
