import { expect, it } from 'vitest';
import { preloadListFor } from '../features/habits/list/habit-list';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith, NOW, run } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { writeSnapshot } from './snapshot-writer.lazy';

/**
 * Issue 44: a page being hidden gets no later task, so its snapshot is rendered in one go
 * (`yielding` false). A part the page shows with its code loaded (the grouped list, loaded before
 * the first render) must render in it at once, not suspend as a first read of its lazy code
 * would: a grouped list ticked and left within a second left no snapshot, and the next open took
 * today's path.
 */
it("renders a grouped page's snapshot in one go once the page has the groups' code", async () => {
  const habits = [
    { ...habitWith({ id: '1', name: 'Read a page', days: run(5) }), group: 'Mornings' },
    habitWith({ id: '2', name: 'Stretch', days: run(2, -1) }),
  ];
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  storage.setItem(STORAGE_KEYS.bannerDismissed, 'true');
  // A recent backup: no backup reminder, whose part this page would have loaded to show it.
  storage.setItem(STORAGE_KEYS.backup, `{"lastBackupAt":${NOW},"reminderDismissedAt":null}`);
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
  // As main.tsx does before the first render of a page with a group.
  await preloadListFor(habits);
  expect(await writeSnapshot(storage, doc, NOW, false)).toBe(true);
  const html = storage.getItem(STORAGE_KEYS.snapshot) ?? '';
  expect(html).toContain('Mornings');
  expect(html).toContain('Read a page');
});
