/**
 * Deliberately naive reference implementations of the streak rules, written straight from
 * docs/product.md §5 by walking day by day over a Set of day numbers. The domain is checked
 * against these.
 */
import { DAY_MS } from '../domain/days';
import type { Schedule } from '../domain/schedule';

const toDay = (ms: number) => Math.floor(ms / DAY_MS);

export function refCurrentStreak(times: number[], today: number): number {
  const set = new Set(times.map(toDay));
  if (set.size === 0) return 0;
  const latest = Math.max(...set);
  if (latest < today - 1) return 0;
  let n = 0;
  while (set.has(latest - n)) n += 1;
  return n;
}

export function refRuns(times: number[]): { start: number; end: number }[] {
  const set = new Set(times.map(toDay));
  const runs: { start: number; end: number }[] = [];
  for (const d of set) {
    if (set.has(d - 1)) continue; // not a run start
    let end = d;
    while (set.has(end + 1)) end += 1;
    runs.push({ start: d, end });
  }
  return runs;
}

export function refHighestStreak(times: number[], now: number): number {
  const today = toDay(now);
  let best = 0;
  for (const r of refRuns(times)) if (r.end !== today) best = Math.max(best, r.end - r.start + 1);
  return best < 2 ? 0 : best;
}

export function refLongestRun(times: number[]): number {
  return Math.max(0, ...refRuns(times).map((r) => r.end - r.start + 1));
}

export function refPerfectWeek(habitTimes: number[][], today: number): boolean {
  if (habitTimes.length === 0) return false;
  for (let d = today - 6; d <= today; d += 1) {
    for (const times of habitTimes) if (!times.some((ms) => toDay(ms) === d)) return false;
  }
  return true;
}

export function refOverallStreak(habitTimes: number[][], today: number): number {
  const set = new Set(habitTimes.flat().map(toDay));
  let d = set.has(today) ? today : today - 1;
  let n = 0;
  while (set.has(d)) {
    n += 1;
    d -= 1;
  }
  return n;
}

/** A day's status, naively from docs/product.md §10, over Sets of day numbers. */
export type RefSchedule = Schedule;

const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
/** Walks back to the week's first day (weekday `first`: 0 = Sunday). */
const weekStartIn = (day: number, first: number) => {
  let d = day;
  while (weekday(d) !== first) d -= 1;
  return d;
};

export function refStatus(
  day: number,
  done: Set<number>,
  skips: Set<number>,
  schedule: RefSchedule,
  today: number,
  first = 0,
): string {
  const weekStart = (d: number) => weekStartIn(d, first);
  if (day > today) return 'future';
  if (done.has(day)) return 'done';
  if (skips.has(day)) return 'skipped';
  if (schedule.type === 'monthly') return refMonthly(day, done, skips, schedule.times, today);
  if (schedule.type === 'interval') return refWindow(day, done, skips, 1, schedule.days, today);
  if (schedule.type === 'window') {
    return refWindow(day, done, skips, schedule.times, schedule.days, today);
  }
  if (schedule.type === 'weekdays') {
    if (!schedule.days.includes(weekday(day))) return 'off';
  }
  if (schedule.type === 'weekly') {
    let count = 0;
    for (let d = weekStart(day); d < weekStart(day) + 7; d += 1) {
      if (done.has(d) || skips.has(d)) count += 1;
    }
    if (count >= schedule.times) return 'off';
    return weekStart(day) === weekStart(today) ? 'open' : 'missed';
  }
  return day === today ? 'open' : 'missed';
}

/** Current and highest streak (§10.3), walking every day from the first done or skipped one. */
export function refScheduledStreaks(
  doneDays: number[],
  skipDays: number[],
  schedule: RefSchedule,
  today: number,
  first = 0,
): { current: number; highest: number; longest: number } {
  const done = new Set(doneDays);
  const skips = new Set(skipDays);
  const all = [...done, ...skips];
  if (all.length === 0 || Math.min(...all) > today) return { current: 0, highest: 0, longest: 0 };
  const runs: { length: number; last: number }[] = [];
  let length = 0;
  let last = -Infinity;
  for (let d = Math.min(...all); d <= today; d += 1) {
    const status = refStatus(d, done, skips, schedule, today, first);
    if (status === 'missed') {
      if (length > 0) runs.push({ length, last });
      length = 0;
    } else if (status === 'done') {
      length += 1;
      last = d;
    }
  }
  const current = length;
  if (length > 0) runs.push({ length, last });
  let best = 0;
  for (const run of runs) if (run.last !== today) best = Math.max(best, run.length);
  return {
    current,
    highest: best < 2 ? 0 : best,
    longest: Math.max(0, ...runs.map((r) => r.length)),
  };
}

