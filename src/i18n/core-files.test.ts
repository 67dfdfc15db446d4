import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FILES } from './core-files';

const ROOT = join(__dirname, '..', '..');

/** The source files main.tsx loads before its first render: static imports, followed. */
function firstPaintFiles(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    // `import x from './y'`, `import './y'`, `export { x } from './y'`; never `import('./y')`.
    for (const m of text.matchAll(
      /^(?:import|export)\s(?:[^'"();]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm,
    )) {
      const base = join(dirname(file), m[1] as string);
      const found = ['.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((f) => existsSync(join(ROOT, f)));
      if (found) visit(relative(ROOT, join(ROOT, found)));
    }
  };
  visit('src/app/main.tsx');
  return seen;
}

describe('the core catalog (docs/decisions.md, "Eight languages")', () => {
  it('holds the words of every file the first paint loads, and of no other file', () => {
    const usesWords = (file: string) =>
      readFileSync(join(ROOT, file), 'utf8').includes('@lingui/core/macro');
    const needed = [...firstPaintFiles()].filter(usesWords).sort();
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((f) => !(CORE_FILES as readonly string[]).includes(f))).toEqual([]);
    // A listed file the first paint no longer loads would put lazy words in `/`.
    const listed = new Set(firstPaintFiles());
    expect(CORE_FILES.filter((f) => !listed.has(f))).toEqual([]);
  });
});
