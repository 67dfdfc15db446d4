import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useBackupReminderDue } from '../../state/use-data';
import { useToday } from '../../state/use-today';

const Line = preloadable(
  () =>
    t({
      message: 'the backup reminder',
      comment: 'In "Part of Tickday ({part}) could not be loaded."',
    }),
  () => import('./backup-reminder-line'),
);

/** A quiet line when there are habits and no backup for 30 days; dismissible, never a modal. */
export function BackupReminder() {
  return useBackupReminderDue(useToday()) ? <Line /> : null;
}
