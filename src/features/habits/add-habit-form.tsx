import { useEffect, useRef, useState } from 'react';
import { preloadable } from '../../components/ui/preloadable';

const AddHabitFields = preloadable('the add form', () => import('./add-habit-fields'));

/**
 * docs/product.md §2.2: closed -> open -> closed again on Add or Cancel. The open form loads on
 * first use (warmed when the browser is idle, or when a pointer or focus reaches the button).
 */
export function AddHabitForm() {
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => void AddHabitFields.preload(), { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);

  const close = () => {
    setOpen(false);
    // Back to the button that opened the form, once it is rendered again.
    requestAnimationFrame(() => openButton.current?.focus());
  };

  if (open) return <AddHabitFields onClose={close} />;
  return (
    <button
      ref={openButton}
      type="button"
      onClick={() => setOpen(true)}
      onPointerEnter={AddHabitFields.preload}
      onFocus={AddHabitFields.preload}
      className="flex h-14 w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line font-semibold text-muted transition-colors hover:border-accent hover:text-accent-strong focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      Add New Habit
    </button>
  );
}
