import { t } from '@lingui/core/macro';
import { preloadable } from '../../../components/ui/preloadable';
import { useHydrated } from '../../../components/ui/first-render';

const TickLinkNotice = preloadable<object>(
  () => t`the tick link`,
  () => import('./tick-link-notice.lazy'),
  { warm: false },
);

/**
 * A tick link's query (`tickLinkUrl`'s `?tick=`), written out: the first paint imports nothing of
 * the link's code. tick-link-slot.test.ts holds it to the URL the dialog gives.
 */
export const TICK_LINK_SEARCH = /[?&]tick=/;

/** Whether the page was opened at a tick link (docs/product.md §19.4), read once as it starts. */
const opened = typeof location === 'object' && TICK_LINK_SEARCH.test(location.search);

/**
 * The status of a tick link the page was opened at (§19.4), on the home page: the link's code
 * loads only then, once the page is the app's.
 */
export function TickLinkSlot() {
  return useHydrated() && opened ? <TickLinkNotice /> : null;
}
