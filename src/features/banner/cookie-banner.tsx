import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';
import { useBanner } from '../../state/use-banner';

const BannerNotice = preloadable(
  () => t`the notice about your data`,
  () => import('./banner-notice.lazy'),
);

/**
 * The notice about data (docs/product.md §2), until it is dismissed: only the check is in the
 * first paint. The notice joins the fixed stack at the bottom of the page, so loading it a moment
 * later moves nothing on the page (docs/decisions.md, "Room in / for the words").
 */
export function CookieBanner() {
  const { dismissed } = useBanner();
  return dismissed ? null : <BannerNotice />;
}
