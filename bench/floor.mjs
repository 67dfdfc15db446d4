// Issue 27: Tickday beside its floors, on the same stored data in one run. The vanilla page (read
// the blob, paint the cards) and React 19 alone painting the same cards (bench/floor) against
// Tickday: ms from navigation to the first screenful of cards (8 at 1280 x 900) in the DOM and
// painted, on a first visit (fresh profile) and a return visit (the same profile again). The pages
// are measured in alternating order, so a slow stretch of the machine lands on all three.
// Issue 44: each page's visits run on a clock at the data's day, 08:00 (`installDayClock`), so a
// same-day return, then a next-day return (the clock moved past midnight), then, the day after,
// a return visit with a tap on the first card's tick as its first screenful is painted, timed to
// the tick shown done.
import { beforeReturnVisit, dayAt, installDayClock, seedStorage, setDay } from './shared.mjs';
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

/** The first card's tick, inside `CARDS` (src/features/habits/card/habit-card.tsx; the floors'). */
export const TICK = 'button[aria-label^="Complete "][aria-label$=" for today"][aria-pressed]';

/**
 * Records in `window[key]` when `count` cards of the habit list are first painted (ms from
 * navigation): the frame's rAF callback posts a message, which runs once style, layout and paint
 * are done. Shared by bench/run.mjs (the first card) and bench/profile.mjs. The console message
 * also gives the centre of the first card's tick and its aria-pressed (`paintedAt`).
 */
export function watchCards(context, count = SCREENFUL, key = '__screenful') {
  return context.addInitScript(
    ([count, key, cards, tick]) => {
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll(cards).length < count) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window[key] = performance.now();
            const button = document.querySelector(cards)?.querySelector(tick);
            const box = button?.getBoundingClientRect();
            const at = box
              ? ` ${box.x + box.width / 2} ${box.y + box.height / 2} ${button.getAttribute('aria-pressed')}`
              : '';
            console.debug(`${key} ${window[key]}${at}`);
          };
          channel.port2.postMessage(null);
        });
      }).observe(document, { childList: true, subtree: true });
    },
    [count, key, CARDS, TICK],
  );
}

/**
 * Records in `window[key]` (and tells the console, as `watchCards`) when, after the first
 * pointerdown of the document, the first card's tick shows done (aria-pressed="true") and that
 * frame has painted: a tap answered (issue 44).
 */
export function watchTick(context, key = '__tapAnswered') {
  return context.addInitScript(
    ([key, cards, tick]) => {
      let tapped = false;
      let seen = false;
      const done = () =>
        document.querySelector(cards)?.querySelector(tick)?.getAttribute('aria-pressed') === 'true';
      const check = () => {
        if (!tapped || seen || !done()) return;
        seen = true;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window[key] = performance.now();
            console.debug(`${key} ${window[key]}`);
          };
          channel.port2.postMessage(null);
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-pressed'],
      });
      addEventListener(
        'pointerdown',
        () => {
          window[`${key}Down`] = performance.now();
          tapped = true;
          check();
          // Event Timing: the first click's next paint after its handlers (and the render they
          // make at once), to 8 ms; reported only for clicks of 16 ms or more. Observed from the
          // press on: observed from the start, the page's first screenful came ~120 ms later.
          new PerformanceObserver((list, observer) => {
            const click = list.getEntries().find((e) => e.name === 'click');
            if (!click) return;
            observer.disconnect();
            window[`${key}ByEvent`] = click.startTime + click.duration;
          }).observe({ type: 'event', durationThreshold: 16 });
        },
        { capture: true, once: true },
      );
    },
    [key, CARDS, TICK],
  );
}

/**
 * Resolves with `watchCards`'s time for `key`, told through the console: polling for it from here
 * (waitForFunction) would evaluate Playwright's injected script in the page, ~10 ms of main thread,
 * in the middle of a render still running after the load event.
 */
export function painted(page, key = '__screenful') {
  return paintedAt(page, key).then(({ time }) => time);
}

/**
 * `painted`, with the centre of the first card's tick then and its aria-pressed: { time, x, y,
 * pressed } (no x, y, pressed: no tick).
 */
function paintedAt(page, key = '__screenful') {
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(`${key} `), timeout: 60_000 })
    .then((m) => {
      const [time, x, y, pressed] = m
        .text()
        .slice(key.length + 1)
        .split(' ');
      return { time: Number(time), x: Number(x), y: Number(y), pressed };
    });
}

/**
 * Goes to `url`; resolves with the screenful's time once loaded. A return visit of Tickday must
 * come from its service worker, as a real one does: `fromWorker` fails the bench otherwise.
 * `pressed`: what the first card's tick must show at the screenful ('true' or 'false', done today
 * or not, so the page read the clock's day), else the bench fails.
 */
