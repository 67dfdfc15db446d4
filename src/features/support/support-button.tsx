import { t } from '@lingui/core/macro';
import { buttonClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';
import { HeartIcon } from '../../components/ui/icons';

const SupportDialog = preloadable(
  () => t`the Support dialog`,
  () => import('./support-dialog.lazy'),
);

export function SupportButton() {
  return (
    <LazyDialogButton
      dialog={SupportDialog}
      className={buttonClass('outline', 'sm', 'inline-flex items-center gap-1.5')}
    >
      <HeartIcon className="size-4 text-accent-strong" />
      {t({ message: 'Support', comment: 'Support the app with a tip' })}
    </LazyDialogButton>
  );
}
