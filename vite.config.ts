import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import pkg from './package.json' with { type: 'json' };
import { readPo } from './scripts/po.mjs';
import { contentSecurityPolicy } from './scripts/csp-plugin.ts';
import { reminderWorker } from './scripts/reminder-sw.ts';
import { shortMessageIds } from './scripts/short-ids.ts';
import { inlineCss } from './scripts/inline-css.ts';
import { plainImports } from './scripts/plain-imports.ts';
import { prerenderShell } from './scripts/prerender-shell.ts';
import { checkOutputFiles } from './scripts/output-files.ts';
import { REMINDER_NAMES } from './src/platform/reminder-names.ts';

const port = Number(process.env.PORT ?? 4173);
// Issue 24's amount and note changes load with the parts that make them (the log popover, the
// calendar, the schedule editor); issue 25's sync code loads when sync is used.
const LAZY_ONLY =
  /\/src\/(domain\/(badges|stats|history|record-edits|amount-input|amount-chart|csv|entries|merge-records|sync-file)\.ts|domain\/import\/|state\/(utc-times|use-data-summary|use-import|use-backup-file|record-commands|use-record-actions|use-csv-export|use-backup-export)\.ts|state\/sync\/(?!store\.ts)|storage\/(read-backup|backup|sync-key)\.ts|platform\/(sync-|webdav|folder-handle))/;
// The reminder's code, shared by the Settings dialog and the runtime loaded after the first paint:
// one chunk of its own, or the bundler folds it into `core` (both already load that).
const REMINDER =
  /\/src\/(domain\/reminder\.ts|state\/(reminder-|use-reminder)|platform\/(notifications|reminder-names))/;
const FIRST_PAINT_SHARED =
  /\/src\/components\/ui\/(cn|focus-ring)\.ts$|\/node_modules\/(react-dom|scheduler|wouter|regexparam|tailwind-merge)\//;
const host = process.env.HOST ?? '127.0.0.1';

const TAGLINE = "The world's simplest habit tracker. No login, no fuss. Free forever.";
/**
 * The manifest's description in each language (docs/product.md §18): the standard manifest has
 * one `lang`, so the others go in the `translations` member browsers that read it use (Chromium's
 * manifest localization); the name is Tickday everywhere.
 */
function manifestTranslations(): Record<string, { description: string }> {
  const out: Record<string, { description: string }> = {};
  for (const language of readdirSync('src/locales')) {
    if (language === 'en') continue;
    const text = readPo(readFileSync(`src/locales/${language}/core.po`, 'utf8')).get(
      `\u0004${TAGLINE}`,
    );
    if (text) out[language] = { description: text };
  }
  return out;
}

export default defineConfig({
  plugins: [
    react(),
    // Lingui's `t` and `plural` macros become catalog lookups at build time (docs/decisions.md,
    // "Eight languages"); `.po` catalogs compile on import.
    babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    shortMessageIds(),
    tailwindcss(),
    contentSecurityPolicy(),
    prerenderShell(),
    inlineCss(),
    plainImports(),
    reminderWorker(),
    VitePWA({
      // A new version waits until the user reloads from the prompt, never mixing versions.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'qr-payment.png', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Tickday',
        short_name: 'Tickday',
        description: TAGLINE,
        lang: 'en',
        dir: 'ltr',
        // @ts-expect-error: not in vite-plugin-pwa's manifest type yet
        translations: manifestTranslations(),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0f0e0d',
        theme_color: '#0f0e0d',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // Our own service worker (src/platform/sw.js): workbox's precache and routes, with static
      // routes that answer the daily return visit before the worker starts.
      strategies: 'injectManifest',
      srcDir: 'src/platform',
      filename: 'sw.js',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A classic worker: it imports the reminder's handlers with importScripts.
        rollupFormat: 'iife',
      },
    }),
    // Last: the build fails if what it wrote names a file it did not write (the reminder's Cache
    // Storage keys are names, not files).
    checkOutputFiles([REMINDER_NAMES.summaryUrl, REMINDER_NAMES.lastShownUrl]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: new URL('./scripts/use-sync-external-store.mjs', import.meta.url).pathname,
      },
    ],
  },
  // The import worker loads its parsers (and SQLite) as separate chunks, on first use.
  worker: { format: 'es' },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    target: 'es2022',
    // index.html preloads the first paint's chunks; a lazy import carries no list of the chunks it
    // shares (42 lists were ~0.8 KB of gzip in /): the idle warm-up has fetched them long before a
    // part opens (docs/decisions.md, "Room in / for the words").
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: false,
    // Which chunk holds which module, now that chunks are named by hash alone (tests read it).
    manifest: true,
    rollupOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the first paint's code names each one it may
        // load (42 of them), and a name beside each hash was ~0.2 KB of gzip there.
        chunkFileNames: 'assets/[hash].js',
        // The app's own shared code (domain, storage, platform, state) in one chunk: the first paint
        // needs all of it anyway, and a chunk for each module the lazy parts also use costs a
        // request and ~0.2 KB of gzip framing apiece (docs/decisions.md, "The JS budget").
        // Code that only lazily loaded parts use (the history page's, the import's) stays with them.
        manualChunks: (id: string) => {
          if (REMINDER.test(id)) return 'reminder';
          // Vite's preload helper serves every lazy import: with the first paint's code.
          if (id.includes('vite/preload-helper')) return 'core';
          // Other code the first paint always loads joins it (issue 24 left the budget no room): the
          // class joiner and focus ring were two small files of their own, and React DOM and the
          // router gzip smaller beside React than in the entry (~0.65 KB in all).
          if (FIRST_PAINT_SHARED.test(id)) return 'core';
          return /\/src\/(domain|storage|platform|state)\//.test(id) && !LAZY_ONLY.test(id)
            ? 'core'
            : undefined;
        },
      },
    },
  },
  // `vite preview` is the production server of `npm start`: its SPA fallback serves index.html for
  // every unknown path, so the 404 route renders on a direct visit.
  preview: { port, host, strictPort: true },
  server: { host },
});
