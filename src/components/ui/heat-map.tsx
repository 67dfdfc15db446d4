import { useRef, useState } from 'react';
import { cn } from './cn';
import { FOCUS_RING } from './focus-ring';
import { useRovingGrid } from './roving-grid';

export interface HeatCell {
  /** A day number (days since 1970-01-01), unique in the map. */
  day: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** What a screen reader hears: "Monday, July 14, 2025: done". */
  label: string;
  /** Classes that draw the cell. */
  className: string;
  /** Set as `data-status` when given. */
  status?: string;
}

/**
 * A year as a grid of days: one column a week (its first day at the top, §18.3), one row a weekday, so a
 * screen reader reads it row by row and the arrow keys move by a day (up, down) or a week (left,
 * right). One cell at a time is in the tab order; `focusDay` starts there (today).
 */
export function HeatMap({
  label,
  weeks,
  focusDay,
  weekdayLetters,
}: {
  label: string;
  weeks: HeatCell[][];
  focusDay: number;
  /** The rows' letters, the week's first day first (every other one is shown). */
  weekdayLetters: readonly string[];
}) {
  const [active, setActive] = useState(focusDay);
  const gridRef = useRef<HTMLDivElement>(null);
  const days = new Set(weeks.flat().map((cell) => cell.day));
  // Up and down a day, left and right a week; it stops at the year's ends.
  const onKeyDown = useRovingGrid('columns', active, (next) => {
    if (!days.has(next)) return;
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  });
  return (
    <div className="flex min-w-0 gap-1">
      <div
        aria-hidden="true"
        className="grid grid-rows-7 gap-[2px] pt-0 pb-1 text-[9px] leading-none text-muted"
      >
        {weekdayLetters.map((letter, i) => (
          <span key={i} className="grid place-items-center">
            {i % 2 === 1 ? letter : ''}
          </span>
        ))}
      </div>
      {/* Cells at least 11 px on phones (they were 3 px dots at 375 px): the year scrolls sideways
          there, its days still reached by the arrow keys, each scrolled into view as it is focused.
          It opens on the current week: the scroller runs the other way from the page, so it starts
          at the end the current week is at (right, or left right to left), and the grid runs the
          page's way again. Set from script, that position needed a layout in the commit (6 to 9 ms
          of opening Stats or a History page at 100 x 3). */}
      <div className="min-w-0 flex-1 overflow-x-auto pb-1 [direction:rtl] rtl:[direction:ltr]">
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          // The days are the tab stops (a roving tabindex); the grid itself is focusable by script.
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="grid w-max min-w-full gap-[2px] [direction:ltr] [--cell-min:11px] sm:[--cell-min:0px] rtl:[direction:rtl]"
          style={{ gridTemplateColumns: `repeat(${weeks.length}, minmax(var(--cell-min), 1fr))` }}
        >
          {Array.from({ length: 7 }, (_, weekday) => (
            <div key={weekday} role="row" className="contents">
              {weeks.map((week) => {
                const cell = week[weekday];
                if (!cell) return null;
                return (
                  <div
                    key={cell.day}
                    role="gridcell"
                    tabIndex={cell.day === active ? 0 : -1}
                    aria-label={cell.label}
                    data-day={cell.day}
                    data-date={cell.date}
                    data-status={cell.status}
                    onFocus={() => setActive(cell.day)}
                    className={cn(
                      `aspect-square min-w-0 rounded-[2px] border ${FOCUS_RING}`,
                      cell.className,
                    )}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
