import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStamps, isStamp, nextStamp, stampParts, type Stamp } from './hlc';

const stamp: fc.Arbitrary<Stamp> = fc.oneof(
  fc.integer({ min: 0, max: 2e12 }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 2e12 }),
      fc.integer({ min: 0, max: 50 }),
      fc.stringMatching(/^[0-9a-z]{1,4}$/),
    )
    .map(([ms, c, d]) => `${ms}-${c}-${d}`),
);

/** The reference order: by wall time, then counter, then device ('' for a plain number first). */
const reference = (a: Stamp, b: Stamp) => {
  const [x, y] = [stampParts(a), stampParts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
};

describe('hybrid logical clocks (docs/product.md §17.2)', () => {
  it('reads and orders by hand', () => {
    expect(stampParts('1764043262345-2-k3j9')).toEqual([1764043262345, 2, 'k3j9']);
    expect(stampParts(1764043262345)).toEqual([1764043262345, 0, '']);
    expect(compareStamps(1000, '1000-0-a')).toBeLessThan(0);
    expect(compareStamps('1000-1-a', '1000-0-z')).toBeGreaterThan(0);
    expect(compareStamps('1000-0-b', '1000-0-a')).toBeGreaterThan(0);
    expect(compareStamps(undefined, 0)).toBeLessThan(0);
    expect(compareStamps('5-0-a', '5-0-a')).toBe(0);
    expect(isStamp('12-0-ab')).toBe(true);
    for (const bad of ['12-0-', '12-0-AB', 'x-0-a', '', NaN, Infinity, null, {}])
      expect(isStamp(bad)).toBe(false);
  });

  it('the next reading is the wall time when it is ahead, else one step after the last', () => {
    expect(nextStamp(undefined, 1000, 'a')).toBe('1000-0-a');
    expect(nextStamp('900-4-b', 1000, 'a')).toBe('1000-0-a');
    // A merged time minutes ahead of this wall clock: counted on from it.
    expect(nextStamp('1300000-4-b', 1000, 'a')).toBe('1300000-5-a');
    expect(nextStamp(1000, 1000, 'a')).toBe('1000-1-a');
    expect(nextStamp('1000-999999999-b', 900, 'a')).toBe('1001-0-a');
  });

  it('orders as the reference; every next reading is after the last one and after the wall', () => {
    fc.assert(
      fc.property(stamp, stamp, fc.integer({ min: 0, max: 2e12 }), (a, b, wall) => {
        expect(Math.sign(compareStamps(a, b))).toBe(reference(a, b));
        expect(Math.sign(compareStamps(b, a))).toBe(reference(b, a));
        const next = nextStamp(a, wall, 'dev');
        expect(compareStamps(next, a)).toBeGreaterThan(0);
        expect(stampParts(next)[0]).toBeGreaterThanOrEqual(wall);
        expect(isStamp(next)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
