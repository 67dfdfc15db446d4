import type { DayRule } from '../domain/day-rule';
import { useAppSelector } from './app-store-context';
import { dayRuleOf } from './device-day-rule';

/** The day rule (docs/product.md §4): the same object while the setting holds. */
export function useDayRule(): DayRule {
  return useAppSelector((s) => dayRuleOf(s.days));
}
