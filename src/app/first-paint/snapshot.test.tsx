import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/days';
import { browserLanguages } from '../../platform/browser-languages';
import { firstScreenful } from '../../features/habits/first-screenful';
import { BACKUP_KEYS, backupText } from '../../storage/backup';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, run, TODAY } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { generateData } from '../../../bench/generate.mjs';
import { stamped, STAMP_LENGTH } from '../../storage/data-stamp';
import {
  compactHtml,
  expandHtml,
  pickSnapshot,
  SNAPSHOT_INPUTS,
  zoneMarks,
  type PageFacts,
} from './snapshot';
import { writeSnapshot } from './snapshot-writer.lazy';

/**
 * Issue 44, "No wrong page": a snapshot is painted only when it shows the stored state of today.
 * Made by the writer from real stored data, read by the inline script's own check (snapshot.ts).
 */
const BUILD = '/assets/index-AbC123.js';
const doc = document.implementation.createHTMLDocument();
doc.head.innerHTML = `<script type="module" src="${BUILD}"></script>`;

const stored = {
  // As this Tickday writes it: the codec's JSON and a stamp (storage/data-stamp.ts).
  [STORAGE_KEYS.data]: stamped(
    JSON.stringify({
      version: 1,
      habits: [
        habitWith({ id: '1', name: 'Read a page', days: run(5) }),
        habitWith({ id: '2', name: 'Stretch', days: run(2, -1) }),
      ],
    }),
  ),
  [STORAGE_KEYS.theme]: '{"color":"blue","mode":"light"}',
  [STORAGE_KEYS.settings]: '{"dayBoundary":"utc","dayStartHour":0}',
  [STORAGE_KEYS.bannerDismissed]: 'true',
  [STORAGE_KEYS.badges]: '[]',
};
const storage = memoryStorage();
const read = (key: string) => storage.map.get(key) ?? null;

/** The page as the inline script sees it, at `now` (default: the writer's now). */
const facts = (change: Partial<PageFacts> = {}, reading = read): PageFacts => ({
  read: reading,
  build: BUILD,
  languages: browserLanguages().join(),
  now: NOW,
  heightAtMost: (px) => 720 <= px,
  path: '/',
  zoneMarks,
  ...change,
});
/** The stored data with Stretch ticked today too, as another tab writes it (a new stamp). */
const ticked = (text: string) => {
  const data = JSON.parse(text) as { habits: unknown[] };
  data.habits[1] = habitWith({ id: '2', name: 'Stretch', days: run(3) });
  return stamped(JSON.stringify(data));
};
/** Storage as it is, but for `key`. */
const withValue = (key: string, value: string | null) => (k: string) =>
  k === key ? value : read(k);

beforeAll(async () => {
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  expect(await writeSnapshot(storage, doc, NOW)).toBe(true);
}, 20_000);

