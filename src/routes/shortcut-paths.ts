/**
 * The installed app's shortcuts' pages (docs/product.md §19.1), apart from paths.ts, which the
 * first paint loads: only the lazy pages and the manifest (vite.config.ts) use these.
 */

/** The list of histories (§2.10): the `History` shortcut. */
export const HISTORY_LIST_PATH = '/history';

/** `/` with the add form open: the `Add a habit` shortcut (the form reads the query itself). */
export const ADD_HABIT_URL = '/?add';

/** Whether `pathname` is the list of histories, `/history` (a trailing slash too). */
export function isHistoryList(pathname: string): boolean {
  return /^\/history\/?$/.test(pathname);
}
