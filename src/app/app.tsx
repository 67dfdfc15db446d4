import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { AppState, AppStore } from '../state/app-store';
import { setHydrating } from '../components/ui/preloadable';
import { currentLanguage, switchLanguage } from '../i18n/i18n';
import { useRerenderOnLanguage } from '../i18n/use-rerender-on-language';
import {
  AppStoreProvider,
  Hydrating,
  ShellState,
  useAppSelector,
} from '../state/app-store-context';
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
 * load, then `useRerenderOnLanguage` in App renders the page again in it.
 */
function LanguageEffect() {
  const wanted = languageOf(useAppSelector((s) => s.language));
  useEffect(() => {
    if (wanted !== currentLanguage()) void switchLanguage(wanted).catch(() => undefined);
  }, [wanted]);
  return null;
}

/**
 * `Hydrating` on for the first commit, then off in a transition: only what reads it renders
 * again (its children are the same elements).
 */
function HydratingUntilCommitted({ on, children }: { on: boolean; children: ReactNode }) {
  const [hydrating, setHydratingNow] = useState(on);
  useLayoutEffect(() => {
    if (hydrating) startTransition(() => setHydratingNow(false));
  }, [hydrating]);
  return <Hydrating value={hydrating}>{children}</Hydrating>;
}

/**
 * The whole app over one store (made outside React, so a restarted render never makes two).
 * `shell`: the state the prerendered shell in index.html was rendered from (docs/decisions.md, "A
 * first paint before React"). React hydrates that HTML from it, then renders the stored state in
 * a transition: only what reads a different value renders again, in slices of a few ms. A page
 * painted from a snapshot (`onHydrated` given) was rendered from the stored state as it still is:
 * React hydrates it from the store itself, so a tap handed on at once shows in that render.
 */
export function App({
  store: appStore,
  shell = null,
  day,
  onHydrated,
}: {
  store: AppStore;
  shell?: AppState | null;
  /** The day a snapshot renders the page for (snapshot-writer.lazy.tsx); else today. */
  day?: number;
  /** A snapshot's: called once it is hydrated (main.tsx hands on what was held). */
  onHydrated?: () => void;
}) {
  useRerenderOnLanguage();
  const [shown, setShown] = useState(shell);
  useLayoutEffect(() => {
    // Hydrated: the stored state next, at once (not after a paint, which shows nothing new).
    if (shown) startTransition(() => setShown(null));
    // The stored state is on screen in this commit: the inline script's shell marks (which hide
    // the shell's parts that the stored state does not show) go in the same frame.
    else delete document.documentElement.dataset.shell;
  }, [shown]);
  useLayoutEffect(() => {
    setHydrating(false);
    onHydrated?.();
  }, [onHydrated]);
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
      {/* Above the shell's state: the stored theme, language and day rule hold from the start. */}
      <ThemeEffect />
      <LanguageEffect />
      <TodayProvider day={day}>
        <ShellState value={shown}>
          <HydratingUntilCommitted on={shell !== null || onHydrated !== undefined}>
            <AppRouter />
          </HydratingUntilCommitted>
        </ShellState>
      </TodayProvider>
    </AppStoreProvider>
  );
}
