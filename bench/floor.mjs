// Issue 27: Tickday beside its floors, on the same stored data in one run. The vanilla page (read
// the blob, paint the cards) and React 19 alone painting the same cards (bench/floor) against
// Tickday: ms from navigation to the first screenful of cards (8 at 1280 x 900) in the DOM and
// painted, on a first visit (fresh profile) and a return visit (the same profile again). The pages
// are measured in alternating order, so a slow stretch of the machine lands on all three.
import { beforeReturnVisit, seedStorage } from './shared.mjs';

export const SCREENFUL = 8;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => Math.round(x * 10) / 10;

/**
 * The habit cards on the main page, in any of its lists: `Habits`, and each group's (issue 42).
 * The floors' pages have the one list.
 */
export const CARDS = 'main ul[aria-label] > li';

/**
 * Records in `window[key]` when `count` cards of the habit list are first painted (ms from
 * navigation): the frame's rAF callback posts a message, which runs once style, layout and paint
 * are done. Shared by bench/run.mjs (the first card) and bench/profile.mjs.
 */
export function watchCards(context, count = SCREENFUL, key = '__screenful') {
  return context.addInitScript(
    ([count, key, cards]) => {
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll(cards).length < count) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window[key] = performance.now();
            console.debug(key, window[key]);
          };
          channel.port2.postMessage(null);
        });
      }).observe(document, { childList: true, subtree: true });
    },
    [count, key, CARDS],
  );
}

/**
 * Resolves with `watchCards`'s time for `key`, told through the console: polling for it from here
 * (waitForFunction) would evaluate Playwright's injected script in the page, ~10 ms of main thread,
 * in the middle of a render still running after the load event.
 */
export function painted(page, key = '__screenful') {
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(`${key} `), timeout: 60_000 })
    .then((m) => Number(m.text().slice(key.length + 1)));
}

async function visit(page, url) {
  const time = painted(page);
  await page.goto(url, { waitUntil: 'load' });
  return time;
}

/** One first and one return visit of `url` in a fresh context holding `data`. */
async function measurePage(browser, { origin, path, tickday, storage = {} }, data, badges) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedStorage, [data, badges, Date.now()]);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await watchCards(context);
  const first = await visit(page, `${origin}${path}`);
  // Tickday's return visit comes through its service worker, once installed and then stopped as a
  // day later (bench/run.mjs); the floors have none and come from the HTTP cache, as a plain
  // page's would.
  if (tickday) await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1000);
  await beforeReturnVisit(page, origin);
  const back = await visit(page, `${origin}${path}`);
  await context.close();
  return { first, back };
}

/** Where the card-DOM floor reads the captured cards (`CARD_DOM_KEY` in bench/floor/cards.ts). */
const CARD_DOM_KEY = 'bench:card-dom';

/**
 * Tickday's cards as its first commit puts them in the DOM, on a first visit with `data` at the
 * bench's size: a JSON array of [tag, React props, ...children] per card, for the floor that has
 * React create the same elements (bench/floor/react-dom-floor.tsx). Returns the storage items
 * that page reads them from, for `measureFloors`' `storage`.
 */
export async function captureCardDom(browser, origin, data, badges) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const BOOLEAN = new Set(['hidden', 'disabled', 'inert', 'open', 'checked', 'readonly']);
    const serialize = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.data;
      if (node.nodeType !== Node.ELEMENT_NODE) return null;
      const props = {};
      for (const { name, value } of node.attributes) {
        if (name === 'class') props.className = value;
        else if (name === 'for') props.htmlFor = value;
        else if (name === 'tabindex') props.tabIndex = Number(value);
        else if (name === 'style')
          props.style = Object.fromEntries(
            value
              .split(';')
              .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()])
              .filter(([k]) => k),
          );
        else if (BOOLEAN.has(name)) props[name] = true;
        else props[name] = value;
      }
      const children = [...node.childNodes].map(serialize).filter((c) => c !== null);
      return [node.localName, props, ...children];
    };
    new MutationObserver((_, observer) => {
      const cards = document.querySelectorAll('ul[aria-label="Habits"] > li');
      if (cards.length === 0) return;
      observer.disconnect();
      window.__cardDom = JSON.stringify([...cards].map(serialize));
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedStorage, [data, badges, Date.now()]);
  await page.goto(`${origin}/`);
  const dom = await page.waitForFunction(() => window.__cardDom).then((h) => h.jsonValue());
  await context.close();
  return { [CARD_DOM_KEY]: dom };
}

/**
 * Medians of `runs` alternating runs of each page; `pages` maps a name to { origin, path,
 * tickday }. Returns { name: { first, back } } and each page's ratios to the React floor.
 */
export async function measureFloors(browser, pages, data, badges, runs) {
  const names = Object.keys(pages);
  const samples = Object.fromEntries(names.map((n) => [n, { first: [], back: [] }]));
  for (let run = 0; run < runs; run += 1) {
    // Rotate the order each run: no page is always the first after a context closes.
    const order = names.map((_, i) => names[(i + run) % names.length]);
    for (const name of order) {
      const { first, back } = await measurePage(browser, pages[name], data, badges);
      samples[name].first.push(first);
      samples[name].back.push(back);
    }
  }
  return Object.fromEntries(
    names.map((n) => [
      n,
      { first: round(median(samples[n].first)), back: round(median(samples[n].back)) },
    ]),
  );
}

export function renderFloorTable(floor, { habits, years, chars, runs }) {
  const ratio = (x, base) => `${(x / base).toFixed(2)}x`;
  const row = (label, r) =>
    `| ${label} | ${r.first} ms (${ratio(r.first, floor.react.first)}) | ${r.back} ms (${ratio(r.back, floor.react.back)}) |`;
  return [
    `Against the floors (issue 27): ${habits} habits x ${years} years stored (${(chars / 1e6).toFixed(2)} M characters), ms from navigation to the first screenful (${SCREENFUL} cards) in the DOM and painted, medians of ${runs} alternating runs; in brackets, the ratio to React's floor.`,
    '',
    '| page | first visit | return visit |',
    '| --- | --- | --- |',
    row('vanilla: read the blob, paint the cards (bench/floor)', floor.vanilla),
    row('React 19 alone painting the same cards (bench/floor)', floor.react),
    row("React 19 alone creating Tickday's own card DOM, captured (bench/floor)", floor.reactDom),
    `| Tickday | ${floor.tickday.first} ms (${ratio(floor.tickday.first, floor.react.first)}; ${ratio(floor.tickday.first, floor.reactDom.first)} of the card DOM's) | ${floor.tickday.back} ms (${ratio(floor.tickday.back, floor.react.back)}; ${ratio(floor.tickday.back, floor.reactDom.back)} of the card DOM's) |`,
  ].join('\n');
}
