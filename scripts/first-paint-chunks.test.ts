import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintChunks } from './first-paint.ts';

/** A module graph by static imports: each module's id and what it imports. */
function graph(links: Record<string, string[]>) {
  const id = (name: string) => join(process.cwd(), name);
  const info = (moduleId: string) => {
    const name = Object.keys(links).find((key) => id(key) === moduleId);
    return name ? { importedIds: links[name]!.map(id) } : null;
  };
  return { id, info };
}

describe('the chunks, read from the module graph (scripts/first-paint.ts)', () => {
  // main reaches core and ui; the part fetched before the first render reaches ui (core's), its
  // own groups code and a module another lazy part shares; that other part reaches only its own.
  const { id, info } = graph({
    'main.tsx': ['core.ts', 'ui.ts'],
    'core.ts': [],
    'ui.ts': [],
    'sections.lazy.tsx': ['ui.ts', 'groups.ts'],
    'groups.ts': ['field-edits.ts'],
    'field-edits.ts': [],
    'dialog.lazy.tsx': ['field-edits.ts', 'dialog-only.ts'],
    'dialog-only.ts': [],
  });
  const chunkOf = (name: string) =>
    firstPaintChunks(id('main.tsx'), ['sections.lazy.tsx'])(id(name), { getModuleInfo: info });

  it('puts what the first paint reaches in core, bar the entry itself', () => {
    expect(chunkOf('main.tsx')).toBeUndefined();
    expect(chunkOf('core.ts')).toBe('core');
    expect(chunkOf('ui.ts')).toBe('core');
  });

  it('puts a first-render part with all it reaches beyond core in one chunk: one request', () => {
    expect(chunkOf('sections.lazy.tsx')).toBe('first-render-0');
    expect(chunkOf('groups.ts')).toBe('first-render-0');
    expect(chunkOf('field-edits.ts')).toBe('first-render-0');
  });

  it('leaves what only other lazy parts reach to the bundler', () => {
    expect(chunkOf('dialog.lazy.tsx')).toBeUndefined();
    expect(chunkOf('dialog-only.ts')).toBeUndefined();
  });
});
