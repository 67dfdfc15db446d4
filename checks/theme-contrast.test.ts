import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../src/domain/theme';

/**
 * WCAG AA contrast of every colour pair the app draws with (docs/product.md §2.1), for each colour
 * theme in light and dark, read from the design tokens in styles.css. This is the rule's exact
 * check, for every combination; the end-to-end suite runs axe's contrast rule over the rendered
 * pages (e2e/a11y.spec.ts), which catches a pair used that is not listed here.
 */
const css = readFileSync(join(process.cwd(), 'src/app/styles.css'), 'utf8');

/** The custom properties set by the rule whose selector list is exactly `selector`. */
function block(selector: string): Record<string, string> {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[[\]().*]/g, '\\$&')}\\s*\\{([^}]*)\\}`);
  const body = rule.exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector} in styles.css`);
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name, value]),
  );
}

function tokens(color: string, mode: 'light' | 'dark'): Record<string, string> {
  return mode === 'light'
    ? { ...block(':root'), ...block(`[data-color='${color}']`) }
    : {
        ...block(':root'),
        ...block('.dark'),
        ...block(`.dark[data-color='${color}'],\n.dark [data-color='${color}']`),
      };
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [foreground, background, least ratio]: text 4.5:1, a control's edge or fill 3:1 (WCAG 1.4.11).
const PAIRS: [string, string, number][] = [
  ['td-fg', 'td-bg', 4.5],
  ['td-fg', 'td-surface', 4.5],
  ['td-fg', 'td-surface-2', 4.5],
  ['td-muted', 'td-bg', 4.5],
  ['td-muted', 'td-surface', 4.5],
  ['td-muted', 'td-surface-2', 4.5],
  ['td-accent-strong', 'td-bg', 4.5],
  ['td-accent-strong', 'td-surface', 4.5],
  ['td-accent-strong', 'td-surface-2', 4.5],
  ['td-accent-strong', 'td-accent-soft', 4.5],
  ['td-accent-fg', 'td-accent', 4.5],
  ['td-danger-fg', 'td-danger', 4.5],
  ['td-accent', 'td-surface', 3],
  ['td-accent', 'td-bg', 3],
];

describe('the colour themes meet WCAG AA contrast (styles.css)', () => {
  for (const color of THEME_COLORS) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${color} ${mode}`, () => {
        const t = tokens(color, mode);
        const failing = PAIRS.flatMap(([fg, bg, least]) => {
          const ratio = contrast(t[fg] ?? 'missing', t[bg] ?? 'missing');
          return ratio >= least ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${least}`];
        });
        expect(failing).toEqual([]);
      });
    }
  }

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // A missing token fails rather than passing unmeasured.
    expect(() => tokens('no-such-colour', 'light')).toThrow(/no rule/);
  });
});
