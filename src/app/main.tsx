import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { switchLanguage } from '../i18n/i18n';
import { afterPaint } from '../components/ui/after-paint';
import { warmPartsWhenIdle } from '../components/ui/preloadable';
import { createAppStore } from '../state/app-store';
import { languageOf } from '../state/locale';
import { browserStorage, readRaw } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { mayHoldGroups } from '../storage/codec';
import { SHARED_QUERY } from '../platform/share-names';
import type { LaunchedFile } from '../state/handed-files';
import { preloadGroupedList, preloadListFor } from '../features/habits/list/habit-list';
import { holdFirstScreenful } from '../features/habits/first-screenful';
import { App } from './app';
import type { HeldSnapshot } from './first-paint/snapshot-paint';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw Error('#root is missing');
const whenIdle = (job: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(job, { timeout: 5000 })
    : setTimeout(job, 2000);
// The page with groups' code is on its way while the stored data is read and checked.
if (mayHoldGroups(readRaw(browserStorage(), STORAGE_KEYS.data))) preloadGroupedList();
// Writes run right after a paint, so they never delay one; the start's badge check when idle.
const store = createAppStore(browserStorage(), Date.now, afterPaint, whenIdle);
// English is in `/`; another language's first-paint words are one small chunk, fetched first (a
// failed fetch renders in English rather than not at all).
const language = languageOf(store.getState().language);
// docs/decisions.md, "A first paint before React": index.html holds the home page's shell,
// rendered at build time in English from a browser with nothing stored. React hydrates it, except
// where the inline script has hidden all of it (`blank`: another page or language, decided as
// `languageOf` decides, first-paint/shell-script.test.ts) or all but its header (habits stored and the
// notice dismissed: hydrating that cost the first cards ~30 ms); there React renders the page over
// it. The notice stays hydrated where it shows: rendered anew, its code-split part would blink out
// until its code arrived. Either way the first render is a transition: React renders it in slices
// of a few milliseconds, so no single task holds the main thread while the first cards are built.
// A page painted from a snapshot (snapshot-paint.ts, docs/architecture.md "The first paint") was
// made from the stored state as it still is, with this many cards: React renders that page from
// it, as the snapshot was rendered, and its first commit puts the page in the snapshot's place,
// the same markup. React is then handed the taps and keys held meanwhile.
const snapshot = (self as { tickdaySnapshot?: HeldSnapshot }).tickdaySnapshot;
if (snapshot) holdFirstScreenful(snapshot.cards);
/** The stored state as the page starts: what a snapshot, when one was painted, shows. */
const painted = store.getState();
const hydrate =
  !snapshot &&
  root.firstChild &&
  !/blank|habits nobanner/.test(document.documentElement.dataset.shell ?? '');
function start() {
  if (hydrate) {
    const shell = createAppStore(null, Date.now, () => undefined).getState();
    startTransition(() => {
      hydrateRoot(
        root as HTMLElement,
        <StrictMode>
          <App store={store} shell={shell} />
        </StrictMode>,
      );
    });
  } else {
    // React clears the hidden shell, or the snapshot, in the commit that puts the page in its
    // place. Over a snapshot, a part whose code is not here yet holds that commit back until it
    // is (components/ui/first-render.ts): the snapshot stays until React's page is whole.
    startTransition(() =>
      createRoot(root as HTMLElement).render(
        <StrictMode>
          <App store={store} onHydrated={snapshot?.release} />
        </StrictMode>,
      ),
    );
  }
}
// What the first render needs and `/` does not hold is fetched before it: another language's
// words, and the page with groups' code when a shown habit has a group (a part that suspends in
// the first render is revealed ~300 ms late; docs/decisions.md, "The page with groups: its code
// before the first render").
const before = [
  language === 'en' ? null : switchLanguage(language),
  preloadListFor(store.getState().habits),
].filter((wait) => wait !== null);
// The idle work below waits for the first render to be under way: asked for at once, it ran in the
// idle time while those fetches were in flight (the reminder's start, ~55 ms at 100 x 3, and the
// parts' warm-up), ahead of the first cards.
const begin = () => {
  start();
  whenIdle(settle);
};
if (before.length === 0) begin();
else void Promise.all(before).then(begin, begin);

// docs/product.md §19.2: a file opened with the installed app (the launch queue, Chromium's, typed
// here), or shared to it (`/?shared`, the service worker's answer to the share), lands on its
// summary. The code for it loads only then.
const launch = (files?: readonly LaunchedFile[]) =>
  void import('../state/launch.lazy').then((m) => m.openLaunched(store, files));
(
  window as {
    launchQueue?: { setConsumer(consumer: (params: { files: LaunchedFile[] }) => void): void };
  }
).launchQueue?.setConsumer(({ files }) => files.length > 0 && launch(files));
if (location.search === SHARED_QUERY) launch();

// docs/product.md §14: the reminder and the icon badge start once the page has settled, and only
// where they have work: the reminder is on, a habit has a time of its own (§14.5), or the browser
// has an icon badge.
function settle() {
  warmPartsWhenIdle();
  // The next open's first screenful, kept from now on (a build's module name changes with it; the
  // dev server's does not, so there is none there).
  if (import.meta.env.PROD) {
    const shown = snapshot?.next ? { state: painted, inputs: snapshot.inputs } : null;
    void import('./first-paint/snapshot-schedule.lazy').then(
      (m) => m.keepSnapshots(store, shown),
      () => undefined,
    );
  }
  const { reminder, habits } = store.getState();
  if (reminder.on || habits.some((h) => h.remindAt) || 'setAppBadge' in navigator) {
    void import('../features/settings/reminder-start.lazy').then((m) => m.startReminders(store));
  }
}
