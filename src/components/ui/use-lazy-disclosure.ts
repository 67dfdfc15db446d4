import { useCallback, useRef, useState } from 'react';

/**
 * Open state for a dialog or popover whose code loads on first use. `mounted` stays true after the
 * first open so the closing animation and focus return run; `preload` warms the chunk on intent.
 */
export function useLazyDisclosure(load: () => unknown) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = useCallback(() => void load(), [load]);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { open, setOpen, mounted, show, preload, triggerRef };
}
