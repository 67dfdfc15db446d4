import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The first paint's entry: what it reaches by static imports is what `/` loads. Paths are from the
 * project's root, the directory the build, Lingui and the tests run in.
 */
export const FIRST_PAINT_ENTRY = join(process.cwd(), 'src', 'app', 'main.tsx');

interface ModuleLinks {
  importedIds: readonly string[];
}

/**
 * Every module `entry` reaches by static imports (itself included), read from the bundler's module
 * graph: a dynamic `import()` (a `*.lazy` module) is where it stops.
 */
export function staticallyReached(
  entry: string,
  moduleInfo: (id: string) => ModuleLinks | null,
): Set<string> {
  const reached = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    next.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The chunks, from the module graph rather than a list of paths: everything the first paint's
 * entry reaches by static imports, bar the entry itself, is one chunk, `core`, which the lazy parts
 * share. Each part fetched before the first render (`FIRST_RENDER_PARTS`) is one chunk with all it
 * reaches beyond `core`: split by the bundler, the page with groups came as three requests one
 * after another (its code, then `groups.ts` and the icons, then what those import), ~65 ms before
 * its first render on a return visit. A module that only other lazy parts reach stays with them,
 * in the chunks the bundler makes.
 */
export function firstPaintChunks(entry = FIRST_PAINT_ENTRY, parts = FIRST_RENDER_PARTS) {
  let chunks: Map<string, string> | null = null;
  return (id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleLinks | null }) => {
    // The graph is whole when chunks are made: read once, at the first module asked about.
    chunks ??= chunksOf(entry, parts, getModuleInfo);
    return id === entry ? undefined : chunks.get(id);
  };
}

function chunksOf(
  entry: string,
  parts: readonly string[],
  moduleInfo: (id: string) => ModuleLinks | null,
): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const id of staticallyReached(entry, moduleInfo)) chunks.set(id, 'core');
  parts.forEach((part, index) => {
    for (const id of staticallyReached(join(process.cwd(), part), moduleInfo))
      if (!chunks.has(id)) chunks.set(id, `first-render-${index}`);
  });
  return chunks;
}

/**
 * Lazy parts that `src/app/main.tsx` fetches before the first render when the stored data needs
 * them (the page with groups, docs/decisions.md "The page with groups: its code before the first
 * render"): their words are in the `core` catalog, so the first render waits for no `more`.
 */
export const FIRST_RENDER_PARTS = ['src/features/habits/list/habit-sections.lazy.tsx'];

/**
 * The same walk over the source files, for what runs without the bundler (Lingui's extraction:
 * lingui.config.ts makes the `core` catalog of these files' words). Each file's own imports, read
 * by TypeScript's parser: `import` and `export ... from` of a file of ours, not `import type` (it
 * loads nothing) and not `import()`. Paths from the project's root, sorted.
 */
export function firstPaintSources(entry = FIRST_PAINT_ENTRY): string[] {
  const resolve = (from: string, specifier: string) => {
    const base = join(dirname(from), specifier);
    return [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ].find((file) => /\.tsx?$/.test(file) && existsSync(file));
  };
  const reached = staticallyReached(entry, (file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const importedIds: string[] = [];
    for (const statement of source.statements) {
      const loads =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly);
      const specifier = loads ? statement.moduleSpecifier : undefined;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const found = resolve(file, specifier.text);
      if (found) importedIds.push(found);
    }
    return { importedIds };
  });
  return [...reached].map((file) => relative(process.cwd(), file)).sort();
}
