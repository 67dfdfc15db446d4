import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { entryOf, type DayEntry } from '../../domain/habit/entries';
import { colorOf, isHabitToBreak, type Measure } from '../../domain/habit/model';
import { hasSlip } from '../../domain/habit/reads';
import { isPausedOn } from '../../domain/habit/pauses';
import { describeHabit, habitStatuses } from '../../domain/habit/view';
import { amountSentence, dayName } from '../../words/amount-words';
import {
  addMonths,
  firstDayOfMonth,
  isoDate,
  monthGrid,
  weekOrder,
  yearMonthOf,
  type YearMonth,
} from '../../domain/days';
import { readMeasure } from '../../domain/amount';
import type { DayStatus } from '../../domain/schedule';
import { Link } from 'wouter';
import { cn } from '../../components/ui/cn';
import { useHistoryHref } from '../../components/ui/history-href';
import { statusClass } from '../../components/ui/day-status';
import { dayStatusWord } from '../../words/day-status-words';
import { Popover, PopoverContent } from '../../components/ui/popover';
import { useHabit } from '../../state/use-habits';
import { useHabitActions } from '../../state/use-habit-actions';
import { useRecordActions } from '../../state/use-record-actions';
import { useDayRule } from '../../state/use-day-rule';
import { useToday } from '../../state/use-today';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { Button } from '../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons-lazy';
import { useRovingGrid } from '../../components/ui/roving-grid';
import { DayAmount, DayNote } from './day-details';
import { longDateLabel, monthLabel, weekdayName } from '../../i18n/format';

/**
 * The column heads, from the week's first day: each weekday's full name (said) and a short form
 * (shown), the first of the language's narrow letters, its short names cut to two letters and its
 * short names that tells every day apart: "Su Mo Tu" in English, "L M X" in Spanish, "日 月 火"
 * in Japanese.
 */
function weekdayHeads(weekStart: number): { name: string; shown: string }[] {
  const days = Array.from({ length: 7 }, (_, day) => day);
  const short = days.map((day) => weekdayName(day, 'short'));
  const shown =
    [
      days.map((day) => weekdayName(day, 'narrow')),
      short.map((name) => name.slice(0, 2)),
      short,
    ].find((forms) => new Set(forms).size === 7) ?? short;
  return weekOrder(weekStart).map((day) => ({
    name: weekdayName(day),
    shown: shown[day] as string,
  }));
}

/**
 * docs/product.md §2.4 and §10: a month of 5 or 6 rows from the week's first day (§18.3); a past day or today toggles
 * (an amount habit's is selected instead, its amount typed below). With `Mark skipped days`
 * pressed, a day (future ones too) toggles its skip instead. Issue 24: the selected day (the last
 * one pressed or focused, up to today; today at first) has its note, and an amount habit's its
 * amount, below the grid.
 */
