import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBadgeToast } from '../../state/use-badges';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';

/** docs/product.md §2.6: one per change, however many badges it unlocked. */
export function BadgeToast() {
  const { visible, view, dismiss } = useBadgeToast();
  const { attach, restore } = useFocusReturn();
  if (!visible) return null;
  return (
    <Notice ref={attach} role="status" tone="accent" className="animate-[td-rise_200ms_ease-out]">
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
      <Button variant="primary" onClick={view} className="shrink-0">
        View
      </Button>
      <Button
        variant="icon"
        onClick={() => {
          dismiss();
          restore();
        }}
        aria-label="Dismiss"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </Button>
    </Notice>
  );
}
