import { useId } from 'react';

/** The real input lies over its pill, unseen: a click or tap anywhere on the pill is on it. */
export const hiddenInput =
  'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0';

/** A radio or checkbox drawn as a pill (Repeat, Track, Goal), filled while checked. */
export const pill =
  'relative cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-strong has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';

/**
 * A group of radios drawn as pills (Repeat, Track, Goal), named `label`: a native radio each, so
 * the arrow keys move between them.
 */
export function PillRadios<T extends string>({
  label,
  options,
  checked,
  onPick,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  checked: T;
  onPick: (value: T) => void;
  className: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <label key={option.value} className={pill}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={checked === option.value}
            onChange={() => onPick(option.value)}
            className={hiddenInput}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
