import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { AMOUNT_MAX } from '../../../domain/amount';
import { amountStep, type AmountProblem } from '../../../domain/amount-input';
import { amountProblem } from '../../../words/amount-input-words';
import { amountText } from '../../../i18n/amount-text';
import { rich } from '../../../i18n/rich';
import { formatNumber } from '../../../i18n/format';
import { useRecordActions } from '../../../state/use-record-actions';
import type { Measure } from '../../../domain/habit/model';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { Popover, PopoverContent } from '../../../components/ui/popover';
import { readLogged, stepped, typedAhead } from './log-draft';
import { CardForm } from './card-form';

interface AmountPopoverProps {
  name: string;
  measure: Measure;
  /** Today's logged amount, null when none: the field starts from it at each opening. */
  amount: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** The habit logged (through useRecordActions: its code loads with this popover). */
  habitId: string;
  /** Keys typed on the Log button before this popover's code arrived (log-amount.tsx). */
  typed: RefObject<string[]>;
}

const stepButton = 'grid size-11! shrink-0 place-items-center px-0! text-xl! leading-none text-fg';

/**
 * Issue 24: the log popover of an amount habit. Spinbutton `Amount for <name>` between `-` and
 * `+` (one amountStep each, within 0 to 1,000,000; the arrow keys too); Enter or Save keeps what
 * the field holds (a blank field clears today) and closes; Escape or a click outside closes and
 * keeps nothing. Text that is not an amount is refused with its message, tied to the field, and
 * nothing is stored. Focus goes back to the Log button (PopoverContent).
 *
 * The field is text in the language's decimals, read as the calendar's field is (issue 40,
 * docs/product.md §16.5): a number input drops a comma (`1,5` became 15, `1,000` 1000).
 */
export default function AmountPopover({
  name,
  measure,
  amount,
  open,
  onOpenChange,
  anchorRef,
  habitId,
  typed,
}: AmountPopoverProps) {
  const { logAmount } = useRecordActions();
  const shown = amount === null ? '' : amountText(amount);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<AmountProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const step = amountStep(measure.target);
  // Every opening starts from what is stored.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText(shown);
      setError(null);
    }
  }
  const edit = (next: string) => {
    setText(next);
    setError(null);
  };
  const save = (value: string) => {
    const reading = readLogged(value);
    if (!reading.ok) {
      setError(reading.problem);
      input.current?.focus();
      return;
    }
    logAmount(habitId, reading.value);
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(text);
  };
  const stepBy = (direction: 1 | -1) => edit(stepped(text, amount ?? 0, step, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };
  const parsed = readLogged(text);
  const goal = formatNumber(measure.target) + (measure.unit ? ` ${measure.unit}` : '');
  const target = '{target}';
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverContent
        anchorRef={anchorRef}
        align="end"
        aria-label={t`Log ${name}`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
          // What was typed while this code was on its way lands in the field (issue 40).
          const early = typedAhead(text, typed.current.splice(0));
          if (!early) return input.current?.select();
          edit(early.text);
          if (early.enter) save(early.text);
        }}
        className="w-64"
      >
        <CardForm onSubmit={submit} className="grid gap-3">
          <p className="px-1 text-sm text-muted">
            {rich(
              t({
                message: `Today · ${target}`,
                comment: 'target: "at least 8 glasses" or "at most 2 km", in bold',
              }),
              {
                target: (
                  <span className="font-semibold text-fg">
                    {measure.goal === 'atMost' ? t`at most ${goal}` : t`at least ${goal}`}
                  </span>
                ),
              },
            )}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              aria-label="-"
              className={stepButton}
              onClick={() => stepBy(-1)}
            >
              <span aria-hidden="true">−</span>
            </Button>
            <input
              ref={input}
              type="text"
              role="spinbutton"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              aria-valuemin={0}
              aria-valuemax={AMOUNT_MAX}
              aria-valuenow={parsed.ok && parsed.value !== null ? parsed.value : undefined}
              value={text}
              placeholder="0"
              onChange={(event) => edit(event.target.value)}
              onKeyDown={onKeyDown}
              aria-label={t`Amount for ${name}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(
                `h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-surface-2 px-3 text-center text-lg font-semibold text-fg tabular-nums placeholder:text-muted ${FOCUS_RING}`,
                error && 'border-danger!',
              )}
            />
            <Button
              variant="outline"
              aria-label="+"
              className={stepButton}
              onClick={() => stepBy(1)}
            >
              <span aria-hidden="true">+</span>
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="px-1 text-sm font-semibold text-danger">
              {amountProblem(error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button variant="primary" size="sm" type="submit">
              {t`Save`}
            </Button>
          </div>
        </CardForm>
      </PopoverContent>
    </Popover>
  );
}
