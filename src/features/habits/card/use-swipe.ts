import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** docs/product.md §9: the delete button is 80 px wide; a move past 10 px is a swipe. */
export const SWIPE_REVEAL_PX = 80;
export const SWIPE_THRESHOLD_PX = 10;

/**
 * 1 in a left-to-right page, -1 right to left (docs/product.md §18.2): Delete sits at the line's
 * end, so an Arabic card is swiped to the right to show it. Offsets here are along the line.
 */
export function lineDirection(): 1 | -1 {
  return document.documentElement.dir === 'rtl' ? -1 : 1;
}

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  base: number;
  axis: 'x' | 'y' | null;
}

/**
 * Horizontal swipe with touch or mouse over a controlled `revealed` state: while dragging the
 * surface follows the pointer between -80 and 0 px, then settles open or shut. Vertical moves are
 * left to the page (with `touch-action: pan-y`), and the click that ends a swipe is swallowed so
 * it does not press what was under the finger.
 */
export function useSwipe(revealed: boolean, setRevealed: (revealed: boolean) => void) {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const live = useRef(0); // the offset of the drag under way, for settling
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const resting = revealed ? -SWIPE_REVEAL_PX : 0;

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as Element).closest('[data-no-swipe]')) return;
      const { pointerId, clientX: x, clientY: y } = event;
      gesture.current = { pointerId, x, y, base: resting, axis: null };
    },
    [resting],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = (event.clientX - g.x) * lineDirection();
    const dy = event.clientY - g.y;
    if (g.axis === null) {
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
        g.axis = 'x';
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } else {
        if (Math.abs(dy) > SWIPE_THRESHOLD_PX) gesture.current = null; // a scroll, not a swipe
        return;
      }
    }
    live.current = Math.max(-SWIPE_REVEAL_PX, Math.min(0, g.base + dx));
    setDragOffset(live.current);
  }, []);

  const settle = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const g = gesture.current;
      gesture.current = null;
      if (!g || g.axis !== 'x') return;
      swallowClick.current = true;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      setDragOffset(null);
      setRevealed(live.current < -SWIPE_REVEAL_PX / 2);
    },
    [setRevealed],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    offset: dragOffset ?? resting,
    dragging: dragOffset !== null,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: settle,
      onPointerCancel: settle,
      onClickCapture,
    },
  };
}
