import type { ComponentProps } from 'react';
import { cn } from './cn';

const TONES = {
  plain: 'border border-line bg-surface text-fg',
  accent: 'border border-accent/60 bg-surface text-fg',
  danger: 'border border-danger/60 bg-surface text-fg',
  /** Ink on the page, for the short-lived Undo. */
  inverted: 'bg-fg text-bg',
} as const;

type NoticeProps = ComponentProps<'div'> & { tone?: keyof typeof TONES };

/**
 * A card in the notice stack at the bottom of the page (toasts, alerts, the banner): it takes
 * pointer events inside a stack that does not, and shares one width, shape and shadow.
 */
export function Notice({ tone = 'plain', className, ...props }: NoticeProps) {
  return (
    <div
      data-slot="notice"
      className={cn(
        'pointer-events-auto mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl p-3 pl-4 text-sm shadow-xl',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
