// What bench/run.mjs and bench/lighthouse.mjs share: the production server, the seeded storage
// items besides the habits, and writing a table into README.md.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Every badge id (docs/product.md §7): years of data have earned them all. */
export const ALL_BADGES = [
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

/**
 * The storage items of someone with years of data besides the habits: every badge earned and
 * seen, the banner dismissed, a recent backup. Runs in the page.
 */
export function seedStorage([data, badges, now, settings]) {
  // As the app writes it: the JSON and a stamp of 24 random whitespace characters
  // (src/storage/data-stamp.ts), which proves a snapshot of it current.
  const marks = ' \t\n\r';
  const stamp = Array.from(crypto.getRandomValues(new Uint8Array(24)), (n) => marks[n & 3]);
  localStorage.setItem('habit-tracker:data', data + stamp.join(''));
  if (settings) localStorage.setItem('habit-tracker:settings', settings);
  localStorage.setItem('habit-tracker:badges', badges);
  localStorage.setItem('habit-tracker:badges-seen', badges);
  localStorage.setItem('habit-tracker:banner-dismissed', 'true');
  localStorage.setItem(
    'habit-tracker:backup',
    `{"lastBackupAt":${now},"reminderDismissedAt":null}`,
  );
}

/**
 * Leaves `page` on a blank page with its service worker stopped, as a return visit the next day
 * finds it (a tab of its own; Chromium stops an idle worker after ~30 s): the visit that follows is
 * the daily one. Pages without a worker are left as they were. Not the origin's robots.txt, as it
 * was: Tickday's worker answers every navigation with the app, so the visit began by leaving a
 * Tickday page, whose work on hiding (its snapshot, ~15 to 35 ms) came before the new page's
 * commit, and the floors left a text file.
 */
export async function beforeReturnVisit(page) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/**
 * `port` moved by `$BENCH_PORT_OFFSET` (default 0), so two checkouts can run the bench at once.
 */
export function benchPort(port) {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset)) throw new Error(`BENCH_PORT_OFFSET is not a whole number`);
  return port + offset;
}

const DAY = 86_400_000;

/** `time`'s UTC day at `hour`:00, `days` later (the bench's data has UTC days). */
export function dayAt(time, hour, days = 0) {
  return (Math.floor(time / DAY) + days) * DAY + hour * 3_600_000;
}

/**
 * Gives every page of `context` a running clock from `time` with Playwright's clock (issue 44's
 * next-day return), for the date only. Playwright's clock fakes all of the page's time:
 * `performance` (its `now` counts from the clock's script, not from navigation, and its entries
 * are empty), `requestAnimationFrame` (a timer, not a frame), the timers, `requestIdleCallback`
 * and `Event.timeStamp`; each would bend the figures, so the page's own are put back around it,
 * and only `Date`, `Intl`'s default date and `Temporal` keep the clock's time. The clock's
 * scripts replay on every document of the context, reloads and the service worker's pages
 * included; service workers themselves keep the machine's date (no init script runs there).
 * `setDay` moves it. Call before any other init script and any page.
 */
export async function installDayClock(context, time) {
  await context.addInitScript(() => {
    window[Symbol.for('bench:time')] = {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      requestAnimationFrame,
      cancelAnimationFrame,
      requestIdleCallback,
      cancelIdleCallback,
      performance,
      timeStamp: Object.getOwnPropertyDescriptor(Event.prototype, 'timeStamp'),
      abortTimeout: Object.getOwnPropertyDescriptor(AbortSignal, 'timeout'),
    };
  });
  await context.clock.install({ time });
  await context.addInitScript(() => {
    const key = Symbol.for('bench:time');
    const { timeStamp, abortTimeout, ...saved } = window[key];
    Reflect.deleteProperty(window, key);
    Object.assign(window, saved);
    Object.defineProperty(Event.prototype, 'timeStamp', timeStamp);
    Object.defineProperty(AbortSignal, 'timeout', abortTimeout);
  });
}

/** Moves `installDayClock`'s clock to `time` (between visits: the next document reads it). */
export function setDay(context, time) {
  return context.clock.setSystemTime(time);
}

/**
 * Builds (unless `build` is false) and serves the production build; resolves once it answers.
 * `config`: another Vite config (the floor pages of bench/floor).
 */
export async function serveProductionBuild(port, { build = true, config = null } = {}) {
  const configArgs = config ? ['-c', config] : [];
  if (build) {
    console.log(`Building${config ? ` ${config}` : ''}...`);
    execSync(['npx vite build', ...configArgs].join(' '), { stdio: 'ignore' });
  }
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', ...configArgs, '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
      detached: true, // its own process group, so the whole server stops with it
    },
  );
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}${config ? '/react.html' : ''}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return stop;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`${url} did not come up`);
}

/** Puts `table` into README.md between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeReadmeTable(name, heading, table) {
  const readme = readFileSync('README.md', 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${table}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${readme.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync('README.md', next);
}

/** ms from running `act` in the page until `selector` exists and is painted. */
export function timeUntil(page, act, selector) {
  return page.evaluate(
    ([source, selector]) =>
      new Promise((resolve) => {
        const start = performance.now();
        const done = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        new Function(`(${source})()`)();
        if (document.querySelector(selector)) return done();
        new MutationObserver((_, observer) => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          done();
        }).observe(document.body, { childList: true, subtree: true });
      }),
    [act.toString(), selector],
  );
}

/**
 * Opening Stats from the header to its dialog, and the first habit's History from its open card
 * menu to the year drawn: `timeUntil`'s `act` (run in the page) and `selector`; History's `prepare`
 * (from Playwright, before the timing) opens that menu, which warms the page's code as it does for
 * anyone. Timed by bench/run.mjs, profiled by bench/profile.mjs --dialogs.
 */
export const OPEN_STATS = {
  act: () =>
    [...document.querySelectorAll('header button')]
      .find((b) => b.textContent.trim() === 'Stats')
      .click(),
  selector: '[role="dialog"][aria-labelledby]',
};
export const OPEN_HISTORY = {
  async prepare(page) {
    await page
      .getByRole('button', { name: /^More actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'History' }).waitFor();
    await page.waitForTimeout(300);
  },
  act: () =>
    [...document.querySelectorAll('[role="menuitem"]')]
      .find((item) => item.textContent === 'History')
      .click(),
  selector: 'div[role="grid"][aria-label$=", last 12 months"]',
};
