/** The languages Tickday speaks (docs/product.md §18), English first: the source and fallback. */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ru', 'ja', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name for itself, for the `Language` select (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ja: '日本語',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's languages (most wanted first) that Tickday speaks, by language tag
 * and then by its language alone (Austrian German reads as German, Portugal's Portuguese as Brazil's);
 * English when none is.
 */
export function languageFor(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const near = LANGUAGES.find((l) => l.split('-')[0] === base);
    if (near) return near;
  }
  return 'en';
}

/** Right to left for Arabic; every other language here reads left to right. */
export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** 0 = Sunday, 1 = Monday, 6 = Saturday: the days a week may start on (Settings, `Week starts on`). */
export type WeekStart = 0 | 1 | 6;
export const WEEK_STARTS: readonly WeekStart[] = [0, 1, 6];

/**
 * The first day of the week where `tag` is spoken: from `Intl.Locale`'s week info (1 = Monday ...
 * 7 = Sunday) for the tag, or its likely region when it has none ("de" is Germany's). Monday where
 * the browser gives no week info, as in most of the world; a day other than the three offered
 * reads as Monday.
 */
export function weekStartFor(tag: string): WeekStart {
  try {
    const first = intlWeekInfo(tag)?.firstDay;
    if (first === 7) return 0;
    if (first === 6) return 6;
    return 1;
  } catch {
    return 1;
  }
}

/** The week info a browser's `Intl.Locale` gives (1 = Monday ... 7 = Sunday), where it has it. */
export type WeekInfo = { firstDay: number; weekend: readonly number[] };
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** `Intl.Locale`'s week info for `tag` (its likely region when it names none), if the browser has it. */
export function intlWeekInfo(tag: string): WeekInfo | undefined {
  const locale = new Intl.Locale(tag).maximize() as WithWeekInfo;
  return locale.getWeekInfo?.() ?? locale.weekInfo;
}
