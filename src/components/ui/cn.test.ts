import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every class-like word in the app's source strings (it over-collects; extra words are kept as is). */
function vocabulary(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The language codes of src/i18n (`pt-BR`) read like classes; it holds none.
      if (entry.isDirectory()) {
        if (entry.name !== 'i18n') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.|^cn\.ts$/.test(entry.name)) {
        // Words in the catalogs' messages (t`…`, `message: '…'`) are sentences, not classes.
        const source = readFileSync(path, 'utf8')
          .replace(/\bt`[^`]*`/g, '')
          .replace(/\b(message|comment|context):\s*(['"`])[^'"`]*\2/g, '');
        for (const [, , text] of source.matchAll(/(['"`])([^'"`\n]*)\1/g)) {
          for (const word of (text ?? '').split(/\s+/)) {
            if (/^[a-z0-9!:\-[\]/.%_(),#&>*@=]+$/i.test(word) && word.length < 80) words.add(word);
          }
        }
      }
    }
  };
  walk(join(__dirname, '../..'));
  return [...words].sort();
}

/** A class's variants and importance (`md:hover:` and `!`), outside brackets; '' for none. */
function variantsOf(word: string): string {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < word.length; i += 1) {
    if (word[i] === '[') depth += 1;
    else if (word[i] === ']') depth -= 1;
    else if (word[i] === ':' && depth === 0) end = i + 1;
  }
  const base = word.slice(end);
  return word.slice(0, end) + (base.startsWith('!') || base.endsWith('!') ? '!' : '');
}

describe('cn', () => {
  it('lets a later class win over an earlier one for the same property', () => {
    expect(cn('grid w-full gap-2', 'w-auto')).toBe('grid gap-2 w-auto');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted', 'text-fg')).toBe('text-sm text-fg');
    expect(cn('hover:bg-surface-2', 'hover:bg-accent', 'bg-bg')).toBe('hover:bg-accent bg-bg');
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('merges every pair of the app’s classes exactly as tailwind-merge’s full configuration', () => {
    const words = vocabulary();
    expect(words.length).toBeGreaterThan(300);
    // Two classes conflict only under the same variants and importance (tailwind-merge's own
    // rule, the same code in both): every pair within each such set, and one pair across sets.
    const sets = new Map<string, string[]>();
    for (const word of words) {
      const key = variantsOf(word);
      const set = sets.get(key);
      if (set) set.push(word);
      else sets.set(key, [word]);
    }
    const wrong: string[] = [];
    const check = (a: string, b: string) => {
      if (cn(a, b) !== twMerge(a, b)) wrong.push(`${a} + ${b}: ${cn(a, b)} / ${twMerge(a, b)}`);
    };
    for (const set of sets.values()) for (const a of set) for (const b of set) check(a, b);
    const firsts = [...sets.values()].map((set) => set[0]!);
    for (const a of firsts) for (const b of firsts) check(a, b);
    expect(wrong.slice(0, 80)).toEqual([]);
    // ~3 M pairs: about 30 s alone here, and 70 s beside a bench on this 2-core machine.
  }, 180_000);
});
