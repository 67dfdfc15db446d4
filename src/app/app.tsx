import { useEffect } from 'react';
import type { AppStore } from '../state/app-store';
import { AppStoreProvider } from '../state/app-store-context';
import { useApplyTheme } from '../state/use-theme';
import { TodayProvider } from '../state/use-today';
import { AppRouter } from './router';

function ThemeEffect() {
  useApplyTheme();
  return null;
}

/** The whole app over one store (made outside React, so a restarted render never makes two). */
export function App({ store: appStore }: { store: AppStore }) {
  useEffect(() => appStore.connect(window), [appStore]);
  // Pending writes are at most a frame old; write them before the page can go away.
  useEffect(() => {
    const flush = () => appStore.flush();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [appStore]);
  return (
    <AppStoreProvider store={appStore}>
      <ThemeEffect />
      <TodayProvider>
        <AppRouter />
      </TodayProvider>
    </AppStoreProvider>
  );
}
