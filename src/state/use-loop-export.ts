import { useCallback } from 'react';
import { toLoop, loopFileName, type LoopExport } from '../domain/export/loop-export';
import { useAppStore } from './app-store-context';
import { dayRuleOf } from './device-day-rule';

/**
 * `Export for Loop Habit Tracker` of the Your data dialog (docs/product.md §13.4): the habits as
 * Loop's rows and the file's name, by the user's day rule. Loads with the dialog only; the file
 * itself is written in a worker (features/data/export).
 */
export function useLoopExport(): () => { name: string; data: LoopExport } {
  const store = useAppStore();
  return useCallback(() => {
    const state = store.getState();
    const rule = dayRuleOf(state.days);
    const today = rule.dayOf(Date.now());
    return { name: loopFileName(today), data: toLoop(state.habits, rule, today) };
  }, [store]);
}
