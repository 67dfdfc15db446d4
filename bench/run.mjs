// npm run bench: docs/product.md §11.2 and issue 7. Builds, serves the production build, and
// measures it in headless Chromium over generated data sets; prints a table, writes
// bench/results.json and the table into README.md. Medians of RUNS runs.
//   node bench/run.mjs [--quick]   (--quick: 100 habits x 3 years only, 3 runs)
//   node bench/run.mjs --floor     (only Tickday against its floors, issues 27 and 44, and its
//     visits beside the vanilla floor, issue 60)
//   node bench/run.mjs --visits [--visit-runs N]   (only those visits; N runs, 5 unless told, 3
//     with --quick)
//   node bench/run.mjs --pair mixed,schedules [--runs N]   (two 100 x 3 sets, run by run in
//     turn, so the machine's drift lands on both alike; prints each run and the medians)
// BENCH_PORT_OFFSET=n moves its ports; BENCH_VERBOSE=1 prints each floor and visits run's figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstPaintSizes, BUDGET } from '../scripts/bundle-size.mjs';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium.mjs';
import { generateData } from './generate.mjs';
import { renderStorageTable, storageFigures } from './storage.mjs';
import {
  ALL_BADGES,
  beforeReturnVisit,
  benchPort,
  OPEN_HISTORY,
  OPEN_STATS,
  seedStorage,
  serveProductionBuild,
  timeUntil,
  writeReadmeTable,
} from './shared.mjs';
import { loopFile, measureImportAdd } from './import-add.mjs';
import {
  CARDS,
  captureCardDom,
  measureFloors,
  measureVisits,
  painted,
  renderFloorTable,
  renderVisitsTable,
  watchCards,
} from './floor.mjs';

const quick = process.argv.includes('--quick');
const visitsOnly = process.argv.includes('--visits');
const floorOnly = process.argv.includes('--floor') || visitsOnly;
const argAfter = (flag) => {
  const at = process.argv.indexOf(flag);
  return at < 0 ? null : process.argv[at + 1];
};
const PAIR = argAfter('--pair')?.split(',') ?? null;
const RUNS = Number(argAfter('--runs') ?? (quick ? 3 : PAIR ? 11 : 5));
// The floor comparison's runs (issues 27 and 44): each is a first visit and three returns (the
// same day, the next day, the day after with a tap) of four pages.
const FLOOR_RUNS = quick ? 5 : 9;
const FLOOR_PORT = benchPort(4185);
const FLOOR_SET = [100, 3];
// Issue 60's visits (a tick, then the tab closed or reloaded; the write on leaving), Tickday beside
// the vanilla floor, on real data: the new schedules' set (each tick with its pin, as the app
// writes it) at a heavy list's size and at a long history's.
const VISIT_SETS = [
  [100, 3],
  [30, 5],
];
const VISIT_RUNS = Number(argAfter('--visit-runs') ?? (quick ? 3 : 5));
class FloorOnly extends Error {}
class PairOnly extends Error {}
// What one habit's year of daily completions takes in the data key (measured on the generator).
const CHARS_PER_HABIT_YEAR = 4920;
// Not 4190: the Fetch standard blocks that port. $BENCH_PORT_OFFSET moves both.
const PORT = benchPort(4183);
const BASE = `http://127.0.0.1:${PORT}`;
const NOW = Date.UTC(2026, 10, 20, 10, 0);
// `mixed`: weekdays, weekly and daily habits with skips, days in New York time starting at 03:00
// (docs/product.md §4 and §10), beside the same size of daily habits in UTC.
const SETS = quick
  ? [
      [100, 3],
      [100, 3, 'mixed'],
      [100, 3, 'amounts'],
      [100, 3, 'groups'],
      [100, 3, 'schedules'],
    ]
  : [
      ...[10, 100, 300].flatMap((habits) => [1, 3, 10].map((years) => [habits, years])),
      [100, 3, 'mixed'],
      [100, 3, 'amounts'],
      [100, 3, 'groups'],
      [100, 3, 'schedules'],
    ];
