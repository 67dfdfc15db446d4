import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './app-store';

const AppStoreContext = createContext<AppStore | null>(null);
/**
 * While the prerendered shell hydrates: the state it was rendered from (a browser with nothing
 * stored), so React's first render matches the HTML (docs/decisions.md, "A first paint before
 * React"). Reads only: actions always go to the store, so nothing done meanwhile is lost.
 */
export const ShellState = createContext<AppState | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext value={store}>{children}</AppStoreContext>;
}

/**
 * Whether the page shows the stored state: false while React hydrates the prerendered shell and
 * until the stored state's render has committed (`ShellState`), when the shell's marks still hide
 * the page's main content (styles.css, `data-shell`).
 */
export const useShowsStoredState = (): boolean => useContext(ShellState) === null;

export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore needs an <AppStoreProvider> above it');
  return store;
}

/** Subscribes to one slice; re-renders only when that slice changes (by Object.is). */
export function useAppSelector<T>(select: (state: AppState) => T): T {
  const store = useAppStore();
  const shell = useContext(ShellState);
  const read = () => select(shell ?? store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
