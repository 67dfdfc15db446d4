import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, type BaseLocationHook } from 'wouter';
import { isShown } from '../../domain/habit/model';
import { STRIP_DAYS } from '../../features/habits/card/day-strip';
import { firstScreenful } from '../../features/habits/first-screenful';
import { browserLanguages } from '../../platform/browser-languages';
import { createAppStore, type AppStore } from '../../state/app-store';
import { currentLanguage } from '../../i18n/i18n';
import { dayRuleOf } from '../../state/device-day-rule';
import { languageOf } from '../../state/locale';
import { stampOf } from '../../storage/data-stamp';
import { STORAGE_KEYS } from '../../storage/keys';
import { readRaw, removeRaw, writeRaw, type KeyValueStore } from '../../storage/safe-storage';
import { SnapshotPage } from '../app';
import { SNAPSHOT_PAGE } from './snapshot-page';
import {
  buildOf,
  compactHtml,
  SNAPSHOT_INPUTS,
  snapshotText,
  zoneMarks,
  type SnapshotRecord,
} from './snapshot';

/** How long a page's render may wait for its parts' code (offline, never fetched: none made). */
const WAIT_MS = 10_000;

/**
 * The shortest data text beside which storage had no room for the snapshot, on this page: a
 * longer one is not tried again (each try renders two pages for nothing).
 */
let noRoomFrom = Infinity;

/** Each write's number: only the latest one made stores its snapshot (an earlier may end last). */
let writes = 0;

/**
 * Renders and stores the snapshot of what `storage` holds, for today and tomorrow; removes the
 * stored one when there is nothing to show (no data, no build, a data text with no stamp) or
 * storage has no room for it. Resolves to whether one was stored. The pages render in a
 * transition, in slices of a few ms that a tap interrupts (~35 ms of work a page at 100 x 3), and
 * the data is not parsed again when this page read or wrote that very text (habits-storage.ts):
 * nothing of it holds the main thread for long, so it runs while the person is still there.
 */
export async function writeSnapshot(
  storage: KeyValueStore | null,
  page: Document,
  now = Date.now(),
): Promise<boolean> {
  const mine = (writes += 1);
  const build = buildOf(page);
  const data = readRaw(storage, STORAGE_KEYS.data);
  // A text this Tickday did not write (an older one, a Replace) has no stamp, so nothing proves
  // a snapshot of it current: none until the next change here (storage/data-stamp.ts).
  const stamp = data === null ? null : stampOf(data);
  if (!storage || build === null || data === null || !stamp || data.length >= noRoomFrom) {
    removeRaw(storage, STORAGE_KEYS.snapshot);
    return false;
  }
  const inputs = Object.fromEntries(SNAPSHOT_INPUTS.map((key) => [key, readRaw(storage, key)]));
  const texts: Record<string, string | null> = { ...inputs, [STORAGE_KEYS.data]: data };
  const reading: KeyValueStore = {
    getItem: (key) => texts[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  // A store as the next page's starts: what storage holds, nothing of this page's moment (an open
  // menu, a notice, the storage gauge).
  const store = createAppStore(
    reading,
    () => now,
    () => undefined,
    () => undefined,
  );
  const state = store.getState();
  // The words it would be rendered in are another language's until that one's have loaded (a
  // language just chosen): none now, the next change's will be.
  if (currentLanguage() !== languageOf(state.language)) return false;
  const rule = dayRuleOf(state.days);
  const today = rule.dayOf(now);
  const cards = firstScreenful();
  const pages: SnapshotRecord['pages'] = [];
  const values: string[] = [];
  for (const day of [today, today + 1]) {
    const html = await render(store, day);
    if (html === null) return false;
    pages.push({
      from: rule.startOf(day),
      to: rule.startOf(day + 1),
      html: compactHtml(html, values),
    });
  }
  // Rendered meanwhile: a write since makes it stale (the next one is due), and a later write
  // stores its own.
  if (readRaw(storage, STORAGE_KEYS.data) !== data || mine !== writes) return false;
  const years = state.habits.flatMap((habit) =>
    Object.keys(habit.completionsWithTimes).map(Number),
  );
  const span: [number, number] = [
    Math.min(...years, new Date(now).getUTCFullYear()),
    new Date(rule.startOf(today + 2)).getUTCFullYear(),
  ];
  // The starts of the days the pages show: the strip's (and so the week's) first day's to the day
  // after tomorrow's. The zone's marks at them prove a later zone shows the same days (snapshot.ts).
  const bounds: number[] = [];
  for (let day = today - STRIP_DAYS + 1; day <= today + 2; day += 1) bounds.push(rule.startOf(day));
  const record: SnapshotRecord = {
    build,
    languages: browserLanguages().join(),
    zone: zoneMarks(span, bounds),
    years: span,
    bounds,
    inputs,
    cards,
    more: state.habits.filter(isShown).length > cards,
    pages,
    values,
    length: data.length,
    stamp,
  };
  // Written after the data, in one step; no room for it leaves none (safe-storage.ts drops it
  // first when a write of the data meets a full storage).
  const written = writeRaw(storage, STORAGE_KEYS.snapshot, snapshotText(record));
  if (written.ok) return true;
  if (written.reason === 'quota') noRoomFrom = Math.min(noRoomFrom, data.length);
  removeRaw(storage, STORAGE_KEYS.snapshot);
  return false;
}

/** Always the page snapshots paint, whichever page this is (wouter's location, fixed). */
const home: BaseLocationHook = () => [SNAPSHOT_PAGE, () => undefined];

/**
 * The home page as `store` shows it on `day`, as React's first render over a snapshot makes it
 * (`SnapshotPage`): by React's own client renderer, in a root no page shows, in a transition, and
 * read when it commits. A part whose code is not here yet holds the commit back until it is
 * (components/ui/first-render.ts). Null when it has not committed within WAIT_MS, or a part failed.
 */
function render(store: AppStore, day: number): Promise<string | null> {
  // A document of its own: the page's <title> goes to its head, not the live page's, and a part's
  // alert to its own notices.
  const own = document.implementation.createHTMLDocument('');
  const box = own.body.appendChild(own.createElement('div'));
  let failed = false;
  const root = createRoot(box, { onCaughtError: () => (failed = true) });
  return new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), WAIT_MS);
    const committed = () => {
      clearTimeout(timer);
      resolve(failed ? null : box.innerHTML);
    };
    startTransition(() =>
      root.render(
        <StrictMode>
          <Router hook={home} searchHook={() => ''}>
            <Committed then={committed}>
              <SnapshotPage store={store} day={day} />
            </Committed>
          </Router>
        </StrictMode>,
      ),
    );
  }).finally(() => root.unmount());
}

/** Calls `then` once its children have committed: the page is in the box. */
function Committed({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}
