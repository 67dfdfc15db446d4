import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import type { Schedule } from '../../../domain/schedule';
import { cn } from '../../../components/ui/cn';
import { weekdayName } from '../../../i18n/format';
import { badNumber, type RepeatDraft, type RepeatNumber } from './repeat-draft';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { hiddenInput, pill, PillRadios } from './choice-pills';

const kinds = (): { value: Schedule['type']; label: string }[] => [
  { value: 'daily', label: t({ message: 'Every day', comment: 'A schedule' }) },
  { value: 'weekdays', label: t`On certain days` },
  { value: 'weekly', label: t`Times a week` },
  { value: 'interval', label: t`Every few days` },
  { value: 'monthly', label: t({ message: 'Times a month', context: 'A schedule' }) },
  { value: 'window', label: t`Times in a number of days` },
];

/** What a refused number is told (docs/product.md §10.1's ranges). */
function badWords(name: RepeatNumber): string {
  switch (name) {
    case 'times':
      return t`Times a week is a whole number from 1 to 6.`;
    case 'every':
      return t`Every how many days is a whole number from 2 to 30.`;
    case 'monthTimes':
      return t`Times a month is a whole number from 1 to 27.`;
    case 'windowDays':
      return t`Days is a whole number from 2 to 60.`;
    case 'windowTimes':
      return t`Times is a whole number from 1 to one less than Days.`;
  }
}

interface CountProps {
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (text: string) => void;
  name: RepeatNumber;
  invalid: boolean;
  errorId: string;
}

/** A spinbutton named by its label, beside it. */
function Count({ label, min, max, value, onChange, name, invalid, errorId }: CountProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        data-number={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        // Whatever is typed stays as typed; Add or Save refuses a value out of range.
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cn(
          `h-10 w-16 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums ${FOCUS_RING}`,
          invalid && 'border-danger!',
        )}
      />
      <label htmlFor={id} className="text-muted">
        {label}
      </label>
    </div>
  );
}

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
 * docs/product.md §10: radiogroup `Repeat` (`Every day`, `On certain days`, `Times a week`,
 * `Every few days`, `Times a month`, `Times in a number of days`), then checkboxes `Sunday` to
 * `Saturday`, or the kind's spinbuttons (`Times a week`, `Every how many days`, `Times a month`,
 * `Times` and `Days`). Native inputs: arrow keys move between the radios, and nothing loads for it.
 */
export default function RepeatPicker({
  value,
  onChange,
  timesError = 0,
}: {
  value: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  /** Counts the Add or Save presses refused for a number out of range: each moves focus there. */
  timesError?: number;
}) {
  const errorId = useId();
  const box = useRef<HTMLDivElement>(null);
  const bad = timesError > 0 ? badNumber(value) : null;
  useEffect(() => {
    const name = badNumber(value);
    if (timesError > 0 && name) {
      box.current?.querySelector<HTMLInputElement>(`[data-number="${name}"]`)?.focus();
    }
    // Only a refused Add or Save moves focus, not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timesError]);
  const field = (name: RepeatNumber, label: string, min: number, max: number): CountProps => ({
    label,
    min,
    max,
    value: value[name],
    onChange: (text) => onChange({ ...value, [name]: text }),
    name,
    invalid: bad === name,
    errorId,
  });
  return (
    <div ref={box} className="grid gap-2">
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
              className={cn(pill, 'grid size-10 place-items-center px-0! py-0!')}
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
      {value.kind === 'weekly' && <Count {...field('times', t`Times a week`, 1, 6)} />}
      {value.kind === 'interval' && <Count {...field('every', t`Every how many days`, 2, 30)} />}
      {value.kind === 'monthly' && (
        <Count
          {...field('monthTimes', t({ message: 'Times a month', context: 'A number' }), 1, 27)}
        />
      )}
      {value.kind === 'window' && (
        <div className="flex flex-wrap gap-x-4">
          <Count
            {...field(
              'windowTimes',
              t({ message: 'Times', comment: '3 Times in 10 Days' }),
              1,
              Math.max(1, Number(value.windowDays) - 1 || 1),
            )}
          />
          <Count {...field('windowDays', t({ message: 'Days', context: 'A number' }), 2, 60)} />
        </div>
      )}
      {bad && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {badWords(bad)}
        </p>
      )}
    </div>
  );
}
