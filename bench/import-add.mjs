// Issue 22 #18: the longest task after "Add to my habits" with 300 habits x 3 years stored and a
// Loop backup of 40 habits x 10 years picked (every day an entry). Run alone:
// `node bench/import-add.mjs [--no-build]`; `npm run bench` runs it too (measureImportAdd).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { makeLoopDb } from '../scripts/loop-db.mjs';
import { generateData } from './generate.mjs';

/**
 * Writes a Loop backup (schema 25) of `habits` habits x `years` years up to `now`, every day an
 * entry of `value(day, habit)`; `habit(i)` adds to the i-th habit's row (its name by default).
 * Returns the file's path, its entries and its size.
 */
export async function loopFile({ habits, years, now, value, habit = () => ({}) }) {
  const SQL = await initSqlJs();
  const first = Math.floor(now / 86_400_000) - years * 365;
  const repetitions = [];
  for (let h = 1; h <= habits; h += 1) {
    for (let d = first; d < first + years * 365; d += 1) {
      repetitions.push({ habit: h, timestamp: d * 86_400_000, value: value(d, h) });
    }
  }
  const db = makeLoopDb(SQL, {
    version: 25,
    habits: Array.from({ length: habits }, (_, i) => ({
      id: i + 1,
      name: `Loop habit ${i + 1}`,
      ...habit(i),
    })),
    repetitions,
  });
  const path = join(mkdtempSync(join(tmpdir(), 'tickday-bench-')), 'Loop Habits Backup.db');
  writeFileSync(path, db);
  return { path, entries: repetitions.length, bytes: db.length };
}

/**
 * The longest task (ms) from clicking Add to a second after the new cards are painted, and ms to
 * the summary gone (the dialog closed); `stored`: [habits, years] already in storage.
 */
export async function measureImportAdd(browser, base, seed, now, runs, stored = [300, 3]) {
  const { path } = await loopFile({
    habits: 40,
    years: 10,
    now,
    value: (d, h) => ((d * 31 + h * 17) % 10 < 8 ? 2 : 0),
  });
  const data = generateData(stored[0], stored[1], now);
  const samples = { task: [], paint: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(seed, [data, '[]', Date.now()]);
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Your data' }).click();
    await page.getByLabel('Import from another app').waitFor({ state: 'attached' });
    await page.getByLabel('Import from another app').setInputFiles(path);
    await page.getByRole('button', { name: 'Add to my habits' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000); // the summary read, as a person would
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let longest = 0;
          const observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
          });
          observer.observe({ type: 'longtask' });
          const start = performance.now();
          [...document.querySelectorAll('button')]
            .find((b) => b.textContent === 'Add to my habits')
            .click();
          const poll = () => {
            if (document.querySelector('[aria-label="Import summary"]'))
              return void setTimeout(poll, 5);
            const painted = performance.now() - start;
            setTimeout(() => {
              observer.disconnect();
              resolve({ task: longest, paint: painted });
            }, 1000);
          };
          poll();
        }),
    );
    samples.task.push(result.task);
    samples.paint.push(result.paint);
    await context.close();
  }
  return samples;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, systemChromium } = await import('../scripts/chromium.mjs');
  const { seedStorage, serveProductionBuild } = await import('./shared.mjs');
  const PORT = 4184;
  const stop = await serveProductionBuild(PORT, { build: !process.argv.includes('--no-build') });
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  try {
    const stored = process.argv.includes('--small') ? [200, 3] : [300, 3];
    const s = await measureImportAdd(
      browser,
      `http://127.0.0.1:${PORT}`,
      seedStorage,
      Date.UTC(2026, 10, 20, 10),
      5,
      stored,
    );
    console.log(JSON.stringify(s));
  } finally {
    await browser.close();
    stop();
  }
}
