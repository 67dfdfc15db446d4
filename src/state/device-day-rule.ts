import { dayRuleFor, type DayRule } from '../domain/day-rule';
import { currentLanguage } from '../i18n/i18n';
import { deviceZone } from '../platform/zone';
import type { DaySettings } from '../storage/preferences';
import { defaultWeekStart } from './locale';

/**
 * The day rule for the day settings on this device: one object per setting, zone and week start
 * (the chosen one, else the current language's, docs/product.md §18).
 */
export function dayRuleOf(days: DaySettings): DayRule {
  const weekStart = days.weekStart ?? defaultWeekStart(currentLanguage());
  return dayRuleFor(days.dayBoundary, days.dayStartHour, deviceZone(), weekStart);
}
