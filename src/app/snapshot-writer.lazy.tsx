import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { setHydrating } from '../components/ui/preloadable';
import { isShown } from '../domain/habit/model';
import { STRIP_DAYS } from '../features/habits/card/day-strip';
import { firstScreenful } from '../features/habits/first-screenful';
import { browserLanguages } from '../platform/browser-languages';
import { createAppStore, type AppStore } from '../state/app-store';
import { dayRuleOf } from '../state/device-day-rule';
import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, removeRaw, writeRaw, type KeyValueStore } from '../storage/safe-storage';
import { App } from './app';
import { buildOf, SNAPSHOT_INPUTS, snapshotText, zoneMarks, type SnapshotRecord } from './snapshot';

/** Tries of a render whose parts' code is still loading (each ~50 ms apart). */
const TRIES = 20;

/**
 * The shortest data text storage had no room to copy, on this page: a longer one is not tried
 * again (each try renders two pages for nothing; 300 habits x 3 years never fit beside its data).
 */
let noRoomFrom = Infinity;

/**
 * Renders and stores the snapshot of what `storage` holds, for today and tomorrow; removes the
 * stored one when there is nothing to show (no data, no build) or storage has no room for it.
 * Resolves to whether one was stored. `yielding`: each page in a task of its own, and a part whose
 * code is loading waited for; else all in this task (a page being hidden gets no later one).
 */
export async function writeSnapshot(
  storage: KeyValueStore | null,
  page: Document,
  now = Date.now(),
  yielding = true,
): Promise<boolean> {
  const build = buildOf(page);
  const data = readRaw(storage, STORAGE_KEYS.data);
  if (!storage || build === null || data === null || data.length >= noRoomFrom) {
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
  const store = createAppStore(
    reading,
    () => now,
    () => undefined,
    () => undefined,
  );
  const state = store.getState();
  const rule = dayRuleOf(state.days);
  const today = rule.dayOf(now);
  const cards = firstScreenful();
  const pages: SnapshotRecord['pages'] = [];
  for (const day of [today, today + 1]) {
    let html = render(store, day);
    for (let tries = 1; yielding && html.includes('<!--$!-->') && tries < TRIES; tries += 1) {
      // A part's code was asked for by this render: render again once it may have come.
      await new Promise((resolve) => setTimeout(resolve, 50));
      html = render(store, day);
    }
    if (html.includes('<!--$!-->')) return false;
    pages.push({ from: rule.startOf(day), to: rule.startOf(day + 1), html });
    // Each page is one task of its own (~20 to 50 ms at 100 x 3): a tap between them waits less.
    if (yielding) await new Promise((resolve) => setTimeout(resolve));
  }
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
  };
  // Written after the data, in one step; no room for it leaves none (safe-storage.ts drops it
  // first when a write of the data meets a full storage).
  const written = writeRaw(storage, STORAGE_KEYS.snapshot, snapshotText(record, data));
  if (written.ok) return true;
  if (written.reason === 'quota') noRoomFrom = Math.min(noRoomFrom, data.length);
  removeRaw(storage, STORAGE_KEYS.snapshot);
  return false;
}

/** The home page as `store` shows it on `day`, hydratable: rendered as the shell is (shell.tsx). */
function render(store: AppStore, day: number): string {
  const before = setHydrating(true);
  try {
    const html = renderToString(
      <StrictMode>
        <Router ssrPath="/">
          <App store={store} shell={store.getState()} day={day} />
        </Router>
      </StrictMode>,
    );
    // The page's <title> is in index.html's head (React keeps it there).
    return html.replace(/^<title>[^<]*<\/title>/, '');
  } finally {
    setHydrating(before);
  }
}
