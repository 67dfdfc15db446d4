import { describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { plainImports } from './plain-imports.ts';

/**
 * docs/decisions.md, "A lazy import is a plain import": Vite's preload helper becomes a plain call,
 * and the build fails if a lazy import still had files to preload (they would be skipped).
 */

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown): Hook =>
  (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

describe('the plain import helper', () => {
  const plugin: Plugin = plainImports();

  it('stands in for Vite’s preload helper and only imports', async () => {
    const code = hook(plugin.load).call({}, '\0vite/preload-helper.js') as string;
    expect(code).toBe('export const __vitePreload = (load) => load();');
    expect(hook(plugin.load).call({}, '/src/app/main.tsx')).toBeUndefined();
    // What it does: the import, and its failure as it is (a part's alert says so).
    const preload = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      __vitePreload: (load: () => Promise<unknown>) => Promise<unknown>;
    };
    await expect(preload.__vitePreload(() => Promise.resolve('module'))).resolves.toBe('module');
    await expect(preload.__vitePreload(() => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
  });

  it('fails the build on a lazy import with files to preload, naming its chunk', () => {
    const error = vi.fn();
    const bundle = {
      'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'import(`./b.js`)' },
      'assets/c.js': {
        type: 'chunk',
        fileName: 'assets/c.js',
        code: 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/x.css"])))=>i.map(i=>d[i]);',
      },
    };
    hook(plugin.generateBundle).call({ error }, {}, bundle);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('assets/c.js');
  });
});
