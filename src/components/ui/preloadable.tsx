import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useFirstRender } from './first-render';
import { loadMoreWords } from '../../i18n/i18n';
import { ErrorBoundary, type PartName } from './error-boundary';

/** The `preload` of every part that is not a page, in the order the parts were made. */
const warmable: (() => Promise<unknown>)[] = [];
/**
 * Loads the parts' code while the page is idle after its first paint, one part an idle slice:
 * a first tap on a phone (no hover to warm it) then opens a dialog at once, not after a fetch.
 */
export function warmPartsWhenIdle(): void {
  if (typeof requestIdleCallback !== 'function') return;
  let next = 0;
  const step = () => {
    const preload = warmable[next++];
    if (!preload) return;
    // A part that cannot be fetched now says so when it is opened (its error boundary).
    preload().then(
      () => requestIdleCallback(step),
      () => requestIdleCallback(step),
    );
  };
  requestIdleCallback(step);
}

interface PartOptions {
  /** Places the alert: a route shows it inside the page's header and footer. A route is not warmed. */
  frame?: (alert: ReactNode) => ReactNode;
  /** Loaded while the page is idle after its first paint (default), or only when first shown. */
  warm?: boolean;
  /** Shown while its code loads (nothing by default). */
  loading?: () => ReactNode;
  /**
   * Its words are in the `core` catalog (`FIRST_RENDER_PARTS` in scripts/first-paint.ts), so
   * loading it waits for no `more` words.
   */
  coreWords?: boolean;
}

/**
 * The one way to load a part of the app on first use (a dialog, popover, route, the reorder code).
 * A code-split component that renders at once when its code has already been loaded (by
 * `preload`, on a pointer or focus nearing its trigger). React.lazy alone suspends on the first
 * render even then, and React holds a suspended reveal back by about 300 ms. It sits in an error
 * boundary: when its file cannot be fetched, or it fails while rendering, an alert with Reload
 * takes its place and the rest of the page keeps working. `part` names it in that alert.
 */
export function preloadable<P extends object>(
  part: PartName,
  load: () => Promise<{ default: ComponentType<P> }>,
  { frame, warm = !frame, loading, coreWords = false }: PartOptions = {},
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    // A part's words (the `more` catalog, docs/decisions.md "Eight languages") come with its code.
    (pending ??= Promise.all([load(), coreWords ? null : loadMoreWords()]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Tried again next time (a warm-up while offline must not spoil a later opening).
        pending = null;
        throw error;
      },
    ));
  if (warm) warmable.push(preload);
  const Lazy = lazy(preload);

  function Preloadable(props: P) {
    // Decided once per mount, so the element type never changes under a mounted instance. In
    // React's first render over the prerendered shell, always through Suspense, as the server
    // rendered it; inside it the code itself when it is here (a lazy read for the first time
    // suspends even then). Over a snapshot, never: a part waits with the whole page (first-render.ts).
    const firstRender = useFirstRender();
    const [Ready] = useState(() => (firstRender === 'shell' ? null : loaded));
    const [Inner] = useState(() => loaded ?? Lazy);
    const [whole] = useState(() => firstRender === 'snapshot');
    return (
      <ErrorBoundary part={part} frame={frame}>
        {Ready ? (
          <Ready {...props} />
        ) : whole ? (
          <Inner {...props} />
        ) : (
          <Suspense fallback={loading?.() ?? null}>
            <Inner {...props} />
          </Suspense>
        )}
      </ErrorBoundary>
    );
  }
  // Warming is a hint: a failed fetch shows when the part is rendered, not as a stray rejection.
  // It settles either way, so a caller may wait for it before rendering the part.
  Preloadable.preload = (): Promise<void> =>
    preload().then(
      () => undefined,
      () => undefined,
    );
  return Preloadable;
}
