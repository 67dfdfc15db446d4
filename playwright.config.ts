import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './e2e/chromium-path';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

const PORT = 4180;
const executablePath = resolveChromium();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // Every test runs in UTC unless it names a zone (docs/product.md §4): the machine's own zone
    // must not change what a test sees.
    timezoneId: 'UTC',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npm run build && npm run preview',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
