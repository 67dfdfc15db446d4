import type { AppState, AppStore } from '../../state/app-store';
import { browserStorage, onWrite, readRaw, type KeyValueStore } from '../../storage/safe-storage';
import { SNAPSHOT_INPUTS } from './snapshot-inputs';

/** How long the page must go without a change or a press before a snapshot is made. */
const QUIET_MS = 500;
/** The same, for a visit's first snapshot: after the start's own work (badges, reminders). */
const FIRST_QUIET_MS = 1000;

/** snapshot-writer.lazy.tsx's `writeSnapshot`. */
type Writer = (storage: KeyValueStore | null, page: Document, now: number) => Promise<boolean>;

/**
 * Keeps the home page's snapshot (snapshot.ts; docs/architecture.md, "The first paint"): made soon
 * after a change, once the page has had half a second without a change or a press and the browser
 * is idle; its pages render in a transition, in slices a tap interrupts, so the work happens while
 * the person is still there. A page hidden with one due starts it at once, ~5 ms of main thread at
 * 100 x 3 before the browser has it back (bench/README.md); its slices go on while the page is
 * kept, and one the page did not live to store is no loss: the stored one is stale by then, which
 * its stamp proves (storage/data-stamp.ts), so it is never painted. `painted`: the state this
 * page was painted from, and the stored texts of the other keys that snapshot was made from, when
 * it had tomorrow's page too: while the store holds that very state and the keys those texts,
 * none is due. Else one is from the start, a second after it. With none due the writer loads at
 * the first change, so a day's look at an unchanged list never evaluates it. A change is the
 * store's, another tab's, or a new text in one of those keys written here by anything else (a
 * sync that brought nothing still writes the sync and device keys: issue 56).
 */
export function keepSnapshots(
  store: AppStore,
  painted: { state: AppState; inputs: Record<string, string | null> } | null,
  storage = browserStorage(),
): void {
  /** Each key's text as the latest snapshot (made or painted) may have it. */
  const seen = new Map(SNAPSHOT_INPUTS.map((key) => [key, painted?.inputs[key] ?? null]));
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
    // Pending writes first: the snapshot is of the stored data, and comes after it (and a write
    // here makes none due again).
    store.flush();
    clearTimeout(due);
    due = undefined;
    const write = await load();
    if (write) void write(storage, document, Date.now());
  };
  const begin = () => {
    // The keys' texts as they are now: a write since the paint is a change already.
    const changed = SNAPSHOT_INPUTS.filter((key) => readRaw(storage, key) !== seen.get(key));
    for (const key of changed) seen.set(key, readRaw(storage, key));
    store.subscribe(soon);
    window.addEventListener('storage', soon);
    onWrite((written, key, value) => {
      if (written !== storage || !seen.has(key) || seen.get(key) === value) return;
      seen.set(key, value);
      soon();
    });
    // A press pushes a due snapshot back: the person is at work on the page.
    const pressed = () => due !== undefined && soon();
    window.addEventListener('pointerdown', pressed, { capture: true, passive: true });
    window.addEventListener('keydown', pressed, { capture: true, passive: true });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && due !== undefined) void now();
    });
    if (painted !== null && store.getState() === painted.state && changed.length === 0) return;
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
