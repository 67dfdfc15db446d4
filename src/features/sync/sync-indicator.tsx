import { createPortal } from 'react-dom';
import { preloadable } from '../../components/ui/preloadable';

/**
 * The header's `Sync now` (docs/product.md §17), shown where a place is set; its body (and the
 * sync engine) loads then. With a frame, so it is never warmed ahead; a body that cannot be
 * fetched says so with the notices, as any part does.
 */
export const SyncIndicator = preloadable(
  'the Sync now button',
  () => import('./sync-indicator-body.lazy'),
  (alert) => createPortal(alert, document.getElementById('notices') ?? document.body),
);
