import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../../components/ui/after-paint';
import { firstScreenful } from '../first-screenful';

/**
 * How many of a list's `total` cards to render, at most `limit`: `[first, count]`, where `first`
 * is the first screenful (firstScreenful, as the hook mounts: a list that fills later starts with
 * a screenful too), rendered at once, and every card once that is painted. The rest render in a
 * transition, which React does in slices of a few milliseconds, so a long list paints its first
 * screen without waiting for the rest and no task blocks input for long.
 */
export function useProgressiveCount(total: number, limit: number): readonly [number, number] {
  // Browser only: the prerendered shell (src/app/first-paint/shell.tsx) has no habits, so no cards.
  const [first] = useState(firstScreenful);
  const [count, setCount] = useState(() => (total <= first ? Infinity : first));
  useEffect(() => {
    if (count === Infinity) return;
    return afterPaint(() => startTransition(() => setCount(Infinity)));
  }, [count]);
  return [first, Math.min(count, limit)];
}
