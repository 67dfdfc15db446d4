import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_COLORS, toTheme } from './theme';

describe('toTheme', () => {
  it('defaults to orange and dark (docs/product.md §9)', () => {
    expect(DEFAULT_THEME).toEqual({ color: 'orange', mode: 'dark' });
    expect(toTheme(undefined)).toEqual(DEFAULT_THEME);
    expect(toTheme(null)).toEqual(DEFAULT_THEME);
    expect(toTheme('blue')).toEqual(DEFAULT_THEME);
  });

  it('keeps every valid combination (docs/product.md §3)', () => {
    expect(THEME_COLORS).toEqual(['blue', 'green', 'purple', 'orange']);
    for (const color of THEME_COLORS) {
      for (const mode of ['light', 'dark'] as const) {
        expect(toTheme({ color, mode })).toEqual({ color, mode });
      }
    }
  });

  it('falls back field by field (docs/product.md §8)', () => {
    expect(toTheme({ color: 'pink', mode: 'light' })).toEqual({ color: 'orange', mode: 'light' });
    expect(toTheme({ color: 'green', mode: 'dim' })).toEqual({ color: 'green', mode: 'dark' });
    expect(toTheme({ color: 'green' })).toEqual({ color: 'green', mode: 'dark' });
  });
});