export default function CalendarPanel({
  habitId,
  open,
  onOpenChange,
  anchorRef,
}: {
  habitId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
}) {
  const habit = useHabit(habitId);
  const today = useToday();
  const rule = useDayRule();
  const { toggle, toggleSkip, toggleSlip } = useHabitActions();
  const { writeNote, logAmount } = useRecordActions();
  const [skipMode, setSkipMode] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);
  const history = useHistoryHref();
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const [focusDay, setFocusDay] = useState(today);
  const [selected, setSelected] = useState(today);
  const gridRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Every opening starts on today's month with today as the tab stop.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMonth(yearMonthOf(today));
      setFocusDay(today);
      setSelected(today);
      setSkipMode(false);
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

  // In skip mode every day can be reached (a trip can be planned); otherwise up to today.
  const lastDay = skipMode ? Infinity : today;
  const focusOn = (day: number) => {
    const target = Math.min(day, lastDay);
    moveFocus.current = true;
    setFocusDay(target);
    const ym = yearMonthOf(target);
    if (ym.year !== month.year || ym.month !== month.month) setMonth(ym);
  };
  // Left and right a day, up and down a week; past the month's edge, the next month shows.
  const onGridKeyDown = useRovingGrid('rows', focusDay, focusOn);

  if (!habit) return null;
  const name = habit.name;
  const view = describeHabit(habit, today, rule);
  const { current: streak, completed } = view;
  // A habit to break (§20.3): a day pressed logs or clears its slip; it counts no amount.
  const toBreak = isHabitToBreak(habit);
  const measure = toBreak ? null : readMeasure(habit.measure);
  // A future day is never selected (nothing is logged ahead, nor noted: skip mode reaches them).
  const chosen = Math.min(selected, today);
  const chosenEntry = entryOf(habit, chosen, rule);
  const select = (day: number) => {
    if (day <= today) setSelected(day);
  };

  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocusDay(Math.min(firstDayOfMonth(next), lastDay));
  };
  const isCurrentMonth = firstDayOfMonth(month) === firstDayOfMonth(yearMonthOf(today));
  const grid = monthGrid(month, rule.weekStart);
  const gridDays = grid.flat().filter((day): day is number => day !== null);
  const firstShown = gridDays[0] as number;
  const statuses = habitStatuses(habit, firstShown, gridDays.at(-1) as number, today, rule);
  const statusOf = (day: number): DayStatus => statuses[day - firstShown] ?? 'future';
  // The roving tab stop: the focused day when it is in view, else the month's first enabled day.
  const inView = grid.flat().includes(focusDay)
    ? focusDay
    : Math.min(firstDayOfMonth(month), lastDay);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverContent
        anchorRef={anchorRef}
        aria-label={t`${name} calendar`}
        // The habit's colour tints its done days (styles.css), as on its card.
        data-habit-color={colorOf(habit) ?? undefined}
        // Focus today's cell (the grid's tab stop), not Previous month: Enter then ticks a day
        // rather than changing the month.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
        }}
        // With the selected day's fields it can be taller than a short window: it scrolls then.
        className="max-h-[var(--radix-popover-content-available-height)] w-[min(20rem,calc(100vw-1.5rem))] overflow-y-auto"
      >
        <div className="flex items-center justify-between gap-2 pb-2">
          <Button
            variant="icon"
            aria-label={t`Previous month`}
            onClick={() => showMonth(-1)}
            className={NAV}
          >
            <ChevronLeftIcon className="size-5" />
          </Button>
          <h2 id={headingId} className="text-base font-semibold" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <Button
            variant="icon"
            aria-label={t`Next month`}
            onClick={() => showMonth(1)}
            disabled={isCurrentMonth && !skipMode}
            className={NAV}
          >
            <ChevronRightIcon className="size-5" />
          </Button>
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
            {weekdayHeads(rule.weekStart).map((weekday) => (
              <span
                key={weekday.name}
                role="columnheader"
                aria-label={weekday.name}
                className="grid h-6 place-items-center text-xs font-medium text-muted"
              >
                {weekday.shown}
              </span>
            ))}
          </div>
          {grid.map((week, row) => (
            <div key={row} role="row" className="grid grid-cols-7 gap-1">
              {week.map((day, col) => (
                <span
                  key={col}
                  role="gridcell"
                  aria-selected={day !== null && day === chosen ? true : undefined}
                >
                  {day !== null && (
                    <DayButton
                      day={day}
                      today={today}
                      status={statusOf(day)}
                      entry={entryOf(habit, day, rule)}
                      measure={measure}
                      selected={day === chosen}
                      skipMode={skipMode}
                      slip={toBreak ? hasSlip(habit, day) : undefined}
                      paused={isPausedOn(habit, day)}
                      tabbable={day === inView}
                      onFocus={() => {
                        setFocusDay(day);
                        select(day);
                      }}
                      onToggle={() => {
                        setFocusDay(day);
                        select(day);
                        setRefused(null);
                        // A done day cannot be skipped (§10.2): said, nothing stored.
                        if (skipMode && statusOf(day) === 'done') setRefused(day);
                        else if (skipMode) toggleSkip(habit.id, day);
                        else if (toBreak) toggleSlip(habit.id, day);
                        // An amount habit's day is done by its amount, typed below.
                        else if (!measure) toggle(habit.id, day);
                      }}
                    />
                  )}
                </span>
              ))}
            </div>
          ))}
        </div>
        {toBreak && !skipMode && (
          <p className="mt-2 text-xs text-muted">
            {t({
              message: 'Press a day to log or clear a slip.',
              comment: "A habit to break's calendar: what pressing a day does",
            })}
          </p>
        )}
        <div className="mt-3 grid gap-2.5 border-t border-line pt-3">
          {measure && (
            <DayAmount
              key={`amount-${chosen}`}
              day={chosen}
              stored={chosenEntry.amount}
              target={chosenEntry.target ?? measure.target}
              measure={measure}
              onSave={(amount) => logAmount(habit.id, amount, chosen)}
            />
          )}
          <DayNote
            key={`note-${chosen}`}
            day={chosen}
            stored={chosenEntry.note ?? ''}
            onSave={(note) => writeNote(habit.id, chosen, note)}
          />
        </div>
        <button
          type="button"
          aria-pressed={skipMode}
          onClick={() => {
            setSkipMode(!skipMode);
            setRefused(null);
            if (skipMode) setFocusDay((day) => Math.min(day, today));
          }}
          className={cn(
            `mt-2 flex h-9 w-full items-center justify-center gap-2 rounded-lg border text-sm font-semibold ${FOCUS_RING}`,
            skipMode
              ? 'border-accent bg-accent-soft text-accent-strong'
              : 'border-line text-muted hover:bg-surface-2 hover:text-fg',
          )}
        >
          <span
            aria-hidden="true"
            className="td-skipped size-3.5 rounded-sm border border-dashed border-muted/70"
          />
          {t`Mark skipped days`}
        </button>
        {skipMode && (
          <p role="status" className="mt-1.5 text-xs text-muted">
            {refused === null ? (
              t`Skipped days (sick, travel) neither break a streak nor add to it.`
            ) : (
              <strong className="font-semibold text-fg">{refusedSentence(refused)}</strong>
            )}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold">
          <span className="text-accent-strong">
            {plural(streak, { one: '# Day Streak', other: '# Day Streak' })}
          </span>
          <span className="text-muted">
            {plural(completed, { one: '# Completed', other: '# Completed' })}
          </span>
        </div>
        {history && (
          <Link
            href={history.href(habit.id)}
            onPointerEnter={history.preload}
            onFocus={history.preload}
            className={`mt-2 flex h-9 items-center justify-center rounded-lg text-sm font-semibold text-accent-strong hover:bg-surface-2 ${FOCUS_RING}`}
          >
            {t`History`}
          </Link>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** Why a done day cannot be marked skipped (§10.2). */
function refusedSentence(day: number): string {
  const date = longDateLabel(day);
  return t`${date} is done, so it cannot be skipped. Turn off Mark skipped days and untick it first.`;
}

interface DayButtonProps {
  day: number;
  today: number;
  status: DayStatus;
  /** Pressing marks the day skipped (future days too) instead of done. */
  skipMode: boolean;
  /** Inside a pause of the habit (§10.9): its skipped status is said as "paused". */
  paused: boolean;
  tabbable: boolean;
  /** The day's amount (said for an amount habit) and note (shown as a dot). */
  entry: DayEntry;
  /** A habit to break's day: whether a slip is logged (pressed), §20.3; else undefined. */
  slip?: boolean;
  /** The habit's measure: its days are selected when pressed, not toggled. */
  measure: Measure | null;
  /** The day whose note (and amount) shows below the grid. */
  selected: boolean;
  onFocus: () => void;
  onToggle: () => void;
}

/** Statuses a screen reader hears beside the date; done is said by aria-pressed. */
const SAID: ReadonlySet<DayStatus> = new Set(['skipped', 'off', 'missed']);

/**
 * What a day is called: the date, then (for an amount habit or a day with a note) its amount, its
 * status and `has a note`: `Monday, July 14, 2025: 5 of 8 km, done, has a note`. A done-or-not
 * day without a note keeps the short form, done said by aria-pressed.
 */
function dayLabel(
  day: number,
  status: DayStatus,
  entry: DayEntry,
  measure: Measure | null,
  paused: boolean,
) {
  const date = longDateLabel(day);
  const statusWord =
    paused && status === 'skipped'
      ? t({ message: 'paused', comment: "A day's status: skipped, as the habit was paused" })
      : dayStatusWord(status);
  if (!measure && entry.note === null) {
    if (!SAID.has(status)) return date;
    return t`${date}, ${statusWord}`;
  }
  return dayName(date, {
    amount:
      entry.amount === null
        ? null
        : amountSentence(entry.amount, entry.target, measure?.unit ?? ''),
    status: statusWord,
    note: entry.note !== null,
  });
}

function DayButton({
  day,
  today,
  status,
  entry,
  measure,
  selected,
  skipMode,
  slip,
  paused,
  tabbable,
  onFocus,
  onToggle,
}: DayButtonProps) {
  const future = day > today;
  const done = status === 'done';
  return (
    <button
      type="button"
      data-date={isoDate(day)}
      data-completed={done}
      data-status={status}
      // An amount habit's day is selected, not toggled, when pressed: no pressed state to say
      // then (its name says done).
      aria-pressed={skipMode ? status === 'skipped' : measure ? undefined : (slip ?? done)}
      aria-current={day === today ? 'date' : undefined}
      aria-label={dayLabel(day, status, entry, measure, paused)}
      disabled={future && !skipMode}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onClick={onToggle}
      className={cn(
        'relative grid aspect-square w-full place-items-center rounded-lg border text-sm tabular-nums transition-colors',
        `${FOCUS_RING} focus-visible:ring-offset-1 focus-visible:ring-offset-surface`,
        // A day with nothing to show is its number alone here, not the strip's empty square.
        status === 'missed' || status === 'open' || status === 'future'
          ? 'border-transparent bg-transparent hover:bg-surface-2'
          : statusClass(status),
        done && 'font-semibold text-accent-fg',
        future && !skipMode ? 'cursor-not-allowed text-muted/60' : !done && 'hover:border-muted',
        day === today && !done && 'font-bold ring-2 ring-fg/70',
        day === today && done && 'ring-2 ring-fg/70 ring-offset-1 ring-offset-surface',
        selected && day !== today && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
      )}
    >
      {Number(isoDate(day).slice(8))}
      {entry.note !== null && (
        <span
          aria-hidden="true"
          data-note-dot=""
          className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-current"
        />
      )}
    </button>
  );
}

/** The month arrows: icon buttons in ink, faint when there is no month to go to. */
const NAV = 'text-fg! disabled:opacity-40! disabled:hover:bg-transparent';