describe('the home page snapshot', () => {
  it("paints the person's own first screenful, today and tomorrow, with its card count", () => {
    const today = pickSnapshot(facts());
    expect(today?.html).toContain('Read a page');
    expect(today?.html).toContain('Stretch');
    expect(today?.cards).toBeGreaterThanOrEqual(8);
    // Today's first habit is done; tomorrow it is not yet. Read by the tick's name and state.
    const tick = (html: string) =>
      /aria-label="Complete Read a page for today"[^>]*aria-pressed="(\w+)"|aria-pressed="(\w+)"[^>]*aria-label="Complete Read a page for today"/.exec(
        html,
      );
    const pressed = (html: string | undefined) => {
      const match = tick(html ?? '');
      return match?.[1] ?? match?.[2];
    };
    expect(pressed(today?.html)).toBe('true');
    const tomorrow = pickSnapshot(facts({ now: (TODAY + 1) * DAY_MS + 60_000 }));
    expect(pressed(tomorrow?.html)).toBe('false');
    // Today's page says tomorrow has one too (nothing due on a look); tomorrow's, that none follows.
    expect([today?.next, tomorrow?.next]).toEqual([true, false]);
    // Two days on, there is none.
    expect(pickSnapshot(facts({ now: (TODAY + 2) * DAY_MS }))).toBeNull();
    expect(pickSnapshot(facts({ now: TODAY * DAY_MS - 1 }))).toBeNull();
  });

  it.each([
    ['another tab ticked a habit', STORAGE_KEYS.data, (s: string) => ticked(s)],
    // An older Tickday knows nothing of the snapshot or the stamp: it writes what it parsed, here
    // one byte changed, the same length as the stamped text.
    [
      'an older Tickday rewrote the data',
      STORAGE_KEYS.data,
      (s: string) => JSON.stringify(JSON.parse(s.replace('Read', 'Reed'))).padEnd(s.length, ' '),
    ],
    [
      'an older Tickday wrote it back unchanged',
      STORAGE_KEYS.data,
      (s: string) => JSON.stringify(JSON.parse(s)),
    ],
    ['the data was removed', STORAGE_KEYS.data, () => null],
    ['a new day start hour', STORAGE_KEYS.settings, () => '{"dayBoundary":"utc","dayStartHour":3}'],
    [
      'days by the local clock',
      STORAGE_KEYS.settings,
      () => '{"dayBoundary":"local","dayStartHour":0}',
    ],
    [
      'another language chosen',
      STORAGE_KEYS.settings,
      (s: string) => s.replace('}', ',"language":"de"}'),
    ],
    ['another theme', STORAGE_KEYS.theme, () => '{"color":"blue","mode":"dark"}'],
    ['the notice is back', STORAGE_KEYS.bannerDismissed, () => null],
    ['a badge was unlocked', STORAGE_KEYS.badges, () => '["first-step"]'],
  ])('is not painted when %s', (_, key, change) => {
    const value = change(read(key) ?? '');
    expect(value).not.toBe(read(key));
    expect(pickSnapshot(facts({}, withValue(key, value)))).toBeNull();
  });

  it.each<[string, Partial<PageFacts>]>([
    ['after a new build', { build: '/assets/index-XyZ789.js' }],
    ['with no module script', { build: null }],
    ['with other browser languages', { languages: 'de-DE,en' }],
    ['in another time zone', { zoneMarks: (years, bounds) => `${zoneMarks(years, bounds)}x` }],
    ['on another page', { path: '/history' }],
    ['on a shared file', { path: '/?shared' }],
    ['on a new day', { now: (TODAY + 2) * DAY_MS + 1 }],
  ])('is not painted %s', (_, change) => {
    expect(pickSnapshot(facts(change))).toBeNull();
  });

  it('is not painted when any stored item differs, whichever and however', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SNAPSHOT_INPUTS, STORAGE_KEYS.data),
        fc.option(fc.string(), { nil: null }),
        (key, value) => {
          fc.pre(value !== read(key));
          expect(pickSnapshot(facts({}, withValue(key, value)))).toBeNull();
        },
      ),
    );
  });

  it('is not painted over any text the write it was made after did not write, even of its length', () => {
    const data = read(STORAGE_KEYS.data) ?? '';
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, restamp) => {
        // Whatever a Tickday writes: another's JSON, or ours with a stamp of its own.
        const json = JSON.stringify(value).padEnd(data.length - STAMP_LENGTH, ' ');
        const text = restamp ? stamped(json) : json.padEnd(data.length, ' ');
        fc.pre(text !== data);
        expect(pickSnapshot(facts({}, withValue(STORAGE_KEYS.data, text)))).toBeNull();
      }),
    );
  });

  // Issue 56 (10): the cards past them come once React has the page, below what a window as tall
  // as the writer's shows; in a taller one, what is below them would show, then move down.
  it('is painted in a window taller than its cards fill only when no card follows them', async () => {
    const cards = firstScreenful();
    const tall = (cards + 2) * 88;
    expect(pickSnapshot(facts({ heightAtMost: (px) => tall <= px }))?.html).toContain('Stretch');
    const many = memoryStorage();
    for (const [key, value] of Object.entries(stored)) many.setItem(key, value);
    many.setItem(
      STORAGE_KEYS.data,
      stamped(
        JSON.stringify({
          version: 1,
          habits: Array.from({ length: cards + 1 }, (_, i) => habitWith({ id: `${i + 1}` })),
        }),
      ),
    );
    expect(await writeSnapshot(many, doc, NOW)).toBe(true);
    const reading = (key: string) => many.getItem(key);
    expect(pickSnapshot(facts({ heightAtMost: (px) => innerHeight <= px }, reading))?.cards).toBe(
      cards,
    );
    expect(pickSnapshot(facts({ heightAtMost: (px) => tall <= px }, reading))).toBeNull();
  });

  // The pages' compact form (compactHtml), issue 60.
  it('gives back the page React wrote, whatever its habits are named', async () => {
    const odd = memoryStorage();
    for (const [key, value] of Object.entries(stored)) odd.setItem(key, value);
    const names = ['<~0>', '~1~', 'class="~2"', '<svg ~3>', 'a</svg>b'];
    odd.setItem(
      STORAGE_KEYS.data,
      stamped(
        JSON.stringify({
          version: 1,
          habits: names.map((name, i) => habitWith({ id: `${i}`, name })),
        }),
      ),
    );
    expect(await writeSnapshot(odd, doc, NOW)).toBe(true);
    const html = pickSnapshot(facts({}, (key) => odd.getItem(key)))?.html ?? '';
    for (const name of names) {
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(`>${escaped}<`);
    }
    const values: string[] = [];
    const compact = compactHtml(html, values);
    expect(compact.length).toBeLessThan(html.length / 2);
    expect(expandHtml(compact, values)).toBe(html);
  });

  // Issue 60, "No second copy": the key holds the pages and what proves them current. Before the
  // test of a full storage, whose refusal this page then remembers (the writer's noRoomFrom).
  it('holds no copy of the data: at most 100,000 characters at 100 habits, kept at 30 x 5 years', async () => {
    const now = Date.UTC(2026, 10, 20, 10, 0);
    for (const [habits, years] of [
      [100, 3],
      [30, 5],
    ] as const) {
      const data = stamped(generateData(habits, years, now, { schedules: true }));
      // local storage's 5,242,880 characters, keys and values
      const full = memoryStorage({ quota: 5_242_880 });
      for (const [key, value] of Object.entries(stored)) full.setItem(key, value);
      full.setItem(STORAGE_KEYS.data, data);
      expect(await writeSnapshot(full, doc, now)).toBe(true);
      const text = full.getItem(STORAGE_KEYS.snapshot) ?? '';
      expect(text.length).toBeLessThan(100_000);
      expect(text).not.toContain(data.slice(0, 200));
      const reading = (key: string) => full.getItem(key);
      expect(
        pickSnapshot(facts({ now, heightAtMost: (px) => 720 <= px }, reading))?.cards,
      ).toBeGreaterThan(0);
      // An older Tickday's write, which knows nothing of snapshots: one digit of one tick.
      const at = data.indexOf('1', data.length >> 1);
      const older = JSON.stringify(JSON.parse(`${data.slice(0, at)}2${data.slice(at + 1)}`));
      const after = (key: string) => (key === STORAGE_KEYS.data ? older : reading(key));
      expect(pickSnapshot(facts({ now }, after))).toBeNull();
    }
  }, 60_000);

  it('is not made of a text this Tickday did not write (no stamp: an older one, a Replace)', async () => {
    const unstampedData = memoryStorage();
    for (const [key, value] of Object.entries(stored)) unstampedData.setItem(key, value);
    unstampedData.setItem(STORAGE_KEYS.snapshot, read(STORAGE_KEYS.snapshot) ?? '');
    unstampedData.setItem(STORAGE_KEYS.data, JSON.stringify(JSON.parse(stored[STORAGE_KEYS.data])));
    expect(await writeSnapshot(unstampedData, doc, NOW)).toBe(false);
    expect(unstampedData.getItem(STORAGE_KEYS.snapshot)).toBeNull();
  });

  it('is not painted from a damaged snapshot', () => {
    const text = read(STORAGE_KEYS.snapshot) ?? '';
    for (const damaged of ['', 'null', text.slice(0, 50), `{}\n${read(STORAGE_KEYS.data)}`, '{}']) {
      expect(pickSnapshot(facts({}, withValue(STORAGE_KEYS.snapshot, damaged)))).toBeNull();
    }
  });

  it('reads the zone from Date alone: offsets and names over the years and at the instants asked', () => {
    const marks = zoneMarks([2024, 2025], [NOW, NOW + DAY_MS]).split('|');
    expect(marks).toHaveLength(6);
    for (const mark of marks) expect(mark).toMatch(/^GMT[+-]\d{4}/);
  });

  it('is never in a backup, and none is made when nothing is stored', async () => {
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.snapshot);
    const backup = backupText(storage, { values: [], held: null }, '1.0.0', NOW);
    expect(backup).toContain('Read a page');
    expect(backup).not.toContain(STORAGE_KEYS.snapshot);
    const empty = memoryStorage();
    empty.setItem(STORAGE_KEYS.snapshot, read(STORAGE_KEYS.snapshot) ?? '');
    expect(await writeSnapshot(empty, doc, NOW)).toBe(false);
    expect(empty.getItem(STORAGE_KEYS.snapshot)).toBeNull();
  });

  it('leaves no snapshot when storage has no room for it, and the data stays', async () => {
    const tight = memoryStorage({
      quota: [...storage.map].reduce((n, [k, v]) => n + k.length + v.length, 0) - 10,
    });
    for (const [key, value] of Object.entries(stored)) tight.setItem(key, value);
    expect(await writeSnapshot(tight, doc, NOW)).toBe(false);
    expect(tight.getItem(STORAGE_KEYS.snapshot)).toBeNull();
    expect(tight.getItem(STORAGE_KEYS.data)).toBe(stored[STORAGE_KEYS.data]);
    // The same data is not tried again on this page: nothing rendered or written for nothing.
    const tried: string[] = [];
    const counting = {
      ...tight,
      setItem: (key: string, value: string) => {
        tried.push(key);
        tight.setItem(key, value);
      },
    };
    expect(await writeSnapshot(counting, doc, NOW)).toBe(false);
    expect(tried).toEqual([]);
  });
});
