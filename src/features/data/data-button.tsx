import { lazy, Suspense } from 'react';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';

const load = () => import('./data-dialog');
const DataDialog = lazy(load);

/** The footer's "Your data" button: backups, CSV, restore, and what is stored. */
export function DataButton() {
  const { open, setOpen, mounted, show, preload, triggerRef } = useLazyDisclosure(load);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        className="rounded underline decoration-line underline-offset-4 hover:text-fg hover:decoration-current focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        Your data
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <DataDialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
