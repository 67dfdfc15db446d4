import { loadMoreWords } from '../../i18n/i18n';
import type { AppStore } from '../../state/app-store';
import { reminderWords } from '../../words/reminder-words';

/**
 * The reminder's start after the first paint (main.tsx), with its words: they are in the `more`
 * catalog, loaded first (docs/decisions.md, "Eight languages"), so the summary the service worker
 * reminds from is in the language in use (docs/product.md §18.2).
 */
export async function startReminders(store: AppStore): Promise<void> {
  const [runtime] = await Promise.all([
    import('../../state/reminder-runtime.lazy'),
    loadMoreWords().catch(() => undefined),
  ]);
  runtime.startReminders(store, reminderWords);
}
