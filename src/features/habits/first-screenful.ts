// Its own module, without React: bench/floor draws the same number of cards from it.

/**
 * A screenful of cards and one more: a card is at least 90 px tall with a 12 px gap (measured at
 * 320, 375 and 1280 px wide), and the list starts below the header, so a window's height over 88
 * counts more cards than fit (issue 27: every card past the screen delays the first paint).
 */
export function firstScreenful(): number {
  // Browser only: the prerendered shell (src/app/shell.tsx) has no habits, so no cards.
  return painted ?? Math.max(8, Math.ceil(innerHeight / 88) + 1);
}

let painted: number | null = null;

/**
 * The first render's count when React takes over a page painted from a snapshot (main.tsx): the
 * cards its HTML holds, whatever this window's height, so the markup matches.
 */
export function holdFirstScreenful(cards: number): void {
  painted = cards;
}
