import type { ComponentProps, RefObject } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from './cn';

export const Popover = PopoverPrimitive.Root;

interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** The trigger, rendered outside the lazy chunk: the popover anchors to it and returns focus. */
  anchorRef: RefObject<HTMLElement | null>;
}

export function PopoverContent({ anchorRef, className, ...props }: PopoverContentProps) {
  return (
    <>
      <PopoverPrimitive.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="popover-content"
          sideOffset={8}
          collisionPadding={12}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
          className={cn(
            'z-50 rounded-2xl border border-line bg-surface p-3 text-fg shadow-xl outline-none',
            'data-[state=open]:animate-[td-fade_120ms_ease-out]',
            className,
          )}
          {...props}
        />
      </PopoverPrimitive.Portal>
    </>
  );
}
