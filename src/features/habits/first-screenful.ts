// Its own module, without React: bench/floor draws the same number of cards from it.

/**
 * A screenful of cards and one more: a card is at least 90 px tall with a 12 px gap (measured at
 * 320, 375 and 1280 px wide), and the list starts below the header, so a window's height over 88
 * counts more cards than fit (issue 27: every card past the screen delays the first paint).
 */
export function firstScreenful(): number {
  // Browser only: the prerendered shell (src/app/first-paint/shell.tsx) has no habits, so no cards.
  return painted ?? cardsFor(innerHeight);
}

/** The first screenful's count in a window `height` px tall (`firstScreenful`). */
export function cardsFor(height: number): number {
  return Math.max(8, Math.ceil(height / 88) + 1);
}

/**
 * The height (px) of the tallest window whose first screenful is at most `cards` cards: `cardsFor`
 * turned round, for a media query (`(max-height: …px)`); below 0 when there is none.
 */
export function tallestFilledBy(cards: number): number {
  return cards < 8 ? -1 : (cards - 1) * 88;
}

let painted: number | null = null;

/**
 * The first render's count when React takes over a page painted from a snapshot (main.tsx): the
 * cards its HTML holds, so the markup matches. At least this window's (src/app/first-paint/snapshot.ts paints
 * none that holds fewer than its list and this window has room for), and kept in the snapshots
 * this page makes: the tallest window seen lasts.
 */
export function holdFirstScreenful(cards: number): void {
  painted = cards;
}
