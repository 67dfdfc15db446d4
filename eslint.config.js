import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { noBareWords } from './scripts/eslint/no-bare-words.js';

// docs/architecture.md: app -> routes -> features -> state -> storage -> domain; state also uses
// platform (the browser's APIs), and components/ui is a leaf that may name domain types. words
// (the product's shared sentences) sits between features and i18n, and may name domain types.
// Each zone says which folders a layer must not import from.
const layer = (name) => `./src/${name}`;
// Every folder of src/features is a feature, read from the disk (a new one is fenced in at once).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  {
    target: layer('domain'),
    from: [
      'storage',
      'platform',
      'state',
      'components',
      'features',
      'routes',
      'app',
      'i18n',
      'words',
    ].map(layer),
    message: 'domain is pure: it imports nothing else of ours, and holds no words (i18n).',
  },
  {
    target: layer('storage'),
    from: ['platform', 'state', 'components', 'features', 'routes', 'app', 'i18n', 'words'].map(
      layer,
    ),
    message: 'storage imports domain only.',
  },
  {
    // The words and their formats (docs/decisions.md, "Eight languages"): a leaf every layer above
    // storage may use; it imports only its catalogs (src/locales).
    target: layer('i18n'),
    from: ['storage', 'platform', 'state', 'components', 'features', 'routes', 'app', 'words'].map(
      layer,
    ),
    message: 'i18n is a leaf: the catalogs and Intl formats only.',
  },
  {
    // Beside its catalogs, i18n may read the calendar's arithmetic (domain/days.ts, pure), so the
    // day length and a day's date mark are written once.
    target: layer('i18n'),
    from: layer('domain'),
    except: ['./days.ts'],
    message: 'i18n is a leaf: the catalogs and Intl formats only (and domain/days.ts).',
  },
  {
    target: layer('platform'),
    from: ['domain', 'storage', 'state', 'components', 'features', 'routes', 'app', 'words'].map(
      layer,
    ),
    message: 'platform wraps browser APIs and imports nothing else of ours.',
  },
  {
    target: layer('state'),
    from: ['components', 'features', 'routes', 'app', 'words'].map(layer),
    message: 'state sits below features, routes and app, and holds no shared words.',
  },
  {
    target: layer('components'),
    from: ['storage', 'platform', 'state', 'features', 'routes', 'app', 'words'].map(layer),
    message: 'components/ui is a leaf: thin wrappers over primitives.',
  },
  {
    // The product's shared words (badge names, schedules, amounts, a day's status): features say
    // them; they use i18n's formats and name domain types.
    target: layer('words'),
    from: ['storage', 'platform', 'state', 'components', 'features', 'routes', 'app'].map(layer),
    message: 'words sits below features: it imports i18n and domain types only.',
  },
  {
    target: layer('features'),
    from: ['routes', 'app', 'storage', 'platform'].map(layer),
    message:
      'features reach storage and the browser through state, and never import routes or app.',
  },
  { target: layer('routes'), from: [layer('app')], message: 'routes never import app.' },
  ...FEATURES.map((f) => ({
    target: layer(`features/${f}`),
    from: layer('features'),
    except: [`./${f}`],
    message:
      'A feature never imports another feature: move the shared piece to ui/, words/ or domain/.',
  })),
];

// Code loaded on first use (docs/architecture.md): the entry of such a part is named
// `<name>.lazy.ts(x)` and is reached only by `import()` (through `preloadable` for a component). A
// static import would pull it, and all it imports, into the chunk of its importer, and into `/`.
const LAZY_ENTRY = {
  regex: '\\.lazy(\\.tsx?)?$',
  message:
    'A *.lazy module loads on first use: reach it with import() (preloadable), never statically.',
};
const TESTING_ONLY = { regex: '(^|/)testing(/|$)', message: 'src/testing is for tests only.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      '.screens',
      '.probe',
      'bench/.floor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The rules that follow imports into other files (no-cycle) parse them as TypeScript.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones }],
      // One direction within a layer too: two modules that import each other are one module.
      'import/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { tickday: { rules: { 'no-bare-words': noBareWords } } },
    rules: {
      // Brand and product names read the same in every language.
      'tickday/no-bare-words': ['error', { allow: ['Tickday', 'WebDAV', 'Loop', 'HabitBull'] }],
    },
  },
  {
    // Builders and references are for tests only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.bench.ts', 'src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [TESTING_ONLY, LAZY_ENTRY] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'domain is pure.' },
            TESTING_ONLY,
            LAZY_ENTRY,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'domain never touches storage.' },
        { name: 'window', message: 'domain never touches the DOM.' },
        { name: 'document', message: 'domain never touches the DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in: the domain has no clock.' },
      ],
    },
  },
  {
    // components/ui and words name the domain's types (DayStatus) instead of re-typing them; no
    // domain code.
    files: ['src/components/**/*.{ts,tsx}', 'src/words/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**'],
              allowTypeImports: true,
              message: 'components/ui and words may import domain types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // In a test a wrong `!` fails loudly, which is what a test is for.
    files: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'checks/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Scripts and the bench run code in the page through Playwright, hence browser globals too.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The service worker and the reminder script it imports run in a worker's scope.
    files: ['src/platform/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
