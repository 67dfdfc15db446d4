import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { restDaysName, scheduleLabel } from './schedule-words';

const SAT_SUN = [0, 6];
const FRI_SAT = [5, 6];

afterEach(() => i18n.activate('en'));

describe('a schedule in a few words (docs/product.md §10)', () => {
  it('says in English what it has always said', () => {
    expect(scheduleLabel({ type: 'daily' }, SAT_SUN)).toBe('Every day');
    expect(scheduleLabel({ type: 'weekdays', days: [1, 2, 3, 4, 5] }, SAT_SUN)).toBe('Weekdays');
    expect(scheduleLabel({ type: 'weekdays', days: [0, 6] }, SAT_SUN)).toBe('Weekends');
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] }, SAT_SUN)).toBe('Mon, Wed, Fri');
    expect(scheduleLabel({ type: 'weekdays', days: [0, 2] }, SAT_SUN)).toBe('Sun, Tue');
    expect(scheduleLabel({ type: 'weekdays', days: [4] }, SAT_SUN)).toBe('Thu');
    expect(scheduleLabel({ type: 'weekly', times: 1 }, SAT_SUN)).toBe('Once a week');
    expect(scheduleLabel({ type: 'weekly', times: 3 }, SAT_SUN)).toBe('3 times a week');
  });

  it('says the new kinds (§10.5, §10.6)', () => {
    expect(scheduleLabel({ type: 'interval', days: 3 }, SAT_SUN)).toBe('Every 3 days');
    expect(scheduleLabel({ type: 'monthly', times: 1 }, SAT_SUN)).toBe('Once a month');
    expect(scheduleLabel({ type: 'monthly', times: 4 }, SAT_SUN)).toBe('4 times a month');
    expect(scheduleLabel({ type: 'window', times: 1, days: 10 }, SAT_SUN)).toBe('Once in 10 days');
    expect(scheduleLabel({ type: 'window', times: 3, days: 10 }, SAT_SUN)).toBe(
      '3 times in 10 days',
    );
  });

  it("names the weekdays in the language's own words", () => {
    i18n.load('de', {});
    i18n.activate('de');
    const short = (date: number) =>
      new Intl.DateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' }).format(date);
    const list = new Intl.ListFormat('de', { type: 'unit', style: 'short' });
    // Monday 14, Wednesday 16 and Friday 18 July 2025.
    const days = [14, 16, 18].map((day) => short(Date.UTC(2025, 6, day)));
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] }, SAT_SUN)).toBe(list.format(days));
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] }, SAT_SUN)).toMatch(/^Mo/);
  });

  it("names the language's own weekend and working days, and names any other days (§18.5)", () => {
    // Arabic (Egypt, Saudi Arabia...): Friday and Saturday rest; Sunday to Thursday work.
    expect(scheduleLabel({ type: 'weekdays', days: [5, 6] }, FRI_SAT)).toBe('Weekends');
    expect(scheduleLabel({ type: 'weekdays', days: [0, 1, 2, 3, 4] }, FRI_SAT)).toBe('Weekdays');
    // Saturday and Sunday, or Monday to Friday, are not the weekend there: their days are named.
    expect(scheduleLabel({ type: 'weekdays', days: [0, 6] }, FRI_SAT)).toBe('Sun, Sat');
    expect(scheduleLabel({ type: 'weekdays', days: [1, 2, 3, 4, 5] }, FRI_SAT)).toBe(
      'Mon, Tue, Wed, Thu, Fri',
    );
    expect(scheduleLabel({ type: 'weekdays', days: [5, 6] }, SAT_SUN)).toBe('Fri, Sat');
    expect(restDaysName([4, 5], [4, 5])).toBe('weekends');
    expect(restDaysName([0, 1, 2, 3, 6], [4, 5])).toBe('weekdays');
    // A one-day weekend (India's Sunday): no "Weekends" of one day, no six "Weekdays".
    expect(restDaysName([0], [0])).toBeNull();
    expect(restDaysName([1, 2, 3, 4, 5, 6], [0])).toBeNull();
  });
});
