import type { ComponentProps } from 'react';
import { cn } from './cn';
import { FOCUS_RING } from './focus-ring';

const VARIANTS = {
  /** The main action of a place: the accent colour. */
  primary:
    'bg-accent text-accent-fg hover:brightness-110 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
  /** A main action that must stand out from an accent-coloured neighbour: ink on the page. */
  strong:
    'bg-fg text-bg hover:opacity-90 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
  /** A second action beside a main one. */
  outline: 'border border-line hover:bg-surface-2 focus-visible:ring-accent',
  /** A quiet action (Cancel, Later). */
  ghost: 'text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-accent',
  /** A round icon-only button; give it an aria-label. */
  icon: 'grid shrink-0 place-items-center text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-accent',
} as const;

const SIZES = {
  sm: 'h-9 px-4',
  md: 'h-10 px-4',
  lg: 'h-11 px-5',
} as const;

const ICON_SIZES = { sm: 'size-9', md: 'size-10', lg: 'size-11' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for an element that only looks like one (a link). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'sm',
  className?: string,
): string {
  return cn(
    'rounded-full text-sm font-semibold focus-visible:ring-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    variant === 'icon' ? ICON_SIZES[size] : SIZES[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** The app's button: `type="button"` unless told, one look per variant, one height per size. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  );
}

/** A quiet underlined link, or a button that reads as one (the footer's). */
export const linkClass = `rounded underline decoration-line underline-offset-4 hover:text-fg hover:decoration-current ${FOCUS_RING}`;
