import { useCallback } from 'react';
import { habitsToCsv } from '../domain/csv';
import { useAppStore } from './app-store-context';
import { dayRuleOf } from './device-day-rule';
import { todayIn, type DownloadFile } from './downloads';

/**
 * `Export CSV` of the Your data dialog. Apart from useDataActions, whose backup export the first
 * paint's notices use: the CSV writer loads with the dialog only (nothing main.tsx imports
 * statically reaches it: scripts/first-paint.ts).
 */
export function useCsvExport(): () => DownloadFile {
  const store = useAppStore();
  return useCallback(() => {
    const state = store.getState();
    const text = habitsToCsv(state.habits, dayRuleOf(state.days));
    return {
      name: `tickday-completions-${todayIn(state.days)}.csv`,
      type: 'text/csv',
      text,
    };
  }, [store]);
}
