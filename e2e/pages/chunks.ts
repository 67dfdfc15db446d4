import { readFileSync } from 'node:fs';

/**
 * The built file of a source module (lazy chunks are named by their hash: the build's manifest
 * says which is which), as a pattern for `page.route`.
 */
export function chunkOf(source: string): RegExp {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`No chunk for ${source} in the build's manifest`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The built file of each lazy part named (`stats-dialog.lazy`), from the build's manifest. */
export function chunkFiles(names: readonly string[]): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; name?: string; isDynamicEntry?: boolean }>;
  return names.map((name) => {
    const entry = Object.values(manifest).find((e) => e.isDynamicEntry && e.name === name);
    if (!entry) throw new Error(`No chunk named ${name} in the build's manifest`);
    return entry.file;
  });
}
