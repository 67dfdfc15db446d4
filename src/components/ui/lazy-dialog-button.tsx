import { useEffect, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useLazyDisclosure } from './use-lazy-disclosure';

/** A dialog made with `preloadable`: its code loads on first use. */
export type LazyDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}> & { preload: () => unknown };

/**
 * A button that opens a lazily loaded dialog: it warms the dialog's code on pointer or focus,
 * mounts it on the first click (or when `openNow` turns true: a file handed to it), and gets focus
 * back when it closes.
 */
export function LazyDialogButton({
  dialog: Dialog,
  className,
  children,
  openNow,
}: {
  dialog: LazyDialog;
  className: string;
  children: ReactNode;
  openNow?: boolean;
}) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(Dialog.preload);
  useEffect(() => {
    if (openNow) setOpen(true);
  }, [openNow, setOpen]);
  return (
    <>
      <button {...triggerProps} className={className}>
        {children}
      </button>
      {mounted && <Dialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />}
    </>
  );
}
