// npm run lighthouse: Lighthouse (mobile emulation, the default config) against the production
// build in the system Chromium, on `/` empty and with 100 habits x 3 years (the benchmark's data).
// Prints a summary and writes bench/lighthouse.json beside bench/results.json.
//   node bench/lighthouse.mjs
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { generateData } from './generate.mjs';

const PORT = 4184;
const BASE = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const ALL_BADGES = [
  'first_step',
  'declutterer',
  'first_check',
  'on_a_roll',
  'flawless_week',
  'juggler',
  'month_master',
  'variety_seeker',
  'century_club',
  'well_rounded',
  'committed',
  'night_owl_early_bird',
  'habit_guru',
  'consistency_king',
  'solar_cycle',
  'habit_maker',
];

if (!process.argv.includes('--no-build')) {
  console.log('Building...');
  execSync('npx vite build', { stdio: 'ignore' });
}
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);
await waitFor(BASE);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

const scenarios = [];
try {
  scenarios.push(await audit('empty', null));
  scenarios.push(await audit('100 habits x 3 years', seedHabits));
} finally {
  await chrome.kill();
  stopServer();
}

const summary = { date: new Date().toISOString(), url: `${BASE}/`, scenarios };
writeFileSync('bench/lighthouse.json', `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n${renderTable(summary)}`);
const short = scenarios.flatMap((s) =>
  CATEGORIES.filter((c) => s.scores[c] !== 100).map((c) => `${s.name}: ${c} ${s.scores[c]}`),
);
if (short.length > 0) {
  console.log(`\nBelow 100: ${short.join('; ')}`);
  for (const s of scenarios) for (const f of s.failing) console.log(`  ${s.name}: ${f}`);
  process.exitCode = 1;
}

/** One Lighthouse run on `/`; `seed` fills localStorage first (then storage is not reset). */
async function audit(name, seed) {
  if (seed) await seed();
  const result = await lighthouse(
    `${BASE}/`,
    {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
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
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
  );
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${c} / ${a.id}: ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
  return { name, scores, metrics, failing, runWarnings: lhr.runWarnings };
}

/** 100 habits with 3 years of daily completions and every badge earned, as the benchmark uses. */
async function seedHabits() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  // As Lighthouse's own storage reset does for the empty run: no service worker or cache left
  // from it, so both runs are a first visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${BASE}/robots.txt`);
  await page.evaluate(
    ([data, badges]) => {
      localStorage.clear();
      localStorage.setItem('habit-tracker:data', data);
      localStorage.setItem('habit-tracker:badges', badges);
      localStorage.setItem('habit-tracker:badges-seen', badges);
    },
    [generateData(100, 3, Date.now()), JSON.stringify(ALL_BADGES)],
  );
  await page.close();
  await browser.close();
}

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function renderTable({ scenarios }) {
  return [
    '| `/` | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scenarios.map(
      ({ name, scores: s, metrics: m }) =>
        `| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`,
    ),
  ].join('\n');
}
