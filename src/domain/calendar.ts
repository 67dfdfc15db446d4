import { DAY_MS } from './days';

/**
 * How instants fall into days (docs/product.md §4): by UTC (the default) or by the device's time
 * zone, with a day that starts at `startHour` (0 to 6). A day is still an integer: the number of
 * the calendar date (day 0 is 1970-01-01), so weekdays, months and `YYYY-MM-DD` need no zone. Only
 * the conversions here between instants and days, and the hour of an instant, know the zone; the
 * rest of the app passes a calendar beside `now` and never asks which one it is.
 */
export interface DayCalendar {
  readonly boundary: DayBoundary;
  /** 0 to 6: a day runs from this hour to the same hour the next day. */
  readonly startHour: number;
  /** Which calendar this is, for caches: equal keys give equal answers. */
  readonly key: string;
  /** The day that holds the instant `ms`. */
  dayOf(ms: number): number;
  /** The instant `day` starts (its start hour on its date). */
  startOf(day: number): number;
  /** 12:00 on the date of `day`: the time given to a past day ticked in the calendar. */
  noonOf(day: number): number;
  /** The wall-clock hour (0 to 23) of the instant `ms`, for Dawn & Dusk. */
  hourOf(ms: number): number;
}

export type DayBoundary = 'utc' | 'local';

const HOUR_MS = 3_600_000;

/** Days by UTC, starting at `startHour` UTC. */
function utcCalendar(startHour: number): DayCalendar {
  const shift = startHour * HOUR_MS;
  return {
    boundary: 'utc',
    startHour,
    key: `utc/${startHour}`,
    dayOf: (ms) => Math.floor((ms - shift) / DAY_MS),
    startOf: (day) => day * DAY_MS + shift,
    noonOf: (day) => day * DAY_MS + DAY_MS / 2,
    hourOf: (ms) => Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS),
  };
}

/**
 * Days by the local wall clock of the device (`offsetAt` gives the zone's offset from UTC in ms at
 * an instant; the app's comes from Date, tests may pass their own). DST-aware: a local day lasts
 * 23 or 25 hours when the clocks change. Offsets are cached per UTC hour, so bucketing years of
 * completions costs a map lookup each, not a time-zone computation.
 */
export function localCalendar(
  startHour: number,
  offsetAt: (ms: number) => number = deviceOffset,
  zone = 'local',
): DayCalendar {
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
  /** The instant whose local wall clock reads `wall` (ms of a UTC-numbered wall time). */
  const instantAt = (wall: number) => {
    const guess = wall - offset(wall);
    return wall - offset(guess);
  };
  return {
    boundary: 'local',
    startHour,
    key: `local:${zone}/${startHour}`,
    dayOf: (ms) => Math.floor((ms + offset(ms) - shift) / DAY_MS),
    startOf: (day) => instantAt(day * DAY_MS + shift),
    noonOf: (day) => instantAt(day * DAY_MS + DAY_MS / 2),
    hourOf: (ms) => {
      const wall = ms + offset(ms);
      return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
    },
  };
}

/** The device's offset from UTC at `ms`, in ms (east positive). */
function deviceOffset(ms: number): number {
  return -new Date(ms).getTimezoneOffset() * 60_000;
}

/** The default: UTC days from midnight (docs/product.md §4.1). */
export const UTC_DAYS: DayCalendar = utcCalendar(0);

const utcByHour = new Map<number, DayCalendar>([[0, UTC_DAYS]]);
const localByKey = new Map<string, DayCalendar>();

/**
 * The calendar for a setting; the same object for the same setting (caches key on it). `zone`
 * names the device's zone, so a zone change (travel) gives a new calendar.
 */
export function calendarFor(boundary: DayBoundary, startHour: number, zone: string): DayCalendar {
  if (boundary === 'utc') {
    let cal = utcByHour.get(startHour);
    if (!cal) utcByHour.set(startHour, (cal = utcCalendar(startHour)));
    return cal;
  }
  const key = `${zone}/${startHour}`;
  let cal = localByKey.get(key);
  if (!cal) localByKey.set(key, (cal = localCalendar(startHour, deviceOffset, zone)));
  return cal;
}

/** Day start hours a user may choose: 00:00 to 06:00. */
export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
