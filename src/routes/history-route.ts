import { preloadable } from '../components/ui/preloadable';
import { inPage } from './layout/in-page';

/** The history page, loaded on first use; the card menu and the calendar warm it as they open. */
export const HistoryPage = preloadable('this page', () => import('./history.lazy'), inPage);
