import { expect, it } from 'vitest';
import { stamped } from '../../storage/data-stamp';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, run } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { expandHtml, type SnapshotRecord } from './snapshot';
import { writeSnapshot } from './snapshot-writer.lazy';

/**
 * Issue 60: the pages are rendered by React's client renderer as its first render over a snapshot
 * renders them (components/ui/first-render.ts): a part whose code is not here yet (the grouped
 * list, on a page that never loaded it) holds the render back until it is, so the page is made
 * whole, never with the part missing.
 */
it("waits for a part's code and renders the page whole: a grouped list never loaded before", async () => {
  const habits = [
    { ...habitWith({ id: '1', name: 'Read a page', days: run(5) }), group: 'Mornings' },
    habitWith({ id: '2', name: 'Stretch', days: run(2, -1) }),
  ];
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, stamped(JSON.stringify({ version: 1, habits })));
  storage.setItem(STORAGE_KEYS.bannerDismissed, 'true');
  // A recent backup: no backup reminder, whose part this page would have loaded to show it.
  storage.setItem(STORAGE_KEYS.backup, `{"lastBackupAt":${NOW},"reminderDismissedAt":null}`);
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
  expect(await writeSnapshot(storage, doc, NOW)).toBe(true);
  const record = JSON.parse(storage.getItem(STORAGE_KEYS.snapshot) ?? '') as SnapshotRecord;
  const [today] = record.pages.map((page) => expandHtml(page.html, record.values));
  expect(today).toContain('Mornings');
  expect(today).toContain('Read a page');
  expect(today).toContain('Stretch');
}, 20_000);
