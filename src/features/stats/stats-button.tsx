import { lazy, Suspense } from 'react';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';

const load = () => import('./stats-dialog');
const StatsDialog = lazy(load);

export function StatsButton() {
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
        className="inline-flex h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-bg focus-visible:outline-none"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M5 20V11M12 20V4M19 20v-6"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        Stats
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <StatsDialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
