import { useEffect } from 'react';
import type { Theme } from '../domain/theme';
import { useAppSelector, useAppStore } from './app-store-context';

export function useTheme(): [Theme, (theme: Theme) => void] {
  const store = useAppStore();
  return [useAppSelector((s) => s.theme), store.setTheme];
}

/** Mirrors the theme onto <html>, as the inline script in index.html does before first paint. */
export function useApplyTheme(): void {
  const theme = useAppSelector((s) => s.theme);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.color = theme.color;
    root.classList.toggle('dark', theme.mode === 'dark');
    root.style.colorScheme = theme.mode;
  }, [theme]);
}
