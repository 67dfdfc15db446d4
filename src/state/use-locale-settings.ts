import { currentLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { useAppSelector, useAppStore } from './app-store-context';
import { defaultWeekStart, languageOf } from './locale';

export interface LocaleSettings {
  /** The language the page speaks (chosen, else the browser's, else English). */
  language: Language;
  /** The weekday weeks start on (chosen, else the language's region's). */
  weekStart: number;
  setLanguage(language: Language): void;
  setWeekStart(weekStart: number): void;
}

/** Settings' `Language` and `Week starts on` (docs/product.md §18). */
export function useLocaleSettings(): LocaleSettings {
  const store = useAppStore();
  const language = languageOf(useAppSelector((s) => s.language));
  const chosenWeekStart = useAppSelector((s) => s.days.weekStart);
  return {
    language,
    weekStart: chosenWeekStart ?? defaultWeekStart(currentLanguage()),
    setLanguage: (next) => store.setLocale({ language: next }),
    setWeekStart: (next) => store.setLocale({ weekStart: next }),
  };
}
