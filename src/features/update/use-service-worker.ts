import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the service worker; `needRefresh` is true when a new version is waiting. */
export function useServiceWorker() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return {
    needRefresh,
    reload: () => void updateServiceWorker(true),
    later: () => setNeedRefresh(false),
  };
}
