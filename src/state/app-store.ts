import type { Theme } from '../domain/theme';
import {
  loadBannerDismissed,
  loadTheme,
  saveBannerDismissed,
  saveTheme,
} from '../storage/preferences';
import type { KeyValueStore, WriteFailure, WriteResult } from '../storage/safe-storage';

export interface AppState {
  theme: Theme;
  bannerDismissed: boolean;
  /** The last write that failed, until a write succeeds (CONTRACT.md section 4, role alert). */
  storageProblem: WriteFailure | null;
}

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  setTheme(theme: Theme): void;
  dismissBanner(): void;
}

/** A tiny external store for useSyncExternalStore; the state object is replaced on every change. */
export function createAppStore(storage: KeyValueStore | null): AppStore {
  let state: AppState = {
    theme: loadTheme(storage),
    bannerDismissed: loadBannerDismissed(storage),
    storageProblem: null,
  };
  const listeners = new Set<() => void>();

  function update(patch: Partial<AppState>, write?: WriteResult) {
    const storageProblem = write ? (write.ok ? null : write.reason) : state.storageProblem;
    state = { ...state, ...patch, storageProblem };
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme(theme) {
      update({ theme }, saveTheme(storage, theme));
    },
    dismissBanner() {
      update({ bannerDismissed: true }, saveBannerDismissed(storage));
    },
  };
}
