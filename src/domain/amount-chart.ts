import { weekStartOf } from './days';
import { amountsOf } from './habit/entries';
import type { Habit } from './habit/model';

/**
 * An amount habit's figures for History (issue 24): the amount of each of the last days, the
 * totals of the last weeks, the chart's scale, and the words a day's name is made of. Pure.
 */

export interface DayAmount {
  day: number;
  /** The amount logged that day, or null when none was. */
  amount: number | null;
  /** The target that day was judged by, or null when nothing was logged. */
  target: number | null;
}

/** The last `days` days ending with `today`, oldest first, each with its amount (or null). */
export function dailyAmounts(habit: Habit, today: number, days = 30): DayAmount[] {
  const first = today - days + 1;
  const out: DayAmount[] = Array.from({ length: days }, (_, i) => ({
    day: first + i,
    amount: null,
    target: null,
  }));
  for (const { day, amount, target } of amountsOf(habit)) {
    if (day >= first && day <= today) out[day - first] = { day, amount, target };
  }
  return out;
}

export interface WeekTotal {
  /** The week's first day (§4.6; a Sunday unless the week starts on another day). */
  first: number;
  /** The sum of the amounts logged that week (0 when none). */
  total: number;
  /** How many days of the week have an amount. */
  logged: number;
}

/**
 * The last `weeks` weeks (starting on weekday `weekStart`, Sunday by default), oldest first, the
 * last holding `today`.
 */
export function weeklyTotals(habit: Habit, today: number, weeks = 12, weekStart = 0): WeekTotal[] {
  const lastWeek = weekStartOf(today, weekStart);
  const firstWeek = lastWeek - (weeks - 1) * 7;
  const out: WeekTotal[] = Array.from({ length: weeks }, (_, i) => ({
    first: firstWeek + i * 7,
    total: 0,
    logged: 0,
  }));
  for (const { day, amount } of amountsOf(habit)) {
    if (day < firstWeek || day > today) continue;
    const week = out[Math.floor((day - firstWeek) / 7)] as WeekTotal;
    week.total = roundCents(week.total + amount);
    week.logged += 1;
  }
  return out;
}

/** Sums of two-decimal amounts stay two-decimal (0.1 + 0.2 is 0.3, not 0.30000000000000004). */
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The top of a chart's scale: the least of 1, 2, 2.5, 5 times a power of ten that holds every
 * value and the target line (so the line is never drawn off the chart); 1 when all are 0.
 */
export function chartTop(values: readonly number[], target: number | null = null): number {
  const most = Math.max(0, target ?? 0, ...values);
  if (!(most > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(most));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const top = roundCents(step * power);
    if (top >= most) return top;
  }
  return 10 * power;
}
