import { createServer, type Plugin } from 'vite';

/**
 * Puts the home page's shell into the built index.html (docs/decisions.md, "A first paint before
 * React"): src/app/first-paint/shell.tsx renders the app at build time, loaded by a Vite server with this
 * config (the same plugins, the Lingui macros, the defines), so the HTML is the same components'.
 * Only in `vite build`, and not inside the server it starts.
 */
export function prerenderShell(): Plugin {
  return {
    name: 'tickday-prerender-shell',
    apply: () => process.env.TICKDAY_PRERENDERING !== '1' && process.argv.includes('build'),
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        process.env.TICKDAY_PRERENDERING = '1';
        const server = await createServer({
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule(
            '/src/app/first-paint/shell.tsx',
          )) as {
            renderShell: (now: number) => Promise<string>;
          };
          // The page's <title> is in index.html's head already (React keeps it there).
          const shell = (await renderShell(Date.now())).replace(/^<title>[^<]*<\/title>/, '');
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html lost its #root');
          return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
        } finally {
          await server.close();
          delete process.env.TICKDAY_PRERENDERING;
        }
      },
    },
  };
}
