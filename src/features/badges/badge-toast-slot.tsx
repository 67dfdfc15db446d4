import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useBadgeToastVisible } from '../../state/use-badge-toast';

const BadgeToast = preloadable<object>(
  () => t`the badge notice`,
  () => import('./badge-toast.lazy').then((m) => ({ default: m.BadgeToast })),
);

/**
 * The new-badge notice (docs/product.md §2.6), whose code loads when the page is idle or when a
 * badge is first earned: never in the first paint's code, as nothing earns one before it.
 */
export function LazyBadgeToast() {
  return useBadgeToastVisible() ? <BadgeToast /> : null;
}
