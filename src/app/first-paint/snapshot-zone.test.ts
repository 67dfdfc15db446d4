import { afterEach, expect, it } from 'vitest';
import { browserLanguages } from '../../platform/browser-languages';
import { stamped } from '../../storage/data-stamp';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { pickSnapshot, zoneMarks } from './snapshot';
import { writeSnapshot } from './snapshot-writer.lazy';

/**
 * Issue 56 (3): a snapshot is painted in another zone only when that zone cuts the days the page
 * shows as the writer's did. Europe/Helsinki and Africa/Cairo agree on 1 January and 1 July of
 * every year, not in April (Cairo's summer time starts a month later): 23:00 on 10 April in
 * Helsinki is 20:00 UTC, and at 23:30 in Cairo, still 10 April there, Helsinki's pages have
 * started 11 April already.
 */
const BUILD = '/assets/index-AbC123.js';
const doc = document.implementation.createHTMLDocument();
doc.head.innerHTML = `<script type="module" src="${BUILD}"></script>`;

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

/** A snapshot written in `zone` at `now`, days by the local clock; the storage holding it. */
async function writtenIn(zone: string, now: number) {
  process.env.TZ = zone;
  const storage = memoryStorage();
  storage.setItem(
    STORAGE_KEYS.data,
    stamped(JSON.stringify({ version: 1, habits: [habitWith({ id: '1', name: 'Walk' })] })),
  );
  storage.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"local","dayStartHour":0}');
  expect(await writeSnapshot(storage, doc, now)).toBe(true);
  return storage;
}

/** The page the inline script would paint in `zone` at `now`, from `storage`. */
function paintedIn(zone: string, now: number, storage: ReturnType<typeof memoryStorage>) {
  process.env.TZ = zone;
  return pickSnapshot({
    read: (key) => storage.getItem(key),
    build: BUILD,
    languages: browserLanguages().join(),
    now,
    heightAtMost: (px) => 720 <= px,
    path: '/',
    zoneMarks,
  });
}

const WRITTEN = Date.UTC(2026, 3, 10, 20, 0); // 23:00 on 10 April in Helsinki
const OPENED = Date.UTC(2026, 3, 10, 21, 30); // 23:30 on 10 April in Cairo, 00:30 on 11 in Helsinki

it('is not painted in a zone that agrees in January and July but not on the days shown', async () => {
  const storage = await writtenIn('Europe/Helsinki', WRITTEN);
  // The marks of old cannot tell the two zones apart.
  process.env.TZ = 'Africa/Cairo';
  const cairo = zoneMarks([2026, 2026], []);
  process.env.TZ = 'Europe/Helsinki';
  expect(zoneMarks([2026, 2026], [])).toBe(cairo);
  // Helsinki itself, half an hour into 11 April: tomorrow's page.
  expect(paintedIn('Europe/Helsinki', OPENED, storage)).not.toBeNull();
  // Cairo, still 10 April: not the 11 April page, and not today's (its day started an hour late).
  expect(paintedIn('Africa/Cairo', OPENED, storage)).toBeNull();
  expect(paintedIn('Africa/Cairo', WRITTEN, storage)).toBeNull();
  // A first render loads the page's code: seconds on a loaded machine.
}, 20_000);

it('is painted in another zone that cuts the same days', async () => {
  // Helsinki and Kyiv keep the same rules: the snapshot holds.
  const storage = await writtenIn('Europe/Helsinki', WRITTEN);
  expect(paintedIn('Europe/Kyiv', OPENED, storage)).not.toBeNull();
}, 20_000);
