/**
 * UTC calendar days as integers: day 0 is 1970-01-01 (a Thursday). Every day calculation in the
 * app goes through here; there is no local-time arithmetic anywhere (docs/product.md §4.1).
 */
export const DAY_MS = 86_400_000;
export const WEEK_DAYS = 7;

/**
 * The instants the stored format can hold: years 1000 to 9999 UTC, as a year key is four digits.
 * The load check, every write and Merge use this one test, so no completion ever lands under a
 * year key the load check would reject.
 */
export const EARLIEST_TIME = Date.UTC(1000, 0, 1);
export const LATEST_TIME = Date.UTC(10000, 0, 1) - 1;

export function isStorableTime(ms: unknown): ms is number {
  return typeof ms === 'number' && ms >= EARLIEST_TIME && ms <= LATEST_TIME;
}

/** The UTC day that contains the instant `ms`. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** 00:00:00.000 UTC of `day`, in ms. */
export function startOfDay(day: number): number {
  return day * DAY_MS;
}

/**
 * 12:00:00.000 UTC of `day`: the date mark, how a day the user chose (a past day ticked, an
 * imported day) is stored. Every day rule reads this exact instant as `day`'s date, in any
 * zone and with any start hour (docs/product.md §4.7).
 */
export function noonOf(day: number): number {
  return day * DAY_MS + DAY_MS / 2;
}

/** Whether `ms` is a date mark (12:00:00.000 UTC of some date): a chosen day, not a moment. */
export function isDateMark(ms: number): boolean {
  return ((ms % DAY_MS) + DAY_MS) % DAY_MS === DAY_MS / 2;
}

/**
 * The instant a tick of today is stored at (§4.7): the moment `ms`, or 1 ms later when `ms` is
 * exactly a date mark, so a moment is never read as a chosen day.
 */
export function momentOf(ms: number): number {
  return isDateMark(ms) ? ms + 1 : ms;
}

/** The `count` days ending on `today`, oldest first. */
export function lastDays(today: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => today - count + 1 + i);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS;
}

/** The seven weekdays in the order of a week starting on `first` (0 = Sunday): [1, 2, ..., 0]. */
export function weekOrder(first = 0): number[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => (first + i) % WEEK_DAYS);
}

/**
 * The first day of the week holding `day`, for weeks that start on weekday `first` (0 = Sunday,
 * the default; 1 = Monday; 6 = Saturday: Settings, `Week starts on`).
 */
export function weekStartOf(day: number, first = 0): number {
  return day - ((weekdayOf(day) - first + WEEK_DAYS) % WEEK_DAYS);
}

/** `YYYY-MM-DD` of a day, in UTC. */
export function isoDate(day: number): string {
  return new Date(startOfDay(day)).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day of a `YYYY-MM-DD` date (the inverse of `isoDate`), or null when it is not a real date
 * (years from 0100: Date.UTC reads 0 to 99 as 1900 to 1999). Checked by arithmetic, not by
 * formatting a Date: stored data holds a dated record a day for years (docs/product.md §3.5).
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

export interface YearMonth {
  year: number;
  /** 1 to 12 */
  month: number;
}

export function yearMonthOf(day: number): YearMonth {
  const date = new Date(startOfDay(day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The first day of a month; months out of 1..12 roll over into the next or previous year. */
export function firstDayOfMonth({ year, month }: YearMonth): number {
  return dayOf(Date.UTC(year, month - 1, 1));
}

export function addMonths(ym: YearMonth, delta: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function daysInMonth(ym: YearMonth): number {
  return firstDayOfMonth(addMonths(ym, 1)) - firstDayOfMonth(ym);
}

/**
 * The month as weeks starting on weekday `first` (Sunday by default). Each row has 7 cells: the day number, or null for a cell that
 * belongs to the month before or after. Always 5 or 6 rows: a 28-day February that starts on a
 * week's first day (4 rows of its own) gets an empty fifth row so the calendar never changes height by more
 * than one row.
 */
export function monthGrid(ym: YearMonth, weekStart = 0): (number | null)[][] {
  const first = firstDayOfMonth(ym);
  const length = daysInMonth(ym);
  const offset = first - weekStartOf(first, weekStart);
  const rows = Math.max(5, Math.ceil((offset + length) / WEEK_DAYS));
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: WEEK_DAYS }, (_, col) => {
      const index = row * WEEK_DAYS + col - offset;
      return index >= 0 && index < length ? first + index : null;
    }),
  );
}

/** The index of the first value >= `target` in ascending `values` (values.length if none). */
export function firstAtOrAfter(values: readonly number[], target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether ascending `days` holds `day` (a binary search). */
export function hasDay(days: readonly number[], day: number): boolean {
  return days[firstAtOrAfter(days, day)] === day;
}
