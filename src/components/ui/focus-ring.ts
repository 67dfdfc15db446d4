/**
 * The focus ring every control shows when reached by keyboard: one place, so every control looks
 * the same. Whole class names (Tailwind finds its classes by reading the source).
 */
export const FOCUS_RING =
  'focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';
/** The ring with a gap in the page's colour, for controls on the page itself. */
export const FOCUS_RING_ON_BG = `${FOCUS_RING} focus-visible:ring-offset-2 focus-visible:ring-offset-bg`;
/** The ring with a gap in a card's colour, for controls on a card or dialog. */
export const FOCUS_RING_ON_SURFACE = `${FOCUS_RING} focus-visible:ring-offset-2 focus-visible:ring-offset-surface`;
