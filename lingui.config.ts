import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FIRST_RENDER_PARTS, firstPaintSources } from './scripts/first-paint';

/**
 * Two catalogs a language (docs/decisions.md, "Eight languages"): `core` holds the words of the
 * files the first paint loads (English is in `/`, another language one small chunk before the
 * first render); `more` holds every other file's words and loads with the first lazy part. The
 * first paint's files are read from the code: what src/app/main.tsx reaches by static imports
 * (scripts/first-paint.ts), as the build puts them in `/`, and the words of the parts main.tsx
 * fetches before the first render (`FIRST_RENDER_PARTS`).
 */
const CORE_FILES = [...firstPaintSources(), ...FIRST_RENDER_PARTS];

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
