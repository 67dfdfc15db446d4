import { DAY_MS } from '../domain/days';

/**
 * A zone's wall clock from the platform's time zone data (Intl), independent of the app's own
 * offset arithmetic: for tests of local days (docs/product.md §4.2).
 */
function formatter(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The wall clock of `timeZone` at an instant: its date and hour. */
export function wallClock(timeZone: string) {
  const format = formatter(timeZone);
  return (ms: number) => {
    const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
    const num = (type: string) => Number(parts[type]);
    return {
      year: num('year'),
      month: num('month'),
      day: num('day'),
      hour: num('hour'),
      minute: num('minute'),
      second: num('second'),
    };
  };
}

/** A zone's offset from UTC at an instant, in ms (east positive). */
export function zoneOffset(timeZone: string) {
  const clock = wallClock(timeZone);
  return (ms: number) => {
    const w = clock(ms);
    const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    return wall - Math.floor(ms / 1000) * 1000;
  };
}

/**
 * The day number (days since 1970-01-01 of the calendar date) that holds `ms` in `timeZone` when
 * days start at `startHour`: the date of the wall clock, or the date before while the wall clock
 * is earlier than the start hour.
 */
export function localDayOf(timeZone: string, startHour: number) {
  const clock = wallClock(timeZone);
  return (ms: number) => {
    const w = clock(ms);
    const date = Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
    return w.hour < startHour ? date - 1 : date;
  };
}
