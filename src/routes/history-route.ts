import { preloadable } from '../components/ui/preloadable';
import { inPage, thisPage } from './layout/in-page';

/** The history page, loaded on first use; the card menu and the calendar warm it as they open. */
export const HistoryPage = preloadable(thisPage, () => import('./history.lazy'), {
  frame: inPage,
});
