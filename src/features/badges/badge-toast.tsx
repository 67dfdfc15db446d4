import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBadgeToast } from '../../state/use-badges';

/** docs/product.md §2.6: one per change, however many badges it unlocked. */
export function BadgeToast() {
  const { visible, view, dismiss } = useBadgeToast();
  const { attach, restore } = useFocusReturn();
  if (!visible) return null;
  return (
    <div
      ref={attach}
      role="status"
      className="pointer-events-auto mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl border border-accent/60 bg-surface p-3 pl-4 shadow-xl animate-[td-rise_200ms_ease-out]"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-accent-fg">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M8.5 14l-2 7 5.5-3 5.5 3-2-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <p className="min-w-0 flex-1 text-sm font-semibold">You earned a new Badge!</p>
      <button
        type="button"
        onClick={view}
        className="h-9 shrink-0 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none"
      >
        View
      </button>
      <button
        type="button"
        onClick={() => {
          dismiss();
          restore();
        }}
        aria-label="Dismiss"
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
