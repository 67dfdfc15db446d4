import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** Where index.html's inline script goes: the placeholder the plugin fills. */
const PLACEHOLDER = /<script>\s*\/\* src\/app\/shell-script\.ts \*\/\s*<\/script>/;

/**
 * index.html's inline script (src/app/shell-script.ts), bundled with what it imports (the theme's
 * rules, the languages, the storage keys) and minified: one classic script, run before the first
 * paint. The build's Content-Security-Policy allows it by its hash (scripts/csp-plugin.ts).
 */
export async function shellScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(process.cwd(), 'src', 'app', 'shell-script.ts'),
        formats: ['iife'],
        name: 'shell',
      },
    },
  })) as Rollup.RollupOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error('src/app/shell-script.ts bundled to nothing');
  return code.trim();
}

/** Puts the inline script into index.html, in the dev server and the build alike. */
export function inlineShellScript(): Plugin {
  return {
    name: 'tickday-shell-script',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!PLACEHOLDER.test(html)) throw new Error('index.html lost its inline script');
        const script = await shellScript();
        return html.replace(PLACEHOLDER, () => `<script>${script}</script>`);
      },
    },
  };
}
