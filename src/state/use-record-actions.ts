import { useMemo } from 'react';
import type { Measure } from '../domain/habit/model';
import { useAppStore } from './app-store-context';
import { logHabitAmount, measureHabit, noteHabitDay, type HabitEdit } from './record-commands';

export type { HabitEdit } from './record-commands';

export interface RecordActions {
  /** Logs an amount on `day` (today when omitted), or clears it with null (§16.2). */
  logAmount(id: string, amount: number | null, day?: number): void;
  /** Writes a day's note; an empty note removes it (§16.3). */
  writeNote(id: string, day: number, note: string): void;
  /** Makes the habit count an amount, or only done or not (null). */
  setMeasure(id: string, measure: Measure | null): void;
  /**
   * One Save of the Edit dialog, once loaded: only the fields that differ from `opened` (what the
   * dialog opened with) are written (§3.6).
   */
  edit(id: string, edit: HabitEdit, opened: HabitEdit): void;
}

/**
 * The changes of amounts, notes and measures (docs/product.md §16). Imported only by parts that
 * load on first use (the log popover, the calendar, the schedule editor), so their code stays out
 * of the first paint.
 */
export function useRecordActions(): RecordActions {
  const store = useAppStore();
  return useMemo(
    () => ({
      logAmount: (id, amount, day) => store.changeHabits(logHabitAmount(id, amount, day)),
      writeNote: (id, day, note) => store.changeHabits(noteHabitDay(id, day, note)),
      setMeasure: (id, measure) => store.changeHabits(measureHabit(id, measure)),
      // Its code loads on first use (the first Save).
      edit: (id, edit, opened) =>
        void import('./edit-command.lazy').then((m) =>
          store.changeHabits(m.editHabit(id, edit, opened)),
        ),
    }),
    [store],
  );
}
