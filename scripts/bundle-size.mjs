// The JS and CSS that `/` loads before its first paint: index.html's entry script, its
// modulepreloads and stylesheets, gzip -9 each. Lazy chunks (dialogs, calendar, dnd-kit, the
// service worker) are not on that path and are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const BUDGET = { js: 100 * 1024, css: 15 * 1024 };

export function firstPaintSizes(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
  const js = [
    ...files(/<script type="module"[^>]*src="([^"]+)"/g),
    ...files(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = files(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const gz = (list) =>
    list.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    );
  return { js: gz(js), css: gz(css), jsFiles: js, cssFiles: css };
}
