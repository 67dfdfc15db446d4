import { preloadable } from '../../components/ui/preloadable';

/**
 * The Settings dialog, with the Sync section in it, and the header's sync indicator: one chunk
 * (./settings-part.lazy.tsx). Settings and sync are two features, so this layer puts them
 * together; and the first paint names one chunk for both, as it has no bytes left for a second.
 */
export const SettingsPart = preloadable('the Settings dialog', () => import('./settings-part.lazy'));

/** The header's `Sync now` (docs/product.md §17), shown where a place is set. */
export const SyncIndicator = () => <SettingsPart indicator />;
