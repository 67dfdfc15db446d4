import { describe, expect, it } from 'vitest';
import { csvSchedule, csvWeekday } from './csv';
import { dayOf, weekdayOf } from './days';

describe("the CSV's schedule column", () => {
  it('says a schedule in the same English words in every language (docs/product.md §18.4)', () => {
    expect(csvSchedule({ type: 'daily' })).toBe('Every day');
    expect(csvSchedule({ type: 'weekdays', days: [1, 2, 3, 4, 5] })).toBe('Weekdays');
    expect(csvSchedule({ type: 'weekdays', days: [0, 6] })).toBe('Weekends');
    expect(csvSchedule({ type: 'weekdays', days: [1, 3, 5] })).toBe('Mon, Wed, Fri');
    expect(csvSchedule({ type: 'weekly', times: 1 })).toBe('Once a week');
    expect(csvSchedule({ type: 'weekly', times: 3 })).toBe('3 times a week');
    expect(csvSchedule({ type: 'interval', days: 3 })).toBe('Every 3 days');
    expect(csvSchedule({ type: 'monthly', times: 1 })).toBe('Once a month');
    expect(csvSchedule({ type: 'monthly', times: 4 })).toBe('4 times a month');
    expect(csvSchedule({ type: 'window', times: 1, days: 10 })).toBe('Once in 10 days');
    expect(csvSchedule({ type: 'window', times: 3, days: 10 })).toBe('3 times in 10 days');
  });
});

describe("the CSV's weekday names (English, from Intl)", () => {
  it('names Sunday to Saturday in three widths', () => {
    const all = (width?: 'long' | 'short' | 'narrow') =>
      Array.from({ length: 7 }, (_, d) => csvWeekday(d, width));
    expect(all()).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(all('short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(all('narrow')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(csvWeekday(weekdayOf(dayOf(Date.UTC(2025, 6, 14))))).toBe('Monday');
  });
});
