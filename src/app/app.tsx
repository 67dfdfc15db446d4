import { useEffect } from 'react';
import type { AppStore } from '../state/app-store';
import { currentLanguage, switchLanguage } from '../i18n/i18n';
import { useWords } from '../i18n/use-words';
import { AppStoreProvider, useAppSelector } from '../state/app-store-context';
import { languageOf } from '../state/locale';
import { useApplyTheme } from '../state/use-theme';
import { TodayProvider } from '../state/use-today';
import { AppRouter } from './router';

function ThemeEffect() {
  useApplyTheme();
  return null;
}

/**
 * Speaks the language chosen in Settings, here or in another tab (docs/product.md §18): its words
 * load, then `useWords` in App renders the page again in it.
 */
function LanguageEffect() {
  const wanted = languageOf(useAppSelector((s) => s.language));
  useEffect(() => {
    if (wanted !== currentLanguage()) void switchLanguage(wanted).catch(() => undefined);
  }, [wanted]);
  return null;
}

/** The whole app over one store (made outside React, so a restarted render never makes two). */
export function App({ store: appStore }: { store: AppStore }) {
  useWords();
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
      <LanguageEffect />
      <TodayProvider>
        <AppRouter />
      </TodayProvider>
    </AppStoreProvider>
  );
}
