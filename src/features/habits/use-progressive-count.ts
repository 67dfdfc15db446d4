import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../components/ui/after-paint';

/**
 * How many of `total` items to render: `first` at once, and every item once that is painted.
 * The rest render in a transition, which React does in slices of a few milliseconds, so a long
 * list paints its first screen without waiting for the rest and no task blocks input for long.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(() => (total <= first ? Infinity : first));
  useEffect(() => {
    if (count === Infinity) return;
    return afterPaint(() => startTransition(() => setCount(Infinity)));
  }, [count]);
  return count;
}

/**
 * A screenful of cards and one more: a card is at least 90 px tall with a 12 px gap (measured at
 * 320, 375 and 1280 px wide), and the list starts below the header, so a window's height over 88
 * counts more cards than fit (issue 27: every card past the screen delays the first paint).
 */
export function firstScreenful(): number {
  // Browser only: the prerendered shell (src/app/shell.tsx) has no habits, so no cards.
  return Math.max(8, Math.ceil(innerHeight / 88) + 1);
}
