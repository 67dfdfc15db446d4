/** docs/product.md §9: the streak label shows from 2 days. */
import { plural, t } from '@lingui/core/macro';
import { FlameIcon, TrophyIcon } from '../../../components/ui/icons';
export const STREAK_LABEL_FROM = 2;

const CHIP =
  'inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-strong';

/**
 * "N Day Streak" (2 or more) and the best-streak chip (above 0, §6.5) with its tooltip. A habit to
 * break (§20.3) shows `<N> days clean` (`clean`) in the streak's place.
 */
export function StreakInfo({
  current,
  best,
  clean,
}: {
  current: number;
  best: number;
  clean?: number;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1.5 pb-0.5">
      {clean !== undefined ? (
        <span className={CHIP}>{plural(clean, { one: '# day clean', other: '# days clean' })}</span>
      ) : (
        current >= STREAK_LABEL_FROM && (
          <span className={CHIP}>
            <FlameIcon className="size-3.5" />
            {plural(current, { one: `${current} Day Streak`, other: `${current} Day Streak` })}
          </span>
        )
      )}
      {best > 0 && (
        <span className="group relative inline-flex">
          <span
            role="img"
            aria-label={t`Highest Streak: ${best}`}
            className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted tabular-nums"
          >
            <TrophyIcon className="size-3.5" />
            {best}
          </span>
          <span
            role="tooltip"
            className="pointer-events-none invisible absolute right-0 bottom-full z-20 mb-1.5 rounded-md bg-fg px-2 py-1 text-xs font-medium whitespace-nowrap text-bg opacity-0 shadow transition-opacity group-hover:visible group-hover:opacity-100"
          >
            {t`Highest Streak`}
          </span>
        </span>
      )}
    </div>
  );
}
