import { t } from '@lingui/core/macro';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBadgeToast } from '../../state/use-badges';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { CloseIcon, RibbonIcon } from '../../components/ui/icons-lazy';

/** docs/product.md §2.6: one per change, however many badges it unlocked. */
export function BadgeToast() {
  const { visible, view, dismiss } = useBadgeToast();
  const { attach, restore } = useFocusReturn();
  if (!visible) return null;
  return (
    <Notice ref={attach} role="status" tone="accent" className="animate-[td-rise_200ms_ease-out]">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-accent-fg">
        <RibbonIcon className="size-5" />
      </span>
      <p className="min-w-0 flex-1 text-sm font-semibold">{t`You earned a new Badge!`}</p>
      <Button variant="primary" onClick={view} className="shrink-0">
        {t`View`}
      </Button>
      <Button
        variant="icon"
        onClick={() => {
          dismiss();
          restore();
        }}
        aria-label={t`Dismiss`}
      >
        <CloseIcon className="size-4" />
      </Button>
    </Notice>
  );
}
