import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** index.html's inline scripts, each in place of a placeholder naming its source. */
const SCRIPTS = ['shell-script', 'snapshot-paint', 'start-script'] as const;
const placeholder = (name: string) =>
  new RegExp(
    `(<script(?: id="[a-z-]+")?>)\\s*/\\* src/app/first-paint/${name}\\.ts \\*/\\s*(</script>)`,
  );

/**
 * An inline script of index.html (src/app/first-paint/shell-script.ts in the head,
 * first-paint/snapshot-paint.ts after #root, then first-paint/start-script.ts), bundled with what
 * it imports (the theme's rules, the languages, the storage keys) and minified: one classic script
 * each, run before the first paint. The build's Content-Security-Policy allows each by its hash
 * (scripts/csp-plugin.ts).
 */
export async function bundledInlineScript(
  name: (typeof SCRIPTS)[number] = 'shell-script',
): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(process.cwd(), 'src', 'app', 'first-paint', `${name}.ts`),
        formats: ['iife'],
        name: 'shell',
      },
    },
  })) as Rollup.RollupOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error(`src/app/first-paint/${name}.ts bundled to nothing`);
  return code.trim();
}

/** Puts the inline scripts into index.html, in the dev server and the build alike. */
export function inlineScripts(): Plugin {
  return {
    name: 'tickday-inline-scripts',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        for (const name of SCRIPTS) {
          const slot = placeholder(name);
          if (!slot.test(html)) throw new Error(`index.html lost its inline script ${name}`);
          const script = await bundledInlineScript(name);
          html = html.replace(slot, (_, open: string, close: string) => open + script + close);
        }
        return html;
      },
    },
  };
}
