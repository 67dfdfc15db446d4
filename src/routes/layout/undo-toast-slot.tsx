import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useLastDeleted } from '../../state/use-habits';

const UndoToast = preloadable<object>(
  () => t`the undo offer`,
  () => import('./undo-toast.lazy').then((m) => ({ default: m.UndoToast })),
);

/**
 * The undo offer, whose code loads with the other parts when the page is idle (never in the
 * first paint's): only a delete shows it, and by then it has long been loaded.
 */
export function LazyUndoToast() {
  return useLastDeleted() ? <UndoToast /> : null;
}