const MIXED_SETTINGS = JSON.stringify({ dayBoundary: 'local', dayStartHour: 3 });
const MIXED_ZONE = 'America/New_York';
const BADGES = JSON.stringify(ALL_BADGES);
// The cards a list renders at first (src/features/habits/list/card-list.tsx).
const LIST_WINDOW = 100;
// Very long lists (issue 12): each habit with 30 days of ticks, so 5,000 of them fit the quota.
const LARGE_SETS = quick ? [] : [1000, 5000];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => (x === null ? null : Math.round(x * 10) / 10);

const stopServer = await serveProductionBuild(PORT);
const stopFloor = await serveProductionBuild(FLOOR_PORT, { config: 'bench/floor/vite.config.ts' });
const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: CHROMIUM_ARGS,
});

const rows = [];
const largeRows = [];
let importRow = null;
let quotaChars = null;
let floor = null;
let visits = null;
try {
  if (PAIR) {
    await comparePair(PAIR);
    throw new PairOnly();
  }
  // Tickday beside its floors first, on a quiet browser (issue 27).
  const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
  if (!visitsOnly) {
    floor = await measureAllFloors(generateData(FLOOR_SET[0], FLOOR_SET[1], NOW), floorBase);
  }
  visits = await measureVisits(
    browser,
    {
      vanilla: { origin: floorBase, path: '/vanilla.html' },
      tickday: { origin: BASE, path: '/', tickday: true },
    },
    Object.fromEntries(
      VISIT_SETS.map(([habits, years]) => [
        visitSetName(habits, years),
        generateData(habits, years, NOW, { schedules: true }),
      ]),
    ),
    BADGES,
    VISIT_RUNS,
    NOW,
  );
  for (const byPage of Object.values(visits))
    byPage.tickday.jsGzip = gzipOf(byPage.tickday.scripts);
  console.log(`visits: ${JSON.stringify(visits)}`);
  if (floorOnly) throw new FloorOnly();
  quotaChars = await measureQuota();
  console.log(`localStorage holds at most ${quotaChars} characters of habit data here`);
  // One discarded run first: the first pages a fresh browser loads are slower for reasons of its
  // own (disk cache, process start-up), which would otherwise land on the first data set.
  await measureOnce(generateData(10, 1, NOW), 10);
  for (const [habits, years, kind] of SETS) {
    const { amounts, schedules, mixed, groups, data } = setOf(habits, years, kind);
    const row = {
      habits,
      years,
      ...(mixed ? { mixed: true } : {}),
      ...(amounts ? { amounts: true } : {}),
      ...(schedules ? { schedules: true } : {}),
      ...(groups ? { groups } : {}),
      storedBytes: Buffer.byteLength(data, 'utf8'),
      storedChars: data.length,
    };
    const fits = await fitsInStorage(data);
    if (!fits) {
      rows.push({ ...row, note: 'over the localStorage quota' });
      console.log(`${habits} x ${years}y: ${data.length} chars, over the localStorage quota`);
      continue;
    }
    const samples = {
      listPainted: [],
      returnPainted: [],
      allCards: [],
      toggle: [],
      stats: [],
      calendar: [],
      reorder: [],
      history: [],
      domPerCard: [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measureOnce(data, habits, mixed);
      for (const key of Object.keys(samples)) samples[key].push(result[key]);
    }
    for (const key of Object.keys(samples)) row[key] = round(median(samples[key]));
    rows.push(row);
    console.log(
      `${habits} x ${years}y${mixed ? ' mixed' : ''}${amounts ? ' amounts' : ''}${schedules ? ' new schedules' : ''}${groups ? ` in ${groups} groups` : ''}: ${JSON.stringify(row)}`,
    );
  }
  for (const habits of LARGE_SETS) {
    const data = generateData(habits, 30 / 365, NOW);
    const samples = {};
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measureLarge(data);
      for (const [key, value] of Object.entries(result)) (samples[key] ??= []).push(value);
    }
    const row = { habits, days: 30, storedChars: data.length };
    for (const [key, values] of Object.entries(samples)) row[key] = round(median(values));
    largeRows.push(row);
    console.log(`${habits} habits x 30 days: ${JSON.stringify(row)}`);
  }
  importRow = await measureImports();
  const big = await measureImportAdd(browser, BASE, seedStorage, NOW, RUNS);
  importRow.big = { task: round(median(big.task)), add: round(median(big.paint)) };
  console.log(`import: ${JSON.stringify(importRow)}`);
} catch (error) {
  if (!(error instanceof FloorOnly || error instanceof PairOnly)) throw error;
} finally {
  await browser.close();
  stopServer();
  stopFloor();
}

