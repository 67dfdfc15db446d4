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
 * CLDR's week data, as `Intl.Locale`'s week info gives it (languages.test.ts holds every region to
 * it, by their current codes): the regions whose week starts on Sunday, and on Saturday; Monday
 * elsewhere. Asking the browser cost a fresh page's first render 15 to 26 ms, more before ICU's
 * warm-up (docs/decisions.md, "The week's first day from a table in the build").
 */
const SUNDAY_FIRST =
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW';
const SATURDAY_FIRST = 'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY';
/**
 * The likely region of each language Tickday speaks whose week starts on another day than Monday,
 * for a tag that names no region (Spanish, German, French and Russian: Spain's, Germany's...).
 */
const LIKELY_REGIONS: Record<string, string> = { en: 'US', pt: 'BR', ja: 'JP', ar: 'EG' };

/**
 * The first day of the week where `tag` is spoken: by its region, or its language's likely one
 * ("de" is Germany's), in CLDR's week data. Monday for a tag of another language without a region
 * or one that cannot be read, as in most of the world.
 */
export function weekStartFor(tag: string): WeekStart {
  const [language = '', ...rest] = tag.split('-');
  const region =
    rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ??
    LIKELY_REGIONS[language.toLowerCase()];
  if (!region) return 1;
  if (SUNDAY_FIRST.includes(region)) return 0;
  return SATURDAY_FIRST.includes(region) ? 6 : 1;
}
