import { useMemo } from 'react';
import { isStorableTime } from '../domain/days';
import { isActive } from '../domain/habit/model';
import { completionTimes } from '../domain/habit/stored';
import { trackingSince } from '../domain/stats';
import { useAppSelector } from './app-store-context';

/**
 * What the "Your data" dialog reports about the active habits, archived ones too (they are in a
 * backup): loaded with the dialog (its walk
 * over every completion is no part of the first paint, issue 27).
 */
export function useDataSummary() {
  const habits = useAppSelector((s) => s.habits);
  return useMemo(() => {
    const active = habits.filter(isActive);
    // The backup reminder counts from the first habit made here, not from imported history.
    let created: number | null = null;
    for (const habit of active) {
      const ms = Date.parse(habit.createdAt);
      if (isStorableTime(ms) && (created === null || ms < created)) created = ms;
    }
    const since = trackingSince(active);
    const completions = active.reduce((sum, h) => sum + completionTimes(h).length, 0);
    return { habits: active.length, completions, since, created };
  }, [habits]);
}
