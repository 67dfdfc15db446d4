// Issue 44: what checking and painting a first-screenful snapshot would cost an inline script,
// before any design is built. Serves nothing: a blank page of its own origin per run, with the
// bench's 100 x 3 data stored, in a fresh browser context (a fresh renderer), medians of RUNS.
//   node bench/snapshot-probe.mjs [--runs N]
// Prints, in ms: reading the data key; a 53-bit hash of it in JS (cyrb53, two Math.imul lanes);
// the same four bytes a step over its UTF-8 (TextEncoder included); SHA-256 of it by crypto.subtle (TextEncoder included, awaited); and setting #root's innerHTML
// to a snapshot of 10 cards' markup (Tickday's card DOM, ~53 elements a card) plus a layout.
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium.mjs';
import { generateData } from './generate.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 9;
const PORT = 4187;
const server = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><html><body><div id="root"></div></body></html>');
}).listen(PORT, '127.0.0.1');
const data = generateData(100, 3, Date.UTC(2026, 10, 20, 10, 0));
// A card's markup of Tickday's size: a heading, a strip of 7 days, buttons, svg ticks.
const card = (i) =>
  `<li class="rounded-2xl border p-4"><div class="flex items-center gap-3"><button aria-label="Reorder Habit ${i}" class="size-8"><svg viewBox="0 0 24 24"><path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"/></svg></button><h3 class="flex-1 truncate font-semibold">Habit ${i}</h3><button aria-label="More actions for Habit ${i}" class="size-11"><svg viewBox="0 0 24 24"><circle cx="12" cy="5" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="12" cy="19" r="1"/></svg></button></div><ol class="grid grid-cols-7 gap-1">${Array.from({ length: 7 }, (_, d) => `<li><span class="text-xs">Mo</span><span aria-label="Monday, Nov ${d + 14}: done" class="size-6 rounded-md border bg-accent"></span></li>`).join('')}</ol><div class="flex gap-2"><span>12 days</span><button aria-pressed="false" aria-label="Complete Habit ${i} for today" class="size-12 rounded-full"><svg viewBox="0 0 24 24"><path d="M5 12l5 5L20 7"/></svg></button></div></li>`;
const html = `<main><ul aria-label="Habits">${Array.from({ length: 10 }, (_, i) => card(i)).join('')}</ul></main>`;

const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
const samples = { read: [], cyrb53: [], words: [], sha256: [], paint: [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.evaluate((d) => localStorage.setItem('habit-tracker:data', d), data);
    await page.reload();
    const r = await page.evaluate(async (markup) => {
      let t = performance.now();
      const raw = localStorage.getItem('habit-tracker:data') ?? '';
      const read = performance.now() - t;
      t = performance.now();
      let h1 = 0xdeadbeef;
      let h2 = 0x41c6ce57;
      for (let i = 0; i < raw.length; i += 1) {
        const c = raw.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      const cyrb53 = performance.now() - t;
      void (4294967296 * (2097151 & h2) + (h1 >>> 0));
      // The same text as UTF-8, hashed four bytes a step (a function, so it is optimised).
      t = performance.now();
      const bytes = new TextEncoder().encode(raw);
      const hashWords = (b) => {
        const w = new Int32Array(b.buffer, 0, b.length >> 2);
        let a = 0x9e3779b9;
        let z = 0x85ebca6b;
        for (let i = 0; i < w.length; i += 1) {
          a = Math.imul(a ^ w[i], 2654435761);
          z = Math.imul(z ^ w[i], 1597334677) ^ (a >>> 15);
        }
        for (let i = w.length << 2; i < b.length; i += 1) a = Math.imul(a ^ b[i], 2654435761);
        return [a, z];
      };
      hashWords(bytes);
      const words = performance.now() - t;
      t = performance.now();
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw));
      const sha256 = performance.now() - t;
      t = performance.now();
      const root = document.getElementById('root');
      root.innerHTML = markup;
      void root.offsetHeight;
      const paint = performance.now() - t;
      return { read, cyrb53, words, sha256, paint };
    }, html);
    for (const k of Object.keys(samples)) samples[k].push(r[k]);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(
  `${(data.length / 1e6).toFixed(2)} M characters, ${html.length} characters of markup, medians of ${RUNS}:`,
);
for (const [k, xs] of Object.entries(samples))
  console.log(`  ${k.padEnd(7)} ${median(xs).toFixed(1)} ms`);
