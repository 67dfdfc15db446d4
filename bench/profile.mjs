// Issue 27: where Tickday's first screenful goes. Serves the production build, seeds 100 habits x
// 3 years (the floor comparison's data), and on a first and a return visit records a CPU profile
// and a trace from navigation to the first screenful painted (bench/floor.mjs). Prints the main
// thread's time by kind (trace) and the JS self time by file and by function (profile).
// Built with source maps (not served to users: only this script's build has them), so functions
// and files are named by their source: `src/...` or the package under `node_modules/`.
//   node bench/profile.mjs [--no-build] [--runs N] [--groups N] [--mixed] [--schedules] [--dialogs]
// --groups, --mixed and --schedules profile the bench's other sets of the same size. --dialogs
// profiles opening Stats and the first habit's History instead (issue 44), as bench/run.mjs times
// them: the click to the frame after the dialog is in the DOM, on a settled page.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium.mjs';
import { generateData } from './generate.mjs';
import {
  ALL_BADGES,
  beforeReturnVisit,
  OPEN_HISTORY,
  OPEN_STATS,
  seedStorage,
  serveProductionBuild,
  timeUntil,
} from './shared.mjs';
import { painted, snapshotStored, watchCards } from './floor.mjs';

const PORT = 4186;
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const GROUPS = args.includes('--groups') ? Number(args[args.indexOf('--groups') + 1]) : 0;
const SCHEDULES = args.includes('--schedules');
const MIXED = args.includes('--mixed') || SCHEDULES;
const DIALOGS = args.includes('--dialogs');
if (!args.includes('--no-build')) {
  console.log('Building with source maps...');
  execSync('npx vite build --sourcemap', { stdio: 'ignore' });
}
const stop = await serveProductionBuild(PORT, { build: false });
const maps = new Map();
/** `file:line` of a minified frame's source, or the file itself without a map. */
function source(url, line, column) {
  const file = url.replace(BASE, '');
  if (!file.startsWith('/assets/')) return { file, name: null };
  if (!maps.has(file)) {
    const path = `dist${file}.map`;
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map || line < 0) return { file, name: null };
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return { file, name: null };
  const src = pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
  const module = src.startsWith('node_modules/')
    ? src
        .split('/')
        .slice(0, src.split('/')[1].startsWith('@') ? 3 : 2)
        .join('/')
    : src;
  return { file: module, name: `${pos.name ?? ''} ${src}:${pos.line}` };
}
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
const data = generateData(100, 3, Date.UTC(2026, 10, 20, 10, 0), {
  groups: GROUPS,
  mixed: MIXED,
  schedules: SCHEDULES,
});
const totals = DIALOGS
  ? { Stats: newTotals(), History: newTotals() }
  : { first: newTotals(), back: newTotals() };
try {
  for (let run = 0; DIALOGS && run < RUNS; run += 1) await profileDialogs(run);
  for (let run = 0; !DIALOGS && run < RUNS; run += 1) {
    // The mixed sets' conditions, as bench/run.mjs sets them: New York days starting at 03:00.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...(MIXED ? { timezoneId: 'America/New_York' } : {}),
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/robots.txt`);
    const settings = MIXED ? JSON.stringify({ dayBoundary: 'local', dayStartHour: 3 }) : null;
    await page.evaluate(seedStorage, [data, JSON.stringify(ALL_BADGES), Date.now(), settings]);
    await watchCards(context);
    await profileVisit(page, totals.first, run === 0 ? 'first' : null);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The return paints the snapshot the first visit stored (issue 44), as a day's return does.
    await page.waitForFunction(snapshotStored, null, { timeout: 20_000 });
    await page.waitForTimeout(1000);
    await beforeReturnVisit(page);
    await profileVisit(page, totals.back, run === 0 ? 'back' : null);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
for (const [visit, t] of Object.entries(totals)) report(visit, t);

/** Stats, then the first habit's History, each opened with a profile of it (`totals`). */
async function profileDialogs(run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/robots.txt`);
  await page.evaluate(seedStorage, [data, JSON.stringify(ALL_BADGES), Date.now(), null]);
  await page.goto(BASE, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Stats', exact: true }).hover();
  await page.waitForTimeout(300);
  await profileOpen(page, totals.Stats, run === 0 && 'stats', OPEN_STATS);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await OPEN_HISTORY.prepare(page);
  await profileOpen(page, totals.History, run === 0 && 'history', OPEN_HISTORY);
  await context.close();
}

/** `open` (`OPEN_STATS`, `OPEN_HISTORY`) timed as bench/run.mjs times it, with a profile of it. */
async function profileOpen(page, into, keep, open) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const time = await timeUntil(page, open.act, open.selector);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  if (keep) {
    mkdirSync('.probe', { recursive: true });
    writeFileSync(`.probe/${keep}.cpuprofile`, JSON.stringify(profile));
  }
  into.screenful.push(time);
  // The whole profile: from just before the click to just after the frame (idle included).
  addProfile(profile, profile.startTime, (profile.endTime - profile.startTime) / 1000, into);
}

