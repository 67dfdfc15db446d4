import { forwardRef, memo } from 'react';
import { isoDate, lastDays, weekdayOf } from '../../domain/days';
import type { Habit } from '../../domain/habit';
import { isDone } from '../../domain/toggle';
import { cn } from '../../components/ui/cn';

export const STRIP_DAYS = 7;
const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];

interface DayStripProps {
  habit: Habit;
  today: number;
  onOpen: () => void;
  /** Starts loading the calendar's code on intent. */
  onIntent?: () => void;
  expanded: boolean;
}

/** The last 7 UTC days, oldest first: filled when done, today outlined. Opens the calendar. */
export const DayStrip = memo(
  forwardRef<HTMLButtonElement, DayStripProps>(function DayStrip(
    { habit, today, onOpen, onIntent, expanded },
    ref,
  ) {
    return (
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label={`Show calendar for ${habit.name}`}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-no-swipe
        className="-mx-1 -mb-1 flex gap-1.5 rounded-lg p-1 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        {lastDays(today, STRIP_DAYS).map((day) => {
          const done = isDone(habit, day);
          return (
            <span key={day} className="grid justify-items-center gap-0.5">
              <span className="text-[10px] leading-none font-medium text-muted" aria-hidden="true">
                {WEEKDAY_LETTERS[weekdayOf(day)]}
              </span>
              <span
                data-date={isoDate(day)}
                data-completed={done}
                aria-current={day === today ? 'date' : undefined}
                className={cn(
                  'size-5 rounded-md border transition-colors sm:size-6',
                  done ? 'border-accent bg-accent' : 'border-line bg-surface-2',
                  day === today && 'ring-2 ring-fg/70 ring-offset-1 ring-offset-surface',
                )}
              />
            </span>
          );
        })}
      </button>
    );
  }),
);
