// The JS and CSS that `/` loads before its first paint: index.html's entry module and its
// modulepreloads (held in <template id="start"> for the start script, scripts/start-when-shown.ts;
// the dev server's page has a module script), and its styles (the <style> the build inlines,
// scripts/inline-css.ts, or a stylesheet it links), gzip -9 each. Lazy chunks (dialogs, calendar,
// dnd-kit, the service worker) are not on that path and are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// 103 KiB of JS since issue 60 (docs/decisions.md, "The JS budget for /, and what raised it").
export const BUDGET = { js: 103 * 1024, css: 15 * 1024 };

export function firstPaintSizes(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
  const js = [
    ...files(/<script type="module"[^>]*src="([^"]+)"/g),
    ...files(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = files(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const inline = files(/<style>([\s\S]*?)<\/style>/g);
  const size = (text) => gzipSync(text, { level: 9 }).length;
  const gz = (list) => list.reduce((sum, file) => sum + size(readFileSync(join(distDir, file))), 0);
  return {
    js: gz(js),
    css: gz(css) + inline.reduce((sum, text) => sum + size(text), 0),
    jsFiles: js,
    // An inline style is named by where it is.
    cssFiles: [...css, ...inline.map(() => 'index.html <style>')],
  };
}
