import { useAppSelector, useAppStore } from './app-store-context';

/** Whether the new-badge notice is up. */
export function useBadgeToastVisible(): boolean {
  return useAppSelector((s) => s.badgeToast);
}

/** The badge toast: shown after an unlock until View or Dismiss. */
export function useBadgeToast() {
  const store = useAppStore();
  return {
    visible: useAppSelector((s) => s.badgeToast),
    view: () => {
      store.dismissBadgeToast();
      store.showStats('badges');
    },
    dismiss: store.dismissBadgeToast,
  };
}
