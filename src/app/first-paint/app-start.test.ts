import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWhenShown } from '../../../scripts/start-when-shown';
import { preloadModules, snapshotMayPaint, startApp } from './app-start';
import { buildOf } from './snapshot';

/**
 * docs/decisions.md, "The app starts once the snapshot is on screen": the built page holds its
 * modules inert, and the start script puts them in the page and runs the app at once, or, over a
 * page painted from a snapshot, once that page is on screen (its first contentful paint).
 */

/** index.html as the build writes it before `startWhenShown`: a module script, modulepreloads. */
const BUILT = [
  '<html><head>',
  '<script>/* theme */</script>',
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-D.js">',
  '<link rel="modulepreload" crossorigin href="/assets/core-E.js">',
  '<style>body{}</style>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** A page of that HTML after `startWhenShown`, `data-shell` as the inline scripts left it. */
function page(shell: string): Document {
  const doc = new DOMParser().parseFromString(startWhenShown(BUILT), 'text/html');
  doc.documentElement.dataset.shell = shell;
  return doc;
}

const live = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

/**
 * Paint Timing, stubbed: `report` feeds entries by name to the observers made; `reported`, the
 * entries made before any observer, reach one that asks for them (`buffered`).
 */
function paintTiming(reported: string[] = []) {
  type Callback = (list: { getEntriesByName: (n: string) => unknown[] }) => void;
  const callbacks: Callback[] = [];
  const list = (names: string[]) => ({
    getEntriesByName: (name: string) => names.filter((n) => n === name),
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(private callback: Callback) {
        callbacks.push(callback);
      }
      observe(options: { type: string; buffered?: boolean }) {
        if (options.type === 'paint' && options.buffered && reported.length > 0) {
          queueMicrotask(() => this.callback(list(reported)));
        }
      }
      disconnect() {}
    },
  );
  return (...names: string[]) => callbacks.forEach((callback) => callback(list(names)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the built page's modules (scripts/start-when-shown.ts)", () => {
  it('are held inert in <template id="start">, the module marked data-start, and name the build', () => {
    const doc = page('');
    expect(live(doc)).toEqual([]);
    // Before the head's inline script, which may put them in the page at once.
    expect(doc.head.firstElementChild?.id).toBe('start');
    expect(doc.querySelector('script[type="module"]')).toBeNull();
    const held = doc.querySelector<HTMLTemplateElement>('template#start')?.content;
    expect([...(held?.querySelectorAll('link') ?? [])].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/index-AbC.js',
      '/assets/runtime-D.js',
      '/assets/core-E.js',
    ]);
    expect(held?.querySelector('link[data-start]')?.getAttribute('href')).toBe(
      '/assets/index-AbC.js',
    );
    // The snapshot's build is the module's file (snapshot.ts); the dev server's page keeps its script.
    expect(buildOf(doc)).toBe('/assets/index-AbC.js');
    const dev = new DOMParser().parseFromString(
      '<script type="module" src="/src/app/main.tsx"></script>',
      'text/html',
    );
    expect(buildOf(dev)).toBe('/src/app/main.tsx');
  });

  it('fail the build when the page has no module script, or more than one', () => {
    expect(() => startWhenShown('<html><head></head></html>')).toThrow(/0 module scripts/);
    const two = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/x.js"></script></head>',
    );
    expect(() => startWhenShown(two)).toThrow(/2 module scripts/);
    const other = BUILT.replace('crossorigin href="/assets/core-E.js"', 'href="/assets/core-E.js"');
    expect(() => startWhenShown(other)).toThrow(/module preload of another form/);
  });
});

