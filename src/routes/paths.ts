/** The app's routes, in one place (docs/architecture.md). */
export const PATHS = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  history: '/history/:id',
} as const;

/** A habit's history page. */
export function historyPath(id: string): string {
  return `/history/${encodeURIComponent(id)}`;
}
