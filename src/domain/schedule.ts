import { DAY_MS, firstAtOrAfter, hasDay, weekdayOf, weekStartOf, WEEK_DAYS } from './days';

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

export const DAILY: Schedule = { type: 'daily' };

/** A day's status for a habit (docs/product.md §10.2). */
export type DayStatus = 'done' | 'skipped' | 'off' | 'open' | 'missed' | 'future';

const isWeekday = (d: unknown): d is number =>
  Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6;

/** The weekdays among `days`, ascending and distinct. */
const weekdaysIn = (days: unknown[]) => [...new Set(days.filter(isWeekday))].sort((a, b) => a - b);

/** The ranges of the schedules counted over days (§10.1): [least, most]. */
export const INTERVAL_DAYS = [2, 30] as const;
export const MONTHLY_TIMES = [1, 27] as const;
export const WINDOW_DAYS = [2, 60] as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * A counted schedule (§10.1) with its numbers whole and in their ranges: 1 to 6 times a week,
 * every 2 to 30 days, 1 to 27 times a month, 1 to days - 1 times in 2 to 60 days; null for
 * another type.
 */
function inRange(type: unknown, times: number, days: number): Schedule | null {
  if (type === 'weekly') return { type, times: clamp(times, 1, 6) };
  if (type === 'interval') return { type, days: clamp(days, ...INTERVAL_DAYS) };
  if (type === 'monthly') return { type, times: clamp(times, ...MONTHLY_TIMES) };
  if (type !== 'window') return null;
  const window = clamp(days, ...WINDOW_DAYS);
  return { type, times: clamp(times, 1, window - 1), days: window };
}

/**
 * The schedule the rules follow. A stored one of an unknown type (from a newer version) or with
 * bad values is read as daily; it is still stored as it was.
 */
export function readSchedule(raw: unknown): Schedule {
  const value = raw as { type?: unknown; days?: unknown; times?: unknown } | null;
  if (value?.type === 'weekdays' && Array.isArray(value.days)) {
    const days = weekdaysIn(value.days);
    if (days.length >= 1 && days.length <= 6 && days.length === value.days.length) {
      return { type: 'weekdays', days };
    }
  }
  // The counted kinds are read when they are already in their stored form.
  const fixed = inRange(value?.type, Number(value?.times), Number(value?.days));
  if (fixed && Object.entries(fixed).every(([key, n]) => value?.[key as 'type'] === n)) {
    return fixed;
  }
  return DAILY;
}

/**
 * The schedule as it is stored: weekdays ascending and distinct (7 are every day); the numbers
 * whole and within their ranges.
 */
export function normalizeSchedule(schedule: Schedule): Schedule {
  if (schedule.type === 'weekdays') {
    const days = weekdaysIn(schedule.days);
    if (days.length === 0 || days.length === WEEK_DAYS) return DAILY;
    return { type: 'weekdays', days };
  }
  const { type, times, days } = schedule as { type: string; times: number; days: number };
  return inRange(type, times, days) ?? DAILY;
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

/**
 * The status of each day from `from` to `to` (inclusive), with `today` as today: a few binary
 * searches a day; the windowed kinds walk from the habit's beginning (§10.5), in whole windows
 * through long stretches with nothing kept.
 */
export function statusesBetween(
  facts: DayFacts,
  from: number,
  to: number,
  today: number,
): DayStatus[] {
  const { schedule } = facts;
  if (schedule.type === 'interval' || schedule.type === 'window') {
    const times = schedule.type === 'window' ? schedule.times : 1; // every n days: once in n
    return windowed(facts, times, schedule.days, from, to, today);
  }
  if (schedule.type === 'monthly') {
    return counted(facts, () => schedule.times, monthOf, false, from, to, today);
  }
  if (schedule.type === 'weekly') {
    const first = facts.weekStart ?? 0;
    const week = (day: number): Period => [weekStartOf(day, first), weekStartOf(day, first) + 6];
    return counted(facts, () => schedule.times, week, true, from, to, today);
  }
  // Every day, or the listed weekdays: each day is a period of its own, asked for once or not.
  const asked = (day: number) =>
    schedule.type !== 'weekdays' || schedule.days.includes(weekdayOf(day)) ? 1 : 0;
  return counted(facts, asked, (day) => [day, day], true, from, to, today);
}

/** The first done or skipped day: where the habit began (§10.5); Infinity when none. */
function beganOn({ done, skips }: DayFacts): number {
  return Math.min(done[0] ?? Infinity, skips[0] ?? Infinity);
}

/** A period's first and last day. */
type Period = [number, number];

/** The calendar month holding `day`. */
function monthOf(day: number): Period {
  const date = new Date(day * DAY_MS);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1) / DAY_MS;
  return [day - date.getUTCDate() + 1, next - 1];
}

