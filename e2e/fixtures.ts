import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { fullChromium } from './chromium-path';

import { STORAGE_KEYS } from '../src/storage/keys';

/** The storage keys (docs/product.md §3.1), from their one source. */
export const KEYS = STORAGE_KEYS;

interface Fixtures {
  /** Every request that left for another origin than the app's own. */
  externalRequests: string[];
}

export const test = base.extend<Fixtures>({
  // There is no network here, and tests must not depend on one: requests to other origins are
  // recorded and aborted, which is also how the avatar's initials fallback is exercised. A
  // pattern, not a function: Playwright matches it without asking this process about every
  // request the app makes.
  externalRequests: [
    async ({ page, baseURL }, use) => {
      const external: string[] = [];
      const own = (baseURL ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      await page.route(new RegExp(`^(?!${own})`), (route) => {
        external.push(route.request().url());
        return route.abort('internetdisconnected');
      });
      await use(external);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The service worker registers as it does for users (playwright.config.ts blocks it elsewhere):
 * `test.use(SERVICE_WORKER)` in the specs about it.
 */
export const SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/**
 * The full Chromium instead of the headless shell (e2e/chromium-path.ts), whose service worker
 * shows no notifications: `test.use(FULL_BROWSER)` (a worker of its own).
 */
const fullPath = fullChromium();
export const FULL_BROWSER = {
  launchOptions: { ...(fullPath ? { executablePath: fullPath } : {}), args: CHROMIUM_ARGS },
};

/**
 * Puts values under storage keys before the app's first load only: a reload keeps what the app
 * wrote since. Values are written as given (strings) or as JSON.
 */
export async function seed(page: Page, items: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(items).map(
    ([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)] as const,
  );
  await page.addInitScript((pairs) => {
    if (sessionStorage.getItem('__seeded')) return;
    for (const [key, value] of pairs) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, entries);
}

/**
 * Waits until the page has settled: the app writes a change right after the next paint, so a read
 * of storage waits one frame and one task (the app's write was scheduled first, so it runs first).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** A storage value once the page has settled. */
export async function storageItem(page: Page, key: string): Promise<string | null> {
  await settled(page);
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/**
 * Axe over the whole page (WCAG 2.2 AA and best practice); fails on any violation. `rules`: only
 * these (the colour themes' contrast, where the other rules see the same page as the default's).
 */
export async function expectNoAxeViolations(
  page: Page,
  label = '',
  rules?: string[],
): Promise<void> {
  // Parts that load on first use (a badge notice earned at start) arrive first: no request for
  // half a second, then a frame for what they render to start its animation.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // Colours are judged as they end up: a dialog still fading or rising in has a lower contrast.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // Legacy mode runs axe.run in the page itself: the default runs it in parts and joins them in a
  // new blank tab, injecting axe's 570 KB twice per run (the app has no frames to reach).
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (
    rules
      ? builder.withRules(rules)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** The header's Stats button: "Stats", or "Stats, new badge" while a badge is unseen. */
export const STATS_BUTTON = /^Stats(, new badge)?$/;
