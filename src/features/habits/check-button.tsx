import { cn } from '../../components/ui/cn';
import { FOCUS_RING_ON_SURFACE } from '../../components/ui/focus-ring';
import { CheckIcon } from '../../components/ui/icons';

interface CheckButtonProps {
  name: string;
  done: boolean;
  onToggle: () => void;
}

/** The round button that ticks today. Same size in both states, so nothing shifts. */
export function CheckButton({ name, done, onToggle }: CheckButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Complete ${name} for today`}
      aria-pressed={done}
      onClick={onToggle}
      data-no-swipe
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full border-2 transition-[background-color,border-color,color,transform] duration-150 active:scale-90',
        FOCUS_RING_ON_SURFACE,
        done
          ? 'animate-[td-pop_220ms_ease-out] border-accent bg-accent text-accent-fg'
          : 'border-line text-transparent hover:border-accent hover:text-accent/50',
      )}
    >
      <CheckIcon className="size-6" />
    </button>
  );
}
