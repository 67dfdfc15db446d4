import { t } from '@lingui/core/macro';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from './cn';
import { buttonClass } from './button';
import { CloseIcon } from './icons-lazy';

export const Dialog = DialogPrimitive.Root;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Where focus goes on close. Needed because our triggers live outside the lazy dialog chunk. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** A centred dialog (a bottom sheet on phones) with a title, a close button and its own scroll. */
export function DialogContent({
  title,
  returnFocusRef,
  className,
  children,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-[td-fade_150ms_ease-out]"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        ref={content}
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          // An Escape from inside another dialog closes that dialog, not this one. Radix hands
          // Escape to a newly opened dialog a frame or two after it shows: pressed at once in a
          // dialog opened from this one (Settings' `Pause habits`), it reached this one, which
          // closed both.
          const from = event.target instanceof Element ? event.target : null;
          const owner = from?.closest('[data-slot="dialog-content"]');
          if (owner && owner !== content.current) {
            event.preventDefault();
            owner.querySelector<HTMLElement>('[data-slot="dialog-close"]')?.click();
          }
          onEscapeKeyDown?.(event);
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusRef?.current) {
            event.preventDefault();
            returnFocusRef.current.focus();
          }
        }}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl outline-none',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
          'data-[state=open]:animate-[td-rise_180ms_ease-out]',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between gap-4 px-6 pt-5 pb-3">
          <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={t`Close`}
            className={buttonClass('icon', 'md', '-mr-2')}
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto overscroll-contain px-6 pb-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
