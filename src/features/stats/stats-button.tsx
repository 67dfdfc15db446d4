import { t } from '@lingui/core/macro';
import { useRef } from 'react';
import { preloadable } from '../../components/ui/preloadable';
import { useOpenedOnce } from '../../components/ui/use-opened-once';
import { useHasUnseenBadge } from '../../state/use-unlocked-badges';
import { useStatsDialog } from '../../state/use-stats-dialog';
import { Button } from '../../components/ui/button';
import { BarsIcon } from '../../components/ui/icons';

const StatsDialog = preloadable(
  () => t`the Stats dialog`,
  () => import('./stats-dialog.lazy'),
);

/** The header's Stats button, with a dot while an unlocked badge is unseen. */
export function StatsButton() {
  const [view, setView] = useStatsDialog();
  const unseen = useHasUnseenBadge();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const mounted = useOpenedOnce(view !== null);
  const label = t`Stats`;
  // Beside the logo and two controls, a word of up to 8 letters fits from 360 px; a longer one
  // ("Estadísticas", "Statistik") from 420 px (docs/decisions.md, "Long labels at 320 px").
  const long = label.length > 8;
  return (
    <>
      <Button
        ref={triggerRef}
        variant="primary"
        size="md"
        aria-haspopup="dialog"
        aria-expanded={view !== null}
        // The dot, said in the name.
        aria-label={unseen ? t`Stats, new badge` : t`Stats`}
        onClick={() => setView('top')}
        onPointerEnter={StatsDialog.preload}
        onFocus={StatsDialog.preload}
        // Where it would not fit the word gives way to the icon (the name stays "Stats").
        className={`relative inline-flex items-center gap-2 shadow-sm focus-visible:ring-offset-bg! ${long ? 'max-[419px]:px-3' : 'max-[359px]:px-3'}`}
      >
        <BarsIcon className="size-4" />
        <span className={long ? 'max-[419px]:sr-only' : 'max-[359px]:sr-only'}>{label}</span>
        {unseen && (
          <span
            data-testid="unseen-badge-dot"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-bg bg-danger"
          />
        )}
      </Button>
      {mounted && <StatsDialog view={view} onViewChange={setView} returnFocusRef={triggerRef} />}
    </>
  );
}
