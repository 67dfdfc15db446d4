import { t } from '@lingui/core/macro';
import { useExportBackup } from '../../state/use-export-backup';
import { useDataActions } from '../../state/use-data-actions';
import { saveTextFile } from '../../state/downloads';
import { Button } from '../../components/ui/button';

/** The reminder's line (backup-reminder.tsx): loaded when it is due. */
export default function BackupReminderLine() {
  const actions = useDataActions();
  const exportBackup = useExportBackup();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3 pl-4 text-sm">
      <p className="min-w-0 flex-1 basis-56">
        {t`No backup in 30 days. A backup file keeps your streaks safe if this browser is cleared.`}
      </p>
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => saveTextFile(exportBackup())}>
          {t`Export backup`}
        </Button>
        <Button variant="ghost" onClick={actions.dismissReminder}>
          {t({ message: 'Not now', comment: 'Dismisses the backup reminder' })}
        </Button>
      </div>
    </div>
  );
}
