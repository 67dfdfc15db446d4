import { afterEach, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { stamped } from '../../storage/data-stamp';
import { STORAGE_KEYS } from '../../storage/keys';
import { writeSyncState } from '../../storage/sync-key';
import { habitWith, NOW, run } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { writeSnapshot } from './snapshot-writer.lazy';

/**
 * Issue 60: the snapshot's pages are rendered by React's client renderer, so the page's effects
 * run in that render. Making one must do nothing but store it: no sync, no write to another key,
 * no request, no <title> in the live page, and not in a language whose words have not loaded.
 */
const doc = document.implementation.createHTMLDocument();
doc.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
const data = stamped(
  JSON.stringify({ version: 1, habits: [habitWith({ id: '1', name: 'Read', days: run(3) })] }),
);

/** Storage as a person who syncs through a WebDAV server has it, here and in `localStorage`. */
function syncing() {
  const storage = memoryStorage();
  for (const place of [storage, localStorage]) {
    place.setItem(STORAGE_KEYS.data, data);
    place.setItem(STORAGE_KEYS.bannerDismissed, 'true');
    place.setItem(STORAGE_KEYS.backup, `{"lastBackupAt":${NOW},"reminderDismissedAt":null}`);
    place.setItem(STORAGE_KEYS.device, '{"id":"dev1","name":"Phone","clock":1}');
    writeSyncState(place, {
      place: 'webdav',
      webdav: { url: 'https://dav.example/tickday/', user: 'me', password: 'pw' },
      syncedAt: NOW - 60_000,
    });
  }
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('changes nothing but the snapshot key, starts no sync and asks nothing of the network', async () => {
  const storage = syncing();
  const fetching = vi.fn(() => Promise.reject(new Error('no network here')));
  vi.stubGlobal('fetch', fetching);
  const before = { ...localStorage };
  const kept = new Map(storage.map);
  const title = document.title;
  document.head.querySelectorAll('title').forEach((node) => node.remove());
  expect(await writeSnapshot(storage, doc, NOW)).toBe(true);
  // The header's sync button is in the page, as the person's is.
  expect(storage.getItem(STORAGE_KEYS.snapshot)).toContain('Sync now');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fetching).not.toHaveBeenCalled();
  expect({ ...localStorage }).toEqual(before);
  for (const [key, value] of kept) expect(storage.getItem(key), key).toBe(value);
  expect(document.head.querySelectorAll('title')).toHaveLength(0);
  expect(document.title).toBe(title);
}, 20_000);

it('is not made in a language whose words have not loaded yet, and is once they have', async () => {
  const storage = syncing();
  storage.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"utc","dayStartHour":0,"language":"de"}');
  expect(await writeSnapshot(storage, doc, NOW)).toBe(false);
  await switchLanguage('de');
  try {
    expect(await writeSnapshot(storage, doc, NOW)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.snapshot)).toContain('Neue Gewohnheit');
  } finally {
    await switchLanguage('en');
  }
}, 20_000);

it('stores the latest of two made at once, never the earlier one ending last', async () => {
  const storage = syncing();
  const [first, second] = await Promise.all([
    writeSnapshot(storage, doc, NOW),
    writeSnapshot(storage, doc, NOW),
  ]);
  expect([first, second]).toEqual([false, true]);
}, 20_000);
