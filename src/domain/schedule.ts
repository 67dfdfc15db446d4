import { DAY_MS, firstAtOrAfter, hasDay, weekdayOf, weekStartOf, WEEK_DAYS } from './days';

/**
 * When a habit is asked for (docs/product.md §10): every day, on listed weekdays (0 = Sunday to
 * 6 = Saturday), or any `times` days of each Sunday–Saturday week; every `days` days (2 to 30),
 * `times` a calendar month (1 to 27), or `times` in any `days` days in a row (2 to 60, times 1 to
 * days - 1).
 */
export type Schedule =
  | { type: 'daily' }
  | { type: 'weekdays'; days: number[] }
  | { type: 'weekly'; times: number }
  | { type: 'interval'; days: number }
  | { type: 'monthly'; times: number }
  | { type: 'window'; times: number; days: number };

/** The bounds of the schedules counted over days (issue 43): [least, most]. */
export const INTERVAL_DAYS = [2, 30] as const;
export const MONTHLY_TIMES = [1, 27] as const;
export const WINDOW_DAYS = [2, 60] as const;

const within = (n: unknown, [least, most]: readonly [number, number]): n is number =>
  Number.isInteger(n) && (n as number) >= least && (n as number) <= most;

export const DAILY: Schedule = { type: 'daily' };

/** A day's status for a habit (docs/product.md §10.2). */
export type DayStatus = 'done' | 'skipped' | 'off' | 'open' | 'missed' | 'future';

const isWeekday = (d: unknown): d is number =>
  Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6;

/**
 * The schedule the rules follow. A stored one of an unknown type (from a newer version) or with
 * bad values is read as daily; it is still stored as it was.
 */
export function readSchedule(raw: unknown): Schedule {
  const value = raw as { type?: unknown; days?: unknown; times?: unknown } | null;
  if (value?.type === 'weekdays' && Array.isArray(value.days)) {
    const days = [...new Set(value.days.filter(isWeekday))].sort((a, b) => a - b);
    if (days.length >= 1 && days.length <= 6 && days.length === value.days.length) {
      return { type: 'weekdays', days };
    }
  }
  if (value?.type === 'weekly' && Number.isInteger(value.times)) {
    const times = value.times as number;
    if (times >= 1 && times <= 6) return { type: 'weekly', times };
  }
  if (value?.type === 'interval' && within(value.days, INTERVAL_DAYS)) {
    return { type: 'interval', days: value.days };
  }
  if (value?.type === 'monthly' && within(value.times, MONTHLY_TIMES)) {
    return { type: 'monthly', times: value.times };
  }
  if (
    value?.type === 'window' &&
    within(value.days, WINDOW_DAYS) &&
    within(value.times, [1, value.days - 1])
  ) {
    return { type: 'window', times: value.times, days: value.days };
  }
  return DAILY;
}

/** The schedule as it is stored: weekdays ascending and distinct; 7 weekdays are every day. */
export function normalizeSchedule(schedule: Schedule): Schedule {
  if (schedule.type === 'weekdays') {
    const days = [...new Set(schedule.days.filter(isWeekday))].sort((a, b) => a - b);
    if (days.length === 0 || days.length === WEEK_DAYS) return DAILY;
    return { type: 'weekdays', days };
  }
  if (schedule.type === 'weekly') {
    const times = Math.min(6, Math.max(1, Math.round(schedule.times)));
    return { type: 'weekly', times };
  }
  const clamp = (n: number, [least, most]: readonly [number, number]) =>
    Math.min(most, Math.max(least, Math.round(n)));
  if (schedule.type === 'interval')
    return { type: 'interval', days: clamp(schedule.days, INTERVAL_DAYS) };
  if (schedule.type === 'monthly')
    return { type: 'monthly', times: clamp(schedule.times, MONTHLY_TIMES) };
  if (schedule.type === 'window') {
    const days = clamp(schedule.days, WINDOW_DAYS);
    return { type: 'window', times: clamp(schedule.times, [1, days - 1]), days };
  }
  return DAILY;
}

export function sameSchedule(a: Schedule, b: Schedule): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a habit's statuses are computed from: its done days, skipped days and schedule. */
export interface DayFacts {
  /** Ascending distinct days with a completion. */
  done: readonly number[];
  /** Ascending distinct skipped days. */
  skips: readonly number[];
  schedule: Schedule;
  /** The weekday weeks start on (0 = Sunday, when absent), for `N times a week`. */
  weekStart?: number;
}

/** How many of ascending `values` lie in [from, to]. */
function countIn(values: readonly number[], from: number, to: number): number {
  return firstAtOrAfter(values, to + 1) - firstAtOrAfter(values, from);
}

/**
 * The status of each day from `from` to `to` (inclusive), with `today` as today. Linear in the
 * number of days plus a binary search per week.
 */
