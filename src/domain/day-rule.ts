import { DAY_MS, isDateMark, noonOf } from './days';

/**
 * How instants fall into days (docs/product.md §4): by UTC (the default) or by the device's time
 * zone, with a day that starts at `startHour` (0 to 6). A day is still an integer: the number of
 * the calendar date (day 0 is 1970-01-01), so weekdays, months and `YYYY-MM-DD` need no zone. Only
 * the conversions here between instants and days, and the hour of an instant, know the zone; the
 * rest of the app passes a day rule beside `now` and never asks which one it is.
 */
export interface DayRule {
  readonly boundary: DayBoundary;
  /** 0 to 6: a day runs from this hour to the same hour the next day. */
  readonly startHour: number;
  /**
   * The weekday weeks start on (0 = Sunday, the default; 1 = Monday; 6 = Saturday): weekly
   * schedules, Dawn & Dusk's week, the calendar and the history follow it.
   */
  readonly weekStart: number;
  /** Which day rule this is, for caches: equal keys give equal answers. */
  readonly key: string;
  /**
   * The day that holds the instant `ms`; a date mark (12:00:00.000 UTC, §4.7) is its own date
   * whatever the zone or start hour.
   */
  dayOf(ms: number): number;
  /**
   * The instant `day` starts: the first instant at or after its start hour on its date. When the
   * clocks jump over that hour (a DST gap), the moment they jump; when the hour comes twice, the
   * first time. One ms later when that instant is another date's date mark (00:00 at UTC+12).
   */
  startOf(day: number): number;
  /** The date mark of `day` (12:00:00.000 UTC of its date): the time a chosen day is stored at. */
  noonOf(day: number): number;
  /** The wall-clock hour (0 to 23) of the instant `ms`, for Dawn & Dusk; 12 for a date mark. */
  hourOf(ms: number): number;
}

export type DayBoundary = 'utc' | 'local';

const HOUR_MS = 3_600_000;

/** Days by UTC, starting at `startHour` UTC. */
function utcDayRule(startHour: number): DayRule {
  const shift = startHour * HOUR_MS;
  return {
    boundary: 'utc',
    startHour,
    weekStart: 0,
    key: `utc/${startHour}`,
    dayOf: (ms) => Math.floor((ms - shift) / DAY_MS),
    startOf: (day) => day * DAY_MS + shift,
    noonOf,
    hourOf: (ms) => Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS),
  };
}

/**
 * Days by the local wall clock of the device (`offsetAt` gives the zone's offset from UTC in ms at
 * an instant; the app's comes from Date, tests may pass their own). DST-aware: a local day lasts
 * 23 or 25 hours when the clocks change. Offsets are cached per UTC hour, so bucketing years of
 * completions costs a map lookup each, not a time-zone computation.
 */
export function localDayRule(
  startHour: number,
  offsetAt: (ms: number) => number = deviceOffset,
  zone = 'local',
): DayRule {
  const shift = startHour * HOUR_MS;
  const cache = new Map<number, number>();
  const offset = (ms: number) => {
    // Zones change offset on whole quarter hours; a transition hour is looked up exactly.
    const hour = Math.floor(ms / HOUR_MS);
    let value = cache.get(hour);
    if (value === undefined) {
      const start = offsetAt(hour * HOUR_MS);
      const end = offsetAt(hour * HOUR_MS + HOUR_MS - 1);
      value = start === end ? start : NaN;
      if (cache.size > 200_000) cache.clear();
      cache.set(hour, value);
    }
    return Number.isNaN(value) ? offsetAt(ms) : value;
  };
  const wallAt = (ms: number) => ms + offset(ms);
  /**
   * The first instant whose wall clock reads `wall` or later (`wall`: ms of a UTC-numbered wall
   * time). Offsets lie within -12 h to +14 h, so the instant is within 14 h before and 12 h after
   * `wall`; the offsets in force at either end of that window are the candidates. Neither fits in
   * a gap (the clocks jump over `wall`): then the day starts at the jump, found by bisection.
   */
  const firstInstantAt = (wall: number) => {
    const early = wall - offset(wall - 15 * HOUR_MS);
    const late = wall - offset(wall + 13 * HOUR_MS);
    const fits = [early, late].filter((t) => wallAt(t) === wall);
    if (fits.length > 0) return Math.min(...fits);
    let lo = Math.min(early, late); // the wall clock is before `wall` here
    let hi = Math.max(early, late); // and past it here
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (wallAt(mid) >= wall) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  return {
    boundary: 'local',
    startHour,
    weekStart: 0,
    key: `local:${zone}/${startHour}`,
    dayOf: (ms) =>
      isDateMark(ms) ? Math.floor(ms / DAY_MS) : Math.floor((wallAt(ms) - shift) / DAY_MS),
    startOf: (day) => {
      const start = firstInstantAt(day * DAY_MS + shift);
      // 00:00 at UTC+12 is 12:00 UTC: that exact instant is the day before's date mark.
      return isDateMark(start) && Math.floor(start / DAY_MS) !== day ? start + 1 : start;
    },
    noonOf,
    hourOf: (ms) => {
      if (isDateMark(ms)) return 12;
      const wall = wallAt(ms);
      return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
    },
  };
}

/** The device's offset from UTC at `ms`, in ms (east positive). */
function deviceOffset(ms: number): number {
  return -new Date(ms).getTimezoneOffset() * 60_000;
}

/** The default: UTC days from midnight (docs/product.md §4.1). */
export const UTC_DAYS: DayRule = utcDayRule(0);

const utcByHour = new Map<number, DayRule>([[0, UTC_DAYS]]);
const localByKey = new Map<string, DayRule>();
const byWeekStart = new Map<string, DayRule>();

/** `rule` with weeks that start on weekday `weekStart` (0 = Sunday: `rule` itself). */
export function withWeekStart(rule: DayRule, weekStart: number): DayRule {
  if (weekStart === rule.weekStart) return rule;
  const key = `${rule.key}/w${weekStart}`;
  let next = byWeekStart.get(key);
  if (!next) byWeekStart.set(key, (next = { ...rule, weekStart, key }));
  return next;
}

/**
 * The day rule for a setting; the same object for the same setting (caches key on it). `zone`
 * names the device's zone, so a zone change (travel) gives a new day rule. Weeks start on
 * `weekStart` (Sunday by default).
 */
export function dayRuleFor(
  boundary: DayBoundary,
  startHour: number,
  zone: string,
  weekStart = 0,
): DayRule {
  let rule: DayRule | undefined;
  if (boundary === 'utc') {
    rule = utcByHour.get(startHour);
    if (!rule) utcByHour.set(startHour, (rule = utcDayRule(startHour)));
  } else {
    const key = `${zone}/${startHour}`;
    rule = localByKey.get(key);
    if (!rule) localByKey.set(key, (rule = localDayRule(startHour, deviceOffset, zone)));
  }
  return withWeekStart(rule, weekStart);
}

/** Day start hours a user may choose: 00:00 to 06:00. */
export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
