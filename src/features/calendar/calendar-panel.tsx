import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addMonths,
  firstDayOfMonth,
  isoDate,
  longDateLabel,
  monthGrid,
  monthLabel,
  startOfDay,
  yearMonthOf,
  type YearMonth,
} from '../../domain/days';
import { habitSummary } from '../../domain/stats';
import { isDone } from '../../domain/toggle';
import { cn } from '../../components/ui/cn';
import { Popover, PopoverContent } from '../../components/ui/popover';
import { useHabit, useHabitActions } from '../../state/use-habits';
import { useToday } from '../../state/use-today';
import type { CalendarPopoverProps } from './calendar-popover';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ARROW_STEP: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** docs/product.md §2.4: a Sunday-first month of 5 or 6 rows; a past day or today toggles. */
export default function CalendarPanel({
  habitId,
  open,
  onOpenChange,
  anchorRef,
}: CalendarPopoverProps) {
  const habit = useHabit(habitId);
  const today = useToday();
  const { toggle } = useHabitActions();
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const [focusDay, setFocusDay] = useState(today);
  const gridRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Every opening starts on today's month with today as the tab stop.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMonth(yearMonthOf(today));
      setFocusDay(today);
    }
  }

  // Set by arrow keys: the day to focus once the render that shows it has committed.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-date="${isoDate(focusDay)}"]`)
      ?.focus();
  }, [focusDay, month]);

  if (!habit) return null;
  const summary = habitSummary(habit, today);

  const focusOn = (day: number) => {
    const target = Math.min(day, today);
    moveFocus.current = true;
    setFocusDay(target);
    const ym = yearMonthOf(target);
    if (ym.year !== month.year || ym.month !== month.month) setMonth(ym);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const step = ARROW_STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    focusOn(focusDay + step);
  };

  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocusDay(Math.min(firstDayOfMonth(next), today));
  };
  const isCurrentMonth = firstDayOfMonth(month) === firstDayOfMonth(yearMonthOf(today));
  const grid = monthGrid(month);
  // The roving tab stop: the focused day when it is in view, else the month's first enabled day.
  const inView = grid.flat().includes(focusDay)
    ? focusDay
    : Math.min(firstDayOfMonth(month), today);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverContent
        anchorRef={anchorRef}
        aria-label={`${habit.name} calendar`}
        // Focus today's cell (the grid's tab stop), not Previous month: Enter then ticks a day
        // rather than changing the month.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
        }}
        className="w-[min(20rem,calc(100vw-1.5rem))]"
      >
        <div className="flex items-center justify-between gap-2 pb-2">
          <button
            type="button"
            aria-label="Previous month"
            onClick={() => showMonth(-1)}
            className={navClass}
          >
            <Chevron direction="left" />
          </button>
          <h2 id={headingId} className="text-base font-semibold" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <button
            type="button"
            aria-label="Next month"
            onClick={() => showMonth(1)}
            disabled={isCurrentMonth}
            className={navClass}
          >
            <Chevron direction="right" />
          </button>
        </div>
        <div
          ref={gridRef}
          role="grid"
          // The days are the tab stops (a roving tabindex); the grid itself is focusable by script.
          tabIndex={-1}
          aria-labelledby={headingId}
          onKeyDown={onGridKeyDown}
          className="grid gap-1"
        >
          <div role="row" className="grid grid-cols-7 gap-1">
            {WEEKDAYS.map((weekday) => (
              <span
                key={weekday}
                role="columnheader"
                aria-label={weekday}
                className="grid h-6 place-items-center text-xs font-medium text-muted"
              >
                {weekday.slice(0, 2)}
              </span>
            ))}
          </div>
          {grid.map((week, row) => (
            <div key={row} role="row" className="grid grid-cols-7 gap-1">
              {week.map((day, col) => (
                <span key={col} role="gridcell">
                  {day !== null && (
                    <DayButton
                      day={day}
                      today={today}
                      done={isDone(habit, day)}
                      tabbable={day === inView}
                      onToggle={() => {
                        setFocusDay(day);
                        toggle(habit.id, day);
                      }}
                    />
                  )}
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className="mt-2 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold">
          <span className="text-accent-strong">{summary.current} Day Streak</span>
          <span className="text-muted">{summary.completed} Completed</span>
        </div>
      </PopoverContent>
    </Popover>
  );
}

interface DayButtonProps {
  day: number;
  today: number;
  done: boolean;
  tabbable: boolean;
  onToggle: () => void;
}

function DayButton({ day, today, done, tabbable, onToggle }: DayButtonProps) {
  const future = day > today;
  return (
    <button
      type="button"
      data-date={isoDate(day)}
      data-completed={done}
      aria-pressed={done}
      aria-current={day === today ? 'date' : undefined}
      aria-label={longDateLabel(day)}
      disabled={future}
      tabIndex={tabbable ? 0 : -1}
      onClick={onToggle}
      className={cn(
        'grid aspect-square w-full place-items-center rounded-lg text-sm tabular-nums transition-colors',
        'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-1 focus-visible:ring-offset-surface focus-visible:outline-none',
        done ? 'bg-accent font-semibold text-accent-fg' : 'hover:bg-surface-2',
        day === today && !done && 'font-bold ring-2 ring-fg/70',
        day === today && done && 'ring-2 ring-fg/70 ring-offset-1 ring-offset-surface',
        future && 'cursor-not-allowed text-muted/60 hover:bg-transparent',
      )}
    >
      {new Date(startOfDay(day)).getUTCDate()}
    </button>
  );
}

const navClass =
  'grid size-9 place-items-center rounded-full text-fg hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
