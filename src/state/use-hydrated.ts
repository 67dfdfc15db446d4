import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's render of the prerendered shell (src/app/shell.tsx) and while React
 * hydrates it, true once this component has been hydrated (or rendered in the browser without a
 * shell): for what the shell must not draw or take (docs/decisions.md, "A first paint before
 * React").
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
