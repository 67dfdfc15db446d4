import { t } from '@lingui/core/macro';
import { linkClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';

const SettingsDialog = preloadable(
  () => t`the Settings dialog`,
  () => import('./settings-dialog.lazy'),
);

/** The footer's "Settings" button: how days are counted (docs/product.md §4). */
export function SettingsButton() {
  return (
    <LazyDialogButton dialog={SettingsDialog} className={linkClass}>
      {t`Settings`}
    </LazyDialogButton>
  );
}

/** The header's `Sync now` (docs/product.md §17), shown where a place is set; its body is lazy. */
export function SyncIndicator() {
  return <SettingsDialog indicator />;
}
