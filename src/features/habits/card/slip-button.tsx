import { t } from '@lingui/core/macro';
import type { ComponentProps } from 'react';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING_ON_SURFACE } from '../../../components/ui/focus-ring';
import { Svg } from '../../../components/ui/icons';

/**
 * docs/product.md §20.3: a habit to break's round button, `Log a slip for <name> today` (give it
 * aria-pressed), in place of the check. Its look follows aria-pressed, as the check's does, so a
 * tap on a page painted from a snapshot shows at once (app/first-paint/snapshot-paint.ts flips `data-tick`).
 */
export function SlipButton({ name, ...props }: ComponentProps<'button'> & { name: string }) {
  return (
    <button
      type="button"
      data-no-swipe
      data-tick=""
      aria-label={t({
        message: `Log a slip for ${name} today`,
        comment: 'A habit to break: the button that logs (or clears) a slip today',
      })}
      {...props}
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full border-2 transition-[background-color,border-color,color,transform] duration-150 active:scale-90',
        FOCUS_RING_ON_SURFACE,
        'not-aria-pressed:border-line not-aria-pressed:text-muted not-aria-pressed:hover:border-danger not-aria-pressed:hover:text-danger aria-pressed:border-danger aria-pressed:bg-danger aria-pressed:text-danger-fg',
      )}
    >
      {/* A slip: a circle struck through. */}
      <Svg className="size-6">
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6.5 17.5l11-11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </Svg>
    </button>
  );
}
