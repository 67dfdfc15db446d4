/** The app's routes, in one place (docs/architecture.md). */
export const PATHS = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  /** The list of habits' histories (`/history`, §2.10) and a habit's own (`/history/<id>`, §12). */
  history: '/history/:id?',
} as const;

// Apart from PATHS, so the first paint's code does not carry them (only lazy pages and the
// manifest, vite.config.ts, use them).
/** The list of histories (§2.10), the installed app's `History` shortcut (§19.1). */
export const HISTORY_LIST_PATH = '/history';
/** `/` with the add form open: the installed app's `Add a habit` shortcut (§19.1). */
export const ADD_HABIT_URL = '/?add';

/** A habit's history page. */
export function historyPath(id: string): string {
  return `/history/${encodeURIComponent(id)}`;
}

/** Whether `pathname` is the list of histories, `/history` (a trailing slash too). */
export function isHistoryList(pathname: string): boolean {
  return /^\/history\/?$/.test(pathname);
}

/**
 * The habit id of a history page's path, decoded once (`historyPath`'s inverse); null for a path
 * that is not one or cannot be decoded (`/history/%`). Read from the raw path: the router's own
 * parameter has been through `decodeURI` already, so decoding it again turned `%25` into an error.
 */
export function habitIdFromPath(pathname: string): string | null {
  const [, encoded] = /^\/history\/([^/]+)\/?$/.exec(pathname) ?? [];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
