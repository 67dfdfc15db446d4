import type { HabitColor } from '../habit/model';

/**
 * Loop's colours as ours (docs/product.md §13.2): a Loop habit's colour, whichever way its file
 * writes it, becomes the nearest of our ten named colours, or Default when it has no hue near one
 * (Loop's greys and brown). Loaded with the importer, never with the first paint.
 */

/**
 * Our ten colours as RGB, for matching only (the screen's tints are the theme's): the Material
 * colours Loop itself uses for these names, so a Loop colour of one of our names maps to it.
 */
const OURS: readonly (readonly [HabitColor, number])[] = [
  ['red', 0xd32f2f],
  ['orange', 0xf57c00],
  ['amber', 0xff8f00],
  ['green', 0x388e3c],
  ['teal', 0x00897b],
  ['cyan', 0x00acc1],
  ['blue', 0x1976d2],
  ['indigo', 0x303f9f],
  ['purple', 0x8e24aa],
  ['pink', 0xd81b60],
];

/**
 * Loop's palette since its database version 21 (20 colours; the CSV writes their RGB), by index,
 * with the colour each maps to (the nearest in CIELAB; null: Default).
 *
 * | #  | Loop         | RGB     | ours   |   | #  | Loop        | RGB     | ours    |
 * | -- | ------------ | ------- | ------ | - | -- | ----------- | ------- | ------- |
 * | 0  | red          | #D32F2F | red    |   | 10 | light blue  | #039BE5 | blue    |
 * | 1  | deep orange  | #E64A19 | red    |   | 11 | blue        | #1976D2 | blue    |
 * | 2  | orange       | #F57C00 | orange |   | 12 | indigo      | #303F9F | indigo  |
 * | 3  | amber        | #FF8F00 | amber  |   | 13 | deep purple | #5E35B1 | purple  |
 * | 4  | yellow       | #F9A825 | amber  |   | 14 | purple      | #8E24AA | purple  |
 * | 5  | lime         | #AFB42B | green  |   | 15 | pink        | #D81B60 | pink    |
 * | 6  | light green  | #7CB342 | green  |   | 16 | brown       | #5D4037 | Default |
 * | 7  | green        | #388E3C | green  |   | 17 | dark grey   | #303030 | Default |
 * | 8  | teal         | #00897B | teal   |   | 18 | grey        | #757575 | Default |
 * | 9  | cyan         | #00ACC1 | cyan   |   | 19 | light grey  | #AAAAAA | Default |
 */
export const LOOP_PALETTE: readonly (readonly [number, HabitColor | null])[] = [
  [0xd32f2f, 'red'],
  [0xe64a19, 'red'],
  [0xf57c00, 'orange'],
  [0xff8f00, 'amber'],
  [0xf9a825, 'amber'],
  [0xafb42b, 'green'],
  [0x7cb342, 'green'],
  [0x388e3c, 'green'],
  [0x00897b, 'teal'],
  [0x00acc1, 'cyan'],
  [0x039be5, 'blue'],
  [0x1976d2, 'blue'],
  [0x303f9f, 'indigo'],
  [0x5e35b1, 'purple'],
  [0x8e24aa, 'purple'],
  [0xd81b60, 'pink'],
  [0x5d4037, null],
  [0x303030, null],
  [0x757575, null],
  [0xaaaaaa, null],
];

/**
 * Versions 14 to 20 had 13 colours; version 21 moved each to its place in the 20 (Loop's migration
 * 21.sql): old index → new index.
 */
const FROM_13 = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19];

/** Below this chroma (CIELAB) a colour has no hue to match: a grey, a brown. Ours start at 34. */
const MIN_CHROMA = 20;

/** An RGB colour (0xRRGGBB) in CIELAB (D65). */
function lab(rgb: number): [number, number, number] {
  const [r, g, b] = [rgb >> 16, rgb >> 8, rgb].map((v) => {
    const c = (v & 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The nearest of our colours to `rgb` (0xRRGGBB) in CIELAB, or null (Default) for a grey. */
export function nearestHabitColor(rgb: number): HabitColor | null {
  const [l, a, b] = lab(rgb);
  if (Math.hypot(a, b) < MIN_CHROMA) return null;
  let best: HabitColor | null = null;
  let distance = Infinity;
  for (const [name, value] of OURS) {
    const [l2, a2, b2] = lab(value);
    const d = Math.hypot(l - l2, a - a2, b - b2);
    if (d < distance) [best, distance] = [name, d];
  }
  return best;
}

/**
 * A Loop database's `color` as ours: before version 14 an Android colour (ARGB as a signed
 * integer), from 14 an index into its 13 colours, from 21 into its 20. Anything else is Default.
 */
export function loopDbColor(version: number, color: unknown): HabitColor | null {
  if (typeof color !== 'number' || !Number.isInteger(color)) return null;
  if (version < 14) return nearestHabitColor(color & 0xffffff);
  const index = version < 21 ? FROM_13[color] : color;
  return index === undefined ? null : (LOOP_PALETTE[index]?.[1] ?? null);
}

/** A Loop CSV's `Color` cell (`#RRGGBB`) as ours; anything else is Default. */
export function loopCsvColor(cell: string): HabitColor | null {
  const match = /^#([0-9a-f]{6})$/i.exec(cell.trim());
  return match ? nearestHabitColor(Number.parseInt(match[1] as string, 16)) : null;
}
