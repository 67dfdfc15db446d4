/**
 * How a day's status (docs/product.md §10) is drawn and said, the same on the strip and in the
 * calendar: done is filled; missed and open are empty; skipped is striped (excused, neither done
 * nor missed); off is faint and dashed (not asked for, never a miss); future is faint.
 */
import { t } from '@lingui/core/macro';
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

/** What a screen reader says for a status, after the day: "Monday: done". */
export function dayStatusWord(status: DayStatus): string {
  switch (status) {
    case 'done':
      return t({ message: 'done', comment: "A day's status" });
    case 'skipped':
      return t({ message: 'skipped', comment: "A day's status: excused, neither done nor missed" });
    case 'off':
      return t({ message: 'not scheduled', comment: "A day's status: not asked for" });
    case 'open':
      return t({ message: 'not done yet', comment: "A day's status: today, still open" });
    case 'missed':
      return t({ message: 'missed', comment: "A day's status" });
    case 'future':
      return t({ message: 'upcoming', comment: "A day's status: a day to come" });
  }
}
