import { describe, expect, it } from 'vitest';
import { missingFiles, namedFiles } from './output-files.ts';

/**
 * docs/product.md §15.3: the build fails when what it wrote names a file it did not write (issue
 * 40: a lazy chunk asked the preloader for a stylesheet the build had inlined).
 */

/** A small build's output: the page, its entry, a lazy chunk, the worker, the manifests. */
function output(overrides: Record<string, string | null> = {}): Map<string, string | null> {
  return new Map<string, string | null>(
    Object.entries({
      'index.html': [
        '<link rel="icon" href="/favicon.svg" />',
        '<link rel="manifest" href="/manifest.webmanifest" />',
        '<script type="module" src="/assets/index-A1.js"></script>',
        '<link rel="modulepreload" href="/assets/core-B2.js" />',
        '<style>.x{background:url(/icons/icon-192.png)}</style>',
        '<a href="/terms">Terms</a> <a href="https://example.com/x.js">elsewhere</a>',
      ].join('\n'),
      'assets/index-A1.js':
        'import{a}from"./core-B2.js";const l=()=>import(`./C3.js`);navigator.serviceWorker.register(`/sw.js`)',
      'assets/core-B2.js': 'export const a=1;const w=new URL("./sql-D4.wasm",import.meta.url)',
      'assets/C3.js': 'export default 1',
      'assets/sql-D4.wasm': null,
      'sw.js':
        'importScripts(`/reminder-sw.js`);e([{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/C3.js"}])',
      'reminder-sw.js': 'const n={summaryUrl:"/reminder/summary.json"}',
      'manifest.webmanifest': '{"icons":[{"src":"/icons/icon-192.png"},{"src":"icons/x.png"}]}',
      'icons/icon-192.png': null,
      'icons/x.png': null,
      'favicon.svg': null,
      '.vite/manifest.json':
        '{"src/a.tsx":{"file":"assets/C3.js","src":"src/a.tsx","imports":["_core-B2.js"]}}',
      ...overrides,
    }),
  );
}

describe('the build checks the files its output names', () => {
  it('a complete output names nothing missing; routes, other sites and Cache Storage keys are no files', () => {
    expect(missingFiles(output(), ['/reminder/summary.json'])).toEqual([]);
  });

  it('reads each way a file is named: page attributes, styles, imports, the worker’s precache, the manifests', () => {
    const files = output();
    const named = (file: string) => namedFiles(file, files.get(file) ?? '').sort();
    expect(named('index.html')).toEqual([
      'assets/core-B2.js',
      'assets/index-A1.js',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ]);
    expect(named('assets/index-A1.js')).toEqual(['assets/C3.js', 'assets/core-B2.js', 'sw.js']);
    expect(named('assets/core-B2.js')).toEqual(['assets/sql-D4.wasm']);
    expect(named('sw.js')).toEqual(['assets/C3.js', 'index.html', 'reminder-sw.js']);
    expect(named('manifest.webmanifest')).toEqual(['icons/icon-192.png', 'icons/x.png']);
    expect(named('.vite/manifest.json')).toEqual(['assets/C3.js']);
  });

  it('the preloader asking for a stylesheet that was inlined (issue 40) is named, with the file that asks', () => {
    const files = output({
      'assets/C3.js':
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/index-X9.css"])))=>i.map(i=>d[i]);export default 1',
    });
    expect(missingFiles(files, ['/reminder/summary.json'])).toEqual([
      { file: 'assets/index-X9.css', from: 'assets/C3.js' },
    ]);
  });

  it('names every other kind of missing file', () => {
    const files = output();
    files.delete('assets/core-B2.js');
    files.delete('icons/x.png');
    files.delete('reminder-sw.js');
    files.delete('index.html');
    files.set('index.html', '<img src="/qr.png"><script src="./assets/gone.js"></script>');
    expect(missingFiles(files, ['/reminder/summary.json'])).toEqual(
      expect.arrayContaining([
        { file: 'assets/core-B2.js', from: 'assets/index-A1.js' },
        { file: 'icons/x.png', from: 'manifest.webmanifest' },
        { file: 'reminder-sw.js', from: 'sw.js' },
        { file: 'qr.png', from: 'index.html' },
        { file: 'assets/gone.js', from: 'index.html' },
      ]),
    );
    // Without the Cache Storage key declared, it would be a missing file too.
    expect(missingFiles(output())).toEqual([
      { file: 'reminder/summary.json', from: 'reminder-sw.js' },
    ]);
  });
});
