import type { Language } from '../i18n/languages';
import { weekendFor } from '../i18n/weekend';
import { weekTag } from './locale';

const weekends = new Map<Language, readonly number[]>();

/**
 * The week's rest days where `language` is spoken, by the same tag as the week's first day
 * (docs/product.md §18.5): Saturday and Sunday, Friday and Saturday for Arabic ("ar" reads as
 * Egypt's), Saturday and Sunday again for a browser set to "ar-MA". It names schedules only
 * ("Weekends"); nothing stored depends on it.
 */
export function defaultWeekend(language: Language): readonly number[] {
  let days = weekends.get(language);
  if (days === undefined) {
    days = weekendFor(weekTag(language));
    weekends.set(language, days);
  }
  return days;
}
