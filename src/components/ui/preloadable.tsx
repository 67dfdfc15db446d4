import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A code-split component that renders at once when its code has already been loaded (by
 * `preload`, on a pointer or focus nearing its trigger). React.lazy alone suspends on the first
 * render even then, and React holds a suspended reveal back by about 300 ms.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
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
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Preloadable.preload = () => void preload();
  return Preloadable;
}
