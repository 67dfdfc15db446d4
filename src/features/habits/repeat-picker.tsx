import { useId } from 'react';
import type { Schedule } from '../../domain/schedule';
import { cn } from '../../components/ui/cn';
import type { RepeatDraft } from './repeat-draft';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The real input lies over its pill, unseen: a click or tap anywhere on the pill is on it. */
const hiddenInput = 'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0';

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
}: {
  value: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
}) {
  const name = useId();
  const timesId = useId();
  const pill =
    'relative cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-strong has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';
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
        <div className="flex items-center gap-2 text-sm">
          <input
            id={timesId}
            type="number"
            min={1}
            max={6}
            step={1}
            value={value.times}
            onChange={(event) => {
              const times = Math.round(Number(event.target.value));
              if (times >= 1 && times <= 6) onChange({ ...value, times });
            }}
            className="h-10 w-16 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg tabular-nums focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          />
          <label htmlFor={timesId} className="text-muted">
            Times a week
          </label>
        </div>
      )}
    </div>
  );
}
