import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** SPEC.md section 9: the delete button is 80 px wide; a move past 10 px is a swipe. */
export const SWIPE_REVEAL_PX = 80;
export const SWIPE_THRESHOLD_PX = 10;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  base: number;
  axis: 'x' | 'y' | null;
}

/**
 * Horizontal swipe with touch or mouse: the surface follows the pointer between -80 and 0 px and
 * settles open or shut. Vertical moves are left to the page (with `touch-action: pan-y`), and a
 * click that ends a swipe is swallowed so it does not press what was under the finger.
 */
export function useSwipe() {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as Element).closest('[data-no-swipe]')) return;
      gesture.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        base: offset,
        axis: null,
      };
    },
    [offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    if (g.axis === null) {
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
        g.axis = 'x';
        setDragging(true);
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } else if (Math.abs(dy) > SWIPE_THRESHOLD_PX) {
        gesture.current = null; // a scroll, not a swipe
        return;
      } else {
        return;
      }
    }
    setOffset(Math.max(-SWIPE_REVEAL_PX, Math.min(0, g.base + dx)));
  }, []);

  const settle = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.axis !== 'x') return;
    swallowClick.current = true;
    setDragging(false);
    setOffset((current) => (current < -SWIPE_REVEAL_PX / 2 ? -SWIPE_REVEAL_PX : 0));
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  const onClickCapture = useCallback((event: React.MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    offset,
    dragging,
    revealed: offset === -SWIPE_REVEAL_PX,
    reveal: useCallback(() => setOffset(-SWIPE_REVEAL_PX), []),
    hide: useCallback(() => setOffset(0), []),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: settle,
      onPointerCancel: settle,
      onClickCapture,
    },
  };
}
