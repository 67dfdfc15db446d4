import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_PARTS, firstPaintSources } from '../../scripts/first-paint';
import { readPo } from '../../scripts/po.mjs';

const ROOT = join(__dirname, '..', '..');

/** The files a catalog's messages come from (its `#:` lines). */
function origins(part: 'core' | 'more'): Set<string> {
  const text = readFileSync(join(ROOT, 'src', 'locales', 'en', `${part}.po`), 'utf8');
  expect(readPo(text).size).toBeGreaterThan(0);
  return new Set([...text.matchAll(/^#: (\S+)$/gm)].map((m) => m[1] as string));
}

describe('the core catalog (docs/decisions.md, "Eight languages"): the first paint’s words', () => {
  const first = firstPaintSources();

  it('is made of the files src/app/main.tsx reaches by static imports, and no lazy part', () => {
    expect(first).toContain('src/app/main.tsx');
    expect(first).toContain('src/routes/home.tsx');
    expect(first).toContain('src/features/habits/card/habit-card.tsx');
    // Reached by import() only.
    expect(first.filter((file) => /\.lazy\.tsx?$/.test(file))).toEqual([]);
    expect(first).not.toContain('src/routes/not-found.tsx');
    // The store names the badge rules' type only (`import type`), and loads them on first use.
    expect(first).not.toContain('src/domain/badges.ts');
  });

  it('holds every message of those files, and `more` every other file’s', () => {
    // With the parts main.tsx fetches before the first render (the page with groups).
    const first = [...firstPaintSources(), ...FIRST_RENDER_PARTS];
    const core = origins('core');
    expect([...core].filter((file) => !first.includes(file))).toEqual([]);
    // A message used both by the first paint and by a lazy part is in `core` only.
    expect([...origins('more')].filter((file) => first.includes(file))).toEqual([]);
  });
});
