import { useId } from 'react';
import { amountOfTarget } from '../../domain/amount';
import type { Measure } from '../../domain/records';
import { cn } from '../../components/ui/cn';
import { preloadable } from '../../components/ui/preloadable';
import { useLazyDisclosure } from '../../components/ui/use-lazy-disclosure';
import { CheckButton } from './check-button';

// The popover (Radix) loads on first use, warmed at idle or when a pointer or focus reaches Log.
const AmountPopover = preloadable('the amount log', () => import('./amount-popover'));

interface LogAmountProps {
  name: string;
  measure: Measure;
  /** Today's logged amount, null when none. */
  amount: number | null;
  done: boolean;
  onLog: (amount: number | null) => void;
}

/**
 * An amount habit's place of the check (issue 24): today's progress, `3 / 8 glasses`, and button
 * `Log <name> for today` opening the log popover. The button is filled with a check once today is
 * done, like the check button; the progress is its description.
 */
export function LogAmount({ name, measure, amount, done, onLog }: LogAmountProps) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDisclosure(
    AmountPopover.preload,
  );
  const progressId = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <span
        id={progressId}
        className={cn(
          'max-w-24 text-right text-sm leading-tight font-semibold tabular-nums sm:max-w-32',
          done ? 'text-accent-strong' : 'text-muted',
        )}
      >
        {amountOfTarget(amount, measure)}
        {done && <span className="sr-only">, done</span>}
      </span>
      <CheckButton
        {...triggerProps}
        log
        done={done}
        data-done={done}
        aria-label={`Log ${name} for today`}
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
          onLog={onLog}
        />
      )}
    </div>
  );
}
