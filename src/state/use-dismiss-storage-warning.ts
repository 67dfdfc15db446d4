import { useAppStore } from './app-store-context';

/** Hides the warning while storage stays over 80 % on this page (docs/decisions.md). */
export const useDismissStorageWarning = () => useAppStore().storageGauge.dismiss;
