import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';
import { Button } from '../../components/ui/button';

const SupportDialog = preloadable('the Support dialog', () => import('./support-dialog'));

export function SupportButton() {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    SupportDialog.preload,
  );
  return (
    <>
      <Button variant="outline" {...triggerProps} className="inline-flex items-center gap-1.5">
        <svg viewBox="0 0 24 24" className="size-4 text-accent-strong" aria-hidden="true">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill="currentColor"
          />
        </svg>
        Support
      </Button>
      {mounted && <SupportDialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />}
    </>
  );
}
