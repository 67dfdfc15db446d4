import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * The one way to load a part of the app on first use (a dialog, popover, route, the reorder code).
 * A code-split component that renders at once when its code has already been loaded (by
 * `preload`, on a pointer or focus nearing its trigger). React.lazy alone suspends on the first
 * render even then, and React holds a suspended reveal back by about 300 ms. It sits in an error
 * boundary: when its file cannot be fetched, or it fails while rendering, an alert with Reload
 * takes its place and the rest of the page keeps working. `part` names it in that alert; `frame`
 * places the alert (a route shows it inside the page's header and footer).
 */
export function preloadable<P extends object>(
  part: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  frame?: (alert: ReactNode) => ReactNode,
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);

  function Preloadable(props: P) {
    // Decided once per mount, so the element type never changes under a mounted instance.
    const [Ready] = useState(() => loaded);
    return (
      <ErrorBoundary part={part} frame={frame}>
        {Ready ? (
          <Ready {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
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
