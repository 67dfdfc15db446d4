import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every lazy `import()` in its preload helper, which fetches the files the imported
 * chunk needs (its shared chunks, its stylesheets) beside it. Here no lazy import has any: the
 * stylesheet is inlined (scripts/inline-css.ts) and the shared chunks are left to the idle warm-up
 * (vite.config.ts, `resolveDependencies`). So the helper's ~0.6 KB of gzip in the first paint only
 * imported; it now does just that (docs/decisions.md, "A lazy import is a plain import"). It was also
 * what asked for the inlined stylesheet and broke Settings behind a real server (issue 40). A lazy
 * import that still had files to preload would lose them here, so the build fails on one.
 */
export function plainImports(): Plugin {
  return {
    name: 'tickday-plain-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code.includes('__vite__mapDeps'))
            this.error(
              `${output.fileName} has a lazy import with files to preload, which the plain import helper (scripts/plain-imports.ts) would skip`,
            );
        }
      },
    },
  };
}
