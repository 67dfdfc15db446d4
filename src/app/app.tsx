import { useEffect, useState } from 'react';
import { createAppStore, type AppStore } from '../state/app-store';
import { AppStoreProvider } from '../state/app-store-context';
import { useApplyTheme } from '../state/use-theme';
import { TodayProvider } from '../state/use-today';
import { browserStorage } from '../storage/safe-storage';
import { AppRouter } from './router';

function ThemeEffect() {
  useApplyTheme();
  return null;
}

/**
 * Runs `job` right after the next frame is painted, so a tap shows at once and the write of a
 * large data set (and the badge checks) follow it instead of delaying it.
 */
function afterPaint(job: () => void) {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(job, 0);
  requestAnimationFrame(() => setTimeout(job, 0));
}

export function App({ store }: { store?: AppStore }) {
  const [appStore] = useState(
    () => store ?? createAppStore(browserStorage(), Date.now, afterPaint),
  );
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
