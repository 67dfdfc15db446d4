import { t } from '@lingui/core/macro';
import { forwardRef, memo, useId } from 'react';
import type { DayRule } from '../../../domain/day-rule';
import { isoDate, lastDays, weekdayOf } from '../../../domain/days';
import type { Habit } from '../../../domain/habit/model';
import { habitStatuses } from '../../../domain/habit/view';
import { cn } from '../../../components/ui/cn';
import { statusClass } from '../../../components/ui/day-status';
import { dayStatusWord } from '../../../words/day-status-words';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { formatParts, weekdayName } from '../../../i18n/format';
import { useRerenderOnLanguage } from '../../../i18n/use-rerender-on-language';

export const STRIP_DAYS = 7;
interface DayStripProps {
  habit: Habit;
  today: number;
  rule: DayRule;
  onOpen: () => void;
  /** Starts loading the calendar's code on intent. */
  onIntent?: () => void;
  expanded: boolean;
}

/**
 * The last 7 days, oldest first, each drawn by its status (docs/product.md §10: done, skipped,
 * off, open, missed), today outlined; a screen reader hears the week as the button's description.
 * Opens the calendar.
 */
export const DayStrip = memo(
  forwardRef<HTMLButtonElement, DayStripProps>(function DayStrip(
    { habit, today, rule, onOpen, onIntent, expanded },
    ref,
  ) {
    useRerenderOnLanguage();
    const descriptionId = useId();
    const name = habit.name;
    const days = lastDays(today, STRIP_DAYS);
    const statuses = habitStatuses(habit, days[0] as number, today, today, rule);
    return (
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label={t`Show calendar for ${name}`}
        aria-describedby={descriptionId}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-no-swipe
        className={`-mx-1 -mb-1 flex gap-1.5 rounded-lg p-1 hover:bg-surface-2 ${FOCUS_RING}`}
      >
        <span id={descriptionId} className="sr-only">
          {formatParts(
            days.map((day, i) => {
              const weekday = weekdayName(weekdayOf(day));
              const status = dayStatusWord(statuses[i] ?? 'open');
              return t({
                message: `${weekday}: ${status}`,
                comment: 'A day of the strip: "Monday: done"',
              });
            }),
          )}
        </span>
        {days.map((day, i) => {
          const status = statuses[i] ?? 'open';
          return (
            <span key={day} className="grid justify-items-center gap-0.5" aria-hidden="true">
              <span className="text-[10px] leading-none font-medium text-muted">
                {weekdayName(weekdayOf(day), 'narrow')}
              </span>
              <span
                data-date={isoDate(day)}
                data-completed={status === 'done'}
                data-status={status}
                aria-current={day === today ? 'date' : undefined}
                className={cn(
                  'size-5 rounded-md border transition-colors sm:size-6',
                  statusClass(status),
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
