import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { FOCUS_RING_ON_BG } from './focus-ring';

interface SwitchProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'role' | 'checked' | 'onChange' | 'children'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Drawn on the thumb (the header's sun or moon). */
  children?: ReactNode;
  /**
   * Drawn on by the page's dark theme instead of the box's state: the dark mode switch, which is
   * on exactly when <html> is dark. Its prerendered box is on for everyone (dark is the default),
   * and the inline script has set the theme before the first paint, so a light page never shows
   * it on (docs/decisions.md, "A first paint before React").
   */
  drawnByTheme?: boolean;
}

/**
 * An on/off switch: the browser's own checkbox with the switch role (Space toggles it, a label
 * names it, its state is said as on or off), drawn as a track and a thumb. No script of its own,
 * so the header's dark mode switch costs the first paint nothing (docs/decisions.md).
 */
export function Switch({
  className,
  children,
  checked,
  onCheckedChange,
  drawnByTheme = false,
  ...props
}: SwitchProps) {
  return (
    <span data-slot="switch" className={cn('relative inline-flex h-7 w-12 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn(
          'peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full border border-line bg-surface-2 transition-colors',
          FOCUS_RING_ON_BG,
          drawnByTheme
            ? 'dark:border-accent dark:bg-accent'
            : 'checked:border-accent checked:bg-accent',
        )}
        {...props}
      />
      <span
        data-slot="switch-thumb"
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 left-px grid size-5 -translate-y-1/2 translate-x-1 place-items-center rounded-full bg-surface text-fg shadow transition-transform ${drawnByTheme ? 'dark:translate-x-6' : 'peer-checked:translate-x-6'}`}
      >
        {children}
      </span>
    </span>
  );
}
