import { describe, expect, it } from 'vitest';
import { makeToken, tickLinkUrl } from '../../../domain/habit/tick-link';
import { TICK_LINK_SEARCH } from './tick-link-slot';

// docs/product.md §19.4: the first paint knows a tick link by its query alone, written out in the
// slot so that none of the link's code is in `/`. It must be the query the dialog's link has.
describe("the first paint's test of a tick link's query", () => {
  it("matches every link the dialog gives, and a page's other queries not", () => {
    for (let i = 0; i < 50; i += 1) {
      const token = makeToken((bytes) => crypto.getRandomValues(bytes));
      const url = new URL(tickLinkUrl('https://tickday.app', token));
      expect(TICK_LINK_SEARCH.test(url.search)).toBe(true);
    }
    for (const search of ['', '?shared', '?ticks=1', '?stick=x', '?open=tick'])
      expect(TICK_LINK_SEARCH.test(search)).toBe(false);
  });
});
