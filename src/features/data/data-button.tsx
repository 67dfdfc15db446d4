import { t } from '@lingui/core/macro';
import { linkClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';

const DataDialog = preloadable(
  () => t`the Your data dialog`,
  () => import('./data-dialog.lazy'),
);

/** The footer's "Your data" button: backups, CSV, restore, and what is stored. */
export function DataButton() {
  return (
    <LazyDialogButton dialog={DataDialog} className={linkClass}>
      {t`Your data`}
    </LazyDialogButton>
  );
}
