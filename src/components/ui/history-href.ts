import { createContext, useContext } from 'react';

/**
 * Where a habit's history page is, and a way to warm its code, given by the route that shows
 * habits (features never import routes). Null where there is none: no History link then.
 */
export interface HistoryLink {
  href: (id: string) => string;
  preload: () => unknown;
}

export const HistoryHrefContext = createContext<HistoryLink | null>(null);

export function useHistoryHref(): HistoryLink | null {
  return useContext(HistoryHrefContext);
}
