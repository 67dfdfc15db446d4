/** The browser's languages, most wanted first (`navigator.languages`), e.g. `['de-AT', 'en']`. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
