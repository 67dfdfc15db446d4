import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite a decision by its heading in quotes (`docs/decisions.md, "Eight languages"`), and
 * docs/decisions.md opens with an index of its headings. Both fail here when a heading they name
 * is gone, so a citation cannot point at nothing again (issue 41).
 */

const ROOT = process.cwd();
const DECISIONS = 'docs/decisions.md';
const SCANNED = ['src', 'checks', 'scripts', 'e2e', 'bench', 'docs', 'deploy'];
const SKIPPED = new Set(['node_modules', 'dist', 'locales', '.lighthouse']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|html|css|md|conf)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return TEXT.test(name) ? [path] : [];
  });
}

function scannedFiles(): string[] {
  const top = readdirSync(ROOT).filter((name) => TEXT.test(name) && statSync(name).isFile());
  return [
    ...top.map((name) => join(ROOT, name)),
    ...SCANNED.flatMap((d) => filesUnder(join(ROOT, d))),
  ];
}

/** A heading or a citation as compared: no code marks, one space between words. */
const plain = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** GitHub's anchor for a heading (github-slugger's rule), numbered when a heading repeats. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const heading of headingsOf(markdown)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.trim());
}

/** The quoted headings cited after each `decisions.md` in a file, comment marks between lines removed. */
export function citationsIn(text: string): { cited: string | null; at: number }[] {
  const found: { cited: string | null; at: number }[] = [];
  for (const m of text.matchAll(/decisions\.md/g)) {
    const after = text
      .slice(m.index + m[0].length, m.index + 400)
      .replace(/[ \t]*\r?\n[ \t]*(?:\/\/|\*(?!\/)|<!--)?[ \t]*/g, ' ');
    const quoted = /^[\])]?(?:\([^)]*\))?[ ,]*"([^"]+)"/.exec(after);
    // A citation without quotes (`decisions.md, Undo of a delete`) names nothing this can check.
    const bare = /^, *[^"\s]/.test(after);
    if (quoted) found.push({ cited: quoted[1]!, at: m.index });
    else if (bare) found.push({ cited: null, at: m.index });
  }
  return found;
}

describe('docs/decisions.md, its index and the comments that cite it', () => {
  const decisions = readFileSync(join(ROOT, DECISIONS), 'utf8');
  const headings = headingsOf(decisions).map(plain);

  it('every cited heading exists (the citation may stop at a word boundary of the heading)', () => {
    const broken: string[] = [];
    for (const file of scannedFiles()) {
      const name = relative(ROOT, file);
      if (name === DECISIONS || name === 'checks/docs-links.test.ts') continue;
      const text = readFileSync(file, 'utf8');
      for (const { cited, at } of citationsIn(text)) {
        const line = text.slice(0, at).split('\n').length;
        const c = cited === null ? null : plain(cited);
        const exists =
          c !== null &&
          headings.some((h) => h === c || (h.startsWith(c) && /^\W/u.test(h.slice(c.length))));
        if (!exists)
          broken.push(`${name}:${line}: ${cited === null ? '(no quoted heading)' : `"${cited}"`}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the headings are unique, and each is in the index at the top', () => {
    const decided = headingsOf(decisions).slice(1);
    expect(new Set(decided).size).toBe(decided.length);
    const linked = new Set([...decisions.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!));
    // The first heading is the page's title; the index itself has none.
    const anchors = [...anchorsOf(decisions)].slice(1);
    expect(anchors.filter((a) => !linked.has(a))).toEqual([]);
  });

  it('every link to a heading, in the index or to the bench diary, lands on one', () => {
    const local = anchorsOf(decisions);
    const bench = anchorsOf(readFileSync(join(ROOT, 'bench/README.md'), 'utf8'));
    const missing = [
      ...[...decisions.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!).filter((a) => !local.has(a)),
      ...[...decisions.matchAll(/\]\(\.\.\/bench\/README\.md#([^)]+)\)/g)]
        .map((m) => m[1]!)
        .filter((a) => !bench.has(a))
        .map((a) => `bench/README.md#${a}`),
    ];
    expect(missing).toEqual([]);
  });

  it('finds citations across comment lines, and flags one without quotes', () => {
    expect(citationsIn('// (docs/decisions.md, "A first paint before\n// React")')[0]?.cited).toBe(
      'A first paint before React',
    );
    expect(citationsIn(' * (docs/decisions.md,\n * "Eight languages")')[0]?.cited).toBe(
      'Eight languages',
    );
    expect(
      citationsIn('[docs/decisions.md](docs/decisions.md), "Undo"').map((c) => c.cited),
    ).toEqual(['Undo', 'Undo']);
    expect(citationsIn('(docs/decisions.md, Undo of a delete)')).toEqual([{ cited: null, at: 6 }]);
    expect(citationsIn('(docs/decisions.md).')).toEqual([]);
  });
});
