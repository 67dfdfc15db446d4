import { useCallback, useRef } from 'react';

/**
 * For a notice that goes away when one of its buttons is pressed (a toast's Dismiss, the banner's
 * Got it): remembers where focus came from when it entered the notice, and `restore()` puts it
 * back there once the notice is gone, or on the page's main landmark when that place is gone or
 * focus came from nowhere (a click), so focus never falls to the body.
 */
export function useFocusReturn() {
  const from = useRef<HTMLElement | null>(null);
  /** A callback ref for the notice: it listens for focus arriving from outside. */
  const attach = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      const previous = event.relatedTarget;
      if (previous instanceof HTMLElement && !node.contains(previous)) from.current = previous;
    };
    node.addEventListener('focusin', onFocusIn);
    return () => node.removeEventListener('focusin', onFocusIn);
  }, []);
  const restore = useCallback(() => {
    requestAnimationFrame(() => focusOrMain(from.current));
  }, []);
  return { attach, restore };
}

/** Focuses `target` when it is still on the page, else `<main>` (focusable by script only). */
export function focusOrMain(target: HTMLElement | null | undefined): void {
  if (target?.isConnected) {
    target.focus();
    return;
  }
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}
