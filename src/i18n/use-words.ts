import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => i18n.locale;

/**
 * The language the words are in, re-rendering the caller when it changes. The app's root calls it
 * (so the whole tree renders again in the new language, nothing unmounted: an open dialog stays
 * open), and so does each memoised component, which a parent's render would skip.
 */
export function useWords(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
