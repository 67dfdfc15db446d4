import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The build fails when its output names a file it did not write (docs/decisions.md, "The build
 * checks the files its output names"). Issue 40: a lazy chunk asked Vite's preloader for a
 * stylesheet the build had inlined; `vite preview` answered every path with the page, so no test
 * saw it, while nginx, Caddy and the service worker answered 404 and Settings broke.
 */

/** A file of the output names another that the output does not hold. */
export interface MissingFile {
  /** The file asked for, from the output's root (`assets/index-x.css`). */
  file: string;
  /** The output file that names it. */
  from: string;
}

/** The files whose text is read for what they name; others (images, wasm) are only targets. */
const SCANNED = /\.(js|mjs|html|css|json|webmanifest)$/;
/** A path's last part names a file (a route, `/terms`, has no extension). */
const FILE_NAME = String.raw`[\w@-]+(?:\.[\w@-]+)*\.[a-z0-9]+`;

/** Any mention of a hashed file: `/assets/x.js`, `assets/x.css`, `./assets/x.png`. */
const HASHED = new RegExp(
  String.raw`(?<![\w./-])(?:\.{0,2}/)*assets/(${FILE_NAME})(?![\w./-])`,
  'g',
);
/** A quoted path from the site's root with an extension: `'/icons/icon-192.png'`, `"/sw.js"`. */
const ROOT_PATH = new RegExp(String.raw`(["'\`])(/(?!/)(?:[\w@.-]+/)*${FILE_NAME})\1`, 'g');
/** A module's relative import, static or dynamic, and `new URL('./x', import.meta.url)`. */
const RELATIVE_IMPORT =
  /(?:\bfrom|\bimport|\bimport\s*\(|\bnew\s+URL\s*\()\s*(["'`])(\.{1,2}\/[^"'`]+)\1/g;
/** A precache entry of the service worker (workbox): `{"revision":…,"url":"favicon.svg"}`. */
const PRECACHE_ENTRY =
  /\{\s*"?revision"?\s*:\s*(?:"[^"]*"|null)\s*,\s*"?url"?\s*:\s*"([^"]+)"|\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:/g;
/** An attribute of the page that the browser fetches: `src`, `href`. */
const HTML_ATTRIBUTE = /\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
/** A stylesheet's `url(…)`, in a .css file or the page's inlined `<style>`. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/g;
/** The web app manifest's icons, screenshots and shortcuts: `"src": "icons/x.png"`. */
const MANIFEST_SRC = /"src"\s*:\s*"([^"]*)"/g;

/** Same origin and a file: not another site, not data, not a fragment, not a route. */
function isOwnFile(ref: string): boolean {
  if (!ref || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return false;
  const path = ref.replace(/[?#].*$/, '');
  return new RegExp(`(?:^|/)${FILE_NAME}$`).test(path);
}

/** `ref` as a path from the output's root, named in the output file `from`. */
function resolveFrom(from: string, ref: string): string {
  const path = ref.replace(/[?#].*$/, '');
  const joined = path.startsWith('/') ? path : posix.join(posix.dirname(from), path);
  return posix.normalize(joined).replace(/^\/+/, '');
}

/** Every same-origin file the output file `from` (a path from the root) names in `text`. */
export function namedFiles(from: string, text: string): string[] {
  const named = new Set<string>();
  const add = (file: string) => named.add(posix.normalize(file).replace(/^\/+/, ''));
  const addRef = (ref: string | undefined) => {
    if (ref !== undefined && isOwnFile(ref)) add(resolveFrom(from, ref));
  };
  // Vite's preloader and the manifests name hashed files from the root, wherever they are named.
  for (const match of text.matchAll(HASHED)) add(`assets/${match[1]}`);
  for (const match of text.matchAll(ROOT_PATH)) if (match[2]) add(match[2]);
  if (/\.(m?js|html)$/.test(from)) {
    for (const match of text.matchAll(RELATIVE_IMPORT)) addRef(match[2]);
    // The precache's URLs are relative to the worker's own address.
    for (const match of text.matchAll(PRECACHE_ENTRY)) addRef(match[1] ?? match[2]);
  }
  if (from.endsWith('.html')) {
    for (const match of text.matchAll(HTML_ATTRIBUTE)) addRef(match[1] ?? match[2] ?? match[3]);
  }
  if (/\.(css|html)$/.test(from)) {
    for (const match of text.matchAll(CSS_URL)) addRef(match[1] ?? match[2] ?? match[3]);
  }
  if (from.endsWith('.webmanifest')) {
    for (const match of text.matchAll(MANIFEST_SRC)) addRef(match[1]);
  }
  return [...named];
}

/**
 * The files the output names and does not hold. `output`: every file written, from the root, with
 * its text where it is read (null for images and the like). `notFiles`: root paths the app uses as
 * names that are no files (the reminder's Cache Storage keys).
 */
export function missingFiles(
  output: ReadonlyMap<string, string | null>,
  notFiles: readonly string[] = [],
): MissingFile[] {
  const skip = new Set(notFiles.map((path) => path.replace(/^\/+/, '')));
  const missing: MissingFile[] = [];
  for (const [from, text] of output) {
    if (text === null || !SCANNED.test(from)) continue;
    for (const file of namedFiles(from, text)) {
      if (!output.has(file) && !skip.has(file)) missing.push({ file, from });
    }
  }
  return missing;
}

/** Every file under `dir`, by its path from `dir` with `/` between parts. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Reads what the build wrote, once every other plugin is done (the service worker is written in
 * `closeBundle`), and fails the build naming each missing file and the file that names it.
 */
export function checkOutputFiles(notFiles: readonly string[] = []): Plugin {
  let outDir = 'dist';
  return {
    name: 'tickday-output-files',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const output = new Map(
          filesUnder(outDir).map((file) => [
            file,
            SCANNED.test(file) ? readFileSync(join(outDir, file), 'utf8') : null,
          ]),
        );
        const missing = missingFiles(output, notFiles);
        if (missing.length === 0) return;
        throw new Error(
          `The build names files it did not write:\n${missing
            .map(({ file, from }) => `  ${file} (named in ${from})`)
            .join('\n')}`,
        );
      },
    },
  };
}
