import { expect, it } from 'vitest';
import { DAY_MS } from '../../domain/days';
import { browserLanguages } from '../../platform/browser-languages';
import { stamped } from '../../storage/data-stamp';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, TODAY } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { pickSnapshot, zoneMarks, type PageFacts } from './snapshot';
import { writeSnapshot } from './snapshot-writer.lazy';

// Issue 59 (docs/product.md §20): a habit to break's card painted from the home page's snapshot
// before React says what React will: its days clean today, one more tomorrow, and its slip button.

const BUILD = '/assets/index-AbC123.js';

it("paints a habit to break's days clean today and tomorrow, and its slip button", async () => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<script type="module" src="${BUILD}"></script>`;
  const smoking = {
    ...habitWith({ id: '1', name: 'Smoking' }),
    createdAt: new Date((TODAY - 3) * DAY_MS + 3_600_000).toISOString(),
    kind: 'break',
  };
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, stamped(JSON.stringify({ version: 1, habits: [smoking] })));
  storage.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"utc","dayStartHour":0}');
  storage.setItem(STORAGE_KEYS.bannerDismissed, 'true');
  expect(await writeSnapshot(storage, doc, NOW)).toBe(true);
  const facts = (now: number): PageFacts => ({
    read: (key) => storage.map.get(key) ?? null,
    build: BUILD,
    languages: browserLanguages().join(),
    now,
    heightAtMost: (px) => 720 <= px,
    path: '/',
    zoneMarks,
  });
  const today = pickSnapshot(facts(NOW))?.html ?? '';
  expect(today).toContain('3 days clean');
  expect(today).toMatch(
    /aria-label="Log a slip for Smoking today"[^>]*aria-pressed="false"|aria-pressed="false"[^>]*aria-label="Log a slip for Smoking today"/,
  );
  expect(today).not.toContain('Complete Smoking for today');
  const tomorrow = pickSnapshot(facts((TODAY + 1) * DAY_MS + 60_000))?.html ?? '';
  expect(tomorrow).toContain('4 days clean');
}, 30_000);
