import { Link } from 'wouter';
import { cn } from '../../components/ui/cn';
import { PATHS } from '../paths';

/** `Back to Home`: the link at the top of the terms, privacy and history pages. */
export function BackToHome({ className }: { className?: string }) {
  return (
    <Link
      href={PATHS.home}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-strong hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d="M15 18l-6-6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      Back to Home
    </Link>
  );
}
