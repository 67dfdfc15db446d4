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
