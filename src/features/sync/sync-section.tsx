import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';

// Its code loads the sync engine: only when the Settings dialog shows it, never warmed ahead.
// React.lazy rather than preloadable: preloadable here (or in the first paint's code) makes the
// bundler split Button, Notice and the hydration flag out of the entry, ~0.6 KB more for the first
// paint (measured again for issue 41: 103,081 B against 102,459 B). A body that cannot be fetched
// fails into the Settings dialog's own boundary (its Reload alert).
const SyncBody = lazy(() => import('./sync-body.lazy'));

/** docs/product.md §17: heading `Sync`; the rest (and the sync engine) loads when shown. */
export function SyncSection() {
  return (
    <section className="grid gap-3" aria-labelledby="sync-heading">
      <h3 id="sync-heading" className="font-semibold">
        {t({ comment: 'Heading: syncing habits between devices.', message: 'Sync' })}
      </h3>
      <Suspense fallback={<p className="text-muted">{t`Loading…`}</p>}>
        <SyncBody />
      </Suspense>
    </section>
  );
}
