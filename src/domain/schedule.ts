import {
  DAY_MS,
  daysInMonth,
  firstAtOrAfter,
  firstDayOfMonth,
  hasDay,
  weekdayOf,
  weekStartOf,
  WEEK_DAYS,
  yearMonthOf,
} from './days';

/**
 * When a habit is asked for (docs/product.md §10): every day, on listed weekdays (0 = Sunday to
 * 6 = Saturday), any `times` days of each Sunday–Saturday week, every `days` days, any `times`
 * days of each calendar month, or `times` days in any `days` days in a row.
 */
export type Schedule =
  | { type: 'daily' }
  | { type: 'weekdays'; days: number[] }
  | { type: 'weekly'; times: number }
  | { type: 'interval'; days: number }
  | { type: 'monthly'; times: number }
  | { type: 'window'; times: number; days: number };

/** The ranges of the new kinds' numbers (docs/product.md §10.1); a window's times are 1 to days - 1. */
export const INTERVAL_DAYS = { min: 2, max: 30 };
export const MONTHLY_TIMES = { min: 1, max: 27 };
export const WINDOW_DAYS = { min: 2, max: 60 };

export const DAILY: Schedule = { type: 'daily' };

/** A day's status for a habit (docs/product.md §10.2). */
export type DayStatus = 'done' | 'skipped' | 'off' | 'open' | 'missed' | 'future';

const isWeekday = (d: unknown): d is number =>
  Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6;

const isWhole = (n: unknown, min: number, max: number): n is number =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

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
  const { type, days, times } = value ?? {};
  if (type === 'interval' && isWhole(days, INTERVAL_DAYS.min, INTERVAL_DAYS.max)) {
    return { type, days };
  }
  if (type === 'monthly' && isWhole(times, MONTHLY_TIMES.min, MONTHLY_TIMES.max)) {
    return { type, times };
  }
  if (
    type === 'window' &&
    isWhole(days, WINDOW_DAYS.min, WINDOW_DAYS.max) &&
    isWhole(times, 1, days - 1)
  ) {
    return { type, times, days };
  }
  return DAILY;
}

