import { planImport, type ForeignData } from '../domain/import/foreign';
import { useAppStore } from './app-store-context';
import type { MadePlan } from './use-import-plan';

/**
 * Adds the file's habits to ours, as the summary said; the same data again changes nothing. The
 * summary's plan is taken as it is while the habits and day settings are those it was made from
 * (planning years of days again on Add was a task of over 100 ms); otherwise it is made anew on
 * top of the habits as they are (another tab's change).
 */
export function useImportForeign(): (
  data: ForeignData,
  includeArchived: boolean,
  plan: MadePlan,
) => void {
  const store = useAppStore();
  return (data, includeArchived, plan) =>
    store.changeHabits((habits, now, rule) =>
      habits === plan.from.habits && store.getState().days === plan.from.days
        ? plan.habits
        : planImport(habits, data, includeArchived, now, rule).habits,
    );
}
