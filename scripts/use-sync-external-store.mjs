// wouter imports the `use-sync-external-store` shim for React 17; React 18+ has the hook, and the
// shim's fallback (0.3 KB gzip of `/`) never runs here. vite.config.ts aliases the shim to this.
export { useSyncExternalStore } from 'react';
