import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';

// Its code loads the sync engine: only when the Settings dialog shows it, never warmed ahead.
const SyncBody = preloadable(
  () => t`the sync settings`,
  () => import('./sync-body.lazy'),
  { warm: false, loading: () => <p className="text-muted">{t`Loading…`}</p> },
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
