import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HABIT_COLORS } from '../src/domain/habit/model';

/**
 * docs/product.md §2.3: each habit colour keeps WCAG AA in light and dark. Read from styles.css
 * itself, so a colour changed there is judged here: the fill (the tick, the strip's, calendar's and
 * heat map's done days) at 3:1 against the card (a part of the interface), the tick and a done
 * day's number on it at 4.5:1, and the colour's text (the streak chip, an amount met) at 4.5:1 on
 * the card, on its soft tint and on the page.
 */
const css = readFileSync(join(process.cwd(), 'src/app/styles.css'), 'utf8');

/** The custom properties a rule with exactly this selector sets. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector} in styles.css`);
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, m[2] as string]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('habit colours', () => {
  it('the contrast of two colours is WCAG 2.x', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  for (const mode of ['light', 'dark'] as const) {
    const page = rule(mode === 'light' ? ':root' : '.dark');
    const surface = page['--td-surface'] as string;
    it.each(HABIT_COLORS)(`%s keeps AA on the card in ${mode}`, (color) => {
      const light = rule(`[data-habit-color='${color}']`);
      const own =
        mode === 'light' ? light : { ...light, ...rule(`.dark [data-habit-color='${color}']`) };
      const accent = own['--td-accent'] as string;
      expect(contrast(accent, surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(own['--td-accent-fg'] as string, accent)).toBeGreaterThanOrEqual(4.5);
      const strong = own['--td-accent-strong'] as string;
      expect(contrast(strong, surface)).toBeGreaterThanOrEqual(4.5);
      // History's page (its Back to Home link) is on the page's background.
      expect(contrast(strong, page['--td-bg'] as string)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(strong, own['--td-accent-soft'] as string)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
