import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CORE_FILES } from './src/i18n/core-files';

/**
 * Two catalogs a language (docs/decisions.md, "Eight languages"): `core` holds the words of the
 * files the first paint loads (English is in `/`, another language one small chunk before the
 * first render); `more` holds every other file's words and loads with the first lazy part.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'pt-BR', 'ru', 'ja', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/core', include: [...CORE_FILES] },
    {
      path: '<rootDir>/src/locales/{locale}/more',
      include: ['src'],
      exclude: ['**/*.test.*', '**/testing/**', ...CORE_FILES],
    },
  ],
  orderBy: 'origin',
  // Where a message is used, by file only: line numbers would churn every catalog on each edit.
  format: formatter({ lineNumbers: false }),
});
