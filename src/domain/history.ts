import type { DayRule } from './day-rule';
import {
  addMonths,
  firstDayOfMonth,
  weekdayOf,
  weekStartOf,
  yearMonthOf,
  type YearMonth,
} from './days';
import type { Habit } from './habit/model';
import { describeHabit } from './habit/view';
import { runsOf, statusesBetween, type DayFacts, type Run } from './schedule';

/**
 * A habit's history (the history issue): completion rates over windows, its longest runs, done
 * days by weekday and month by month. Pure; days and statuses as in docs/product.md §4 and §10.
 */

/** The habit's first day: its creation day or its first completion, whichever is earlier. */
export function firstDayOf(habit: Habit, rule: DayRule, facts: DayFacts): number | null {
  const created = Date.parse(habit.createdAt);
  const candidates = [
    Number.isFinite(created) ? rule.dayOf(created) : Infinity,
    facts.done[0] ?? Infinity,
  ];
  const first = Math.min(...candidates);
  return Number.isFinite(first) ? first : null;
}

/**
 * Done days / (done + missed days) from `from` to `to` (inclusive), as a whole percent, leaving
 * out days before `firstDay` and off, skipped, open and future days; null when no day is left.
 */
export function completionRate(
  facts: DayFacts,
  from: number,
  to: number,
  today: number,
  firstDay: number | null,
): number | null {
  if (firstDay === null) return null;
  const start = Math.max(from, firstDay);
  const end = Math.min(to, today);
  if (start > end) return null;
  let done = 0;
  let counted = 0;
  for (const status of statusesBetween(facts, start, end, today)) {
    if (status === 'done') done += 1;
    if (status === 'done' || status === 'missed') counted += 1;
  }
  if (counted === 0) return null;
  // Never a missed day rounded up to 100%, nor a done day down to 0% (364 of 365 is 99%).
  return Math.min(
    done < counted ? 99 : 100,
    Math.max(done > 0 ? 1 : 0, Math.round((done / counted) * 100)),
  );
}

export interface HistoryRates {
  last30: number | null;
  last365: number | null;
  allTime: number | null;
}

/** The three windows of the history page, each ending today. */
export function historyRates(habit: Habit, today: number, rule: DayRule): HistoryRates {
  const { facts } = describeHabit(habit, today, rule);
  const first = firstDayOf(habit, rule, facts);
  return {
    last30: completionRate(facts, today - 29, today, today, first),
    last365: completionRate(facts, today - 364, today, today, first),
    allTime: completionRate(facts, first ?? today, today, today, first),
  };
}

/** Up to `limit` runs with a first and last done day, longest first; ties: the later run first. */
export function longestRuns(facts: DayFacts, today: number, limit = 5): Required<Run>[] {
  return runsOf(facts, today)
    .runs.filter((run): run is Required<Run> => run.first !== undefined && run.last !== undefined)
    .sort((a, b) => b.length - a.length || b.last - a.last)
    .slice(0, limit);
}

/** Done days by weekday, Sunday first. */
export function doneByWeekday(done: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const day of done) counts[weekdayOf(day)] = (counts[weekdayOf(day)] ?? 0) + 1;
  return counts;
}

/** The completion rate of each of the last `months` months, oldest first, ending this month. */
export function monthlyRates(
  habit: Habit,
  today: number,
  rule: DayRule,
  months = 12,
): { month: YearMonth; rate: number | null }[] {
  const { facts } = describeHabit(habit, today, rule);
  const first = firstDayOf(habit, rule, facts);
  const current = yearMonthOf(today);
  return Array.from({ length: months }, (_, i) => {
    const month = addMonths(current, i - months + 1);
    const from = firstDayOfMonth(month);
    const to = firstDayOfMonth(addMonths(month, 1)) - 1;
    return { month, rate: completionRate(facts, from, to, today, first) };
  });
}

/**
 * The heat map's weeks: columns of 7 days starting on weekday `weekStart` (Sunday by default), the
 * last one holding `today`, reaching back over the last 12 months (53 columns). Days after today
 * are in the last column too.
 */
export function heatMapWeeks(today: number, weeks = 53, weekStart = 0): number[][] {
  const lastWeek = weekStartOf(today, weekStart);
  const firstWeek = lastWeek - (weeks - 1) * 7;
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, i) => firstWeek + w * 7 + i),
  );
}

/**
 * For each day from `from` to `to`: how many of the habits were due (done, missed or open: asked
 * for and not excused, from the habit's first day on) and how many of those were done.
 */
export function dueAndDone(
  habits: readonly Habit[],
  from: number,
  to: number,
  today: number,
  rule: DayRule,
): { due: number; done: number }[] {
  const out = Array.from({ length: to - from + 1 }, () => ({ due: 0, done: 0 }));
  for (const habit of habits) {
    const { facts } = describeHabit(habit, today, rule);
    // Days before the habit's first day ask nothing of it.
    const first = firstDayOf(habit, rule, facts) ?? today + 1;
    const statuses = statusesBetween(facts, from, to, today);
    statuses.forEach((status, i) => {
      if (from + i < first) return;
      const cell = out[i] as { due: number; done: number };
      if (status === 'done' || status === 'missed' || status === 'open') cell.due += 1;
      if (status === 'done') cell.done += 1;
    });
  }
  return out;
}
