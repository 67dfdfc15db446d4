import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';

const DataDialog = preloadable('the Your data dialog', () => import('./data-dialog'));

/** The footer's "Your data" button: backups, CSV, restore, and what is stored. */
export function DataButton() {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    DataDialog.preload,
  );
  return (
    <>
      <button
        {...triggerProps}
        className="rounded underline decoration-line underline-offset-4 hover:text-fg hover:decoration-current focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        Your data
      </button>
      {mounted && <DataDialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />}
    </>
  );
}
