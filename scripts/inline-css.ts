import type { Plugin } from 'vite';

/**
 * Puts the built stylesheet into the HTML as a <style> (docs/decisions.md, "The stylesheet in the
 * page"): the first paint then waits for the HTML alone, not for a second request, and a return
 * visit asks the service worker for one file fewer before anything paints. The CSP allows inline
 * styles already (scripts/csp-plugin.ts). Only in `vite build`; the file is then not emitted.
 */
export function inlineCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'tickday-inline-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file) => {
            const asset = bundle?.[file as string];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            // Tailwind never writes `</style`; checked, so that no future rule can end the element.
            if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style"`);
            inlined.add(file as string);
            return `<style>${css}</style>`;
          },
        );
      },
    },
    // Unordered, in a plugin enforced `post`: after Vite's HTML step (which runs the handler above)
    // and before its preload analysis and manifest, which read each chunk's `importedCss`. A chunk
    // that imports the entry (the Settings dialog does) would otherwise make every lazy import it
    // holds ask the preloader for the deleted file: a 404 behind a real server and offline, and
    // the part an alert (issue 40).
    generateBundle(_options, bundle) {
      for (const file of inlined) {
        Reflect.deleteProperty(bundle, file);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(file);
        }
      }
    },
  };
}
