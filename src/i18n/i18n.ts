import { i18n, type Messages } from '@lingui/core';
import { messages as englishCore } from '../locales/en/core.po';
import { directionOf, type Language } from './languages';

type Catalog = () => Promise<{ messages: Messages }>;

// English's first-paint words are in `/`; every other catalog is a chunk of its own, loaded on
// first use (a map of loaders, so the bundler makes one chunk each and English core is not one).
const CORE: Record<Exclude<Language, 'en'>, Catalog> = {
  es: () => import('../locales/es/core.po'),
  de: () => import('../locales/de/core.po'),
  fr: () => import('../locales/fr/core.po'),
  'pt-BR': () => import('../locales/pt-BR/core.po'),
  ru: () => import('../locales/ru/core.po'),
  ja: () => import('../locales/ja/core.po'),
  ar: () => import('../locales/ar/core.po'),
};
const MORE: Record<Language, Catalog> = {
  en: () => import('../locales/en/more.po'),
  es: () => import('../locales/es/more.po'),
  de: () => import('../locales/de/more.po'),
  fr: () => import('../locales/fr/more.po'),
  'pt-BR': () => import('../locales/pt-BR/more.po'),
  ru: () => import('../locales/ru/more.po'),
  ja: () => import('../locales/ja/more.po'),
  ar: () => import('../locales/ar/more.po'),
};

i18n.loadAndActivate({ locale: 'en', messages: englishCore });

const loaded = new Map<string, Promise<void>>();
function load(language: Language, part: 'core' | 'more'): Promise<void> {
  if (language === 'en' && part === 'core') return Promise.resolve();
  const key = `${language}/${part}`;
  let done = loaded.get(key);
  if (!done) {
    const catalog = part === 'core' ? CORE[language as Exclude<Language, 'en'>] : MORE[language];
    done = catalog().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        // Tried again next time (offline now, back later).
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, done);
  }
  return done;
}

let current: Language = 'en';
// The language a switch under way is loading; `current` until then.
let next: Language = 'en';
let moreWanted = false;

/** The language the words are in now. */
export function currentLanguage(): Language {
  return current;
}

/**
 * Speaks `language` from now on: loads its first-paint words (and the rest, once any lazy part
 * has wanted them, even while this switch was loading), then switches, and sets `<html lang dir>`.
 * A later switch wins over one still loading. Callers re-render after it settles.
 */
export async function switchLanguage(language: Language): Promise<void> {
  next = language;
  await load(language, 'core');
  if (moreWanted) await load(language, 'more');
  if (next !== language) return;
  current = language;
  i18n.activate(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The words of the parts that load on first use (dialogs, pages), in the current language. */
export function loadMoreWords(): Promise<void> {
  moreWanted = true;
  return next === current
    ? load(current, 'more')
    : Promise.all([load(current, 'more'), load(next, 'more')]).then(() => undefined);
}

export { i18n };
