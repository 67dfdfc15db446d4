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

export function App({ store }: { store?: AppStore }) {
  const [appStore] = useState(() => store ?? createAppStore(browserStorage()));
  useEffect(() => appStore.connect(window), [appStore]);
  return (
    <AppStoreProvider store={appStore}>
      <ThemeEffect />
      <TodayProvider>
        <AppRouter />
      </TodayProvider>
    </AppStoreProvider>
  );
}
