import { plural, t } from '@lingui/core/macro';
import { useId } from 'react';
import { amountSentence } from '../../words/amount-words';
import { meetsTarget } from '../../domain/amount';
import { chartTop, dailyAmounts, weeklyTotals } from '../../domain/amount-chart';
import type { Habit, Measure } from '../../domain/habit/model';
import { formatDay, formatNumber, weekdayName } from '../../i18n/format';
import { useDayRule } from '../../state/use-day-rule';

/** "Jul 15". */
const monthDay = (day: number) => formatDay(day, { month: 'short', day: 'numeric' });
/** "7/15". */
const numericDay = (day: number) => formatDay(day, { month: 'numeric', day: 'numeric' });
/** An amount and the habit's unit in the language's numbers: "8 km", "2,5 km" ("8" without one). */
const withUnit = (value: number, unit: string) => formatNumber(value) + (unit ? ` ${unit}` : '');

/**
 * A week's total in its narrow column (25 px on a phone): whole from 10 on, `1.2K` from 1,000;
 * the exact figure is in the picture's description.
 */
const shortAmount = (value: number) =>
  value >= 1000
    ? formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 })
    : formatNumber(value >= 10 ? Math.round(value) : value);

/**
 * A chart's picture runs right to left in a right-to-left language, as its labels, the grids of days
 * and the rest of the page do (docs/product.md §18.2): drawn oldest first from the left, it is turned
 * over, so the newest bar stands at the left, over its date.
 */
export const MIRRORED = 'rtl:-scale-x-100';

/** The charts' drawing box: bars fill it; the figures go beside it as text. */
const WIDTH = 300;
const HEIGHT = 100;

/**
 * An amount habit's amounts (issue 24): a bar a day over the last 30 days with the target line,
 * and the totals of the last 12 weeks. Each is a picture named `<name>, amounts per day` /
 * `per week`, its figures the picture's description and, for the weeks, on screen beneath.
 */
export function AmountCharts({
  habit,
  measure,
  today,
}: {
  habit: Habit;
  measure: Measure;
  today: number;
}) {
  const days = dailyAmounts(habit, today);
  const weekStart = useDayRule().weekStart;
  const weeks = weeklyTotals(habit, today, 12, weekStart);
  const logged = days.filter((d) => d.amount !== null).length;
  const met = days.filter(
    (d) => d.amount !== null && meetsTarget(d.amount, d.target ?? measure.target, measure.goal),
  ).length;
  const target = withUnit(measure.target, measure.unit);
  return (
    <section className="grid gap-3 rounded-3xl border border-line bg-surface p-5">
      <h2 className="font-semibold">{t`Amounts`}</h2>
      <p className="-mt-2 text-xs text-muted">
        {measure.goal === 'atMost'
          ? t`Target: at most ${target} a day.`
          : t`Target: at least ${target} a day.`}{' '}
        {plural(logged, {
          one: `Met on ${met} of # day logged in the last 30 days.`,
          other: `Met on ${met} of # days logged in the last 30 days.`,
        })}
      </p>
      <DailyChart habit={habit} measure={measure} days={days} />
      <WeeklyChart habit={habit} measure={measure} weeks={weeks} weekStart={weekStart} />
    </section>
  );
}

