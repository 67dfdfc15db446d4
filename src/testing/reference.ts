/**
 * Deliberately naive reference implementations of the streak rules, written straight from
 * docs/product.md §5 by walking day by day over a Set of day numbers. The domain is checked
 * against these.
 */
import { DAY_MS } from '../domain/days';

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
export type RefSchedule =
  | { type: 'daily' }
  | { type: 'weekdays'; days: number[] }
  | { type: 'weekly'; times: number }
  // Issue 43's shapes, read as daily here until their rules land (the schedules helper).
  | { type: 'interval'; days: number }
  | { type: 'monthly'; times: number }
  | { type: 'window'; times: number; days: number };

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
