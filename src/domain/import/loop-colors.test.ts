import { describe, expect, it } from 'vitest';
import { HABIT_COLORS } from '../habit/model';
import { LOOP_PALETTE, loopCsvColor, loopDbColor, nearestHabitColor } from './loop-colors';

describe("Loop's colours as ours (docs/product.md §13.2)", () => {
  it('the table is the nearest colour of each of Loop’s twenty', () => {
    for (const [rgb, ours] of LOOP_PALETTE) expect(nearestHabitColor(rgb)).toBe(ours);
  });
  it('a few by hand: Loop’s own names map to ours; the neighbours to the nearest; greys to Default', () => {
    expect(nearestHabitColor(0xd32f2f)).toBe('red');
    expect(nearestHabitColor(0x00897b)).toBe('teal');
    expect(nearestHabitColor(0xafb42b)).toBe('green'); // lime
    expect(nearestHabitColor(0x039be5)).toBe('blue'); // light blue
    expect(nearestHabitColor(0x5e35b1)).toBe('purple'); // deep purple
    expect(nearestHabitColor(0x757575)).toBeNull();
    expect(nearestHabitColor(0xffffff)).toBeNull();
  });
  it('every one of ours is reached by some Loop colour', () => {
    const reached = new Set(LOOP_PALETTE.map(([, ours]) => ours));
    for (const color of HABIT_COLORS) expect(reached.has(color)).toBe(true);
  });
  it('a database colour: ARGB before 14, an index of 13 from 14, of 20 from 21', () => {
    expect(loopDbColor(12, -2937041)).toBe('red'); // 0xFFD32F2F, which migration 14 made 0
    expect(loopDbColor(14, 4)).toBe('green'); // old 4 became 7 (green) in migration 21
    expect(loopDbColor(20, 12)).toBeNull(); // old 12 became 19 (light grey)
    expect(loopDbColor(21, 8)).toBe('teal');
    expect(loopDbColor(25, 20)).toBeNull();
    expect(loopDbColor(25, -1)).toBeNull();
    expect(loopDbColor(25, null)).toBeNull();
  });
  it('a CSV colour cell', () => {
    expect(loopCsvColor('#FF8F00')).toBe('amber');
    expect(loopCsvColor(' #00897b ')).toBe('teal');
    expect(loopCsvColor('teal')).toBeNull();
    expect(loopCsvColor('')).toBeNull();
  });
});
