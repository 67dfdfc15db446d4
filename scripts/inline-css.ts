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
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of inlined) Reflect.deleteProperty(bundle, file);
        // Nor does the build's manifest name it any more.
        const manifest = bundle['.vite/manifest.json'];
        if (manifest?.type !== 'asset') return;
        const chunks = JSON.parse(String(manifest.source)) as Record<string, { css?: string[] }>;
        for (const chunk of Object.values(chunks)) {
          const css = chunk.css?.filter((file) => !inlined.has(file));
          if (css?.length) chunk.css = css;
          else delete chunk.css;
        }
        manifest.source = `${JSON.stringify(chunks, null, 2)}\n`;
      },
    },
  };
}
