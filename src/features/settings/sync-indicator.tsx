import { preloadable } from '../../components/ui/preloadable';
import { useSyncPlaceSet } from '../../state/sync-flag';

// Through the Settings dialog's chunk, whose name and needs the first paint already holds (the
// indicator's own would cost it ~100 B of gzip, more than it has left), and never warmed ahead (a
// frame): it loads the sync engine, which only a device that syncs needs.
const Body = preloadable<object>(
  'Sync',
  () => import('./settings-dialog').then((m) => m.loadSyncIndicator()),
  (alert) => alert,
);

/** The header's `Sync now` (docs/product.md §17), only where a place is set; its body is lazy. */
export function SyncIndicator() {
  return useSyncPlaceSet() ? <Body /> : null;
}
