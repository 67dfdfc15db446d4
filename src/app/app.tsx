import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { AppState, AppStore } from '../state/app-store';
import {
  FirstRenderContext,
  takeOver,
  TakeOverContext,
  type FirstRender,
} from '../components/ui/first-render';
import { currentLanguage, switchLanguage } from '../i18n/i18n';
import { useRerenderOnLanguage } from '../i18n/use-rerender-on-language';
import { AppStoreProvider, ShellState, useAppSelector } from '../state/app-store-context';
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
 * `FirstRender` (components/ui/first-render.ts) as given for the first commit, then off in a
 * transition: only what reads it renders again (its children are the same elements). A part
 * mounted after that commit reads it off at once (`TakeOver`).
 */
export function FirstRenderUntilCommitted({
  first,
  children,
}: {
  first: FirstRender;
  children: ReactNode;
}) {
  const [now, setNow] = useState(first);
  const [page] = useState(takeOver);
  useLayoutEffect(() => {
    page.commit();
    if (now !== null) startTransition(() => setNow(null));
  }, [now, page]);
  return (
    <TakeOverContext value={page}>
      <FirstRenderContext value={now}>{children}</FirstRenderContext>
    </TakeOverContext>
  );
}

/**
 * The page over `store` as React's first render over a snapshot shows it, without the effects
 * that tie the app to the browser: what a snapshot holds (first-paint/snapshot-writer.lazy.tsx).
 */
export function SnapshotPage({ store, day }: { store: AppStore; day: number }) {
  return (
    <AppStoreProvider store={store}>
      <TodayProvider day={day}>
        <FirstRenderContext value="snapshot">
          <AppRouter />
        </FirstRenderContext>
      </TodayProvider>
    </AppStoreProvider>
  );
}

/**
 * The whole app over one store (made outside React, so a restarted render never makes two).
 * `shell`: the state the prerendered shell in index.html was rendered from (docs/decisions.md, "A
 * first paint before React"). React hydrates that HTML from it, then renders the stored state in
 * a transition: only what reads a different value renders again, in slices of a few ms. Over a
 * page painted from a snapshot (`onHydrated` given), React renders the page from the stored state
 * as it still is, and its first commit puts that page in the snapshot's place, the same markup
 * (`SnapshotPage`), so a tap handed on at once shows in its next render.
 */
export function App({
  store: appStore,
  shell = null,
  onHydrated,
}: {
  store: AppStore;
  shell?: AppState | null;
  /** Over a snapshot: called in React's first commit (main.tsx hands on what was held). */
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
      <TodayProvider>
        <ShellState value={shown}>
          <FirstRenderUntilCommitted
            first={shell !== null ? 'shell' : onHydrated !== undefined ? 'snapshot' : null}
          >
            <AppRouter />
          </FirstRenderUntilCommitted>
        </ShellState>
      </TodayProvider>
    </AppStoreProvider>
  );
}
