import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { CloseIcon, WarningIcon } from '../../components/ui/icons-lazy';
import { LazyDialogButton } from '../../components/ui/lazy-dialog-button';
import { Notice } from '../../components/ui/notice';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { formatPercent } from '../../i18n/format';
import { useDismissStorageWarning } from '../../state/use-dismiss-storage-warning';
import { usedPercent } from '../../state/used-percent';
import { useStorageGauge } from '../../state/use-storage-gauge';
import { DataDialog } from './data-button';

/**
 * The storage warning's words and buttons (storage-warning.tsx): loaded when storage is 80 % full.
 * A region named by its first words, in the stack of notices, like the time zone question: it
 * opens Your data, which says what to do, and can be dismissed while this page is open
 * (docs/decisions.md, "The storage warning").
 */
export default function StorageWarningNotice() {
  const { use } = useStorageGauge();
  const dismiss = useDismissStorageWarning();
  const name = useId();
  const { attach, restore } = useFocusReturn();
  const share = formatPercent((use ? usedPercent(use) : 0) / 100);
  const yourData = t`Your data`;
  return (
    <section aria-labelledby={name}>
      <Notice
        ref={attach}
        role="status"
        tone="danger"
        className="animate-[td-rise_200ms_ease-out] flex-wrap items-start! gap-x-3 gap-y-3 p-4!"
      >
        <WarningIcon className="mt-0.5 size-5 shrink-0 text-danger" />
        <p className="min-w-0 flex-[1_1_14rem]">
          <strong id={name} className="font-semibold">
            {t`Storage is almost full.`}
          </strong>{' '}
          {t({
            message: `Tickday is using ${share} of the room this browser gives it. “${yourData}” says what to do before changes can no longer be saved.`,
            comment:
              '{share} is a percentage, "81%"; {yourData} is the name of the dialog, "Your data"',
          })}
        </p>
        <div className="flex shrink-0 items-center gap-2 self-center">
          <LazyDialogButton dialog={DataDialog} className={buttonClass('strong')}>
            {t({ message: 'Open Your data', comment: '"Your data" is the name of the dialog' })}
          </LazyDialogButton>
          <Button
            variant="icon"
            aria-label={t`Dismiss the storage warning`}
            onClick={() => {
              dismiss();
              restore();
            }}
          >
            <CloseIcon className="size-4" />
          </Button>
        </div>
      </Notice>
    </section>
  );
}
