import { useMemo, useState } from 'react';
import { planImport, type ForeignData, type ImportPlan } from '../domain/import/foreign';
import { useAppSelector, useAppStore } from './app-store-context';
import { calendarOf } from './calendar';

export type { ForeignData, ImportPlan };

/**
 * Another app's habits (docs/product.md §13), loaded with the import and never in the first
 * paint's code (vite.config.ts keeps this module and domain/import out of the core chunk).
 */

/** What adding `data` would do to the habits as they are now (the summary before Add). */
export function useImportPlan(data: ForeignData, includeArchived: boolean): ImportPlan {
  const habits = useAppSelector((s) => s.habits);
  const days = useAppSelector((s) => s.days);
  // "now" only names new habits; the summary's figures do not depend on it.
  const [now] = useState(Date.now);
  return useMemo(
    () => planImport(habits, data, includeArchived, now, calendarOf(days)),
    [habits, days, data, includeArchived, now],
  );
}

/** Adds `data`'s habits to ours, as the summary said; the same data again changes nothing. */
export function useImportForeign(): (data: ForeignData, includeArchived: boolean) => void {
  const store = useAppStore();
  return (data, includeArchived) =>
    store.changeHabits(
      (habits, now, cal) => planImport(habits, data, includeArchived, now, cal).habits,
    );
}
