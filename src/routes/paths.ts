/** The app's routes, in one place (STYLE.md habit 8). */
export const PATHS = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
} as const;
