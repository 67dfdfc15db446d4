import { preloadable } from '../../components/ui/preloadable';
import { useBackupReminderDue } from '../../state/use-data';
import { useToday } from '../../state/use-today';

const Line = preloadable('the backup reminder', () => import('./backup-reminder-line'));

/** A quiet line when there are habits and no backup for 30 days; dismissible, never a modal. */
export function BackupReminder() {
  return useBackupReminderDue(useToday()) ? <Line /> : null;
}