function DailyChart({
  habit,
  measure,
  days,
}: {
  habit: Habit;
  measure: Measure;
  days: ReturnType<typeof dailyAmounts>;
}) {
  const descriptionId = useId();
  const top = chartTop(
    days.map((d) => d.amount ?? 0),
    measure.target,
  );
  const step = WIDTH / days.length;
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const said = days.flatMap((d) => {
    if (d.amount === null) return [];
    const date = monthDay(d.day);
    const amount = amountSentence(d.amount, d.target, measure.unit);
    return [t`${date}: ${amount}`];
  });
  const name = habit.name;
  const target = withUnit(measure.target, measure.unit);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold">{t`Last 30 days`}</figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-28 flex-col justify-between text-end text-[10px] text-muted tabular-nums"
        >
          <span>{formatNumber(top)}</span>
          <span>{formatNumber(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t`${name}, amounts per day`}
          aria-describedby={descriptionId}
          className={`h-28 w-full min-w-0 overflow-visible ${MIRRORED}`}
          preserveAspectRatio="none"
        >
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-line"
            vectorEffect="non-scaling-stroke"
          />
          {days.map((d, i) =>
            d.amount === null ? null : (
              <rect
                key={d.day}
                data-day={d.day}
                x={i * step + step * 0.15}
                width={step * 0.7}
                y={y(d.amount)}
                height={Math.max(1, HEIGHT - y(d.amount))}
                rx={1.5}
                className={
                  meetsTarget(d.amount, d.target ?? measure.target, measure.goal)
                    ? 'fill-accent'
                    : 'fill-muted/45'
                }
              />
            ),
          )}
          <line
            data-target-line=""
            x1={0}
            x2={WIDTH}
            y1={y(measure.target)}
            y2={y(measure.target)}
            className="stroke-fg"
            strokeWidth={1.5}
            strokeDasharray="5 4"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between ps-6 text-[10px] text-muted">
        <span>{first && monthDay(first.day)}</span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-fg" />
          {t`target ${target}`}
        </span>
        <span>{last && monthDay(last.day)}</span>
      </div>
      <p id={descriptionId} className="sr-only">
        {said.length === 0 ? t`Nothing logged in the last 30 days.` : loggedDays(target, said)}
      </p>
    </figure>
  );
}

/** "Target 8 km. Jul 14: 5 of 8 km; Jul 15: 9 of 8 km; nothing logged on the other days." */
function loggedDays(target: string, said: string[]): string {
  const days = said.join('; ');
  return t`Target ${target}. ${days}; nothing logged on the other days.`;
}

function WeeklyChart({
  habit,
  measure,
  weeks,
  weekStart,
}: {
  habit: Habit;
  measure: Measure;
  weeks: ReturnType<typeof weeklyTotals>;
  /** The weekday weeks start on (docs/product.md §18.3). */
  weekStart: number;
}) {
  const firstDay = weekdayName(weekStart);
  const lastDay = weekdayName((weekStart + 6) % 7);
  const descriptionId = useId();
  const top = chartTop(weeks.map((w) => w.total));
  const step = WIDTH / weeks.length;
  const said = weeks
    .map((w) => {
      const date = monthDay(w.first);
      const total = withUnit(w.total, measure.unit);
      return t`week of ${date}: ${total}`;
    })
    .join('; ');
  const name = habit.name;
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold">{t`Last 12 weeks, totals`}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t`${name}, amounts per week`}
        aria-describedby={descriptionId}
        className={`h-24 w-full ${MIRRORED}`}
        preserveAspectRatio="none"
      >
        {weeks.map((w, i) => (
          <rect
            key={w.first}
            data-day={w.first}
            x={i * step + step * 0.15}
            width={step * 0.7}
            y={HEIGHT - (w.total / top) * HEIGHT}
            height={Math.max(w.logged > 0 ? 1.5 : 0, (w.total / top) * HEIGHT)}
            rx={2}
            className="fill-accent"
          />
        ))}
      </svg>
      <div aria-hidden="true" className="grid grid-cols-12 text-center text-[10px]">
        {weeks.map((w) => (
          <span key={w.first} className="grid min-w-0">
            <span className="truncate font-semibold tabular-nums">
              {w.logged === 0 ? '—' : shortAmount(w.total)}
            </span>
            <span className="text-muted">{numericDay(w.first)}</span>
          </span>
        ))}
      </div>
      <p id={descriptionId} className="sr-only">
        {t`Totals by week, ${firstDay} to ${lastDay}: ${said}.`}
      </p>
    </figure>
  );
}
