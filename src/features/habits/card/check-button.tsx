import type { ComponentProps } from 'react';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING_ON_SURFACE } from '../../../components/ui/focus-ring';
import { CheckIcon, PlusIcon } from '../../../components/ui/icons';

const DONE = 'animate-[td-pop_220ms_ease-out] border-accent bg-accent text-accent-fg';

type CheckButtonProps = ComponentProps<'button'> & {
  done: boolean;
  /** An amount habit's Log button: a plus until today is done (issue 24). */
  log?: boolean;
};

/**
 * The round button of today: `Complete <name> for today` (give it aria-pressed) or, for an amount
 * habit, `Log <name> for today`. Same size in both states, so nothing shifts.
 */
export function CheckButton({ done, log, ...props }: CheckButtonProps) {
  const Icon = log && !done ? PlusIcon : CheckIcon;
  return (
    <button
      type="button"
      data-no-swipe
      // The tick's look follows its aria-pressed, so a page painted from a snapshot shows a tap
      // made before React has taken it over at once (app/first-paint/snapshot-paint.ts flips the attribute).
      data-tick={log ? undefined : ''}
      {...props}
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full border-2 transition-[background-color,border-color,color,transform] duration-150 active:scale-90',
        FOCUS_RING_ON_SURFACE,
        log
          ? done
            ? DONE
            : 'border-line text-muted hover:border-accent hover:text-accent-strong'
          : 'not-aria-pressed:border-line not-aria-pressed:text-transparent not-aria-pressed:hover:border-accent not-aria-pressed:hover:text-accent/50 aria-pressed:animate-[td-pop_220ms_ease-out] aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg',
      )}
    >
      <Icon className="size-6" />
    </button>
  );
}
