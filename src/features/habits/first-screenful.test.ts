import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsFor, tallestFilledBy } from './first-screenful';

describe('tallestFilledBy', () => {
  it('is the tallest window whose first screenful is at most that many cards', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.nat(300), (height, cards) => {
        expect(height <= tallestFilledBy(cards)).toBe(cardsFor(height) <= cards);
      }),
    );
  });

  it('by hand: 8 cards fill up to 616 px, 12 up to 968; fewer than 8 fill none', () => {
    expect(tallestFilledBy(8)).toBe(616);
    expect(cardsFor(616)).toBe(8);
    expect(cardsFor(617)).toBe(9);
    expect(tallestFilledBy(12)).toBe(968);
    expect(cardsFor(968)).toBe(12);
    expect(tallestFilledBy(7)).toBeLessThan(0);
  });
});
