import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';

const SettingsDialog = preloadable('the Settings dialog', () => import('./settings-dialog'));

/** The footer's "Settings" button: how days are counted (docs/product.md §4). */
export function SettingsButton() {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    SettingsDialog.preload,
  );
  return (
    <>
      <button
        {...triggerProps}
        className="rounded underline decoration-line underline-offset-4 hover:text-fg hover:decoration-current focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        Settings
      </button>
      {mounted && <SettingsDialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />}
    </>
  );
}
