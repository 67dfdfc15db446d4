import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_COLORS, toTheme } from './theme';

describe('toTheme', () => {
  it('defaults to orange and dark (SPEC.md section 4, "Theme")', () => {
    expect(DEFAULT_THEME).toEqual({ color: 'orange', mode: 'dark' });
    expect(toTheme(undefined)).toEqual(DEFAULT_THEME);
    expect(toTheme(null)).toEqual(DEFAULT_THEME);
    expect(toTheme('blue')).toEqual(DEFAULT_THEME);
  });

  it('keeps every valid combination (CONTRACT.md section 2)', () => {
    expect(THEME_COLORS).toEqual(['blue', 'green', 'purple', 'orange']);
    for (const color of THEME_COLORS) {
      for (const mode of ['light', 'dark'] as const) {
        expect(toTheme({ color, mode })).toEqual({ color, mode });
      }
    }
  });

  it('falls back field by field (CONTRACT.md section 7)', () => {
    expect(toTheme({ color: 'pink', mode: 'light' })).toEqual({ color: 'orange', mode: 'light' });
    expect(toTheme({ color: 'green', mode: 'dim' })).toEqual({ color: 'green', mode: 'dark' });
    expect(toTheme({ color: 'green' })).toEqual({ color: 'green', mode: 'dark' });
  });
});
