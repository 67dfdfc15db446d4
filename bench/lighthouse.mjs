// npm run lighthouse: Lighthouse (mobile emulation, the default config) against the production
// build in the system Chromium, on `/` empty and with 100 habits x 3 years (the benchmark's data).
// Prints a summary and writes bench/lighthouse.json beside bench/results.json. With --floors, the
// same audit of the benchmark's floors at 100 x 3 too (bench/floor: React 19 alone drawing the same
// cards from the same stored data, and the same in plain DOM), so a score reads beside what React
// itself scores on this machine.
//   node bench/lighthouse.mjs [--no-build] [--floors]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium.mjs';
import { generateData } from './generate.mjs';
import { ALL_BADGES, seedStorage, serveProductionBuild, writeReadmeTable } from './shared.mjs';

const PORT = 4184;
const FLOOR_PORT = 4187;
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_BASE = `http://127.0.0.1:${FLOOR_PORT}`;
const floors = process.argv.includes('--floors');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const build = !process.argv.includes('--no-build');
if (floors && !build && !existsSync('bench/.floor/react.html')) {
  console.error('No floor build in bench/.floor: run once without --no-build (or npm run bench).');
  process.exit(1);
}
const stopServer = await serveProductionBuild(PORT, { build });
const stopFloors = floors
  ? await serveProductionBuild(FLOOR_PORT, { build, config: 'bench/floor/vite.config.ts' })
  : () => undefined;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? systemChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const scenarios = [];
try {
  scenarios.push(await audit('`/` empty', `${BASE}/`, null));
  scenarios.push(await audit('`/` 100 habits x 3 years', `${BASE}/`, seedHabits));
  if (floors) {
    // Performance only: the floors are a measure, not pages a person reads.
    const only = ['performance'];
    const react = `${FLOOR_BASE}/react.html`;
    const vanilla = `${FLOOR_BASE}/vanilla.html`;
    scenarios.push(await audit("React's floor, 100 habits x 3 years", react, seedHabits, only));
    scenarios.push(await audit('vanilla floor, 100 habits x 3 years', vanilla, seedHabits, only));
  }
} finally {
  await chrome.kill();
  stopServer();
  stopFloors();
}

const summary = { date: new Date().toISOString(), scenarios };
writeFileSync('bench/lighthouse.json', `${JSON.stringify(summary, null, 2)}\n`);
const table = renderTable(summary);
console.log(`\n${table}`);
writeReadmeTable('lighthouse', 'Lighthouse (`npm run lighthouse`)', table);
const short = scenarios.flatMap((s) =>
  Object.entries(s.scores)
    .filter(([, score]) => score !== 100)
    .map(([c, score]) => `${s.name}: ${c} ${score}`),
);
if (short.length > 0) {
  console.log(`\nBelow 100: ${short.join('; ')}`);
  for (const s of scenarios) for (const f of s.failing) console.log(`  ${s.name}: ${f}`);
}

/** One Lighthouse run on `url`; `seed` fills its localStorage first (then storage is not reset). */
async function audit(name, url, seed, categories = CATEGORIES) {
  if (seed) await seed(new URL(url).origin);
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: Boolean(seed),
      // The creator's avatar is the one request to another origin, and this machine has no
      // internet: the image would fail with ERR_NAME_NOT_RESOLVED, a console error that costs
      // best practices here but not for a user. Blocked requests are ignored by that audit; the
      // footer then shows its initials fallback, as it does whenever the image cannot load.
      blockedUrlPatterns: ['https://unavatar.io/*'],
    },
    undefined,
  );
  const { lhr, report } = result;
  const file = name.replace(/\W+/g, '-');
  mkdirSync('.lighthouse', { recursive: true });
  writeFileSync(`.lighthouse/${file}.json`, report[0]);
  writeFileSync(`.lighthouse/${file}.html`, report[1]);
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
  );
  const failing = categories.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${c} / ${a.id}: ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
  return { name, url, scores, metrics, failing, runWarnings: lhr.runWarnings };
}

/**
 * The benchmark's data set: 100 habits with 3 years of daily completions, every badge earned,
 * the banner dismissed and a recent backup (what three years of use leave behind).
 */
async function seedHabits(origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  // As Lighthouse's own storage reset does for the empty run: no service worker or cache left
  // from it, so both runs are a first visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${origin}/robots.txt`);
  const now = Date.now();
  await page.evaluate(seedStorage, [generateData(100, 3, now), JSON.stringify(ALL_BADGES), now]);
  await page.close();
  await browser.close();
}

function renderTable({ scenarios }) {
  return [
    'Lighthouse 12.8.2, mobile (simulated slow 4G, 4x CPU slowdown), production build, first visits, this machine.',
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scenarios.map(
      ({ name, scores: s, metrics: m }) =>
        `| ${name} | ${s.performance} | ${s.accessibility ?? '-'} | ${s['best-practices'] ?? '-'} | ${s.seo ?? '-'} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`,
    ),
  ].join('\n');
}
