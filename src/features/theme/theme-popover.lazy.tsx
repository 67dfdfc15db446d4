import { t } from '@lingui/core/macro';
import type { RefObject } from 'react';
import { RadioGroup } from 'radix-ui';
import { Popover, PopoverContent } from '../../components/ui/popover';
import { THEME_COLORS, isThemeColor, type ThemeColor } from '../../domain/theme';
import { useTheme } from '../../state/use-theme';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { CheckIcon } from '../../components/ui/icons';

interface ThemePopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** Four swatches as a radio group: arrows move and select, the change applies at once. */
export default function ThemePopover({ open, onOpenChange, anchorRef }: ThemePopoverProps) {
  const [theme, setTheme] = useTheme();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverContent anchorRef={anchorRef} align="end" aria-label={t`Colour theme`}>
        <p className="px-1 pb-2 text-sm font-medium text-muted" aria-hidden="true">
          {t`Colour theme`}
        </p>
        <RadioGroup.Root
          aria-label={t`Colour theme`}
          value={theme.color}
          onValueChange={(color) => isThemeColor(color) && setTheme({ ...theme, color })}
          className="flex gap-2"
          loop
        >
          {THEME_COLORS.map((color) => (
            <RadioGroup.Item
              key={color}
              value={color}
              aria-label={colorName(color)}
              data-color={color}
              // Selection follows focus even when the arrow key is released before Radix moves
              // focus (it does so in a timeout, and fast or synthetic key presses beat it).
              onFocus={() => color !== theme.color && setTheme({ ...theme, color })}
              className={`group grid size-11 place-items-center rounded-xl border border-line bg-surface-2 hover:border-muted ${FOCUS_RING} data-[state=checked]:border-fg`}
            >
              <span className="grid size-7 place-items-center rounded-full bg-accent text-accent-fg">
                <RadioGroup.Indicator>
                  <CheckIcon className="size-4" />
                </RadioGroup.Indicator>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </PopoverContent>
    </Popover>
  );
}

/** A colour's name, as the swatch is called. */
function colorName(color: ThemeColor): string {
  switch (color) {
    case 'blue':
      return t`Blue`;
    case 'green':
      return t`Green`;
    case 'purple':
      return t`Purple`;
    case 'orange':
      return t`Orange`;
  }
}
