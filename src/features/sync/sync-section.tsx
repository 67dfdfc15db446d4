import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';

// Its code loads the sync engine: only when the Settings dialog shows it. With a frame, so it is
// never warmed ahead (the idle warm-up takes dialogs and popovers, not the sync code every visitor
// would fetch), and a body that cannot be fetched says so here, inside the dialog.
const SyncBody = preloadable(
  'the Sync section',
  () => import('./sync-body.lazy'),
  (alert) => alert,
);

/** docs/product.md §17: heading `Sync`; the rest (and the sync engine) loads when shown. */
export function SyncSection() {
  return (
    <section className="grid gap-3" aria-labelledby="sync-heading">
      <h3 id="sync-heading" className="font-semibold">
        {t({ comment: 'Heading: syncing habits between devices.', message: 'Sync' })}
      </h3>
      <SyncBody />
    </section>
  );
}