// The new kinds (docs/product.md §10.5, §10.6), sentence by sentence.

/** "Kept days are done or skipped days." */
const keptIn = (done: Set<number>, skips: Set<number>) => (d: number) =>
  done.has(d) || skips.has(d);

/** "The habit began on its first kept day (the first done or skipped day)." */
const beginning = (done: Set<number>, skips: Set<number>) => Math.min(...done, ...skips);

/** The days of the calendar month holding `day`, by walking its UTC dates. */
function monthOf(day: number): number[] {
  const month = new Date(day * DAY_MS).getUTCMonth();
  let first = day;
  while (new Date((first - 1) * DAY_MS).getUTCMonth() === month) first -= 1;
  const days: number[] = [];
  for (let d = first; new Date(d * DAY_MS).getUTCMonth() === month; d += 1) days.push(d);
  return days;
}

/** §10.6, for a day up to today that is neither done nor skipped. */
function refMonthly(
  day: number,
  done: Set<number>,
  skips: Set<number>,
  times: number,
  today: number,
): string {
  const kept = keptIn(done, skips);
  const month = monthOf(day);
  const count = month.filter(kept).length;
  // "The current month is never missed: while it holds fewer than times kept days, each day of
  // it up to today that is not kept is open; once it has times, they are off."
  if (month.includes(today)) return count < times ? 'open' : 'off';
  // "A month is judged only when the habit began on or before its 1st."
  if (beginning(done, skips) > (month[0] as number)) return 'off';
  // "Its last times - kept days that are not kept are missed, its other days off."
  const notKept = month.filter((d) => !kept(d));
  return count < times && notKept.slice(-(times - count)).includes(day) ? 'missed' : 'off';
}

const windowCache = new WeakMap<Set<number>, Map<string, Set<number>>>();

/**
 * The missed days of §10.5, walking from the habit's beginning to today: a day not kept is missed
 * when fewer than `times` of the `days` days ending on it are kept or already missed, the days
 * before the beginning counting as kept.
 */
function windowMissed(
  done: Set<number>,
  skips: Set<number>,
  times: number,
  days: number,
  today: number,
): Set<number> {
  const key = `${times}/${days}/${today}/${[...skips].join()}`;
  const cached = windowCache.get(done)?.get(key);
  if (cached) return cached;
  const kept = keptIn(done, skips);
  const began = beginning(done, skips);
  const missed = new Set<number>();
  for (let d = began; d < today; d += 1) {
    if (kept(d)) continue;
    let count = 0;
    for (let e = d - days + 1; e < d; e += 1) if (e < began || kept(e) || missed.has(e)) count += 1;
    if (count < times) missed.add(d);
  }
  if (!windowCache.has(done)) windowCache.set(done, new Map());
  windowCache.get(done)?.set(key, missed);
  return missed;
}

/** §10.5, for a day up to today that is neither done nor skipped. */
function refWindow(
  day: number,
  done: Set<number>,
  skips: Set<number>,
  times: number,
  days: number,
  today: number,
): string {
  const kept = keptIn(done, skips);
  const began = beginning(done, skips);
  // "Days before it ask nothing"; "before the habit began (nothing kept up to today), today is open".
  if (day < began) return day === today ? 'open' : 'off';
  const missed = windowMissed(done, skips, times, days, today);
  if (missed.has(day)) return 'missed';
  if (day === today) {
    let count = 0;
    for (let e = day - days + 1; e < day; e += 1) {
      if (e < began || kept(e) || missed.has(e)) count += 1;
    }
    if (count < times) return 'open';
  }
  return 'off';
}
