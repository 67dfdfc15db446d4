import { t } from '@lingui/core/macro';
import { linkClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';
import { useFilesHanded } from '../../state/use-files-handed';

/** The Your data dialog's code, loaded on first use (also by the storage warning's button). */
export const DataDialog = preloadable(
  () => t`the Your data dialog`,
  () => import('./data-dialog.lazy'),
);

/**
 * The footer's "Your data" button: backups, CSV, restore, and what is stored. A backup opened with
 * the installed app opens it on its preview (§19.2).
 */
export function DataButton() {
  return (
    <LazyDialogButton dialog={DataDialog} className={linkClass} openNow={useFilesHanded('backup')}>
      {t`Your data`}
    </LazyDialogButton>
  );
}
