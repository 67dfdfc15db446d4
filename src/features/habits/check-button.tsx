import type { ComponentProps } from 'react';
import { cn } from '../../components/ui/cn';
import { FOCUS_RING_ON_SURFACE } from '../../components/ui/focus-ring';
import { CheckIcon, PlusIcon } from '../../components/ui/icons';

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
      {...props}
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full border-2 transition-[background-color,border-color,color,transform] duration-150 active:scale-90',
        FOCUS_RING_ON_SURFACE,
        done
          ? 'animate-[td-pop_220ms_ease-out] border-accent bg-accent text-accent-fg'
          : cn(
              'border-line hover:border-accent',
              log ? 'text-muted hover:text-accent-strong' : 'text-transparent hover:text-accent/50',
            ),
      )}
    >
      <Icon className="size-6" />
    </button>
  );
}
