import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';

/**
 * The header's `Sync now` (docs/product.md §17), shown where a place is set. Its body loads the
 * sync engine when shown, never warmed ahead (a device that does not sync never fetches it).
 */
export const SyncIndicator = preloadable(
  () => t`the Sync now button`,
  () => import('./sync-indicator-body.lazy'),
  { warm: false },
);
