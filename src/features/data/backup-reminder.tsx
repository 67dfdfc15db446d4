import { useBackupReminderDue, useDataActions } from '../../state/use-data';
import { useToday } from '../../state/use-today';
import { saveTextFile } from '../../components/ui/save-file';
import { Button } from '../../components/ui/button';

/** A quiet line when there are habits and no backup for 30 days; dismissible, never a modal. */
export function BackupReminder() {
  const due = useBackupReminderDue(useToday());
  const actions = useDataActions();
  if (!due) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3 pl-4 text-sm">
      <p className="min-w-0 flex-1 basis-56">
        No backup in 30 days. A backup file keeps your streaks safe if this browser is cleared.
      </p>
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => saveTextFile(actions.exportBackup())}>
          Export backup
        </Button>
        <Button variant="ghost" onClick={actions.dismissReminder}>
          Not now
        </Button>
      </div>
    </div>
  );
}