export function statusesBetween(
  facts: DayFacts,
  from: number,
  to: number,
  today: number,
): DayStatus[] {
  const { done, skips, schedule } = facts;
  const first = facts.weekStart ?? 0;
  const out: DayStatus[] = [];
  let d = firstAtOrAfter(done, from);
  let s = firstAtOrAfter(skips, from);
  let weekStart = Number.NaN;
  let weekFull = false;
  for (let day = from; day <= to; day += 1) {
    while (d < done.length && (done[d] as number) < day) d += 1;
    while (s < skips.length && (skips[s] as number) < day) s += 1;
    const isDone = done[d] === day;
    const isSkip = skips[s] === day;
    if (schedule.type === 'weekly' && weekStartOf(day, first) !== weekStart) {
      weekStart = weekStartOf(day, first);
      const end = weekStart + WEEK_DAYS - 1;
      // Done days, and skipped days that are not also done.
      let count = countIn(done, weekStart, end);
      for (let i = firstAtOrAfter(skips, weekStart); (skips[i] ?? Infinity) <= end; i += 1) {
        if (!hasDay(done, skips[i] as number)) count += 1;
      }
      weekFull = count >= schedule.times;
    }
    out.push(statusOf(day, isDone, isSkip));
  }
  return out;

  function statusOf(day: number, isDone: boolean, isSkip: boolean): DayStatus {
    if (day > today) {
      if (isSkip) return 'skipped';
      if (schedule.type === 'weekdays' && !schedule.days.includes(weekdayOf(day))) return 'off';
      return 'future';
    }
    if (isDone) return 'done';
    if (isSkip) return 'skipped';
    if (schedule.type === 'weekdays') {
      if (!schedule.days.includes(weekdayOf(day))) return 'off';
      return day === today ? 'open' : 'missed';
    }
    if (schedule.type === 'weekly') {
      if (weekFull) return 'off';
      return weekStartOf(day, first) === weekStartOf(today, first) ? 'open' : 'missed';
    }
    return day === today ? 'open' : 'missed';
  }
}

/** A run: a stretch of days with no missed day, by its done days (docs/product.md §10.3). */
export interface Run {
  length: number;
  /** The first and last done day of the run; undefined when it has none. */
  first?: number;
  last?: number;
}

/**
 * Every run with at least one done day, oldest first, from the habit's first done or skipped day
 * to `today`. The last one may be the run in progress (it reaches today when no missed day
 * follows it).
 */
export function runsOf(facts: DayFacts, today: number): { runs: Run[]; currentLength: number } {
  const runs: Run[] = [];
  const marked = [...facts.done, ...facts.skips].filter((d) => d <= today).sort((a, b) => a - b);
  if (marked.length === 0) return { runs, currentLength: 0 };
  let run: Run = { length: 0 };
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = { length: 0 };
  };
  // Statuses are read only in whole weeks around each marked day and around today. Between two
  // such windows lie whole past weeks with nothing done or skipped, and such a week has a missed
  // day under every schedule, so no run crosses it: years of nothing (a first tick in the year
  // 1000) cost nothing to walk.
  for (const [from, to] of windowsAround(marked, today, facts.weekStart ?? 0)) {
    close();
    statusesBetween(facts, from, to, today).forEach((status, i) => {
      if (status === 'missed') close();
      else if (status === 'done') {
        const day = from + i;
        run.first ??= day;
        run.last = day;
        run.length += 1;
      }
    });
  }
  const currentLength = run.length;
  close();
  return { runs, currentLength };
}

/**
 * Day ranges, ascending and apart: for each of `days` its week with the week before and after,
 * and today's week with the one before, up to today; overlapping or touching ranges merged.
 */
function windowsAround(days: readonly number[], today: number, first: number): [number, number][] {
  const windows: [number, number][] = [];
  const add = (from: number, to: number) => {
    const last = windows[windows.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  };
  for (const day of days) {
    const week = weekStartOf(day, first);
    add(week - WEEK_DAYS, Math.min(today, week + 2 * WEEK_DAYS - 1));
  }
  add(weekStartOf(today, first) - WEEK_DAYS, today);
  return windows;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day of a `YYYY-MM-DD` date, or null when it is not a real date (years from 0100: Date.UTC
 * reads 0 to 99 as 1900 to 1999). Checked by arithmetic, not by formatting a Date: stored data
 * holds a dated record a day for years (docs/product.md §3.5).
 */
export function dayOfIso(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const [, y = '', m = '', d = ''] = ISO_DATE.exec(value) ?? [];
  const year = +y;
  const month = +m;
  const date = +d;
  if (!y || year < 100 || month < 1 || month > 12 || date < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return date > length ? null : Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}
