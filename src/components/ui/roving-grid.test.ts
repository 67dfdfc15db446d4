import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './roving-grid';

describe('the arrow keys in a grid of days', () => {
  it('in a month (weeks as rows): left and right a day, up and down a week', () => {
    expect(dayAfterKey('ArrowLeft', 100, 'rows')).toBe(99);
    expect(dayAfterKey('ArrowRight', 100, 'rows')).toBe(101);
    // Right to left: the next day is on the left.
    expect(dayAfterKey('ArrowLeft', 100, 'rows', true)).toBe(101);
    expect(dayAfterKey('ArrowRight', 100, 'columns', true)).toBe(93);
    expect(dayAfterKey('ArrowDown', 100, 'rows', true)).toBe(107);
    expect(dayAfterKey('ArrowUp', 100, 'rows')).toBe(93);
    expect(dayAfterKey('ArrowDown', 100, 'rows')).toBe(107);
  });

  it('in a year (weeks as columns): up and down a day, left and right a week', () => {
    expect(dayAfterKey('ArrowUp', 100, 'columns')).toBe(99);
    expect(dayAfterKey('ArrowDown', 100, 'columns')).toBe(101);
    expect(dayAfterKey('ArrowLeft', 100, 'columns')).toBe(93);
    expect(dayAfterKey('ArrowRight', 100, 'columns')).toBe(107);
  });

  it('leaves every other key alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'Home', 'a']) {
      expect(dayAfterKey(key, 100, 'rows')).toBeNull();
      expect(dayAfterKey(key, 100, 'columns')).toBeNull();
    }
  });
});
