import { t } from '@lingui/core/macro';
import { linkClass } from '../../components/ui/button';
import { LazyDialogButton, type LazyDialog } from '../../components/ui/lazy-dialog-button';
import { useFilesHanded } from '../../state/use-files-handed';

/**
 * The footer's "Settings" button: how days are counted (docs/product.md §4). The layer above
 * hands in the dialog (routes/layout/settings-part.tsx), with the Sync section in it. A sync file
 * opened with the installed app opens it on its summary (§19.2).
 */
export function SettingsButton({ dialog }: { dialog: LazyDialog }) {
  return (
    <LazyDialogButton dialog={dialog} className={linkClass} openNow={useFilesHanded('sync')}>
      {t`Settings`}
    </LazyDialogButton>
  );
}
