import { t } from '@lingui/core/macro';
import { Fragment, useRef } from 'react';
import type { Measure } from '../../../domain/habit/model';
import { cn } from '../../../components/ui/cn';
import { preloadable } from '../../../components/ui/preloadable';
import { useLazyDisclosure } from '../../../components/ui/use-lazy-disclosure';
import { formatNumber } from '../../../i18n/format';
import { CheckButton } from './check-button';

// The popover (Radix) loads on first use, warmed at idle or when a pointer or focus reaches Log.
const AmountPopover = preloadable(
  () => t`the amount log`,
  () => import('./amount-popover.lazy'),
);

interface LogAmountProps {
  name: string;
  measure: Measure;
  /** Today's logged amount, null when none. */
  amount: number | null;
  done: boolean;
  /** The id of today's progress (AmountProgress): the button's description. */
  progressId: string;
  habitId: string;
}

/**
 * Today's progress of an amount habit, `3 / 8 glasses` (issue 24); the rest of `3 / 8 glasses,
 * done` only for screen readers.
 */
export function AmountProgress({
  id,
  amount,
  measure,
  done,
}: {
  id: string;
  amount: number | null;
  measure: Measure;
  done: boolean;
}) {
  const logged = formatNumber(amount ?? 0);
  const target = formatNumber(measure.target);
  const unit = measure.unit;
  const shown = unit ? t`${logged} / ${target} ${unit}` : `${logged} / ${target}`;
  const progress = '{progress}';
  const said = t({
    message: `${progress}, done`,
    comment: 'progress: "3 / 8 glasses", shown; the rest is said to screen readers only',
  });
  return (
    <span
      id={id}
      className={cn(
        'ml-auto pb-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
        done ? 'text-accent-strong' : 'text-muted',
      )}
    >
      {done
        ? said.split(/(\{progress\})/).map((piece, i) =>
            i % 2 ? (
              <Fragment key={i}>{shown}</Fragment>
            ) : (
              piece && (
                <span key={i} className="sr-only">
                  {piece}
                </span>
              )
            ),
          )
        : shown}
    </span>
  );
}

/**
 * An amount habit's place of the check (issue 24): button `Log <name> for today`, filled with a
 * check once today is done like the check button, opening the log popover. Its description is
 * today's progress, shown beside the strip.
 */
export function LogAmount({ name, measure, amount, done, progressId, habitId }: LogAmountProps) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    AmountPopover.preload,
  );
  // Keys typed while the popover's code is on its way land on this button: kept for its field
  // (issue 40). Tab and shortcuts still do what they do.
  const typed = useRef<string[]>([]);
  return (
    <>
      <CheckButton
        {...triggerProps}
        onKeyDown={(event) => {
          if (open && !event.ctrlKey && !event.metaKey && /^(.|Backspace|Enter)$/.test(event.key)) {
            event.preventDefault();
            typed.current.push(event.key);
          }
        }}
        log
        done={done}
        data-done={done}
        aria-label={t`Log ${name} for today`}
        aria-describedby={progressId}
      />
      {mounted && (
        <AmountPopover
          name={name}
          measure={measure}
          amount={amount}
          open={open}
          onOpenChange={setOpen}
          anchorRef={triggerRef}
          habitId={habitId}
          typed={typed}
        />
      )}
    </>
  );
}
