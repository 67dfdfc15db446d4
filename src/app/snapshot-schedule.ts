import type { AppState, AppStore } from '../state/app-store';
import { browserStorage, type KeyValueStore } from '../storage/safe-storage';

/** How long the page must go without a change or a press before a snapshot is made. */
const QUIET_MS = 3000;
/** The same, for a visit's first snapshot: after the start's own work (badges, reminders). */
const FIRST_QUIET_MS = 10_000;

/** snapshot-writer.lazy.tsx's `writeSnapshot`. */
type Writer = (
  storage: KeyValueStore | null,
  page: Document,
  now: number,
  yielding: boolean,
) => Promise<boolean>;

/**
 * Keeps the home page's snapshot (snapshot.ts; docs/decisions.md, "The first screenful from a
 * snapshot"): made when the page has gone quiet (no change and no press for a few seconds; ten at
 * a visit's start) and the browser is idle, and when the page is hidden with one due, so its
 * renders (~65 ms of main thread at 100 x 3) never stand between two taps or in the start's work.
 * `painted`: the state this page was painted and hydrated from, when that was a stored snapshot
 * with tomorrow's page too: while the store holds that very state, none is due. Else one is from
 * the start, and the writer and `react-dom/server` (62 KB of gzip) load once the page is idle: a
 * visit that only looks and leaves within seconds still leaves tomorrow's page. With none due they
 * load at the first change, so a day's look at an unchanged list never evaluates them.
 */
export function keepSnapshots(store: AppStore, painted: AppState | null): void {
  let due: ReturnType<typeof setTimeout> | undefined;
  let writer: Promise<Writer | null> | null = null;
  // Its code could not be fetched (offline, not yet cached): null, and tried again at the next
  // load.
  const load = () =>
    (writer ??= import('./snapshot-writer.lazy').then(
      (module) => module.writeSnapshot,
      () => (writer = null),
    ));
  const after = (ms: number) => {
    clearTimeout(due);
    due = setTimeout(() => requestIdleCallback(() => void now(), { timeout: 5000 }), ms);
  };
  // A change loads the writer: a visit that ticks and leaves at once has it when it is hidden.
  const soon = () => {
    void load();
    after(QUIET_MS);
  };
  const now = async () => {
    clearTimeout(due);
    due = undefined;
    // Pending writes first: the snapshot is of the stored data, and comes after it.
    store.flush();
    const write = await load();
    if (!write) return;
    // A page going away gets no later task: both pages are rendered in this one.
    const visible = document.visibilityState === 'visible';
    void write(browserStorage(), document, Date.now(), visible);
  };
  const begin = () => {
    store.subscribe(soon);
    window.addEventListener('storage', soon);
    // A press pushes a due snapshot back: the person is at work on the page.
    const pressed = () => due !== undefined && soon();
    window.addEventListener('pointerdown', pressed, { capture: true, passive: true });
    window.addEventListener('keydown', pressed, { capture: true, passive: true });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && due !== undefined) void now();
    });
    if (painted !== null && store.getState() === painted) return;
    after(FIRST_QUIET_MS);
    requestIdleCallback(() => void load());
  };
  // Once the page shows the stored state (app.tsx removes the first paint's marks then): before,
  // parts of the page wait for their code in a way a render to a string cannot.
  const html = document.documentElement;
  if (html.dataset.shell === undefined) return begin();
  const watch = new MutationObserver(() => {
    if (html.dataset.shell !== undefined) return;
    watch.disconnect();
    begin();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-shell'] });
}
