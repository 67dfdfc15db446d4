import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { deployFiles } from './security-headers.mjs';

/** The avatar service: the only origin besides our own the app ever contacts (an image). */
export const AVATAR_ORIGIN = 'https://unavatar.io';

/**
 * Adds a Content-Security-Policy meta tag to the built index.html. Scripts come only from our
 * origin, plus the three inline scripts (the theme, the snapshot, the app's start) by their sha256
 * hashes; WebAssembly may compile but there is no eval; images from us, data: and the avatar
 * service; no connections beyond our origin. Styles allow inline because Radix's scroll lock
 * injects a <style> element. Only in `vite build`: the dev server needs eval and HMR.
 */
export function contentSecurityPolicy(): Plugin {
  let outDir = 'dist';
  let built: string | null = null;
  return {
    name: 'tickday-csp',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    // The same policy as HTTP headers, for real servers (scripts/security-headers.mjs).
    closeBundle() {
      if (built === null) return;
      for (const [name, text] of Object.entries(deployFiles(built))) {
        writeFileSync(join(outDir, name), text);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = [...html.matchAll(/<script(?: id="[a-z-]+")?>([\s\S]*?)<\/script>/g)].map(
          (m) =>
            `'sha256-${createHash('sha256')
              .update(m[1] ?? '')
              .digest('base64')}'`,
        );
        const policy = [
          "default-src 'self'",
          // WebAssembly (the SQLite reader of imports) may compile; eval stays forbidden.
          `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
          "style-src 'self' 'unsafe-inline'",
          `img-src 'self' data: ${AVATAR_ORIGIN}`,
          // A WebDAV server the user names for sync (docs/product.md §17.1): any https origin, as
          // the page cannot know it in advance; nothing else connects anywhere.
          "connect-src 'self' https:",
          "font-src 'self'",
          "manifest-src 'self'",
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; ');
        built = policy;
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
