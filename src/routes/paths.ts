/** The app's routes, in one place (docs/architecture.md). */
export const PATHS = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
} as const;
