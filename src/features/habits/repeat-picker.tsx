import { useEffect, useId, useRef } from 'react';
import { weekdayName } from '../../domain/days';
import type { Schedule } from '../../domain/schedule';
import { cn } from '../../components/ui/cn';
import { badTimes, TIMES_MESSAGE, type RepeatDraft } from './repeat-draft';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { hiddenInput, pill } from './choice-styles';

const WEEKDAYS = Array.from({ length: 7 }, (_, day) => weekdayName(day));

const KINDS: { kind: Schedule['type']; label: string }[] = [
  { kind: 'daily', label: 'Every day' },
  { kind: 'weekdays', label: 'On certain days' },
  { kind: 'weekly', label: 'Times a week' },
];

/**
 * docs/product.md §10: radiogroup `Repeat` (`Every day`, `On certain days`, `Times a week`), then
 * checkboxes `Sunday` to `Saturday` or spinbutton `Times a week` (1 to 6). Native inputs: arrow
 * keys move between the radios, and nothing loads for it.
 */
export default function RepeatPicker({
  value,
  onChange,
  timesError = 0,
}: {
  value: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  /** Counts the Add or Save presses refused for the times a week: each moves focus there. */
  timesError?: number;
}) {
  const name = useId();
  const timesId = useId();
  const errorId = useId();
  const timesInput = useRef<HTMLInputElement>(null);
  const showError = timesError > 0 && badTimes(value);
  useEffect(() => {
    if (timesError > 0) timesInput.current?.focus();
  }, [timesError]);
  return (
    <div className="grid gap-2">
      <div role="radiogroup" aria-label="Repeat" className="flex flex-wrap gap-1.5">
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={pill}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value.kind === kind}
              onChange={() => onChange({ ...value, kind })}
              className={hiddenInput}
            />
            {label}
          </label>
        ))}
      </div>
      {value.kind === 'weekdays' && (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Days</legend>
          {WEEKDAYS.map((weekday, day) => (
            <label
              key={weekday}
              className={cn(pill, 'grid size-10 place-items-center px-0 py-0')}
              title={weekday}
            >
              <input
                type="checkbox"
                aria-label={weekday}
                checked={value.days.includes(day)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    days: event.target.checked
                      ? [...value.days, day].sort((a, b) => a - b)
                      : value.days.filter((d) => d !== day),
                  })
                }
                className={hiddenInput}
              />
              <span aria-hidden="true">{weekday.slice(0, 2)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {value.kind === 'weekly' && (
        <div className="grid gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <input
              ref={timesInput}
              id={timesId}
              type="number"
              inputMode="numeric"
              min={1}
              max={6}
              step={1}
              value={value.times}
              // Whatever is typed stays as typed; Add or Save refuses a value out of range.
              onChange={(event) => onChange({ ...value, times: event.target.value })}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? errorId : undefined}
              className={cn(
                `h-10 w-16 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums ${FOCUS_RING}`,
                showError && 'border-danger',
              )}
            />
            <label htmlFor={timesId} className="text-muted">
              Times a week
            </label>
          </div>
          {showError && (
            <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
              {TIMES_MESSAGE}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
