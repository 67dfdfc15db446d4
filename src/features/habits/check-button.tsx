import { cn } from '../../components/ui/cn';

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
        'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none',
        done
          ? 'animate-[td-pop_220ms_ease-out] border-accent bg-accent text-accent-fg'
          : 'border-line text-transparent hover:border-accent hover:text-accent/50',
      )}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
