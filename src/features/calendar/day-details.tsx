import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NOTE_MAX_LENGTH } from '../../domain/amount';
import {
  amountStep,
  readAmountField,
  stepAmount,
  type AmountProblem,
} from '../../domain/amount-input';
import { amountProblem } from '../../words/amount-input-words';
import { amountText, decimalSeparator } from '../../i18n/amount-text';
import type { Measure } from '../../domain/habit/model';
import { cn } from '../../components/ui/cn';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { formatNumber, longDateLabel } from '../../i18n/format';

/**
 * Runs the latest `save` when the field goes away (the calendar closed by Escape or a click
 * outside, another day picked): what was typed is kept, never lost.
 */
function useSaveOnLeave(save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => () => latest.current(), []);
}

/**
 * Keys typed in a field stay there: through the popover's portal React would hand them on to the
 * habit card, whose Delete, F2 and Space mean something else. Escape still closes the calendar
 * (Radix listens on the document, before this).
 */
function keepKeys(event: KeyboardEvent<HTMLInputElement>) {
  event.stopPropagation();
}

/**
 * A typed amount, in the language's decimals (`2,5` in German), or null for a blank field: read as
 * the card's `Log` field reads it (docs/product.md §16.5).
 */
const readAmount = (text: string) => readAmountField(text, decimalSeparator());

const FIELD = `h-10 w-full min-w-0 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg placeholder:text-muted ${FOCUS_RING}`;

/**
 * The selected day's note (issue 24): textbox `Note for <date>`, saved on Enter, on blur and as
 * the calendar closes; trimmed, and an empty one removes the note. The draft follows
 * what is stored (another tab, a save) unless the user is typing something else. Keyed by day.
 */
export function DayNote({
  day,
  stored,
  onSave,
}: {
  day: number;
  stored: string;
  onSave: (note: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(stored);
  const [base, setBase] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    setDraft(stored);
  }
  const save = () => {
    if (draft !== stored) onSave(draft);
    // What is kept is trimmed: show that, even when the store kept the note as it was.
    setDraft((text) => text.trim());
  };
  useSaveOnLeave(() => {
    if (draft !== stored) onSave(draft);
  });
  const date = longDateLabel(day);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t`Note for ${date}`}
      </label>
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t`How did it go?`}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          keepKeys(event);
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          }
        }}
        className={FIELD}
      />
    </div>
  );
}

/**
 * The selected day's amount (issue 24): spinbutton `Amount for <date>`, beside the target it is
 * judged by. Enter or blur saves a valid amount (done when the target is met), blank clears the
 * day, anything else says why and stores nothing. Up and down step it. Keyed by day.
 */
export function DayAmount({
  day,
  stored,
  target,
  measure,
  onSave,
}: {
  day: number;
  stored: number | null;
  /** The target the day is judged by: its own when it was logged, else the habit's. */
  target: number;
  measure: Measure;
  onSave: (amount: number | null) => void;
}) {
  const id = useId();
  const messageId = useId();
  // In the language's decimals (`2,5` in German): the field is text, read back the same way.
  const shown = stored === null ? '' : amountText(stored);
  const [draft, setDraft] = useState(shown);
  const [base, setBase] = useState(shown);
  const [message, setMessage] = useState<AmountProblem | null>(null);
  if (shown !== base) {
    setBase(shown);
    setDraft(shown);
    setMessage(null);
  }
  const save = (text = draft) => {
    const reading = readAmount(text);
    if (!reading.ok) {
      setMessage(reading.problem);
      return;
    }
    setMessage(null);
    setDraft(reading.value === null ? '' : amountText(reading.value));
    if (reading.value !== stored) onSave(reading.value);
  };
  useSaveOnLeave(() => {
    const reading = readAmount(draft);
    if (reading.ok && reading.value !== stored) onSave(reading.value);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    keepKeys(event);
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (draft.trim() !== '' && !readAmount(draft).ok) return;
      const direction = event.key === 'ArrowUp' ? 1 : -1;
      setDraft(amountText(stepAmount(draft, 0, amountStep(target), direction, decimalSeparator())));
      setMessage(null);
    }
  };
  const parsed = readAmount(draft);
  const goal = formatNumber(target) + (measure.unit ? ` ${measure.unit}` : '');
  const date = longDateLabel(day);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t`Amount for ${date}`}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={draft}
          placeholder="0"
          aria-valuemin={0}
          aria-valuemax={1_000_000}
          aria-valuenow={parsed.ok && parsed.value !== null ? parsed.value : undefined}
          aria-invalid={message !== null || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => save()}
          onKeyDown={onKeyDown}
          className={cn(FIELD, 'w-28! tabular-nums', message && 'border-danger!')}
        />
        <span className="text-sm text-muted">
          {measure.goal === 'atMost' ? t`at most ${goal}` : t`of ${goal}`}
        </span>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-xs font-semibold text-danger">
          {amountProblem(message)}
        </p>
      )}
    </div>
  );
}