async function visit(page, url, { fromWorker = false, pressed } = {}) {
  const screenful = paintedAt(page);
  screenful.catch(() => {}); // awaited below, or the visit failed before
  const response = await page.goto(url, { waitUntil: 'load' });
  if (fromWorker && !response?.fromServiceWorker())
    throw new Error(`${url}: the return visit did not come from the service worker`);
  const { time, pressed: shown } = await screenful;
  if (pressed !== undefined && shown !== pressed)
    throw new Error(`${url}: the first habit shows aria-pressed=${shown}, not ${pressed}, today`);
  return time;
}

/**
 * A return visit with a tap (issue 44): one click (one press and release, through CDP, as a
 * person's) on the first card's tick the moment the first screenful is painted. Resolves with the
 * screenful's time and the tap answered's (ms from navigation), once the page has loaded.
 */
async function visitWithTap(page, url, { fromWorker = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const answered = painted(page, '__tapAnswered');
  answered.catch(() => {}); // awaited below, or the visit failed before
  const tapped = paintedAt(page).then(async ({ time, x, y, pressed }) => {
    if (pressed !== 'false') throw new Error(`${url}: no tick not yet done on the first card`);
    const event = { x, y, button: 'left', clickCount: 1 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...event });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...event });
    return time;
  });
  tapped.catch(() => {}); // awaited below, or the visit failed before
  const response = await page.goto(url, { waitUntil: 'load' });
  if (fromWorker && !response?.fromServiceWorker())
    throw new Error(`${url}: the return visit did not come from the service worker`);
  const screenful = await tapped;
  const tap = await Promise.race([
    answered,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${url}: the tap at the first paint was lost`)), 15_000),
    ),
  ]);
  const down = await page.evaluate(() => window.__tapAnsweredDown);
  // The stamp above is a message posted from the frame's rAF: it also waits for any task the page
  // queued in that frame before it (Tickday's write of the data after a tap), though the frame
  // that shows the tick has been painted. Where Event Timing saw the click (16 ms or more), its
  // next paint is the answer when earlier; both are never before the frame.
  await page.waitForTimeout(200);
  const byEvent = await page.evaluate(() => window.__tapAnsweredByEvent ?? null);
  await cdp.detach();
  return { screenful, tap: byEvent === null ? tap : Math.min(tap, byEvent), down };
}

/**
 * Fails the bench unless, after the tap, the first card's tick shows done and the stored data
 * holds the first habit done exactly once on the clock's day (`dayStart`, UTC): never lost, never
 * applied twice. Waits for the write (pages write after the paint).
 */
async function assertTappedOnce(page, name, dayStart) {
  const count = () =>
    page.evaluate(
      ([from, to]) => {
        const habit = JSON.parse(localStorage.getItem('habit-tracker:data') ?? '{}').habits?.[0];
        const times = Object.values(habit?.completionsWithTimes ?? {}).flatMap((months) =>
          Object.values(months).flat(),
        );
        return times.filter((ms) => ms >= from && ms < to).length;
      },
      [dayStart, dayStart + 86_400_000],
    );
  for (let i = 0; i < 50 && (await count()) === 0; i += 1) await page.waitForTimeout(100);
  await page.waitForTimeout(1000);
  const stored = await count();
  const pressed = await page.evaluate(
    ([cards, tick]) =>
      document.querySelector(cards)?.querySelector(tick)?.getAttribute('aria-pressed') ?? null,
    [CARDS, TICK],
  );
  if (stored !== 1 || pressed !== 'true')
    throw new Error(
      `${name}: after one tap at the first paint, the first habit is stored done ${stored} times today (not once) and its tick is aria-pressed=${pressed}`,
    );
}

/**
 * The visits of one page in a fresh context holding `data`, on a clock at the data's day 08:00
 * (`now`: the data's NOW): the first visit, a return the same day, a return the next day, and
 * (`tap`) a return the day after with a tap at the first paint.
 */
async function measurePage(
  browser,
  { origin, path, tickday, tap, storage = {} },
  data,
  badges,
  now,
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC', // the data's days (bench/generate.mjs)
  });
  const day = (n) => dayAt(now, 8, n);
  await installDayClock(context, day(0));
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedStorage, [data, badges, day(0)]);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await watchCards(context);
  if (tap) await watchTick(context);
  const url = `${origin}${path}`;
  // The first habit's tick at each screenful (the card DOM's floor is a still of the first day).
  const check = (pressed) => (tap ? pressed : undefined);
  const doneOnDay0 = String(doneOn(data, dayAt(now, 0)));
  const first = await visit(page, url, { pressed: check(doneOnDay0) });
  // Tickday's return visit comes through its service worker, once installed and then stopped as a
  // day later (bench/run.mjs); the floors have none and come from the HTTP cache, as a plain
  // page's would.
  // Tickday's visit ends once its snapshot of the stored data is stored (issue 44), as a day's
  // visit, seconds long, does; each return must then be painted from it, or the bench fails.
  const settle = async () => {
    if (tickday) await page.evaluate(() => navigator.serviceWorker.ready);
    if (tickday) await page.waitForFunction(snapshotStored, null, { timeout: 20_000 });
    await page.waitForTimeout(1000);
    await beforeReturnVisit(page);
  };
  if (tickday) await context.addInitScript(watchSnapshot);
  const fromSnapshot = async (visitName) => {
    if (tickday && !(await page.evaluate(() => window.__fromSnapshot)))
      throw new Error(`${url}: the ${visitName} was not painted from the stored snapshot`);
  };
  await settle();
  const back = await visit(page, url, { fromWorker: tickday, pressed: check(doneOnDay0) });
  await fromSnapshot('same-day return');
  // Past midnight, while the page is away: the next visit is the first of the next day.
  await settle();
  await setDay(context, day(1));
  const nextDay = await visit(page, url, { fromWorker: tickday, pressed: check('false') });
  await fromSnapshot('next-day return');
  let tapped = {};
  if (tap) {
    // The day after (its first habit not yet done), a tap at the first paint.
    await settle();
    await setDay(context, day(2));
    const {
      screenful,
      tap: answered,
      down,
    } = await visitWithTap(page, url, {
      fromWorker: tickday,
    });
    await fromSnapshot('return with a tap');
    await assertTappedOnce(page, path, dayAt(now, 0, 2));
    tapped = { tap: answered, tapScreenful: screenful, tapDown: down };
  }
  await context.close();
  return { first, back, nextDay, ...tapped };
}

/** In the page: its snapshot (src/app/first-paint/snapshot.ts) is stored and made from the stored data. */
export function snapshotStored() {
  const snapshot = localStorage.getItem('habit-tracker:snapshot');
  const data = localStorage.getItem('habit-tracker:data');
  if (snapshot === null || data === null) return false;
  const { length, stamp } = JSON.parse(snapshot);
  return data.length === length && !!stamp && data.endsWith(stamp);
}

/** In the page, before its scripts: whether its inline script painted the stored snapshot. */
function watchSnapshot() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      window.__fromSnapshot = document.documentElement.dataset.shell === 'snapshot';
  });
}

/** Where the card-DOM floor reads the captured cards (`CARD_DOM_KEY` in bench/floor/cards.ts). */
const CARD_DOM_KEY = 'bench:card-dom';

/**
 * Tickday's cards as its first commit puts them in the DOM, on a first visit with `data` at the
 * bench's size: a JSON array of [tag, React props, ...children] per card, for the floor that has
 * React create the same elements (bench/floor/react-dom-floor.tsx). Returns the storage items
 * that page reads them from, for `measureFloors`' `storage`.
 */
export async function captureCardDom(browser, origin, data, badges, now) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
  });
  // On the clock of `measureFloors`' first visit.
  await installDayClock(context, dayAt(now, 8));
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
  await page.evaluate(seedStorage, [data, badges, dayAt(now, 8)]);
  await page.goto(`${origin}/`);
  const dom = await page.waitForFunction(() => window.__cardDom).then((h) => h.jsonValue());
  await context.close();
  return { [CARD_DOM_KEY]: dom };
}

/**
 * What `measurePage` gives: the screenful of each visit, and on the tap's visit, its screenful, the
 * tap's pointerdown in the page, and the tap answered.
 */
const FIGURES = ['first', 'back', 'nextDay', 'tap', 'tapScreenful', 'tapDown'];

/** Whether the data's first habit is stored done on the UTC day from `dayStart`. */
function doneOn(data, dayStart) {
  const habit = JSON.parse(data).habits[0];
  return Object.values(habit.completionsWithTimes)
    .flatMap((months) => Object.values(months).flat())
    .some((ms) => ms >= dayStart && ms < dayStart + 86_400_000);
}

/**
 * Medians of `runs` alternating runs of each page; `pages` maps a name to { origin, path,
 * tickday, tap, storage }; `now` is the data's NOW. Returns { name: { first, back, nextDay, tap,
 * tapScreenful, tapDown } } (the last three for pages with `tap`), ms from navigation.
 */
export async function measureFloors(browser, pages, data, badges, runs, now) {
  const names = Object.keys(pages);
  const samples = Object.fromEntries(
    names.map((n) => [n, Object.fromEntries(FIGURES.map((f) => [f, []]))]),
  );
  for (let run = 0; run < runs; run += 1) {
    // Rotate the order each run: no page is always the first after a context closes.
    const order = names.map((_, i) => names[(i + run) % names.length]);
    for (const name of order) {
      const result = await measurePage(browser, pages[name], data, badges, now);
      if (process.env.BENCH_VERBOSE)
        console.log(`floor run ${run}: ${name} ${JSON.stringify(result)}`);
      for (const [figure, value] of Object.entries(result)) samples[name][figure].push(value);
    }
  }
  return Object.fromEntries(
    names.map((n) => [
      n,
      Object.fromEntries(
        FIGURES.filter((f) => samples[n][f].length > 0).map((f) => [
          f,
          round(median(samples[n][f])),
        ]),
      ),
    ]),
  );
}

export function renderFloorTable(floor, { habits, years, chars, runs }) {
  const { vanilla, react, reactDom, tickday } = floor;
  const x = (a, b) => `${(a / b).toFixed(2)}x`;
  const ms = (a) => (a === undefined ? '—' : `${a} ms`);
  const returns = (key) => [
    ms(vanilla[key]),
    ms(react[key]),
    ms(reactDom[key]),
    `${tickday[key]} ms (${x(tickday[key], vanilla[key])} the vanilla floor's, ${x(tickday[key], react[key])} React's)`,
  ];
  // A tap's answer against the page's own next-day screenful (no tap).
  const own = (r) =>
    r.tap === undefined ? '—' : `${r.tap} ms (${x(r.tap, r.nextDay)} its own next-day screenful)`;
  const rows = [
    [
      'first visit',
      ms(vanilla.first),
      ms(react.first),
      ms(reactDom.first),
      `${tickday.first} ms (${x(tickday.first, react.first)} React's, ${x(tickday.first, reactDom.first)} the card DOM's)`,
      "1.5x React's",
    ],
    ['return visit, the same day', ...returns('back'), "1.25x the vanilla floor's"],
    ['return visit, the next day', ...returns('nextDay'), "1.25x the vanilla floor's"],
    [
      'a tap answered: tapped at the first screenful of a next-day return, to the tick shown done',
      own(vanilla),
      own(react),
      ms(reactDom.tap),
      `${tickday.tap} ms (${x(tickday.tap, vanilla.tap)} the vanilla floor's, ${x(tickday.tap, react.tap)} React's; ${x(tickday.tap, tickday.nextDay)} its own next-day screenful)`,
      "Tickday's next-day screenful (1.00x; the tap comes after the paint, so the floors' own ratios are the least a tap costs)",
    ],
    // The target read as a wait: an answer cannot come before the paint the tap was made on.
    [
      "the tap's own wait: answered less its visit's screenful, beside the next-day screenful",
      ...[vanilla, react].map((r) => `${round(r.tap - r.tapScreenful)} ms`),
      '—',
      `${round(tickday.tap - tickday.tapScreenful)} ms (${x(tickday.tap - tickday.tapScreenful, tickday.nextDay)} its next-day screenful)`,
      'the next-day screenful (1.00x), read as a wait',
    ],
  ];
  return [
    `Against the floors (issues 27 and 44): ${habits} habits x ${years} years stored (${(chars / 1e6).toFixed(2)} M characters), ms from navigation to the first screenful (${SCREENFUL} cards) in the DOM and painted, medians of ${runs} alternating runs, each a first visit then returns on a clock at the data's day 08:00: the same day, the next day, and the day after with one tap on the first card's tick as the screenful is painted, answered at the frame that shows it done (Event Timing's next paint after the click where it saw the click, else a message from that frame's rAF; the floors' ticks answer too, the card DOM's floor has none). Return visits are Tickday's through its service worker, the floors' from the HTTP cache.`,
    '',
    "| | vanilla: read the blob, paint the cards (bench/floor) | React 19 alone painting the same cards (bench/floor) | React 19 alone creating Tickday's own card DOM, captured (bench/floor) | Tickday | target: Tickday at most |",
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    `On the tap's visit, the screenful was painted at ${vanilla.tapScreenful}, ${react.tapScreenful} and ${tickday.tapScreenful} ms (vanilla, React, Tickday), and the tap's pointerdown reached the page at ${vanilla.tapDown}, ${react.tapDown} and ${tickday.tapDown} ms: the rest is the page's.`,
  ].join('\n');
}
