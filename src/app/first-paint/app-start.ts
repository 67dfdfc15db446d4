import { SNAPSHOT_PAGE } from './snapshot-page';

/**
 * When the app starts (docs/decisions.md, "The app starts once the snapshot is on screen"): at
 * once, or over a page painted from a snapshot once that page is on screen. On two cores, the
 * app's module evaluated and ICU set up right after the snapshot's frame held that frame back from
 * the screen.
 */

/**
 * Resolves once a page painted from a snapshot is on screen: its first contentful paint reported
 * (Paint Timing), or `fallbackMs` after the call where none comes (a tab opened in the background
 * paints nothing until shown). Resolves at once on a page without one, and in a browser without
 * paint entries.
 */
export function snapshotShown(page: Document = document, fallbackMs = 500): Promise<void> {
  return new Promise((resolve) => {
    if (page.documentElement.dataset.shell !== 'snapshot') return resolve();
    // A browser without paint entries starts at once, as before.
    const kinds =
      typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
    if (!kinds?.includes('paint')) return resolve();
    setTimeout(resolve, fallbackMs);
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No Paint Timing here: the fallback.
    }
  });
}

/**
 * The built page's modules, held inert until the app starts (scripts/start-when-shown.ts), and
 * the one marked `data-start`, which starts it; null in the dev server's page (a module script).
 */
export function heldModules(page: Document): { held: HTMLTemplateElement; start: string } | null {
  const held = page.querySelector<HTMLTemplateElement>('template#start');
  const start = held?.content.querySelector('link[data-start]')?.getAttribute('href');
  return held && start ? { held, start } : null;
}

/**
 * Puts the page's held modules in its head as modulepreloads (their fetches start), once: again,
 * it does nothing. The head's inline script calls it at once where no snapshot can be painted
 * (`snapshotMayPaint`), so a first visit's modules are asked for while the rest of the page
 * still arrives; the start script calls it when the app starts.
 */
export function preloadModules(page: Document): void {
  const modules = heldModules(page);
  if (!modules || modules.held.hasAttribute('data-preloaded')) return;
  modules.held.setAttribute('data-preloaded', '');
  page.head.append(page.importNode(modules.held.content, true));
}

/**
 * Whether a snapshot may be painted on this page (`path`: its path and query): the one page
 * snapshots paint, with one stored that names this page's build (`build`, `buildOf`: the first
 * visit after an update has one from the build before). Where none can be, nothing waits for one.
 */
export function snapshotMayPaint(
  path: string,
  stored: string | null,
  build: string | null,
): boolean {
  return path === SNAPSHOT_PAGE && stored !== null && (build === null || stored.includes(build));
}

/**
 * Starts the app when `snapshotShown` says: its modules preloaded (`preloadModules`), the one
 * marked `data-start` run with `load`. The build holds them in `<template id="start">` rather than
 * writing a module script and modulepreloads, which the browser fetches and compiles at once,
 * beside a snapshot's first frame. Run from the end of the page, as a module script was. In the
 * dev server the page keeps its module script, and there is nothing to start.
 */
export function startApp(page: Document, load: (url: string) => Promise<unknown>): Promise<void> {
  const modules = heldModules(page);
  if (!modules) return Promise.resolve();
  return snapshotShown(page).then(() => {
    preloadModules(page);
    // A module that cannot be fetched leaves the page as painted, as a module script did; the
    // browser reports the failed fetch.
    load(new URL(modules.start, page.baseURI).href).catch(() => undefined);
  });
}
