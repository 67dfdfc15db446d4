import { buttonClass } from '../../components/ui/button';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { preloadable } from '../../components/ui/preloadable';

const SupportDialog = preloadable('the Support dialog', () => import('./support-dialog'));

export function SupportButton() {
  return (
    <LazyDialogButton
      dialog={SupportDialog}
      className={buttonClass('outline', 'sm', 'inline-flex items-center gap-1.5')}
    >
      <svg viewBox="0 0 24 24" className="size-4 text-accent-strong" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill="currentColor"
        />
      </svg>
      Support
    </LazyDialogButton>
  );
}