if (PAIR) process.exit(0);
const visitsTable = renderVisitsTable(visits, {
  sets: Object.fromEntries(
    VISIT_SETS.map(([habits, years]) => [
      visitSetName(habits, years),
      `${habits} x ${years}, new schedules`,
    ]),
  ),
  runs: VISIT_RUNS,
  jsGzip: Object.fromEntries(Object.entries(visits).map(([set, r]) => [set, r.tickday.jsGzip])),
});
const floorTable =
  (floor === null
    ? ''
    : `${renderFloorTable(floor, {
        habits: FLOOR_SET[0],
        years: FLOOR_SET[1],
        chars: generateData(FLOOR_SET[0], FLOOR_SET[1], NOW).length,
        runs: FLOOR_RUNS,
      })}\n\n`) + visitsTable;
const size = firstPaintSizes('dist');
if (floorOnly) {
  console.log(`\n${floorTable}`);
  console.log(`\nFirst paint of \`/\`: JS ${size.js} B gzip, CSS ${size.css} B gzip.`);
  process.exit(0);
}
const results = {
  date: new Date().toISOString(),
  runs: RUNS,
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  floor,
  visits,
  firstPaint: { jsGzipBytes: size.js, cssGzipBytes: size.css, budget: BUDGET },
  localStorageQuotaChars: quotaChars,
  sets: rows,
  largeLists: largeRows,
  import: importRow,
  // Issue 57: years of ticks made through the app, in local storage (bench/storage.mjs).
  storage: storageFigures(),
};
if (!quick) writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const table =
  `${floorTable}\n\n` +
  renderTable(results) +
  (largeRows.length > 0 ? `\n\n${renderLargeTable(largeRows)}` : '') +
  `\n\n${renderImportTable(importRow)}` +
  `\n\n${renderStorageTable(results.storage)}`;
console.log(`\n${table}`);
if (!quick) writeReadmeTable('bench', 'Performance (`npm run bench`)', table);

/** Tickday beside its floors on `data` (issue 27): the card DOM captured, then the floors' runs. */
async function measureAllFloors(data, floorBase) {
  const cardDomStorage = await captureCardDom(browser, BASE, data, BADGES, NOW);
  const floor = await measureFloors(
    browser,
    {
      vanilla: { origin: floorBase, path: '/vanilla.html', tap: true },
      react: { origin: floorBase, path: '/react.html', tap: true },
      reactDom: {
        origin: floorBase,
        path: '/react-dom.html',
        storage: cardDomStorage,
      },
      tickday: { origin: BASE, path: '/', tickday: true, tap: true },
    },
    data,
    BADGES,
    FLOOR_RUNS,
    NOW,
  );
  console.log(`floors: ${JSON.stringify(floor)}`);
  return floor;
}

/** An issue 60 visits set's key in results.json. */
function visitSetName(habits, years) {
  return `${habits}x${years}`;
}

