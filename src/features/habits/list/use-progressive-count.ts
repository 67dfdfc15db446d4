import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../../components/ui/after-paint';

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