/**
 * Every day, weekdays, times a week (§10.2) and times a month (§10.6), counted in periods
 * (`periodOf`: a day, a week, a month), each asking `timesOf(its first day)` kept days. The current
 * period is never missed: its days not kept are open until it has them, then off. A past period
 * short of them has every day not kept missed (`everyDay`), or else only its last short-fall days
 * not kept, and only when the habit began by its first day (a month). A future day is off when its
 * period asks nothing (an unlisted weekday).
 */
function counted(
  facts: DayFacts,
  timesOf: (first: number) => number,
  periodOf: (day: number) => Period,
  everyDay: boolean,
  from: number,
  to: number,
  today: number,
): DayStatus[] {
  const { done, skips } = facts;
  const kept = (day: number) => hasDay(done, day) || hasDay(skips, day);
  const out: DayStatus[] = [];
  let last = -Infinity;
  let short = 0;
  let times = 0;
  let missedFrom = Infinity;
  for (let day = from; day <= to; day += 1) {
    if (day > last) {
      const [first, end] = periodOf(day);
      last = end;
      times = timesOf(first);
      short = times - keptIn(done, skips, first, last);
      missedFrom = Infinity;
      if (everyDay) missedFrom = first;
      else if (last < today && beganOn(facts) <= first) {
        for (let d = last, left = short; left > 0; d -= 1) {
          if (!kept(d)) {
            left -= 1;
            missedFrom = d;
          }
        }
      }
    }
    let status: DayStatus;
    if (day > today) status = hasDay(skips, day) ? 'skipped' : times ? 'future' : 'off';
    else if (kept(day)) status = hasDay(done, day) ? 'done' : 'skipped';
    else if (short <= 0) status = 'off';
    else if (last >= today) status = 'open';
    else status = day >= missedFrom ? 'missed' : 'off';
    out.push(status);
  }
  return out;
}

/**
 * Every few days (`times` 1) and times in a number of days (§10.5): walks day by day from the
 * habit's beginning, keeping which of the last `days` days are kept or missed (a ring by day
 * modulo `days`; the days before the beginning count as kept). A day not kept is missed when that
 * count, without it, is below `times`; today is then open.
 */
function windowed(
  facts: DayFacts,
  times: number,
  days: number,
  from: number,
  to: number,
  today: number,
): DayStatus[] {
  const { done, skips } = facts;
  const began = beganOn(facts);
  const ring = new Uint8Array(days).fill(1);
  let count = days;
  let lastKept = began - 1;
  const out: DayStatus[] = [];
  for (let day = Math.min(from, began); day <= to; day += 1) {
    let status: DayStatus;
    if (day > today) status = hasDay(skips, day) ? 'skipped' : 'future';
    else if (day < began) status = day === today ? 'open' : 'off';
    else {
      const d = firstAtOrAfter(done, day);
      const s = firstAtOrAfter(skips, day);
      const next = Math.min(done[d] ?? Infinity, skips[s] ?? Infinity);
      // With nothing kept in the last `days` days, a day is missed exactly when the day `days`
      // before was (the ring holds `times` marks), so whole windows can be leapt over.
      if (day < from && lastKept < day - days) {
        day += Math.floor((Math.min(next, from, today) - day) / days) * days;
      }
      const slot = ((day % days) + days) % days;
      count -= ring[slot] as number;
      if (next === day) lastKept = day;
      if (done[d] === day) status = 'done';
      else if (next === day) status = 'skipped';
      else if (count >= times) status = 'off';
      else status = day === today ? 'open' : 'missed';
      ring[slot] = status === 'off' || status === 'open' ? 0 : 1;
      count += ring[slot] as number;
    }
    if (day >= from) out.push(status);
  }
  return out;
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
  let run: Run = { length: 0 };
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = { length: 0 };
  };
  // Statuses are read only around each marked day. Between two such ranges lies a stretch of
  // `LAPSE_SPAN` past days with nothing done or skipped, which holds a missed day, so no run
  // crosses it: years of nothing (a first tick in the year 1000) cost nothing to walk.
  for (const [from, to] of rangesAround(marked, today, LAPSE_SPAN)) {
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
 * Any stretch of this many past days after the habit began with nothing done or skipped holds a
 * missed day under every schedule: it holds a whole week (any weekday list has a day in it), a
 * whole month (from the 2nd of a 31-day month to the next one's end) and a whole window.
 */
const LAPSE_SPAN = 61;

/**
 * Day ranges, ascending and apart: each of `days` with `span` days either side (none after
 * today); overlapping or touching ranges merged. The run that reaches today is read in the last.
 */
function rangesAround(days: readonly number[], today: number, span: number): [number, number][] {
  const ranges: [number, number][] = [];
  const add = (from: number, to: number) => {
    const last = ranges[ranges.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  };
  for (const day of days) add(day - span, Math.min(today, day + span));
  return ranges;
}
