import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitIdFromPath, historyPath } from './paths';
import { isHistoryList } from './shortcut-paths';

describe('history paths (docs/product.md §12.1)', () => {
  it('give back any id, decoded once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (id) => {
        expect(habitIdFromPath(historyPath(id))).toBe(id);
      }),
    );
    for (const id of ['%', '50%off', '%25', '%2F', 'a/b', 'a#b?c', 'é', ' ']) {
      expect(habitIdFromPath(historyPath(id))).toBe(id);
    }
  });

  it('read what a person types: %25 is %, a bad escape or another path is no id', () => {
    expect(habitIdFromPath('/history/%25')).toBe('%');
    expect(habitIdFromPath('/history/50%25off')).toBe('50%off');
    expect(habitIdFromPath('/history/read/')).toBe('read');
    expect(habitIdFromPath('/history/%')).toBeNull();
    expect(habitIdFromPath('/history/a/b')).toBeNull();
    expect(habitIdFromPath('/terms')).toBeNull();
  });
});

describe('the list of histories (docs/product.md §2.10)', () => {
  it('is /history, with or without its slash; a habit’s page is not', () => {
    expect(isHistoryList('/history')).toBe(true);
    expect(isHistoryList('/history/')).toBe(true);
    expect(isHistoryList('/history/read')).toBe(false);
    expect(isHistoryList('/historyx')).toBe(false);
    expect(habitIdFromPath('/history')).toBeNull();
  });
});
