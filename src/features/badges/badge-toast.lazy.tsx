import { t } from '@lingui/core/macro';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { useBadgeToast } from '../../state/use-badge-toast';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { CloseIcon, RibbonIcon } from '../../components/ui/icons-lazy';

/** docs/product.md §2.6: one per change, however many badges it unlocked. */
export function BadgeToast() {
  const { visible, view, dismiss } = useBadgeToast();
  const { attach, restore } = useFocusReturn();
  if (!visible) return null;
  return (
    <Notice
      ref={attach}
      role="status"
      tone="accent"
      className="flex-wrap animate-[td-rise_200ms_ease-out]"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-accent-fg">
        <RibbonIcon className="size-5" />
      </span>
      {/* No narrower than its longest word ("Abzeichen"): where the row is too narrow (German
          at 320 px), the buttons go to a line of their own instead of covering the text. */}
      <p className="flex-1 basis-0 text-sm font-semibold">{t`You earned a new Badge!`}</p>
      <div className="ml-auto flex shrink-0 items-center gap-3">
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
      </div>
    </Notice>
  );
}
