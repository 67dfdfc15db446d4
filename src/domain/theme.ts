/** The four accent colours, in the order the picker shows them. */
export const THEME_COLORS = ['blue', 'green', 'purple', 'orange'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export type ThemeMode = 'light' | 'dark';

export interface Theme {
  color: ThemeColor;
  mode: ThemeMode;
}

/** docs/product.md §9: the default is orange and dark. */
export const DEFAULT_THEME: Theme = { color: 'orange', mode: 'dark' };

export function isThemeColor(value: unknown): value is ThemeColor {
  return typeof value === 'string' && (THEME_COLORS as readonly string[]).includes(value);
}

/** Reads a theme from anything; each field that is not valid falls back to its default. */
export function toTheme(value: unknown): Theme {
  if (typeof value !== 'object' || value === null) return DEFAULT_THEME;
  const { color, mode } = value as Record<string, unknown>;
  return {
    color: isThemeColor(color) ? color : DEFAULT_THEME.color,
    mode: mode === 'light' || mode === 'dark' ? mode : DEFAULT_THEME.mode,
  };
}
