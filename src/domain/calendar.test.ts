import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarFor, localCalendar, UTC_DAYS } from './calendar';
import { DAY_MS, dayOf, isoDate, noonOf } from './days';
import { dayOfIso } from './schedule';
import { zoneOffset } from '../testing/zones';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => dayOfIso(iso) as number;

const newYork = (startHour = 0) => localCalendar(startHour, zoneOffset('America/New_York'), 'NY');
const auckland = (startHour = 0) => localCalendar(startHour, zoneOffset('Pacific/Auckland'), 'NZ');

describe('UTC days (docs/product.md §4.1)', () => {
  it('is exactly the UTC day of an instant, 12:00 UTC for a past tick', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('1000-01-01T00:00:00Z'), max: at('9999-12-31T00:00:00Z') }),
        (ms) => {
          expect(UTC_DAYS.dayOf(ms)).toBe(dayOf(ms));
          expect(UTC_DAYS.noonOf(UTC_DAYS.dayOf(ms))).toBe(noonOf(dayOf(ms)));
          expect(UTC_DAYS.startOf(dayOf(ms))).toBe(dayOf(ms) * DAY_MS);
          expect(UTC_DAYS.hourOf(ms)).toBe(new Date(ms).getUTCHours());
        },
      ),
    );
  });

  it('with a start hour of 3, 02:00 still belongs to the day before', () => {
    const cal = calendarFor('utc', 3, 'any');
    expect(isoDate(cal.dayOf(at('2025-07-15T02:59:59Z')))).toBe('2025-07-14');
    expect(isoDate(cal.dayOf(at('2025-07-15T03:00:00Z')))).toBe('2025-07-15');
    expect(cal.startOf(day('2025-07-15'))).toBe(at('2025-07-15T03:00:00Z'));
    expect(cal.noonOf(day('2025-07-15'))).toBe(at('2025-07-15T12:00:00Z'));
    expect(calendarFor('utc', 3, 'other')).toBe(cal);
  });
});

describe('local days (docs/product.md §4.2)', () => {
  it('on this device: the local date of an instant, one calendar per setting and zone', () => {
    const cal = calendarFor('local', 0, 'This/Zone');
    expect(calendarFor('local', 0, 'This/Zone')).toBe(cal);
    expect(calendarFor('local', 1, 'This/Zone')).not.toBe(cal);
    fc.assert(
      fc.property(
        fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }),
        (ms) => {
          const local = new Date(ms);
          const iso = [local.getFullYear(), local.getMonth() + 1, local.getDate()]
            .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
            .join('-');
          expect(isoDate(cal.dayOf(ms))).toBe(iso);
          expect(cal.hourOf(ms)).toBe(local.getHours());
        },
      ),
    );
  });

  it('an offset change inside an hour is read exactly (Kathmandu, +5:30 to +5:45 in 1986)', () => {
    const cal = localCalendar(0, zoneOffset('Asia/Kathmandu'), 'KTM');
    // 1985-12-31T18:29Z is 23:59 on Dec 31 at +5:30; 18:31Z is 00:16 on Jan 1 at +5:45.
    expect(isoDate(cal.dayOf(at('1985-12-31T18:29:00Z')))).toBe('1985-12-31');
    expect(isoDate(cal.dayOf(at('1985-12-31T18:31:00Z')))).toBe('1986-01-01');
    expect(cal.hourOf(at('1985-12-31T18:10:00Z'))).toBe(23);
  });

  it('follows New York: 20:00 there is still the same date, not tomorrow as in UTC', () => {
    const cal = newYork();
    expect(isoDate(cal.dayOf(at('2025-07-16T00:30:00Z')))).toBe('2025-07-15');
    expect(cal.startOf(day('2025-07-15'))).toBe(at('2025-07-15T04:00:00Z'));
    expect(cal.noonOf(day('2025-07-15'))).toBe(at('2025-07-15T16:00:00Z'));
    expect(cal.hourOf(at('2025-07-16T03:30:00Z'))).toBe(23);
  });

  it('has a 23-hour day in March and a 25-hour day in November (DST)', () => {
    const cal = newYork();
    const march9 = day('2025-03-09');
    const nov2 = day('2025-11-02');
    expect(cal.startOf(march9 + 1) - cal.startOf(march9)).toBe(23 * HOUR);
    expect(cal.startOf(nov2 + 1) - cal.startOf(nov2)).toBe(25 * HOUR);
    // The hour after the clocks go back (01:30 twice) is still November 2.
    expect(isoDate(cal.dayOf(at('2025-11-02T05:30:00Z')))).toBe('2025-11-02');
    expect(isoDate(cal.dayOf(at('2025-11-02T06:30:00Z')))).toBe('2025-11-02');
    expect(isoDate(cal.dayOf(at('2025-11-03T04:59:00Z')))).toBe('2025-11-02');
    expect(isoDate(cal.dayOf(at('2025-11-03T05:00:00Z')))).toBe('2025-11-03');
  });

  it('with a start hour of 3, a 01:30 tick counts for the evening before', () => {
    const cal = newYork(3);
    expect(isoDate(cal.dayOf(at('2025-07-15T05:30:00Z')))).toBe('2025-07-14'); // 01:30 EDT
    expect(isoDate(cal.dayOf(at('2025-07-15T07:00:00Z')))).toBe('2025-07-15'); // 03:00 EDT
    expect(cal.startOf(day('2025-07-15'))).toBe(at('2025-07-15T07:00:00Z'));
  });

  it('follows Auckland, 13 hours ahead in January', () => {
    const cal = auckland();
    expect(isoDate(cal.dayOf(at('2025-01-15T11:30:00Z')))).toBe('2025-01-16');
    expect(cal.startOf(day('2025-01-16'))).toBe(at('2025-01-15T11:00:00Z'));
  });

  it('every instant lies in the day it is given, and days follow each other without a gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('America/New_York', 'Pacific/Auckland', 'Europe/London', 'Asia/Kolkata'),
        (ms, startHour, zone) => {
          const cal = localCalendar(startHour, zoneOffset(zone), zone);
          const d = cal.dayOf(ms);
          expect(cal.startOf(d)).toBeLessThanOrEqual(ms);
          expect(cal.startOf(d + 1)).toBeGreaterThan(ms);
          expect(cal.dayOf(cal.noonOf(d))).toBe(d);
        },
      ),
    );
  });
});