/** The gzip -9 bytes of the built files at `paths` (as bundle-size.mjs counts the first paint's). */
function gzipOf(paths) {
  return paths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join('dist', path)), { level: 9 }).length,
    0,
  );
}

/** A set's data and what it is: `kind` is absent (daily, UTC) or one of SETS' kinds. */
function setOf(habits, years, kind) {
  const amounts = kind === 'amounts';
  // 'schedules' (issue 43): the mixed set's conditions (New York days, skips), half of its
  // habits on the new schedules, done as each asks.
  const schedules = kind === 'schedules';
  const mixed = kind === 'mixed' || amounts || schedules;
  // 'groups': the daily set of the same size in 8 groups (issue 42), beside it without.
  const groups = kind === 'groups' ? 8 : 0;
  const data = generateData(habits, years, NOW, { mixed, amounts, groups, schedules });
  return { amounts, schedules, mixed, groups, data };
}

/**
 * Two 100 x 3 sets (`daily` for the plain one) measured in turn, RUNS times each, after one
 * discarded run: the first screenful and the return visit of each run, and their medians.
 */
async function comparePair(kinds) {
  const sets = kinds.map((kind) => ({
    kind,
    ...setOf(100, 3, kind === 'daily' ? undefined : kind),
  }));
  await measureOnce(generateData(10, 1, NOW), 10);
  const samples = sets.map(() => ({ listPainted: [], returnPainted: [] }));
  for (let run = 0; run < RUNS; run += 1) {
    // Each run starts with the other set, so neither is always first after a pause.
    const order = run % 2 ? [1, 0] : [0, 1];
    for (const i of order) {
      const result = await measureOnce(sets[i].data, 100, sets[i].mixed);
      samples[i].listPainted.push(result.listPainted);
      samples[i].returnPainted.push(result.returnPainted);
      console.log(
        `run ${run + 1} ${sets[i].kind}: ${round(result.listPainted)} / ${round(result.returnPainted)} ms`,
      );
    }
  }
  for (const [i, { kind }] of sets.entries()) {
    const first = round(median(samples[i].listPainted));
    const back = round(median(samples[i].returnPainted));
    console.log(`${kind}: first screenful ${first} ms, return ${back} ms (medians of ${RUNS})`);
  }
}

/** Records in `window.__listPainted` when the habit list is first painted (from navigation). */
function watchListPaint(context) {
  return watchCards(context, 1, '__listPainted');
}

/**
 * A very long list: each action's time to the next paint, and the longest task it caused in the
 * 1.5 s after it (writes and badge checks run after the paint). Merge adds a backup holding as
 * many other habits.
 */
