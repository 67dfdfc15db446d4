import { useRef } from 'react';
import { preloadable } from '../../components/ui/preloadable';
import { useOpenedOnce } from '../../components/ui/use-opened-once';
import { useHasUnseenBadge, useStatsDialog } from '../../state/use-badges';

const StatsDialog = preloadable('the Stats dialog', () => import('./stats-dialog'));

/** The header's Stats button, with a dot while an unlocked badge is unseen. */
export function StatsButton() {
  const [view, setView] = useStatsDialog();
  const unseen = useHasUnseenBadge();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const mounted = useOpenedOnce(view !== null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={view !== null}
        // The dot, said in the name.
        aria-label={unseen ? 'Stats, new badge' : 'Stats'}
        onClick={() => setView('top')}
        onPointerEnter={StatsDialog.preload}
        onFocus={StatsDialog.preload}
        // Under 360 px the word gives way to the icon (the name stays "Stats"): the header fits 320.
        className="relative inline-flex h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm max-[359px]:px-3 font-semibold text-accent-fg shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-bg focus-visible:outline-none"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M5 20V11M12 20V4M19 20v-6"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        <span className="max-[359px]:sr-only">Stats</span>
        {unseen && (
          <span
            data-testid="unseen-badge-dot"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-bg bg-danger"
          />
        )}
      </button>
      {mounted && <StatsDialog view={view} onViewChange={setView} returnFocusRef={triggerRef} />}
    </>
  );
}
