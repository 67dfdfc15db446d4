/**
 * `on` while React is hydrating the prerendered shell (docs/decisions.md, "A first paint before
 * React"): on the server that renders it at build time (src/app/shell.tsx), and in the browser
 * until the shell is hydrated (main.tsx). Code-split parts then render through their Suspense
 * boundary, as the server did, so the markup matches and a part whose code is not here yet keeps
 * its server HTML until it is.
 */
export const hydration = { on: false };
