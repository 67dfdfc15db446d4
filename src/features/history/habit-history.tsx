import { plural, t } from '@lingui/core/macro';
import { useId, useRef, useState } from 'react';
import { notesOf } from '../../domain/habit/entries';
import { isPausedOn } from '../../domain/habit/pauses';
import type { Habit } from '../../domain/habit/model';
import { completionTimes, storedDay } from '../../domain/habit/stored';
import { describeHabit, habitStatuses } from '../../domain/habit/view';
import { amountSentence, dayName } from '../../words/amount-words';
import { Button } from '../../components/ui/button';
import { statusClass } from '../../components/ui/day-status';
import { dayStatusWord } from '../../words/day-status-words';
import { HeatMap, type HeatCell } from '../../components/ui/heat-map';
import { saveFile } from '../../state/downloads';
import { readMeasure } from '../../domain/amount';
import { isoDate, weekOrder } from '../../domain/days';
import {
  doneByWeekday,
  firstDayOf,
  heatMapWeeks,
  historyRates,
  longestRuns,
  monthlyRates,
} from '../../domain/history';
import type { DayStatus } from '../../domain/schedule';
import { useDayRule } from '../../state/use-day-rule';
import { useToday } from '../../state/use-today';
import { AmountCharts, MIRRORED } from './amount-charts';
import { historyFileName, historyPng } from './history-image';
import {
  dateFormat,
  formatDay,
  formatNumber,
  formatPercent,
  longDateLabel,
  weekdayName,
} from '../../i18n/format';

/** "Jul 15, 2025". */
const shortDate = (day: number) =>
  formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' });
/** A month's name, `short` "Jul" or `narrow` "J". */
const monthName = ({ year, month }: { year: number; month: number }, width: 'short' | 'narrow') =>
  dateFormat({ month: width }).format(Date.UTC(year, month - 1));
/** A count in the language's digits, ungrouped as it always was: "1250". */
const count = (value: number) => formatNumber(value, { useGrouping: false });
/** A rate in whole percent (0 to 100): "80%"; "—" where there is none. */
const percent = (rate: number | null) => (rate === null ? '—' : formatPercent(rate / 100));

/**
 * A habit's history (docs/product.md §12): figures, the last 12 months as a grid of days, its
 * longest streaks, done days by weekday, and month-by-month completion rates; `Save image` draws
 * them into a PNG.
 */
