/**
 * The one page a snapshot paints (snapshot.ts, `pickSnapshot`), as path and query together: `/`,
 * so a tick link (`/?tick=…`) or a file shared to the app (`/?shared`) is not it. A module of its
 * own, so the head's inline script knows it without the rest of snapshot.ts (app-start.ts).
 */
export const SNAPSHOT_PAGE = '/';

/** The page `location` is at, as `SNAPSHOT_PAGE` is written: its path and query together. */
export function pageAt({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  return pathname + search;
}