async function measureLarge(data) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/robots.txt`);
  await page.evaluate(seedStorage, [data, '[]', Date.now()]);
  await watchListPaint(context);
  const painting = painted(page, '__listPainted');
  await page.goto(BASE, { waitUntil: 'load' });
  const listPainted = await painting;
  await page.locator(CARDS).first().hover();
  await page.waitForSelector('[aria-roledescription="sortable"]');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longest = Math.max(window.__longest, entry.duration);
      }
    }).observe({ type: 'longtask' });
  });
  const action = async (act) => {
    await page.evaluate(() => (window.__longest = 0));
    const paint = await timeInPage(page, act);
    await page.waitForTimeout(1500);
    return [paint, await page.evaluate(() => window.__longest)];
  };
  const [toggle, toggleTask] = await action(() =>
    document.querySelectorAll('button[aria-label$=" for today"]')[2].click(),
  );
  await page.locator(CARDS).nth(1).focus();
  await page.keyboard.press('Delete');
  await page.waitForTimeout(300);
  const [remove, removeTask] = await action(() => document.activeElement.click());
  const [undo, undoTask] = await action(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Undo').click(),
  );
  await page.getByRole('button', { name: 'Add New Habit' }).click();
  await page.getByRole('textbox', { name: 'Habit name' }).fill('One more');
  const [add, addTask] = await action(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Add').click(),
  );
  const other = data.replace(/"id":"17/g, '"id":"27');
  await page.getByRole('button', { name: 'Your data' }).click();
  await page.evaluate(() => (window.__longest = 0));
  const readStart = Date.now();
  await page.getByLabel('Backup file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'tickday-backup',
        formatVersion: 1,
        appVersion: '1.2.100',
        exportedAt: new Date(NOW).toISOString(),
        items: { 'habit-tracker:data': other },
      }),
    ),
  });
  await page.getByRole('button', { name: 'Merge' }).waitFor();
  const preview = Date.now() - readStart;
  const previewTask = await page.evaluate(() => window.__longest);
  const [merge, mergeTask] = await action(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Merge').click(),
  );
  await context.close();
  return {
    listPainted,
    toggle,
    toggleTask,
    remove,
    removeTask,
    undo,
    undoTask,
    add,
    addTask,
    preview,
    previewTask,
    merge,
    mergeTask,
  };
}

async function measureOnce(data, habits, mixed = false) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(mixed ? { timezoneId: MIXED_ZONE } : {}),
  });
  const page = await context.newPage();
  // The data is stored before the measured navigation, from another page of the same origin, as
  // it would be by an earlier visit: writing it is not part of the app's start.
  await page.goto(`${BASE}/robots.txt`);
  await page.evaluate(seedStorage, [data, BADGES, Date.now(), mixed ? MIXED_SETTINGS : null]);
  await watchListPaint(context);
  const painting = painted(page, '__listPainted');
  await page.goto(BASE, { waitUntil: 'load' });
  const listPainted = await painting;
  // A long list paints its first screenful first; every card of its window (the first 100,
  // src/features/habits/list/card-list.tsx LIST_WINDOW) is in the DOM a few frames later.
  await page.waitForFunction(
    ([n, cards]) => document.querySelectorAll(cards).length === n,
    [Math.min(habits, LIST_WINDOW), CARDS],
  );
  const allCards = await page.evaluate(() => performance.now());
  const domPerCard = await page.evaluate(
    (cards) => document.querySelector(cards)?.querySelectorAll('*').length ?? 0,
    CARDS,
  );
  // The pointer enters the list and the sortable code arrives (on a real page it has long since).
  await page.locator(CARDS).first().hover();
  await page.waitForSelector('[aria-roledescription="sortable"]');
  // The interactions are timed on a settled page: the service worker has finished installing
  // (it fetches and caches the whole build on a first visit, competing for the CPU).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(500);

  // Click a check button to the next paint (the frame after React's update): five cards, each
  // ticked once, 300 ms apart; this run's figure is their median.
  const toggles = [];
  for (let card = 0; card < 5; card += 1) {
    await page.evaluate((index) => (window.__card = index), card);
    toggles.push(
      await timeInPage(page, () =>
        document.querySelectorAll('button[aria-label$=" for today"]')[window.__card].click(),
      ),
    );
    await page.waitForTimeout(300);
  }
  const toggle = median(toggles);
  // Stats: pointer over the button (warms the chunk as a mouse does), click, dialog painted.
  await page.getByRole('button', { name: 'Stats', exact: true }).hover();
  await page.waitForTimeout(100);
  const stats = await timeUntil(page, OPEN_STATS.act, OPEN_STATS.selector);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  const strip = page.getByRole('button', { name: /^Show calendar for / }).first();
  await strip.hover();
  await page.waitForTimeout(100);
  const calendar = await timeUntil(
    page,
    () => document.querySelector('button[aria-label^="Show calendar for "]').click(),
    '[role="grid"]',
  );
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  // Keyboard reorder: pick up the first card, move it down, drop; time the drop to its paint.
  const handle = page.getByRole('button', { name: /^Reorder / }).first();
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(40);
  }
  const reorder = await timeInPage(page, () => {
    document.activeElement.dispatchEvent(
      new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }),
    );
  });
  // The first habit's history page (docs/product.md §12) from its card menu: the menu opens (which
  // warms the page's code, as it does for anyone), then History to the year drawn.
  await OPEN_HISTORY.prepare(page);
  const history = await timeUntil(page, OPEN_HISTORY.act, OPEN_HISTORY.selector);
  // A return visit, as anyone with years of data makes: the service worker has installed and
  // stopped (the page and code come from its caches, compiled code from V8's cache), the data is
  // the same size.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1000);
  await beforeReturnVisit(page);
  const returning = painted(page, '__listPainted');
  await page.goto(BASE, { waitUntil: 'load' });
  const returnPainted = await returning;
  await context.close();
  return {
    listPainted,
    returnPainted,
    allCards,
    toggle,
    stats,
    calendar,
    reorder,
    history,
    domPerCard,
  };
}

/**
 * ms from running `act` in the page to the end of the next frame: a message posted from the
 * frame's rAF callback runs as soon as that frame's style, layout and paint are done.
 */
function timeInPage(page, act) {
  return page.evaluate(
    (source) =>
      new Promise((resolve) => {
        // Registered before `act`, so this rAF callback (and its message) come before any the
        // app schedules in response, such as its after-paint write.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        });
        const start = performance.now();
        new Function(`(${source})()`)();
      }),
    act.toString(),
  );
}

/**
 * docs/product.md §13: a Loop backup of 20 habits x 5 years (every day an entry: done, skipped,
 * NO or YES_AUTO), picked in the Your data dialog: ms from the input's change to the summary
 * painted, then from Add to the 20 cards painted. Medians of RUNS runs.
 */
async function measureImports() {
  const HABITS = 20;
  const YEARS = 5;
  const { path, entries, bytes } = await loopFile({
    habits: HABITS,
    years: YEARS,
    now: NOW,
    value: (d, h) => {
      const roll = (d * 31 + h * 17) % 10;
      return roll < 7 ? 2 : roll === 7 ? 3 : roll === 8 ? 0 : 1;
    },
    habit: (i) => ({ num: i % 3 === 0 ? 3 : 1, den: i % 3 === 0 ? 7 : 1 }),
  });
  const samples = { read: [], add: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: 'Your data' }).click();
    await page.getByLabel('Import from another app').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const marks = (window.__import = {});
      document.addEventListener('change', () => (marks.start = performance.now()), true);
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[aria-label="Import summary"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (marks.summary = performance.now())));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByLabel('Import from another app').setInputFiles(path);
    await page.waitForFunction(() => window.__import.summary !== undefined, null, {
      timeout: 60_000,
    });
    samples.read.push(await page.evaluate(() => window.__import.summary - window.__import.start));
    samples.add.push(
      await timeUntil(
        page,
        () =>
          [...document.querySelectorAll('button')]
            .find((b) => b.textContent === 'Add to my habits')
            .click(),
        `[aria-label="Complete Loop habit ${HABITS} for today"]`,
      ),
    );
    await context.close();
  }
  return {
    habits: HABITS,
    years: YEARS,
    entries,
    fileBytes: bytes,
    read: round(median(samples.read)),
    add: round(median(samples.add)),
  };
}

function renderImportTable(r) {
  return [
    '| import | file | picked to summary painted | Add to list painted |',
    '| --- | --- | --- | --- |',
    `| Loop backup, ${r.habits} habits x ${r.years} years (${r.entries.toLocaleString('en-US')} entries) | ${(r.fileBytes / 1024).toFixed(0)} KB | ${r.read} ms | ${r.add} ms |`,
    '',
    '| Add to my habits | longest task (0: none over 50 ms) | Add to dialog closed |',
    '| --- | --- | --- |',
    `| 300 habits x 3 years stored, a Loop backup of 40 habits x 10 years picked | ${r.big.task} ms | ${r.big.add} ms |`,
  ].join('\n');
}

/** The longest string the data key can hold on this browser (binary search). */
async function measureQuota() {
  const page = await browser.newPage();
  await page.goto(`${BASE}/terms`);
  const chars = await page.evaluate(() => {
    let lo = 0;
    let hi = 64 * 1024 * 1024;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      try {
        localStorage.setItem('habit-tracker:data', 'x'.repeat(mid));
        lo = mid;
      } catch {
        hi = mid - 1;
      }
      localStorage.clear();
    }
    return lo;
  });
  await page.close();
  return chars;
}

async function fitsInStorage(data) {
  const page = await browser.newPage();
  await page.goto(`${BASE}/terms`);
  const ok = await page.evaluate((d) => {
    try {
      localStorage.setItem('habit-tracker:data', d);
      localStorage.clear();
      return true;
    } catch {
      return false;
    }
  }, data);
  await page.close();
  return ok;
}

function renderLargeTable(rows) {
  const head = [
    '| habits x 30 days | list painted | toggle | delete | undo | add | read a backup of as many | merge it |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const pair = (paint, task) => `${paint} ms (longest task ${task} ms)`;
  return [
    ...head,
    ...rows.map(
      (r) =>
        `| ${r.habits} | ${r.listPainted} ms | ${pair(r.toggle, r.toggleTask)} | ${pair(r.remove, r.removeTask)} | ${pair(r.undo, r.undoTask)} | ${pair(r.add, r.addTask)} | ${r.preview} ms (longest task ${r.previewTask} ms) | ${pair(r.merge, r.mergeTask)} |`,
    ),
  ].join('\n');
}

function renderTable({ firstPaint, sets, runs, localStorageQuotaChars: quotaChars }) {
  const ms = (x) => (x === null || x === undefined ? '—' : `${x} ms`);
  const lines = [
    `Medians of ${runs} runs, production build, headless Chromium (1280 x 900, no GPU), this machine. First visit: a fresh browser profile, nothing cached. Return visit: the same profile after the service worker installed, with the worker stopped as a day later finds it.`,
    '',
    '| habits x years | stored | list painted, first visit | list painted, return visit | all cards (up to 100) in the DOM, first visit | toggle to paint | open Stats | open calendar | keyboard reorder drop | open a history page | DOM nodes a card |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...sets.map((r) =>
      r.note
        ? `| ${r.habits} x ${r.years} | ${(r.storedBytes / 1024 / 1024).toFixed(1)} MB | ${r.note} | | | | | | | | |`
        : `| ${r.habits} x ${r.years}${r.mixed ? ', mixed schedules, New York days' : ''}${r.amounts ? ', a quarter amount habits' : ''}${r.schedules ? ', half every few days, times a month or times in a window' : ''}${r.groups ? `, in ${r.groups} groups` : ''} | ${(r.storedBytes / 1024).toFixed(0)} KB | ${ms(r.listPainted)} | ${ms(r.returnPainted)} | ${ms(r.allCards)} | ${ms(r.toggle)} | ${ms(r.stats)} | ${ms(r.calendar)} | ${ms(r.reorder)} | ${ms(r.history)} | ${r.domPerCard} |`,
    ),
    '',
    `localStorage quota here: ${(quotaChars / 1024 / 1024).toFixed(2)} M characters for the data key (UTF-16), so about ${Math.round(quotaChars / CHARS_PER_HABIT_YEAR)} habit-years of daily completions.`,
    '',
    `First paint of \`/\`: JS ${(firstPaint.jsGzipBytes / 1024).toFixed(1)} KiB gzip (budget ${firstPaint.budget.js / 1024} KiB), CSS ${(firstPaint.cssGzipBytes / 1024).toFixed(1)} KiB gzip (budget ${firstPaint.budget.css / 1024} KiB).`,
  ];
  return lines.join('\n');
}
