import { useAppSelector, useAppStore } from './app-store-context';

export function useBanner(): { dismissed: boolean; dismiss: () => void } {
  const store = useAppStore();
  return { dismissed: useAppSelector((s) => s.bannerDismissed), dismiss: store.dismissBanner };
}
