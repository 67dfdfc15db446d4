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
  localStorage.setItem('habit-tracker:data', data);
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
 * Leaves `page` on the app's robots.txt with its service worker stopped, as a return visit the next
 * day finds it (Chromium stops an idle worker after ~30 s): the visit that follows is the daily one.
 * Pages without a worker are left as they were.
 */
export async function beforeReturnVisit(page, origin) {
  await page.goto(`${origin}/robots.txt`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
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
