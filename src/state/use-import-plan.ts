import { useEffect, useMemo, useState } from 'react';
import type { Habit } from '../domain/habit/model';
import { serializeHabits } from '../storage/habits-storage';
import { planImport, type ForeignData, type ImportPlan } from '../domain/import/foreign';
import { useAppSelector } from './app-store-context';
import { dayRuleOf } from './device-day-rule';

export type { ForeignData, ImportPlan };

/**
 * Another app's habits (docs/product.md §13), loaded with the import and never in the first
 * paint's code (vite.config.ts keeps this module and domain/import out of the core chunk).
 */

/** A plan, with what it was made from: Add reuses it when nothing has changed since. */
export interface MadePlan extends ImportPlan {
  from: { habits: readonly unknown[]; days: unknown };
}

/** What adding `data` would do to the habits as they are now (the summary before Add). */
export function useImportPlan(data: ForeignData, includeArchived: boolean): MadePlan {
  const habits = useAppSelector((s) => s.habits);
  const days = useAppSelector((s) => s.days);
  // "now" names new habits and sets today, as at the moment the file was picked.
  const [now] = useState(Date.now);
  const plan = useMemo(
    () => ({
      ...planImport(habits, data, includeArchived, now, dayRuleOf(days)),
      from: { habits, days },
    }),
    [habits, days, data, includeArchived, now],
  );
  // While the summary is read, every habit's JSON is written ahead (the new ones, and those
  // loaded from storage, which were never written), a habit an idle slice, so the write after Add
  // has only to join the strings (serializeHabits caches each habit's).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const pending = [...plan.habits];
    const rule = dayRuleOf(days);
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      while (pending.length > 0 && deadline.timeRemaining() > 2) {
        serializeHabits([pending.shift() as Habit], {}, rule);
      }
      if (pending.length > 0) handle = requestIdleCallback(work);
    };
    handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }, [plan, days]);
  return plan;
}
