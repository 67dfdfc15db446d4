import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

/** The real export files of other habit apps (fixtures/peer-exports), for the importer's tests. */
export const PEER_EXPORTS = join(import.meta.dirname, '../../fixtures/peer-exports');

/** Every file under `dir`, by its path inside it (`001 Meditate/Checkmarks.csv`). */
export function filesUnder(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const [p, data] of filesUnder(path, `${prefix}${name}/`)) files.set(p, data);
    } else files.set(`${prefix}${name}`, readFileSync(path));
  }
  return files;
}

/** The folder's files as one zip, as Loop's Export as CSV gives them to the user. */
export function zipOf(dir: string): Uint8Array {
  const entries: Zippable = {};
  for (const [path, data] of filesUnder(dir)) entries[path] = data;
  return zipSync(entries);
}
