import { useCallback, type KeyboardEvent } from 'react';

/**
 * How the weeks of a grid of days run: as rows (a month: a week a row, so left and right move a
 * day) or as columns (a year: a week a column, so up and down move a day).
 */
export type WeeksRun = 'rows' | 'columns';

/**
 * The day an arrow key moves to from `day` in a grid of days (one cell a day, 7 a week), or null
 * for any other key. The one key map of every grid of days in the app (the calendar, the years
 * of History and Stats). Right to left (Arabic), time runs leftward, so Left moves forward.
 */
export function dayAfterKey(key: string, day: number, weeks: WeeksRun, rtl = false): number | null {
  const across = (weeks === 'rows' ? 1 : 7) * (rtl ? -1 : 1);
  const down = weeks === 'rows' ? 7 : 1;
  switch (key) {
    case 'ArrowLeft':
      return day - across;
    case 'ArrowRight':
      return day + across;
    case 'ArrowUp':
      return day - down;
    case 'ArrowDown':
      return day + down;
    default:
      return null;
  }
}

/**
 * A grid's roving tab stop: its keydown handler moves from `active` by the arrow keys (the
 * grid's `moveTo` decides what a day outside it means: stop, or show another month).
 */
export function useRovingGrid(
  weeks: WeeksRun,
  active: number,
  moveTo: (day: number) => void,
): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const next = dayAfterKey(event.key, active, weeks, rtl);
      if (next === null) return;
      event.preventDefault();
      moveTo(next);
    },
    [weeks, active, moveTo],
  );
}
