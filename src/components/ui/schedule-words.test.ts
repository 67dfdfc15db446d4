import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleLabel } from './schedule-words';

afterEach(() => i18n.activate('en'));

describe('a schedule in a few words (docs/product.md §10)', () => {
  it('says in English what it has always said', () => {
    expect(scheduleLabel({ type: 'daily' })).toBe('Every day');
    expect(scheduleLabel({ type: 'weekdays', days: [1, 2, 3, 4, 5] })).toBe('Weekdays');
    expect(scheduleLabel({ type: 'weekdays', days: [0, 6] })).toBe('Weekends');
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] })).toBe('Mon, Wed, Fri');
    expect(scheduleLabel({ type: 'weekdays', days: [0, 2] })).toBe('Sun, Tue');
    expect(scheduleLabel({ type: 'weekdays', days: [4] })).toBe('Thu');
    expect(scheduleLabel({ type: 'weekly', times: 1 })).toBe('Once a week');
    expect(scheduleLabel({ type: 'weekly', times: 3 })).toBe('3 times a week');
  });

  it("names the weekdays in the language's own words", () => {
    i18n.load('de', {});
    i18n.activate('de');
    const short = (date: number) =>
      new Intl.DateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' }).format(date);
    const list = new Intl.ListFormat('de', { type: 'unit', style: 'short' });
    // Monday 14, Wednesday 16 and Friday 18 July 2025.
    const days = [14, 16, 18].map((day) => short(Date.UTC(2025, 6, day)));
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] })).toBe(list.format(days));
    expect(scheduleLabel({ type: 'weekdays', days: [1, 3, 5] })).toMatch(/^Mo/);
  });
});
