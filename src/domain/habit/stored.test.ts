import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../days';
import { doneDays } from './reads';
import { bucketTimes, completionTimes } from './stored';
import { at, habitWith } from '../../testing/builders';

describe('reading completions', () => {
  it('sorts data stored out of order', () => {
    const habit = {
      ...habitWith(),
      completionsWithTimes: { '2025': { '7': [3 * DAY_MS, 1] }, '2024': { '1': [2] } },
    };
    expect(completionTimes(habit)).toEqual([1, 2, 3 * DAY_MS]);
    expect(doneDays(habit)).toEqual([0, 3]);
  });
  it('orders months numerically, not as strings', () => {
    const buckets = bucketTimes([at('2025-02-01T00:00:00'), at('2025-10-01T00:00:00')]);
    expect(completionTimes({ ...habitWith(), completionsWithTimes: buckets })).toEqual([
      at('2025-02-01T00:00:00'),
      at('2025-10-01T00:00:00'),
    ]);
  });
});