/**
 * The schedule as it is stored: weekdays ascending and distinct (7 are every day); the numbers
 * whole and within their ranges.
 */
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
  if (schedule.type === 'interval') {
    return { type: 'interval', days: clamp(schedule.days, INTERVAL_DAYS.min, INTERVAL_DAYS.max) };
  }
  if (schedule.type === 'monthly') {
    return { type: 'monthly', times: clamp(schedule.times, MONTHLY_TIMES.min, MONTHLY_TIMES.max) };
  }
  if (schedule.type === 'window') {
    const days = clamp(schedule.days, WINDOW_DAYS.min, WINDOW_DAYS.max);
    return { type: 'window', times: clamp(schedule.times, 1, days - 1), days };
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

/** How many days in [from, to] are kept: done, or skipped and not done. */
function keptIn(done: readonly number[], skips: readonly number[], from: number, to: number) {
  let count = countIn(done, from, to);
  for (let i = firstAtOrAfter(skips, from); (skips[i] ?? Infinity) <= to; i += 1) {
    if (!hasDay(done, skips[i] as number)) count += 1;
  }
  return count;
}

/** Reads statuses of ranges given in ascending order, none overlapping the one before. */
type StatusReader = (from: number, to: number) => DayStatus[];

/**
 * The status of each day from `from` to `to` (inclusive), with `today` as today. Linear in the
 * number of days plus a binary search per week or month; the windowed kinds walk from the habit's
 * beginning (§10.5), in whole windows through long stretches with nothing kept.
 */
export function statusesBetween(
  facts: DayFacts,
  from: number,
  to: number,
  today: number,
): DayStatus[] {
  return statusReader(facts, today)(from, to);
}

function statusReader(facts: DayFacts, today: number): StatusReader {
  const { schedule } = facts;
  if (schedule.type === 'monthly')
    return (from, to) => monthly(facts, schedule.times, from, to, today);
  if (schedule.type === 'interval') return windowReader(facts, 1, schedule.days, today);
  if (schedule.type === 'window') return windowReader(facts, schedule.times, schedule.days, today);
  return (from, to) => weekBased(facts, from, to, today);
}

/** Daily, weekdays and weekly (§10.2). */
function weekBased(facts: DayFacts, from: number, to: number, today: number): DayStatus[] {
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
      weekFull = keptIn(done, skips, weekStart, weekStart + WEEK_DAYS - 1) >= schedule.times;
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

/** The first done or skipped day: where the habit began (§10.5); Infinity when none. */
function beganOn({ done, skips }: DayFacts): number {
  return Math.min(done[0] ?? Infinity, skips[0] ?? Infinity);
}

/**
 * Times a month (§10.6): the current month is open until it has `times` kept days; an ended month
 * short of them, judged when the habit began by its 1st, has its last short-fall undone days
 * missed.
 */
function monthly(facts: DayFacts, times: number, from: number, to: number, today: number) {
  const { done, skips } = facts;
  const began = beganOn(facts);
  const out: DayStatus[] = [];
  let first = Number.NaN;
  let last = Number.NaN;
  let full = false;
  let missedFrom = Infinity;
  for (let day = from; day <= to; day += 1) {
    if (!(day >= first && day <= last)) {
      const month = yearMonthOf(day);
      first = firstDayOfMonth(month);
      last = first + daysInMonth(month) - 1;
      const short = times - keptIn(done, skips, first, last);
      full = short <= 0;
      missedFrom = Infinity;
      if (!full && last < today && began <= first) {
        // Back from the month's end, the `short` last days that are not kept.
        let left = short;
        for (missedFrom = last + 1; left > 0;) {
          missedFrom -= 1;
          if (!hasDay(done, missedFrom) && !hasDay(skips, missedFrom)) left -= 1;
        }
      }
    }
    const isSkip = hasDay(skips, day);
    if (day > today) out.push(isSkip ? 'skipped' : 'future');
    else if (hasDay(done, day)) out.push('done');
    else if (isSkip) out.push('skipped');
    else if (last >= today) out.push(full ? 'off' : 'open');
    else out.push(day >= missedFrom ? 'missed' : 'off');
  }
  return out;
}

/**
 * Every few days (`times` 1) and times in a number of days (§10.5): walks day by day from the
 * habit's beginning, keeping which of the last `days` days are kept or missed (a ring by day
 * modulo `days`; the days before the beginning count as kept). A day not kept is missed when that
 * count, without it, is below `times`; today is then open. Ranges must come in ascending order.
 */
function windowReader(facts: DayFacts, times: number, days: number, today: number): StatusReader {
  const { done, skips } = facts;
  const began = beganOn(facts);
  const ring = new Uint8Array(days).fill(1);
  let count = days;
  let next = began;
  // The days before the beginning count as kept.
  let lastKept = began - 1;
  let d = 0;
  let s = 0;

  /** Walks to `day` (at or after `next`) and returns its status. */
  const walkTo = (day: number): DayStatus => {
    let status: DayStatus = 'off';
    while (next <= day) {
      while ((done[d] ?? Infinity) < next) d += 1;
      while ((skips[s] ?? Infinity) < next) s += 1;
      const nextKept = Math.min(done[d] ?? Infinity, skips[s] ?? Infinity);
      // With nothing kept in the last `days` days, each day is missed exactly when the day
      // `days` before was (the ring holds `times` marks), so whole windows can be leapt over.
      if (lastKept < next - days) {
        next += Math.max(0, Math.floor((Math.min(nextKept, day) - next) / days)) * days;
      }
      const slot = ((next % days) + days) % days;
      count -= ring[slot] as number;
      const kept = done[d] === next || skips[s] === next;
      if (kept) {
        status = done[d] === next ? 'done' : 'skipped';
        lastKept = next;
      } else if (count >= times) status = 'off';
      else status = next === today ? 'open' : 'missed';
      const mark = kept || status === 'missed' ? 1 : 0;
      ring[slot] = mark;
      count += mark;
      next += 1;
    }
    return status;
  };

  return (from, to) => {
    const out: DayStatus[] = [];
    for (let day = from; day <= to; day += 1) {
      if (day > today) out.push(hasDay(skips, day) ? 'skipped' : 'future');
      else if (day < began) out.push(day === today ? 'open' : 'off');
      else out.push(walkTo(day));
    }
    return out;
  };
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
  // Statuses are read only around each marked day and around today. Between two such ranges lies
  // a stretch of `lapseSpan` past days with nothing done or skipped, which holds a missed day under
  // the schedule, so no run crosses it: years of nothing (a first tick in the year 1000) cost
  // nothing to walk.
  const read = statusReader(facts, today);
  for (const [from, to] of rangesAround(marked, today, lapseSpan(facts.schedule))) {
    close();
    read(from, to).forEach((status, i) => {
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
 * A number of days such that any stretch of that many past days after the habit began, with
 * nothing done or skipped, holds a missed day: one whole week (any weekday list has a day in it),
 * one whole month, or one whole window.
 */
function lapseSpan(schedule: Schedule): number {
  if (schedule.type === 'monthly') return 61; // the 2nd of a 31-day month to the next one's end
  if (schedule.type === 'interval' || schedule.type === 'window') return schedule.days;
  return 2 * WEEK_DAYS - 1;
}

/**
 * Day ranges, ascending and apart: each of `days` with `span` days either side, and the `span`
 * days up to today; overlapping or touching ranges merged, none after today.
 */
function rangesAround(days: readonly number[], today: number, span: number): [number, number][] {
  const ranges: [number, number][] = [];
  const add = (from: number, to: number) => {
    const last = ranges[ranges.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  };
  for (const day of days) add(day - span, Math.min(today, day + span));
  add(today - span, today);
  return ranges;
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
