import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * docs/product.md §11.1: `$CHROMIUM_PATH`, else Debian's headless shell (the same Chromium without
 * the browser's own windowing, which Playwright's own headless runs use too: a fifth less time on
 * this 2-core machine), else /usr/bin/chromium, else Playwright's own browser. Returns undefined to
 * mean "Playwright's own"; stops the run with one line when none exists.
 */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    fail(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  for (const path of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']) {
    if (existsSync(path)) return path;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  fail('no Chromium found');
}

/**
 * The full browser, for what the headless shell lacks (the service worker's notifications):
 * `$CHROMIUM_PATH`, else /usr/bin/chromium, else Playwright's own (undefined).
 */
export function fullChromium(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

function fail(why: string): never {
  console.error(
    `${why}: install one with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) and run again.`,
  );
  process.exit(1);
}
