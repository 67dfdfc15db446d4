import { i18n } from '@lingui/core';
import { noonOf } from '../domain/days';

/**
 * Dates, weekdays, months and numbers in the current language, all from `Intl` (never hand-written
 * lists). A day is an integer (day 0 is 1970-01-01) and reads in UTC, so it is the same date in
 * every zone. Formatters are made once per language and options.
 */
type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const cache = new Map<string, Format>();
const SUNDAY = 3; // day 3 is 1970-01-04, a Sunday

function cached<T extends Format>(kind: string, options: object, make: (locale: string) => T): T {
  const key = `${i18n.locale}|${kind}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make(i18n.locale);
    cache.set(key, format);
  }
  return format;
}

/** A DateTimeFormat in the current language; `timeZone` defaults to UTC (for days). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    'date',
    options,
    (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
  );
}

/** A day as words: `formatDay(day, { month: 'long', day: 'numeric' })` "July 15". */
export function formatDay(day: number, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(options).format(noonOf(day));
}

/** An instant in the device's own time zone ("7:00 PM"). */
export function formatLocalTime(ms: number, options: Intl.DateTimeFormatOptions): string {
  return cached('local', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(ms);
}

/** The weekday's name (0 = Sunday): `long` "Monday", `short` "Mon", `narrow` "M". */
export function weekdayName(weekday: number, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return formatDay(SUNDAY + weekday, { weekday: width });
}

/** "July 2025". */
export function monthLabel(ym: { year: number; month: number }): string {
  return dateFormat({ month: 'long', year: 'numeric' }).format(Date.UTC(ym.year, ym.month - 1, 15));
}

/** "Tuesday, July 15, 2025". */
export function longDateLabel(day: number): string {
  return formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** A number as people of the language write it: `1,250.5`, `1.250,5`, `١٬٢٥٠٫٥`. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(
    'number',
    options,
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, ...options }),
  ).format(value);
}

/** A share as a percentage: 0.5 -> "50%" ("50 %" in German and French). */
export function formatPercent(fraction: number): string {
  return formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 });
}

/** "5 of 8 km, done, has a note": parts listed as the language lists units (no "and" in English). */
export function formatParts(items: readonly string[]): string {
  const options = { type: 'unit', style: 'short' } as const;
  return cached('list', options, (locale) => new Intl.ListFormat(locale, options)).format(items);
}
