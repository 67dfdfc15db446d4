/**
 * The share target's names (docs/product.md §19.3), which the manifest (vite.config.ts), the
 * service worker (src/platform/sw.js, which bundles this module) and the page share. Android's
 * share sheet POSTs the shared file to `SHARE_ACTION` as multipart/form-data, in field
 * `SHARE_FIELD`; the worker keeps it in cache `SHARE_CACHE` and sends the page to `/` with
 * `SHARED_QUERY`, which takes it from there (platform/shared-files.ts) and deletes it.
 */
export const SHARE_ACTION = '/share-target';
export const SHARE_FIELD = 'files';
export const SHARE_CACHE = 'tickday-shared';
export const SHARED_QUERY = '?shared';
