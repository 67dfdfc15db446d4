import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useStorageProblem } from '../../state/use-storage-problem';

const Notice = preloadable(
  () => t`the storage alert`,
  () => import('./storage-alert-notice.lazy'),
);

/**
 * docs/product.md §2: a failed write shows role alert, mentioning storage, until a write
 * succeeds. The change itself is kept in memory by the store.
 */
export function StorageAlert() {
  const problem = useStorageProblem();
  return problem ? <Notice problem={problem} /> : null;
}
