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
import { inlineScripts } from './scripts/inline-scripts.ts';
import { startWhenShownPlugin } from './scripts/start-when-shown.ts';
import { firstPaintChunks } from './scripts/first-paint.ts';
import { checkOutputFiles } from './scripts/output-files.ts';
import { REMINDER_NAMES } from './src/platform/reminder-names.ts';
import { SHARE_ACTION, SHARE_FIELD } from './src/platform/share-names.ts';
import { ADD_HABIT_URL, HISTORY_LIST_PATH } from './src/routes/shortcut-paths.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TAGLINE = "The world's simplest habit tracker. No login, no fuss. Free forever.";
const LANGUAGES = readdirSync('src/locales').filter((language) => language !== 'en');

/** `message` (no context) in `language`'s catalogs, core and more; undefined where not there. */
function translated(language: string, message: string): string | undefined {
  for (const catalog of ['core', 'more']) {
    const text = readPo(readFileSync(`src/locales/${language}/${catalog}.po`, 'utf8')).get(
      `\u0004${message}`,
    );
    if (text) return text;
  }
  return undefined;
}

/**
 * The manifest's description in each language (docs/product.md §18): the standard manifest has
 * one `lang`, so the others go in the `translations` member browsers that read it use (Chromium's
 * manifest localization); the name is Tickday everywhere.
 */
function manifestTranslations(): Record<string, { description: string }> {
  const out: Record<string, { description: string }> = {};
  for (const language of LANGUAGES) {
    const text = translated(language, TAGLINE);
    if (text) out[language] = { description: text };
  }
  return out;
}

/**
 * A shortcut of the installed app (docs/product.md §19.1): its name in English and, as
 * `name_localized` (the manifest's localized members), in each language the app speaks, from the
 * catalogs: the words are the app's own (the History page's heading, its link to add a habit).
 */
function shortcut(name: string, url: string) {
  const localized: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = translated(language, name);
    if (!text) throw new Error(`The shortcut ${name} has no words in ${language}`);
    localized[language] = text;
  }
  // Android leaves out a shortcut without an icon; public/icons has no icon of each action's own,
  // so each shows the app's.
  return { name, name_localized: localized, url, icons: [SHORTCUT_ICON] };
}
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

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
    inlineScripts(),
    startWhenShownPlugin(),
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
        // docs/product.md §19: the installed app's shortcuts (its icon's menu), the files it opens
        // from the file manager (the page's launch queue takes them, src/app/main.tsx) and the
        // share sheet's target (the service worker answers the POST, src/platform/sw.js).
        shortcuts: [shortcut('Add a habit', ADD_HABIT_URL), shortcut('History', HISTORY_LIST_PATH)],
        file_handlers: [{ action: '/', accept: { 'application/json': ['.json'] } }],
        share_target: {
          action: SHARE_ACTION,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: SHARE_FIELD, accept: ['application/json', '.json'] }] },
        },
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
    checkOutputFiles([
      REMINDER_NAMES.summaryUrl,
      REMINDER_NAMES.lastShownUrl,
      REMINDER_NAMES.habitsShownUrl,
    ]),
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
        // What the first paint loads is one chunk, `core`, read from the module graph: all that
        // src/app/main.tsx reaches by static imports (scripts/first-paint.ts). A chunk for each
        // module the lazy parts share with it would cost a request and ~0.2 KB of gzip framing
        // apiece (docs/decisions.md, "The JS budget"). Code only lazy parts (`*.lazy.ts(x)`, reached
        // by import()) reach stays with them, in the chunks the bundler makes.
        manualChunks: firstPaintChunks(),
      },
    },
  },
  // `vite preview` is the production server of `npm start`: its SPA fallback serves index.html for
  // every unknown path, so the 404 route renders on a direct visit.
  preview: { port, host, strictPort: true },
  server: { host },
});
