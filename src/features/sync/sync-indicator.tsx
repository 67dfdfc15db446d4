import { lazy, Suspense } from 'react';

// Loads the sync engine when shown. React.lazy, as the Sync section's body (./sync-section.tsx);
// a body that cannot be fetched fails into the boundary of the part that holds this one (the
// Settings dialog's chunk, routes/layout/settings-part.tsx).
const SyncIndicatorBody = lazy(() => import('./sync-indicator-body.lazy'));

/** The header's `Sync now` (docs/product.md §17), shown where a place is set. */
export function SyncIndicator() {
  return (
    <Suspense fallback={null}>
      <SyncIndicatorBody />
    </Suspense>
  );
}
