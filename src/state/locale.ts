import { languageFor, isLanguage, weekStartFor, type Language } from '../i18n/languages';
import { browserLanguages } from '../platform/browser-languages';

/** The language to speak: the one chosen in Settings, else the browser's, else English (§18). */
export function languageOf(chosen: string | null): Language {
  return isLanguage(chosen) ? chosen : languageFor(browserLanguages());
}

/**
 * The tag whose week `language` follows: the browser's own tag for it when it names a region
 * ("en-GB", "ar-MA"), else the language's, read with its likely region ("de": Germany).
 */
export function weekTag(language: Language): string {
  const base = language.split('-')[0] as string;
  const own = browserLanguages().find((tag) => tag.split('-')[0]?.toLowerCase() === base);
  return own && own.includes('-') && language === base ? own : language;
}

const defaults = new Map<Language, number>();

/**
 * The week's first day when none is chosen: that of the browser's own tag for `language` when it
 * has one ("en-GB": Monday, "en-US": Sunday), else of the language's likely region ("de":
 * Germany, Monday; Brazilian Portuguese: Sunday; "ar": Saturday).
 */
export function defaultWeekStart(language: Language): number {
  let first = defaults.get(language);
  if (first === undefined) {
    first = weekStartFor(weekTag(language));
    defaults.set(language, first);
  }
  return first;
}
