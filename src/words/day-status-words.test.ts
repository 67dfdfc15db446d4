import { describe, expect, it } from 'vitest';
import { dayStatusWord } from './day-status-words';

describe('a day status, said (docs/product.md §10)', () => {
  it('in the words screen readers have always heard in English', () => {
    expect(dayStatusWord('done')).toBe('done');
    expect(dayStatusWord('skipped')).toBe('skipped');
    expect(dayStatusWord('off')).toBe('not scheduled');
    expect(dayStatusWord('open')).toBe('not done yet');
    expect(dayStatusWord('missed')).toBe('missed');
    expect(dayStatusWord('future')).toBe('upcoming');
  });
});
