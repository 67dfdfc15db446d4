import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { HABIT_COLORS, type HabitColor } from '../../../domain/habit/model';
import { cn } from '../../../components/ui/cn';
import { CheckIcon } from '../../../components/ui/icons';
import { hiddenInput } from './choice-pills';

/** A habit colour's name, as its swatch is called and shown. */
export function habitColorName(color: HabitColor | null): string {
  switch (color) {
    case null:
      return t({ message: 'Default', comment: "A habit's colour: the theme's accent" });
    case 'red':
      return t`Red`;
    case 'orange':
      return t`Orange`;
    case 'amber':
      return t`Amber`;
    case 'green':
      return t`Green`;
    case 'teal':
      return t`Teal`;
    case 'cyan':
      return t`Cyan`;
    case 'blue':
      return t`Blue`;
    case 'indigo':
      return t`Indigo`;
    case 'purple':
      return t`Purple`;
    case 'pink':
      return t`Pink`;
  }
}

const CHOICES: readonly (HabitColor | null)[] = [null, ...HABIT_COLORS];

/**
 * docs/product.md §2.3: radiogroup `Colour` with `Default` (the theme's accent) and the ten named
 * colours. Native radios (the arrow keys move and pick); each swatch is drawn in its colour for
 * this mode (data-habit-color), named by its radio and its tooltip, and the picked one's name is
 * written beside the label and its swatch ticked, so colour is never the only sign.
 */
export function ColourPicker({
  value,
  onChange,
}: {
  value: HabitColor | null;
  onChange: (color: HabitColor | null) => void;
}) {
  const labelId = useId();
  const group = useId();
  return (
    <div className="grid gap-2">
      <p className="flex items-baseline gap-2 text-sm">
        <span id={labelId} className="font-semibold">
          {t({ message: 'Colour', comment: "A habit's colour" })}
        </span>
        <span aria-hidden="true" className="text-muted">
          {habitColorName(value)}
        </span>
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {CHOICES.map((color) => {
          const name = habitColorName(color);
          const checked = value === color;
          return (
            <label
              key={color ?? 'default'}
              title={name}
              data-habit-color={color ?? undefined}
              className={cn(
                'relative grid size-9 cursor-pointer place-items-center rounded-full ring-offset-2 ring-offset-surface has-[:checked]:ring-2 has-[:checked]:ring-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-fg has-[:focus-visible]:ring-offset-4',
                // Default is a ring of the theme's accent, so it differs from the named colour
                // that the theme's accent may equal.
                color ? 'bg-accent text-accent-fg' : 'border-4 border-accent text-fg',
              )}
            >
              <input
                type="radio"
                name={group}
                aria-label={name}
                checked={checked}
                onChange={() => onChange(color)}
                className={hiddenInput}
              />
              {checked && <CheckIcon className={color ? 'size-5' : 'size-4'} />}
            </label>
          );
        })}
      </div>
    </div>
  );
}
