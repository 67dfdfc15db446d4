import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './e2e/chromium-path';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts on one machine run their tests side by side (nginx and Caddy take the
// next two ports).
const PORT = Number(process.env.E2E_PORT ?? 4180);
const executablePath = resolveChromium();

/**
 * Production servers with the repo's configs (deploy/, docs/product.md §15), where this machine has
 * them (`.ci/run` installs both). The whole suite runs behind nginx (docs/decisions.md, "The suite
 * runs behind the shipped nginx config"): `vite preview` answers every path with the page, so a file
 * the build names but never wrote passed every test there while users got a 404 (issue 40). The
 * deploy checks, the offline, smoke and CSP specs run behind Caddy as well.
 */
const installed = (name: string) => {
  try {
    // nginx lives in /usr/sbin, which a user's PATH may leave out.
    execFileSync('sh', ['-c', `PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v ${name}`], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
};
const SERVERS = [
  { name: 'nginx', port: PORT + 1 },
  { name: 'caddy', port: PORT + 2 },
].filter((server) => installed(server.name));
const BEHIND_SERVERS = /(deploy|offline|security)\.spec\.ts$/;
const NGINX = SERVERS.find((server) => server.name === 'nginx');
// CI installs nginx (.ci/run): a run there behind `vite preview` would hide what it is for.
if (process.env.CI && !NGINX)
  throw new Error('CI runs the end-to-end suite behind nginx: install it');
/** Where the main project's pages come from: nginx, or `vite preview` where nginx is missing. */
const MAIN_URL = `http://127.0.0.1:${NGINX?.port ?? PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: MAIN_URL,
    // A trace records every action's page (DOM snapshots and screenshots) while the test runs:
    // recorded for every test and kept only for failures, it was 40 to 60% of each test's time
    // here (16 two-tick flows: 4.3 s a test without, 7.1 to 10.5 s with). So it is recorded only
    // on the retry of a test that failed (CI retries once); `--trace on` records it locally.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    // Every test runs in UTC unless it names a zone (docs/product.md §4): the machine's own zone
    // must not change what a test sees.
    timezoneId: 'UTC',
    // The service worker precaches every file (1.9 MB) in each test's fresh context: a tenth of the
    // suite's time. The specs about it (offline, deploy, reminders, security, an offline import)
    // allow it with `test.use(SERVICE_WORKER)` (e2e/fixtures.ts).
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every spec behind nginx; without it, all but the deploy checks behind `vite preview`.
    NGINX ? { name: 'nginx' } : { name: 'preview', testIgnore: /deploy\.spec\.ts$/ },
    ...SERVERS.filter((server) => server !== NGINX).map(({ name, port }) => ({
      name,
      testMatch: BEHIND_SERVERS,
      use: { baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  webServer: [
    {
      command: 'npm run build && npm run preview',
      env: { PORT: String(PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
    // Each starts once the preview answers, that is once the build has written dist/.
    ...SERVERS.map(({ name, port }) => ({
      command: `node scripts/deploy-server.mjs ${name} ${port} http://127.0.0.1:${PORT}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore' as const,
    })),
  ],
});
