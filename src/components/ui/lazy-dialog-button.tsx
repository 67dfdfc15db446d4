import type { ComponentType, ReactNode, RefObject } from 'react';
import { useLazyDisclosure } from './use-lazy-disclosure';

/** A dialog made with `preloadable`: its code loads on first use. */
export type LazyDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}> & { preload: () => unknown };

/**
 * A button that opens a lazily loaded dialog: it warms the dialog's code on pointer or focus,
 * mounts it on the first click, and gets focus back when it closes.
 */
export function LazyDialogButton({
  dialog: Dialog,
  className,
  children,
}: {
  dialog: LazyDialog;
  className: string;
  children: ReactNode;
}) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(Dialog.preload);
  return (
    <>
      <button {...triggerProps} className={className}>
        {children}
      </button>
      {mounted && <Dialog open={open} onOpenChange={setOpen} returnFocusRef={triggerRef} />}
    </>
  );
}
