import { dayRuleFor, type DayRule } from '../domain/day-rule';
import { deviceZone } from '../platform/zone';
import type { DaySettings } from '../storage/preferences';

/** The day rule for the day settings on this device: one object per setting and zone. */
export function dayRuleOf(days: DaySettings): DayRule {
  return dayRuleFor(days.dayBoundary, days.dayStartHour, deviceZone());
}
