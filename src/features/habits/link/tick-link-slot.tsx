import { t } from '@lingui/core/macro';
import { preloadable } from '../../../components/ui/preloadable';
import { useHydrated } from '../../../state/use-hydrated';
import { TICK_PARAM } from '../../../domain/habit/tick-link-url';

const TickLinkNotice = preloadable<object>(
  () => t`the tick link`,
  () => import('./tick-link-notice.lazy'),
  { warm: false },
);

/** Whether the page was opened at a tick link (docs/product.md §19.4), read once as it starts. */
const opened =
  typeof location === 'object' && new RegExp(`[?&]${TICK_PARAM}=`).test(location.search);

/**
 * The status of a tick link the page was opened at (§19.4), on the home page: the link's code
 * loads only then, once the page is the app's.
 */
export function TickLinkSlot() {
  return useHydrated() && opened ? <TickLinkNotice /> : null;
}
