import { useSyncExternalStore } from 'react';

/**
 * `on` while React is hydrating the prerendered shell (docs/decisions.md, "A first paint before
 * React"): on the server that renders it at build time (src/app/shell.tsx), and in the browser
 * until the shell is hydrated (main.tsx). Code-split parts then render through their Suspense
 * boundary, as the server did, so the markup matches and a part whose code is not here yet keeps
 * its server HTML until it is.
 */
export const hydration = { on: false };

const never = () => () => undefined;

/**
 * False in the server's render and while React hydrates it, true once this component has been
 * hydrated (or rendered in the browser without a shell): for what the shell must not draw or take.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
