/** docs/product.md §9: the streak label shows from 2 days. */
export const STREAK_LABEL_FROM = 2;

/** "N Day Streak" (2 or more) and the best-streak chip (above 0, §6.5) with its tooltip. */
export function StreakInfo({ current, best }: { current: number; best: number }) {
  return (
    <div className="flex shrink-0 items-center gap-1.5 pb-0.5">
      {current >= STREAK_LABEL_FROM && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-strong">
          <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
            <path
              d="M12 2c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 1.7 1.2 2.5 2 2.5-1-3 .5-6 1-8z"
              fill="currentColor"
            />
          </svg>
          {current} Day Streak
        </span>
      )}
      {best > 0 && (
        <span className="group relative inline-flex">
          <span
            role="img"
            aria-label={`Highest Streak: ${best}`}
            className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted tabular-nums"
          >
            <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
              <path
                d="M7 4h10v4a5 5 0 0 1-10 0V4zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {best}
          </span>
          <span
            role="tooltip"
            className="pointer-events-none invisible absolute right-0 bottom-full z-20 mb-1.5 rounded-md bg-fg px-2 py-1 text-xs font-medium whitespace-nowrap text-bg opacity-0 shadow transition-opacity group-hover:visible group-hover:opacity-100"
          >
            Highest Streak
          </span>
        </span>
      )}
    </div>
  );
}
