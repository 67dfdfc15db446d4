import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useStorageWarningDue } from '../../state/use-storage-gauge';

const Notice = preloadable(
  () => t`the storage warning`,
  () => import('./storage-warning-notice.lazy'),
);

/**
 * docs/product.md §2.9, §8.7: on the main page, from 80 % of local storage used, a notice says it
 * is almost full, before any write fails. Only this check is in the first paint, and it is false
 * until storage is measured, once the page is idle: the notice's words and buttons load when due.
 */
export function StorageWarning() {
  return useStorageWarningDue() ? <Notice /> : null;
}
