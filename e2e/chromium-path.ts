import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * docs/product.md §11.1: `$CHROMIUM_PATH`, else /usr/bin/chromium, else Playwright's own browser.
 * Returns undefined to mean "Playwright's own"; stops the run with one line when none exists.
 */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    fail(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (existsSync(chromium.executablePath())) return undefined;
  fail('no Chromium found');
}

function fail(why: string): never {
  console.error(
    `${why}: install one with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) and run again.`,
  );
  process.exit(1);
}
