import { useEffect, useRef, useState } from 'react';
import { useHabitActions, useLastDeleted } from '../../state/use-habits';
import { useAppStore } from '../../state/app-store-context';

/** How long Undo is offered, at the least (paused while the pointer or focus is on it). */
export const UNDO_MS = 8000;

/** "Deleted <name>" with Undo, after a delete. */
export function UndoToast() {
  const deleted = useLastDeleted();
  const { undoDelete } = useHabitActions();
  const store = useAppStore();
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // Hold the toast open while the pointer or focus is on it (WCAG 2.2.1: enough time).
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const hold = () => setHeld(true);
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node && node.contains(next))) setHeld(false);
    };
    const pairs = [
      ['pointerenter', hold],
      ['focusin', hold],
      ['pointerleave', release],
      ['focusout', release],
    ] as const;
    pairs.forEach(([type, handler]) => node.addEventListener(type, handler));
    return () => pairs.forEach(([type, handler]) => node.removeEventListener(type, handler));
  }, [deleted]);

  useEffect(() => {
    if (!deleted || held) return;
    const timer = setTimeout(() => store.setLastDeleted(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted, held, store]);

  if (!deleted) return null;
  return (
    <div
      ref={ref}
      role="status"
      className="pointer-events-auto mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl bg-fg p-3 pl-4 text-bg shadow-xl animate-[td-rise_200ms_ease-out]"
    >
      <p className="min-w-0 flex-1 truncate text-sm font-medium">Deleted {deleted.name}</p>
      <button
        type="button"
        onClick={undoDelete}
        className="h-9 shrink-0 rounded-full px-4 text-sm font-bold text-bg underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-bg focus-visible:outline-none"
      >
        Undo
      </button>
    </div>
  );
}
