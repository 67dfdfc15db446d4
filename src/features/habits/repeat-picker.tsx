import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import type { Schedule } from '../../domain/schedule';
import { cn } from '../../components/ui/cn';
import { weekdayName } from '../../i18n/format';
import { badTimes, type RepeatDraft } from './repeat-draft';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { hiddenInput, pill, PillRadios } from './choice-pills';

const kinds = (): { value: Schedule['type']; label: string }[] => [
  { value: 'daily', label: t({ message: 'Every day', comment: 'A schedule' }) },
  { value: 'weekdays', label: t`On certain days` },
  { value: 'weekly', label: t`Times a week` },
];

/**
 * The weekdays (0 = Sunday) in the current language: the long name names each checkbox, the
 * short one is its pill's face. That is the narrow letter when the seven differ (Spanish's
 * `D L M X J V S`), else the shortest start of the short names, two letters or more, that tells
 * them apart (English `Su Mo Tu`, Portuguese `dom seg ter`).
 */
function weekdays(): { name: string; face: string }[] {
  const days = [0, 1, 2, 3, 4, 5, 6];
  let faces = days.map((day) => weekdayName(day, 'narrow'));
  const short = days.map((day) => [...weekdayName(day, 'short').replace(/\.$/, '')]);
  for (let length = 2; new Set(faces).size < 7 && length < 10; length += 1) {
    faces = short.map((letters) => letters.slice(0, length).join(''));
  }
  return days.map((day) => ({ name: weekdayName(day), face: faces[day] ?? '' }));
}

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
  const timesId = useId();
  const errorId = useId();
  const timesInput = useRef<HTMLInputElement>(null);
  const showError = timesError > 0 && badTimes(value);
  useEffect(() => {
    if (timesError > 0) timesInput.current?.focus();
  }, [timesError]);
  return (
    <div className="grid gap-2">
      <PillRadios
        label={t({ message: 'Repeat', comment: 'How often a habit is asked for' })}
        options={kinds()}
        checked={value.kind}
        onPick={(kind) => onChange({ ...value, kind })}
        className="flex flex-wrap gap-1.5"
      />
      {value.kind === 'weekdays' && (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">
            {t({ message: 'Days', comment: 'The weekdays a habit is asked for' })}
          </legend>
          {weekdays().map(({ name: weekday, face }, day) => (
            <label
              key={day}
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
              <span aria-hidden="true">{face}</span>
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
              {t`Times a week`}
            </label>
          </div>
          {showError && (
            <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
              {t`Times a week is a whole number from 1 to 6.`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
