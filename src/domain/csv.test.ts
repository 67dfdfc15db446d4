import { describe, expect, it } from 'vitest';
import { csvSchedule } from './csv';

describe("the CSV's schedule column", () => {
  it('says a schedule in the same English words in every language (docs/product.md §18.4)', () => {
    expect(csvSchedule({ type: 'daily' })).toBe('Every day');
    expect(csvSchedule({ type: 'weekdays', days: [1, 2, 3, 4, 5] })).toBe('Weekdays');
    expect(csvSchedule({ type: 'weekdays', days: [0, 6] })).toBe('Weekends');
    expect(csvSchedule({ type: 'weekdays', days: [1, 3, 5] })).toBe('Mon, Wed, Fri');
    expect(csvSchedule({ type: 'weekly', times: 1 })).toBe('Once a week');
    expect(csvSchedule({ type: 'weekly', times: 3 })).toBe('3 times a week');
  });
});
