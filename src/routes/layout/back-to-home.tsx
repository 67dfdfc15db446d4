import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { cn } from '../../components/ui/cn';
import { PATHS } from '../paths';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { ChevronLeftIcon } from '../../components/ui/icons-lazy';

/** `Back to Home`: the link at the top of the terms, privacy and history pages. */
export function BackToHome({ className }: { className?: string }) {
  return (
    <Link
      href={PATHS.home}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-strong hover:underline',
        FOCUS_RING,
        className,
      )}
    >
      <ChevronLeftIcon className="size-4" />
      {t`Back to Home`}
    </Link>
  );
}
