import { t } from '@lingui/core/macro';
import { buttonClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';

const PauseDialog = preloadable(
  () => t`the Pause habits dialog`,
  () => import('./pause-dialog.lazy'),
);

/** docs/product.md §10.9: button `Pause habits`, opening its dialog (loaded on first use). */
export function PauseSection() {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">
        {t({ message: 'Time off', comment: 'Heading of the settings for pausing habits' })}
      </h3>
      <p className="text-muted">
        {t`Going away? Pause some or all habits over a few days: those days count as skipped.`}
      </p>
      <LazyDialogButton
        dialog={PauseDialog}
        className={buttonClass('outline', 'md', 'justify-self-start')}
      >
        {t`Pause habits`}
      </LazyDialogButton>
    </section>
  );
}
