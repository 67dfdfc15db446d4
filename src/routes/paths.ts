/** The app's routes, in one place (docs/architecture.md). */
export const PATHS = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  /** The list of habits' histories (`/history`, §2.10) and a habit's own (`/history/<id>`, §12). */
  history: '/history/:id?',
} as const;

/** A habit's history page. */
export function historyPath(id: string): string {
  return `/history/${encodeURIComponent(id)}`;
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
