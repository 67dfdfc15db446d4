import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two files of `src/` import each other, directly or round a loop, type imports included
 * (docs/architecture.md, "The layers"). Lint's `import/no-cycle` skips `import type`, which has no
 * runtime effect but still ties the files together for a reader (issue 58 found two such loops
 * the lint passed: the field table with the habit's model, the sync store with the app store).
 * Imports by `import()` are left out: a lazy part may import back what loads it.
 */

const SRC = resolve(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The files `file` imports statically (`import ... from`, `export ... from`), types too. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)) {
    const base = resolve(dirname(file), match[1] as string);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (found) out.push(found);
  }
  return out;
}

/** Each loop of files (a strongly connected part of more than one file), by Tarjan's walk. */
function loops(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) out.push(part.map((path) => relative(SRC, path)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return out;
}

describe('the import graph of src/', () => {
  it('has no loop, type imports included', () => {
    const graph = new Map(sources(SRC).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(250);
    expect(loops(graph)).toEqual([]);
  });

  it('finds a loop made only of type imports (the check can fail)', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    const c = join(SRC, 'c.ts');
    expect(
      loops(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
