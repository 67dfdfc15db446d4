import { useBackupReminderDue, useDataActions } from '../../state/use-data';
import { useToday } from '../../state/use-today';
import { download } from './download';

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
        <button
          type="button"
          onClick={() => download(actions.exportBackup())}
          className="h-9 rounded-full bg-accent px-4 font-semibold text-accent-fg hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
        >
          Export backup
        </button>
        <button
          type="button"
          onClick={actions.dismissReminder}
          className="h-9 rounded-full px-3 font-semibold text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          Not now
        </button>
      </div>
    </div>
  );
}
