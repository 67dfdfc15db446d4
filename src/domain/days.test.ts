import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  DAY_MS,
  dayOf,
  dayOfIso,
  daysInMonth,
  firstDayOfMonth,
  isoDate,
  lastDays,
  monthGrid,
  noonOf,
  weekdayOf,
  weekOrder,
  weekStartOf,
  yearMonthOf,
} from './days';
import { at, day } from '../testing/builders';

describe('UTC days (docs/product.md §4.1: a day is a UTC calendar day)', () => {
  it('splits days at 00:00:00.000 UTC', () => {
    expect(dayOf(at('2025-07-15T23:59:59.999'))).toBe(dayOf(at('2025-07-15T00:00:00.000')));
    expect(dayOf(at('2025-07-16T00:00:00.000'))).toBe(dayOf(at('2025-07-15T23:59:59.999')) + 1);
    expect(dayOf(0)).toBe(0);
    expect(dayOf(-1)).toBe(-1);
  });

  it('crosses Dec 31 -> Jan 1 and leap days', () => {
    expect(day('2025-01-01') - day('2024-12-31')).toBe(1);
    expect(day('2024-03-01') - day('2024-02-28')).toBe(2); // 2024-02-29 between
    expect(day('2025-03-01') - day('2025-02-28')).toBe(1);
    expect(isoDate(day('2024-02-29'))).toBe('2024-02-29');
  });

  it('gives the last 7 days oldest first (docs/product.md §2.3)', () => {
    const today = day('2025-03-02');
    expect(lastDays(today, 7).map(isoDate)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('knows weekdays, Sunday = 0, and weeks start on Sunday (docs/product.md §9)', () => {
    expect(weekdayOf(day('1970-01-01'))).toBe(4); // a Thursday
    expect(weekdayOf(day('2025-07-13'))).toBe(0); // a Sunday
    expect(weekdayOf(day('2025-07-19'))).toBe(6); // a Saturday
    expect(weekdayOf(day('1969-12-28'))).toBe(0); // negative days too
    expect(isoDate(weekStartOf(day('2025-07-13')))).toBe('2025-07-13');
    expect(isoDate(weekStartOf(day('2025-07-19')))).toBe('2025-07-13');
    expect(isoDate(weekStartOf(day('2025-07-20')))).toBe('2025-07-20');
  });

  it("orders the weekdays from the week's first day", () => {
    expect(weekOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('starts weeks on Monday or Saturday when asked (Settings, Week starts on)', () => {
    expect(isoDate(weekStartOf(day('2025-07-13'), 1))).toBe('2025-07-07'); // Sunday: week's end
    expect(isoDate(weekStartOf(day('2025-07-14'), 1))).toBe('2025-07-14');
    expect(isoDate(weekStartOf(day('2025-07-18'), 6))).toBe('2025-07-12'); // Friday
    expect(isoDate(weekStartOf(day('2025-07-19'), 6))).toBe('2025-07-19');
    expect(isoDate(weekStartOf(day('1969-12-28'), 1))).toBe('1969-12-22');
  });

  it('adds 12:00 UTC for a past day', () => {
    expect(new Date(noonOf(day('2025-07-01'))).toISOString()).toBe('2025-07-01T12:00:00.000Z');
  });

  it('does month arithmetic across years', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2025, month: 7 }, -19)).toEqual({ year: 2023, month: 12 });
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2025, month: 12 })).toBe(31);
    expect(yearMonthOf(day('2025-12-31'))).toEqual({ year: 2025, month: 12 });
  });
});

describe('month grid (docs/product.md §2.4: Sunday first, 5 or 6 week rows)', () => {
  it('needs 6 rows for August 2025 (starts Friday, 31 days)', () => {
    const grid = monthGrid({ year: 2025, month: 8 });
    expect(grid).toHaveLength(6);
    expect(grid[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(isoDate(grid[0]?.[5] as number)).toBe('2025-08-01');
    expect(isoDate(grid[5]?.[0] as number)).toBe('2025-08-31');
  });

  it('needs 5 rows for July 2025 (starts Tuesday)', () => {
    const grid = monthGrid({ year: 2025, month: 7 });
    expect(grid).toHaveLength(5);
    expect(isoDate(grid[0]?.[2] as number)).toBe('2025-07-01');
  });

  it('starts rows on Monday: July 2025 opens in the second column, August 2025 needs 5 rows', () => {
    const july = monthGrid({ year: 2025, month: 7 }, 1);
    expect(isoDate(july[0]?.[1] as number)).toBe('2025-07-01');
    expect(july[0]?.[0]).toBeNull();
    const august = monthGrid({ year: 2025, month: 8 }, 1);
    expect(august).toHaveLength(5);
    expect(isoDate(august[0]?.[4] as number)).toBe('2025-08-01');
    expect(isoDate(august[4]?.[6] as number)).toBe('2025-08-31');
    // Saturday first: August 1 2025 is a Friday, the last column of the first row.
    expect(isoDate(monthGrid({ year: 2025, month: 8 }, 6)[0]?.[6] as number)).toBe('2025-08-01');
  });

  it('pads February 2026 (28 days from a Sunday) to 5 rows', () => {
    const grid = monthGrid({ year: 2026, month: 2 });
    expect(grid).toHaveLength(5);
    expect(isoDate(grid[0]?.[0] as number)).toBe('2026-02-01');
    expect(grid[4]).toEqual([null, null, null, null, null, null, null]);
  });

  it('holds every day of any month once, in order, in the right column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const grid = monthGrid({ year, month });
          expect(grid.length === 5 || grid.length === 6).toBe(true);
          const cells = grid.flat();
          const days = cells.filter((d): d is number => d !== null);
          const first = firstDayOfMonth({ year, month });
          expect(days).toEqual(
            Array.from({ length: daysInMonth({ year, month }) }, (_, i) => first + i),
          );
          cells.forEach((d, i) => d !== null && expect(weekdayOf(d)).toBe(i % 7));
          expect(new Date(first * DAY_MS).getUTCDate()).toBe(1);
        },
      ),
    );
  });
});

describe('dayOfIso', () => {
  // The reference: the date is real when formatting its day gives the same text back.
  const byRoundTrip = (value: string) => {
    const [, y = '', m = '', d = ''] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
    if (!y) return null;
    const day = Math.floor(Date.UTC(+y, +m - 1, +d) / DAY_MS);
    return isoDate(day) === value ? day : null;
  };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');

  it('reads a date exactly as formatting its day back would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(dayOfIso(value)).toBe(byRoundTrip(value));
        },
      ),
      { numRuns: 2000 },
    );
    for (const value of [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '0099-12-31',
      '0100-01-01',
      '2025-7-1',
      ' 2025-07-01',
      'x',
    ]) {
      expect(dayOfIso(value), value).toBe(byRoundTrip(value));
    }
  });
});
