import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusOrMain } from '../../components/ui/use-focus-return';
import { useHabitActions } from '../../state/use-habit-actions';
import { useLastDeleted } from '../../state/use-habits';
import { useAppStore } from '../../state/app-store-context';
import { Notice } from '../../components/ui/notice';

/** How long Undo is offered, at the least (paused while the pointer or focus is on it). */
export const UNDO_MS = 8000;

/** Whether a key press belongs to a text field (where Ctrl+Z undoes typing, not a delete). */
function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select'))
  );
}

/**
 * "Deleted <name>" with Undo, after a delete. Ctrl+Z (Cmd+Z on a Mac) also undoes while it shows,
 * from anywhere but a text field; either way focus lands on the restored card.
 */
export function UndoToast() {
  const deleted = useLastDeleted();
  const { undoDelete } = useHabitActions();
  const store = useAppStore();
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const undo = useCallback(() => {
    const id = deleted?.id;
    undoDelete();
    if (id === undefined) return;
    requestAnimationFrame(() =>
      focusOrMain(document.querySelector<HTMLElement>(`li[data-habit-id="${CSS.escape(id)}"]`)),
    );
  }, [deleted, undoDelete]);

  useEffect(() => {
    if (!deleted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const z = event.key === 'z' || event.key === 'Z';
      if (!z || event.shiftKey || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      if (inTextField(event.target)) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [deleted, undo]);

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
    const timer = setTimeout(() => store.withdrawUndo(), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted, held, store]);

  if (!deleted) return null;
  const name = deleted.name;
  return (
    <Notice ref={ref} role="status" tone="inverted" className="animate-[td-rise_200ms_ease-out]">
      <p className="min-w-0 flex-1 truncate text-sm font-medium">{t`Deleted ${name}`}</p>
      <span aria-hidden="true" className="hidden text-xs opacity-70 sm:inline">
        {isMac() ? '⌘Z' : 'Ctrl+Z'}
      </span>
      <button
        type="button"
        onClick={undo}
        aria-keyshortcuts="Control+Z Meta+Z"
        className="h-9 shrink-0 rounded-full px-4 text-sm font-bold text-bg underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-bg focus-visible:outline-none"
      >
        {t`Undo`}
      </button>
    </Notice>
  );
}

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
