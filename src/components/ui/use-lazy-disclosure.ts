import { useCallback, useRef, useState } from 'react';
import { useOpenedOnce } from './use-opened-once';

/**
 * Open state for a dialog or popover whose code loads on first use. `mounted` stays true after the
 * first open so the closing animation and focus return run. `triggerProps` go on the button that
 * opens it: they open it on click and warm its code when a pointer or focus arrives.
 */
export function useLazyDisclosure(preload: () => unknown) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = useCallback(() => void preload(), [preload]);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  return {
    open,
    setOpen,
    mounted,
    triggerRef,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: toggle,
      onPointerEnter: warm,
      onFocus: warm,
    },
  };
}