describe('the start script (first-paint/app-start.ts)', () => {
  it('without a snapshot, puts the modules in the page and runs the app at once', async () => {
    paintTiming();
    const doc = page('habits');
    const load = vi.fn(() => Promise.resolve());
    await startApp(doc, load);
    expect(live(doc)).toEqual([
      '/assets/index-AbC.js',
      '/assets/runtime-D.js',
      '/assets/core-E.js',
    ]);
    expect(load).toHaveBeenCalledExactlyOnceWith(new URL('/assets/index-AbC.js', doc.baseURI).href);
  });

  it('over a snapshot, fetches and runs nothing until the page is on screen', async () => {
    const report = paintTiming();
    const doc = page('snapshot');
    const load = vi.fn(() => Promise.resolve());
    const started = startApp(doc, load);
    report('first-paint');
    await Promise.resolve();
    expect(live(doc)).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    report('first-contentful-paint');
    await started;
    expect(live(doc)).toHaveLength(3);
    expect(load).toHaveBeenCalledOnce();
  });

  it('over a snapshot whose first paint was reported before it asked, starts at once', async () => {
    vi.useFakeTimers();
    paintTiming(['first-paint', 'first-contentful-paint']);
    const doc = page('snapshot');
    const load = vi.fn(() => Promise.resolve());
    void startApp(doc, load);
    // No time passes: the entry asked for with `buffered`, not the fallback, starts it.
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
  });

  it('over a snapshot that never paints (a tab in the background), starts half a second later', async () => {
    vi.useFakeTimers();
    paintTiming();
    const doc = page('snapshot');
    const load = vi.fn(() => Promise.resolve());
    const started = startApp(doc, load);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(load).toHaveBeenCalledOnce();
  });

  it('in the dev server (a module script, no template) starts nothing', async () => {
    const doc = new DOMParser().parseFromString(
      '<script type="module" src="/src/app/main.tsx"></script>',
      'text/html',
    );
    const load = vi.fn(() => Promise.resolve());
    await startApp(doc, load);
    expect(load).not.toHaveBeenCalled();
  });
});

it('in a browser without paint entries, starts at once over a snapshot too', async () => {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['event'];
      observe() {}
      disconnect() {}
    },
  );
  const doc = page('snapshot');
  const load = vi.fn(() => Promise.resolve());
  await startApp(doc, load);
  expect(load).toHaveBeenCalledOnce();
});

describe('the modules asked for early (first-paint/shell-script.ts)', () => {
  it("only where no snapshot can be painted: not on the home page with one of this build's", () => {
    const stored = '{"build":"/assets/index-AbC.js","pages":[]}';
    expect(snapshotMayPaint('/', stored, '/assets/index-AbC.js')).toBe(true);
    expect(snapshotMayPaint('/', stored, null)).toBe(true);
    expect(snapshotMayPaint('/', null, '/assets/index-AbC.js')).toBe(false);
    expect(snapshotMayPaint('/history', stored, '/assets/index-AbC.js')).toBe(false);
    // A query: a tick link or a shared file, which no snapshot paints (snapshot.ts, pickSnapshot).
    expect(snapshotMayPaint('/?tick=abc', stored, '/assets/index-AbC.js')).toBe(false);
    expect(snapshotMayPaint('/?shared', stored, '/assets/index-AbC.js')).toBe(false);
    // The first visit after an update: the snapshot is the build before's.
    expect(snapshotMayPaint('/', stored, '/assets/index-New.js')).toBe(false);
  });

  it('are put in the page once, however often asked, and the start then runs the app', async () => {
    paintTiming();
    const doc = page('');
    preloadModules(doc);
    preloadModules(doc);
    expect(live(doc)).toEqual([
      '/assets/index-AbC.js',
      '/assets/runtime-D.js',
      '/assets/core-E.js',
    ]);
    const load = vi.fn(() => Promise.resolve());
    await startApp(doc, load);
    expect(live(doc)).toHaveLength(3);
    expect(load).toHaveBeenCalledOnce();
    // The build is still named by the held module (snapshot.ts reads it when it writes).
    expect(buildOf(doc)).toBe('/assets/index-AbC.js');
  });
});