export function HabitHistory({ habit }: { habit: Habit }) {
  const today = useToday();
  const rule = useDayRule();
  const view = describeHabit(habit, today, rule);
  const rates = historyRates(habit, today, rule);
  const weeks = heatMapWeeks(today, 53, rule.weekStart);
  const firstShown = weeks[0]?.[0] ?? today;
  const statuses = habitStatuses(habit, firstShown, firstShown + weeks.length * 7 - 1, today, rule);
  // Days before the habit's first day were not asked of it: drawn and named as off.
  const firstDay = firstDayOf(habit, rule, view.facts) ?? today;
  const statusOf = (day: number): DayStatus =>
    day < firstDay ? 'off' : (statuses[day - firstShown] ?? 'future');
  const measure = readMeasure(habit.measure);
  // Issue 24: a day's name says its amount and whether it has a note: "…: 5 of 8 km, done".
  const labelOf = (day: number) => {
    const stored = storedDay(habit, day);
    const amount = typeof stored?.amount === 'number' ? stored.amount : null;
    return dayName(longDateLabel(day), {
      amount:
        amount === null
          ? null
          : amountSentence(amount, stored?.target ?? measure?.target ?? null, measure?.unit ?? ''),
      // In the calendar's words, from their one source (docs/product.md §12.3, §18.2); a skipped
      // day inside a pause says so (§10.9).
      status:
        statusOf(day) === 'skipped' && isPausedOn(habit, day)
          ? t({ message: 'paused', comment: "A day's status: skipped, as the habit was paused" })
          : dayStatusWord(statusOf(day)),
      note: typeof stored?.note === 'string' && stored.note !== '',
    });
  };
  const cells: HeatCell[][] = weeks.map((week) =>
    week.map((day) => ({
      day,
      date: isoDate(day),
      status: statusOf(day),
      label: labelOf(day),
      className: statusClass(statusOf(day)),
    })),
  );
  const notes = notesOf(habit);
  const runs = longestRuns(view.facts, today);
  const byWeekday = doneByWeekday(view.facts.done);
  const most = Math.max(1, ...byWeekday);
  const months = monthlyRates(habit, today, rule);
  const total = completionTimes(habit).length;
  const figures: [string, string][] = [
    [t`Current streak`, count(view.current)],
    [t`Best streak`, count(view.best)],
    [t`Total completions`, count(total)],
    [t`Last 30 days`, percent(rates.last30)],
    [t`Last 365 days`, percent(rates.last365)],
    [t`All time`, percent(rates.allTime)],
  ];
  const name = habit.name;
  const rootRef = useRef<HTMLDivElement>(null);
  const picture = () =>
    historyPng({
      name: habit.name,
      weeks: weeks.map((week) => week.map(statusOf)),
      figures,
      colorsFrom: rootRef.current,
    });

  return (
    <div ref={rootRef} className="grid gap-6">
      <section
        aria-label={t`Figures`}
        className="grid gap-3 rounded-3xl border border-line bg-surface p-5"
      >
        <dl className="grid grid-cols-3 gap-3">
          <Figure term={t`Current streak`} value={count(view.current)} />
          <Figure term={t`Best streak`} value={count(view.best)} />
          <Figure term={t`Total completions`} value={count(total)} />
        </dl>
        <h2 className="text-sm font-semibold text-muted">{t`Completion rate`}</h2>
        <dl className="grid grid-cols-3 gap-3">
          <Figure term={t`Last 30 days`} value={percent(rates.last30)} />
          <Figure term={t`Last 365 days`} value={percent(rates.last365)} />
          <Figure term={t`All time`} value={percent(rates.allTime)} />
        </dl>
      </section>

      <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
        <h2 className="font-semibold">{t`Last 12 months`}</h2>
        <HeatMap
          label={t`${name}, last 12 months`}
          weeks={cells}
          focusDay={today}
          weekdayLetters={weekOrder(rule.weekStart).map((day) => weekdayName(day, 'narrow'))}
        />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
          {(['done', 'skipped', 'off', 'missed'] as const).map((status) => (
            <span key={status} className="inline-flex items-center gap-1.5">
              <span className={`size-3 rounded-[2px] border ${statusClass(status)}`} />
              {dayStatusWord(status)}
            </span>
          ))}
        </p>
      </section>

      {measure && <AmountCharts habit={habit} measure={measure} today={today} />}

      <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
        <h2 className="font-semibold">{t`Longest streaks`}</h2>
        {runs.length === 0 ? (
          <p className="text-sm text-muted">{t`No streak yet: tick a day to start one.`}</p>
        ) : (
          <ol aria-label={t`Longest streaks`} className="grid gap-2 text-sm">
            {runs.map((run) => (
              <li key={run.first} className="flex items-center gap-3">
                <span className="w-20 shrink-0 font-semibold tabular-nums">
                  {runLength(run.length)}
                </span>
                <span className="sr-only">, </span>
                <span className="text-muted">
                  {shortDate(run.first)} – {shortDate(run.last)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
        <h2 className="font-semibold">{t`Completions by weekday`}</h2>
        <div className="grid h-32 grid-cols-7 items-end gap-2">
          {weekOrder(rule.weekStart)
            .map((weekday) => [weekday, byWeekday[weekday] ?? 0] as const)
            .map(([weekday, done]) => (
              <div
                key={weekday}
                className="grid h-full grid-rows-[auto_1fr_auto] gap-1 text-center"
              >
                <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
                  {count(done)}
                </span>
                <div className="flex items-end">
                  <div
                    role="img"
                    aria-label={weekdayCount(weekday, done)}
                    className="w-full rounded-t-md bg-accent"
                    style={{ height: `${Math.max(2, (done / most) * 100)}%` }}
                  />
                </div>
                <span aria-hidden="true" className="text-xs text-muted">
                  {weekdayName(weekday, 'short')}
                </span>
              </div>
            ))}
        </div>
      </section>

      <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
        <h2 className="font-semibold">{t`Month by month`}</h2>
        <p className="-mt-2 text-xs text-muted">{t`Completion rate, in percent.`}</p>
        <MonthTrend months={months} />
      </section>

      <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
        <h2 className="font-semibold">{t`Notes`}</h2>
        {notes.length === 0 ? (
          <p className="text-sm text-muted">{t`No notes yet: write one for a day in the calendar.`}</p>
        ) : (
          <ul aria-label={t`Notes`} className="grid gap-3 text-sm">
            {notes.map(({ day, note }) => (
              <li key={day} className="grid gap-0.5 rounded-md bg-surface-2 px-3 py-2">
                <time dateTime={isoDate(day)} className="text-xs font-semibold text-muted">
                  {longDateLabel(day)}
                </time>
                <span className="sr-only">: </span>
                {/* As text: React escapes it, so markup in a note is shown, never run. Its own
                    direction (a German note on an Arabic page); a long word or URL wraps. */}
                <p dir="auto" className="whitespace-pre-wrap wrap-anywhere">
                  {note}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SaveImage name={habit.name} picture={picture} />
    </div>
  );
}

/** A streak's length: "6 days". */
function runLength(days: number): string {
  return plural(days, { one: '# day', other: '# days' });
}

/** "Monday: 3", a weekday's bar as a reader hears it, in the language's digits. */
function weekdayCount(weekday: number, done: number): string {
  const day = weekdayName(weekday);
  const count = formatNumber(done, { useGrouping: false });
  return t`${day}: ${count}`;
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** Bars of the last 12 months' completion rates, with the same figures as text for a reader. */
function MonthTrend({ months }: { months: ReturnType<typeof monthlyRates> }) {
  const titleId = useId();
  const label = months
    .map(({ month, rate }) => `${monthName(month, 'short')} ${percent(rate)}`)
    .join(', ');
  return (
    <figure className="grid gap-1">
      <svg
        viewBox="0 0 240 80"
        role="img"
        aria-labelledby={titleId}
        className={`h-24 w-full text-accent ${MIRRORED}`}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{t`Completion rate by month: ${label}`}</title>
        {months.map(({ month, rate }, i) => (
          <rect
            key={i}
            data-month={`${month.year}-${month.month}`}
            x={i * 20 + 3}
            width={14}
            y={80 - ((rate ?? 0) / 100) * 76}
            height={Math.max(rate === null ? 0 : 1.5, ((rate ?? 0) / 100) * 76)}
            rx={2}
            fill="currentColor"
          />
        ))}
      </svg>
      <figcaption aria-hidden="true" className="grid grid-cols-12 text-center text-[10px]">
        {months.map(({ month, rate }) => (
          <span key={`${month.year}-${month.month}`} className="grid">
            <span className="font-semibold tabular-nums">
              {rate === null ? '—' : formatNumber(rate)}
            </span>
            <span className="text-muted">{monthName(month, 'narrow')}</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** `Save image` downloads the PNG; where the browser can share files (phones), `Share` too. */
function SaveImage({ name, picture }: { name: string; picture: () => Promise<Blob> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const fileName = historyFileName(name);
  const canShare =
    typeof navigator !== 'undefined' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [new File([''], fileName, { type: 'image/png' })] });
  const save = async () => {
    try {
      saveFile(fileName, await picture());
      setProblem(null);
    } catch {
      setProblem(t`The image could not be made in this browser.`);
    }
  };
  const share = async () => {
    try {
      const file = new File([await picture()], fileName, { type: 'image/png' });
      await navigator.share({ files: [file], title: name });
    } catch {
      // Cancelled, or not allowed: nothing to say.
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="primary" size="md" onClick={() => void save()}>
        {t`Save image`}
      </Button>
      {canShare && (
        <Button variant="outline" size="md" onClick={() => void share()}>
          {t`Share`}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
