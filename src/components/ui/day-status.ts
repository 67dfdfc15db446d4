/**
 * How a day's status (docs/product.md §10) is drawn, the same on the strip and in the calendar:
 * done is filled; missed and open are empty; skipped is striped (excused, neither done nor
 * missed); off is faint and dashed (not asked for, never a miss); future is faint. Its words are
 * in words/day-status-words.ts.
 */
import type { DayStatus } from '../../domain/schedule';

const CLASSES: Record<DayStatus, string> = {
  done: 'border-accent bg-accent',
  missed: 'border-line bg-surface-2',
  open: 'border-line bg-surface-2',
  skipped: 'td-skipped border-muted/70 border-dashed',
  off: 'border-line border-dashed bg-transparent opacity-60',
  future: 'border-line/60 bg-transparent',
};

export function statusClass(status: DayStatus): string {
  return CLASSES[status];
}
