import { t } from '@lingui/core/macro';
import { use } from 'react';
import { preloadable } from '../../components/ui/preloadable';
import { useBackupReminderDue } from '../../state/use-backup-reminder-due';
import { useToday } from '../../state/use-today';

const Line = preloadable(
  () => t`the backup reminder`,
  () => import('./backup-reminder-line.lazy'),
);
/** The line's code, asked for once; settled either way (a failed fetch is the line's own alert). */
let lineCode: Promise<void> | undefined;

/**
 * A quiet line when there are habits and no backup for 30 days; dismissible, never a modal. It is
 * part of the page's first drawing (docs/decisions.md, "The backup reminder in the first paint"):
 * while the stored state is not drawn yet (the inline script's `data-shell` marks are on), that
 * render, a transition, waits for the line's code, so the line comes with the page and moves
 * nothing after it.
 */
export function BackupReminder() {
  const due = useBackupReminderDue(useToday());
  if (due && document.documentElement.dataset.shell !== undefined)
    use((lineCode ??= Line.preload()));
  return due ? <Line /> : null;
}
