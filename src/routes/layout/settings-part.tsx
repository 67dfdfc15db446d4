import { t } from '@lingui/core/macro';
import { preloadable } from '../../components/ui/preloadable';

/**
 * The Settings dialog with the Sync section in it, and the header's sync indicator: one chunk
 * (./settings-part.lazy.tsx). Settings and sync are two features, so this layer puts them
 * together; and the first paint names one chunk for both, as a name of its own for the indicator
 * would cost the first paint bytes it does not have.
 */
export const SettingsPart = preloadable(
  () => t`the Settings dialog`,
  () => import('./settings-part.lazy'),
);

/** The header's `Sync now` (docs/product.md §17), shown where a place is set; its body is lazy. */
export const SyncIndicator = () => <SettingsPart indicator />;
