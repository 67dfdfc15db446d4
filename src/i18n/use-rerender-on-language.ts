import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => i18n.locale;

/**
 * Renders the caller again when the language changes, and returns the language the words are in.
 * The app's root calls it (so the whole tree renders again in the new language, nothing
 * unmounted: an open dialog stays open), and so does each memoised component, which a parent's
 * render would skip.
 */
export function useRerenderOnLanguage(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
