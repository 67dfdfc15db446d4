import { fileURLToPath } from 'node:url';

/** The first paint's entry: what it reaches by static imports is what `/` loads. */
export const FIRST_PAINT_ENTRY = fileURLToPath(new URL('../src/app/main.tsx', import.meta.url));

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
 * share. A module that only lazy parts reach stays with them, in the chunks the bundler makes.
 */
export function firstPaintChunks(entry = FIRST_PAINT_ENTRY) {
  let first: Set<string> | null = null;
  return (id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleLinks | null }) => {
    // The graph is whole when chunks are made: read once, at the first module asked about.
    first ??= staticallyReached(entry, getModuleInfo);
    return id !== entry && first.has(id) ? 'core' : undefined;
  };
}