function newTotals() {
  return { screenful: [], kinds: {}, files: {}, functions: {}, inclusive: {} };
}

async function profileVisit(page, into, keep) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  await cdp.send('Profiler.start');
  const time = painted(page);
  await page.goto(BASE, { waitUntil: 'load' });
  const screenful = await time;
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await cdp.detach();
  if (keep) {
    mkdirSync('.probe', { recursive: true });
    writeFileSync(`.probe/${keep}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`.probe/${keep}.trace.json`, JSON.stringify(trace));
  }
  into.screenful.push(screenful);
  const start = addTrace(trace, timeOrigin, screenful, into.kinds);
  addProfile(profile, start, screenful, into);
}

/** Main-thread top-level time by event name, from navigation start to the screenful. */
function addTrace(trace, timeOrigin, screenful, kinds) {
  const events = trace.traceEvents;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith(BASE + '/') &&
      !e.args.data.documentLoaderURL.includes('robots'),
  );
  const start = nav ? nav.ts : timeOrigin * 1000;
  const end = start + screenful * 1000;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'navigationStart'),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid && e.ts >= start && e.ts < end,
  );
  // Children of each RunTask, one level down: what the task did.
  const runs = tasks.filter((e) => e.name === 'RunTask');
  for (const task of runs) {
    let covered = 0;
    for (const child of tasks) {
      if (
        child === task ||
        child.name === 'RunTask' ||
        child.ts < task.ts ||
        child.ts + child.dur > task.ts + task.dur
      )
        continue;
      const parent = tasks.find(
        (p) =>
          p !== child &&
          p !== task &&
          p.name !== 'RunTask' &&
          p.ts <= child.ts &&
          p.ts + p.dur >= child.ts + child.dur &&
          p.dur > child.dur,
      );
      if (parent) continue;
      kinds[child.name] = (kinds[child.name] ?? 0) + child.dur / 1000;
      covered += child.dur / 1000;
    }
    kinds['(task, other)'] = (kinds['(task, other)'] ?? 0) + Math.max(0, task.dur / 1000 - covered);
  }
  return start;
}

/** JS self time by script and by function, from navigation start to the screenful. */
function addProfile(profile, start, screenful, into) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < start || t > start + screenful * 1000) continue;
    const node = byId.get(profile.samples[i]);
    const frame = node.callFrame;
    const where = frame.url
      ? source(frame.url, frame.lineNumber, frame.columnNumber)
      : { file: `(${frame.functionName || 'native'})`, name: null };
    const file = where.file;
    into.files[file] = (into.files[file] ?? 0) + dt;
    const fn = where.name ?? `${frame.functionName || '(anonymous)'} ${file}`;
    into.functions[fn] = (into.functions[fn] ?? 0) + dt;
    // Inclusive time of our own functions (src/): what each costs with all it calls.
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (!f.url) continue;
      const at = source(f.url, f.lineNumber, f.columnNumber);
      if (!at.name || !at.name.includes(' src/') || seen.has(at.name)) continue;
      seen.add(at.name);
      into.inclusive[at.name] = (into.inclusive[at.name] ?? 0) + dt;
    }
  }
}

function report(visit, t) {
  const n = t.screenful.length;
  const sorted = [...t.screenful].sort((a, b) => a - b);
  console.log(
    `\n## ${visit}${DIALOGS ? ' opened' : ' visit: screenful'} median ${sorted[n >> 1].toFixed(1)} ms (${n} runs)`,
  );
  const top = (obj, k) =>
    Object.entries(obj)
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${(ms / n).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`main thread by kind (mean per visit):\n${top(t.kinds, 14)}`);
  console.log(`JS self time by file:\n${top(t.files, 25)}`);
  console.log(`JS self time by function:\n${top(t.functions, 30)}`);
  console.log(`Our functions, inclusive:\n${top(t.inclusive, 40)}`);
}
