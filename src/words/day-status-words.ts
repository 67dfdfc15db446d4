import { t } from '@lingui/core/macro';
import type { DayStatus } from '../domain/schedule';

/**
 * What a screen reader says for a day's status (docs/product.md §10), after the day: "Monday:
 * done". The same on the strip, in the calendar and in History; components/ui/day-status.ts
 * draws it.
 */
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
