import type { Page } from '@playwright/test';
import { test, expect, seed, KEYS, storageItem } from './fixtures';
import { storedData } from './data';
import { stamped } from '../src/storage/data-stamp';

/**
 * Issue 27 (docs/decisions.md, "A first paint before React"): index.html holds the home page's
 * shell, rendered at build time from the app's own components; it paints before any script runs,
 * React hydrates it and then draws the stored state without a flash or anything moving.
 */

/** Every bundled script blocked: what the browser paints from the HTML and the inline script. */
async function blockScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** Sums the page's layout shifts from its start (CLS), in `window.__shifts`. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { __shifts: number; __shiftSources: string[] };
    w.__shifts = 0;
    w.__shiftSources = [];
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const text = node.textContent?.trim().slice(0, 30) ?? '';
      return `${node.localName}${node.id ? `#${node.id}` : ''} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        w.__shifts += entry.value;
        // What moved, where from and to: a failure says it (the flaky 0.000758 in CI).
        const moved = entry.sources.map(
          (s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
        );
        w.__shiftSources.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page has not shifted so far, as `recordShifts` watched it; a failure lists what moved. */
async function expectNoShift(page: Page) {
  const { value, sources } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: number; __shiftSources: string[] };
    return { value: w.__shifts, sources: w.__shiftSources };
  });
  expect(value, sources.join('\n')).toBe(0);
}

/** `count` habits, named Habit 1, Habit 2, ... */
const habits = (count: number) =>
  storedData(Array.from({ length: count }, (_, i) => ({ name: `Habit ${i + 1}` })));

/**
 * `count` habits and nothing else to say: the first badge seen and a backup made today, so no
 * badge's notice or backup reminder arrives beside what a test watches.
 */
const quietHabits = (count: number) => ({
  // As this Tickday writes it, with a stamp (src/storage/data-stamp.ts): a snapshot proves itself
  // current by it, so none is made of a text without one.
  [KEYS.data]: stamped(JSON.stringify(habits(count))),
  [KEYS.badges]: ['first_step'],
  [KEYS.badgesSeen]: ['first_step'],
  [KEYS.backup]: JSON.stringify({ lastBackupAt: Date.now(), reminderDismissedAt: null }),
});

/** The shell's nodes `keepParsedNodes` keeps by default, by name. */
const SHELL_NODES = { __header: 'header', __heading: 'main h1', __add: 'main button' };

/**
 * Keeps the nodes the HTML parser made (the first match of each selector, by name on `window`),
 * to tell whether React kept them (hydration).
 */
async function keepParsedNodes(page: Page, nodes: Record<string, string> = SHELL_NODES) {
  await page.addInitScript((nodes) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as Record<string, Element | null>;
      for (const [name, selector] of Object.entries(nodes))
        w[name] = document.querySelector(selector);
    });
  }, nodes);
}

/** For each node `keepParsedNodes` kept, whether it is still the one its selector finds. */
function parsedNodesKept(page: Page, nodes: Record<string, string> = SHELL_NODES) {
  return page.evaluate((nodes) => {
    const w = window as unknown as Record<string, Element | null>;
    return Object.entries(nodes).map(
      ([name, selector]) => w[name] === document.querySelector(selector),
    );
  }, nodes);
}

/** React has drawn the stored state: the inline script's marks are gone. */
async function live(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-shell');
}

/** The page's errors, console errors but failed loads (the avatar's origin is unreachable here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

const normalize = (html: string) => html.replace(/<!--.*?-->/g, '');

test.describe('the prerendered shell', () => {
  test('a first visit paints the page from the HTML before any script runs', async ({ page }) => {
    await blockScripts(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tickday', exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stats' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Build habits, one day at a time.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About your data' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Your data is stored locally');
  });

  test('React hydrates it: the same nodes, the same markup, no error', async ({ page }) => {
    const errors = collectErrors(page);
    await blockScripts(page);
    await page.goto('/');
    const html = {
      header: normalize(await page.locator('header').evaluate((n) => n.outerHTML)),
      main: normalize(await page.locator('main').evaluate((n) => n.outerHTML)),
    };
    await page.unrouteAll();
    await keepParsedNodes(page);
    await page.goto('/');
    await live(page);
    // Hydrated, not rendered again: the parser's nodes are React's.
    expect(await parsedNodesKept(page)).toEqual([true, true, true]);
    expect(normalize(await page.locator('header').evaluate((n) => n.outerHTML))).toBe(html.header);
    expect(normalize(await page.locator('main').evaluate((n) => n.outerHTML))).toBe(html.main);
    // And it works: the banner's button and a new habit.
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('region', { name: 'About your data' })).toBeHidden();
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await page.getByRole('textbox', { name: 'Habit name' }).fill('Read');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Complete Read for today' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('every colour and mode is drawn before any script, as React then draws it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const look = () =>
      page.evaluate(() => {
        const style = (selector: string, property: string) => {
          const node = document.querySelector(selector);
          return node ? getComputedStyle(node).getPropertyValue(property) : null;
        };
        return {
          page: style('body', 'background-color'),
          add: style('main button', 'color'),
          track: style('input[role="switch"]', 'background-color'),
          thumb: style('[data-slot="switch-thumb"]', 'translate'),
          icons: [...document.querySelectorAll('[data-slot="switch-thumb"] svg')].map(
            (svg) => getComputedStyle(svg).display,
          ),
          stats: style('header button[aria-haspopup="dialog"]:last-child', 'background-color'),
        };
      });
    const seen = new Set<string>();
    for (const color of ['orange', 'blue', 'green', 'purple']) {
      for (const mode of ['dark', 'light']) {
        await page.goto('/robots.txt');
        const theme = JSON.stringify({ color, mode });
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: KEYS.theme,
          value: theme,
        });
        await blockScripts(page);
        await page.goto('/');
        const before = await look();
        await page.unrouteAll();
        await page.goto('/');
        await live(page);
        await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({
          checked: mode === 'dark',
        });
        expect(await look(), `${color} ${mode}`).toEqual(before);
        // The moon shows in dark mode, the sun in light.
        expect(before.icons).toEqual(mode === 'dark' ? ['block', 'none'] : ['none', 'block']);
        seen.add(JSON.stringify(before));
      }
    }
    // Eight different looks: each drawn in its own theme, not the default one.
    expect(seen.size).toBe(8);
  });

  test('with habits stored, the empty page never shows and nothing moves', async ({ page }) => {
    const errors = collectErrors(page);
    await recordShifts(page);
    await seed(page, {
      [KEYS.data]: habits(12),
      [KEYS.bannerDismissed]: 'true',
    });
    await blockScripts(page);
    await page.goto('/');
    // Before any script: the header, and neither the empty page nor the dismissed notice.
    await expect(page.getByRole('link', { name: 'Tickday', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Build habits, one day at a time.' }),
    ).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'About your data' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About your data' })).toHaveCount(0);
    await expectNoShift(page);
    // React rendered the page over the shell, whose header stood in until then: no hydration.
    expect(errors).toEqual([]);
  });

  test('with habits stored and the notice not dismissed, the notice never blinks', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await recordShifts(page);
    // From the parsed HTML on: was the notice ever out of the page?
    await page.addInitScript(() => {
      const w = window as unknown as { __noticeGone: boolean };
      w.__noticeGone = false;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const check = () => {
          if (!document.querySelector('[aria-label="About your data"]')) w.__noticeGone = true;
        };
        check();
        new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
      });
    });
    // Nothing else to say: a badge's toast or the backup reminder would stack above this notice.
    await seed(page, quietHabits(4));
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'About your data' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __noticeGone: boolean }).__noticeGone),
    ).toBe(false);
    await expectNoShift(page);
    expect(errors).toEqual([]);
  });

  // Issue 40: the footer's backup reminder (habits, no backup in 30 days) once arrived after the
  // first paint and pushed the footer down. Two habits: the footer is in view. Rendered over the
  // shell (the notice dismissed) and hydrated (the notice shown).
  for (const dismissed of [true, false]) {
    test(`a backup reminder that is due comes with the page, and nothing moves (notice ${dismissed ? 'dismissed' : 'shown'})`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await recordShifts(page);
      await seed(page, {
        [KEYS.data]: habits(2),
        [KEYS.badges]: ['first_step'],
        [KEYS.badgesSeen]: ['first_step'],
        ...(dismissed ? { [KEYS.bannerDismissed]: 'true' } : {}),
      });
      await page.goto('/');
      await live(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('No backup in 30 days.', { exact: false })).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Export backup' })).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Support' })).toBeInViewport();
      await page.waitForLoadState('networkidle');
      await expectNoShift(page);
      expect(errors).toEqual([]);
    });
  }

  test('a new visitor: nothing moves as React takes over', async ({ page }) => {
    await recordShifts(page);
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
  });

  test('another page keeps the shell hidden, and React draws that page', async ({ page }) => {
    await blockScripts(page);
    await page.goto('/terms');
    await expect(page.locator('#root')).toBeHidden();
    await page.unrouteAll();
    await page.goto('/terms');
    await live(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
    await expect(
      page.getByRole('heading', { name: 'Build habits, one day at a time.' }),
    ).toHaveCount(0);
  });
});

test.describe('the prerendered shell in another language', () => {
  test.use({ locale: 'de-DE' });

  test('stays hidden, and the page is drawn in German', async ({ page }) => {
    const errors = collectErrors(page);
    await blockScripts(page);
    await page.goto('/');
    await expect(page.locator('#root')).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await live(page);
    await expect(
      page.getByRole('heading', { name: 'Gewohnheiten aufbauen, Tag für Tag.' }),
    ).toBeVisible();
    await expect(page.getByText('Build habits, one day at a time.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the prerendered shell away from UTC', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('hydrates without a mismatch, then asks about the day: nothing moves', async ({ page }) => {
    // The shell was rendered in UTC, where the time zone question is never due. The question
    // arrives after the first paint, in the stack of notices, above the notice about data.
    const errors = collectErrors(page);
    await recordShifts(page);
    await keepParsedNodes(page);
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('button', { name: 'Use my time zone' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
    const [question, data] = await Promise.all(
      [
        page.getByRole('status').filter({ hasText: 'ends at' }),
        page.getByRole('region', { name: 'About your data' }),
      ].map((notice) => notice.boundingBox()),
    );
    expect(question!.y + question!.height).toBeLessThanOrEqual(data!.y);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __header: Element }).__header ===
          document.querySelector('header'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('with habits stored, the question arrives over the cards, not between them', async ({
    page,
  }) => {
    await recordShifts(page);
    await seed(page, quietHabits(12));
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('button', { name: 'Keep UTC' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
  });
});

test.describe('the notices at the foot of the page', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const width of [375, 1280]) {
    test(`at ${width} px the footer scrolls clear of them as they come and go`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      const question = page.getByRole('status').filter({ hasText: 'ends at' });
      const data = page.getByRole('region', { name: 'About your data' });
      const version = page.getByRole('contentinfo').getByText(/^v\d/);
      /** How far the footer's last line ends above the topmost notice, scrolled to the bottom. */
      const clearance = async (top: typeof question) => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const [line, notice] = await Promise.all([version.boundingBox(), top.boundingBox()]);
        return notice!.y - (line!.y + line!.height);
      };
      await expect(question).toBeVisible();
      await expect.poll(() => clearance(question)).toBeGreaterThanOrEqual(0);
      await question.getByRole('button', { name: 'Keep UTC' }).click();
      const said = page.getByRole('status').filter({ hasText: 'Days stay in UTC' });
      await expect.poll(() => clearance(said)).toBeGreaterThanOrEqual(0);
      await said.getByRole('button', { name: 'Dismiss' }).click();
      await expect(said).toHaveCount(0);
      await expect.poll(() => clearance(data)).toBeGreaterThanOrEqual(0);
      // And no more room than the notice takes: the footer's margin is all that is left.
      expect(await clearance(data)).toBeLessThan(48);
      await data.getByRole('button', { name: 'Got it' }).click();
      await expect(data).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (document.getElementById('notices')!.previousElementSibling as HTMLElement)
                .offsetHeight,
          ),
        )
        .toBe(0);
    });
  }

  test('at 400% zoom, taller than the room below the header, every notice can be read and used', async ({
    page,
  }) => {
    // 1280 x 1024 at 400%: 320 x 256 CSS pixels. The question and the notice about data are
    // together taller than the 192 px below the header: the stack scrolls, from the question's
    // first line (WCAG 1.4.10), rather than leaving that above the viewport.
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto('/');
    const question = page.getByRole('status').filter({ hasText: 'ends at' });
    const data = page.getByRole('region', { name: 'About your data' });
    await expect(question).toBeVisible();
    await expect(data).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // A wheel over a notice scrolls the stack (which takes no pointer input itself): up to the
    // question's first line below the header, down to the notice about data's last.
    await page.mouse.move(160, 240);
    await page.mouse.wheel(0, -1000);
    await expect
      .poll(async () => (await question.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    await page.mouse.wheel(0, 1000);
    await expect
      .poll(async () => {
        const box = (await data.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(256);
    await question.getByRole('button', { name: 'Keep UTC' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Days stay in UTC' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await data.getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator('#notices')).toBeHidden();
  });
});

test('a notice arriving above another moves neither it nor the page', async ({ page }) => {
  // Habits from before badges were kept: the first badge is earned as the page loads, and its
  // notice joins the notice about data, above it.
  await recordShifts(page);
  await seed(page, {
    [KEYS.data]: habits(12),
  });
  await page.goto('/');
  await live(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'You earned a new Badge!' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'About your data' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShift(page);
});

/**
 * Issue 44 (docs/decisions.md, "The first screenful from a snapshot"): once a visit has stored the
 * snapshot of the person's own page, the next open paints it from the HTML before any module has
 * loaded, React takes it over without drawing it again, and a tap made before that is done once.
 */
test.describe("the snapshot of the person's page", () => {
  // A visit makes its first snapshot once it has been quiet for ten seconds (or is hidden).
  test.describe.configure({ timeout: 60_000 });
  /**
   * Opens `/` and waits until the page has stored its snapshot of what storage holds now (a
   * badge the start's check writes makes the first one stale, and the page makes it again).
   */
  async function visitOnce(page: Page) {
    await page.goto('/');
    await snapshotCurrent(page);
  }
  /** Waits until the stored snapshot was made from what storage holds now. */
  async function snapshotCurrent(page: Page) {
    await page.waitForFunction(
      ([snapshot, data]) => {
        const text = localStorage.getItem(snapshot);
        const stored = localStorage.getItem(data) ?? '';
        if (!text) return false;
        const { inputs, length, stamp } = JSON.parse(text) as {
          inputs: Record<string, string | null>;
          length: number;
          stamp: string;
        };
        if (stored.length !== length || !stored.endsWith(stamp)) return false;
        return Object.entries(inputs).every(([key, value]) => localStorage.getItem(key) === value);
      },
      [KEYS.snapshot, KEYS.data] as const,
    );
  }
  const tick = (page: Page, name: string) =>
    page.getByRole('button', { name: `Complete ${name} for today` });

  test('a return visit paints the stored page before any script, and React keeps it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await seed(page, quietHabits(12));
    await visitOnce(page);
    await blockScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');
    await expect(tick(page, 'Habit 1')).toBeVisible();
    await expect(tick(page, 'Habit 8')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Build habits, one day at a time.' }),
    ).toHaveCount(0);

    await page.unrouteAll();
    await recordShifts(page);
    // React's first commit puts its own page in the painted one's place: the same markup (its
    // useId names aside), so nothing is drawn otherwise. Read in that commit, as the marks go:
    // later, parts loaded when idle add to the cards (the reorder handles' attributes).
    await page.addInitScript(() => {
      const w = window as unknown as { __painted: string; __reacts: string };
      const list = () => document.querySelector('main ul')?.outerHTML ?? '';
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.__painted = list();
      });
      // The document, not <html>: the parser has not made it yet when this runs.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.shell !== undefined) return;
        w.__reacts = list();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shell'] });
    });
    await page.reload();
    await live(page);
    const [painted, reacts] = await page.evaluate(() => {
      const w = window as unknown as { __painted: string; __reacts: string };
      const parse = (html: string) =>
        new DOMParser().parseFromString(html, 'text/html').querySelector('ul') as Element;
      const cards = parse(w.__reacts);
      const count = parse(w.__painted).children.length;
      // The cards past the first screenful come after it.
      while (cards.children.length > count) cards.lastElementChild?.remove();
      const names = (html: string) => html.replace(/_r_[0-9a-z]+_/g, 'id');
      return [names(parse(w.__painted).outerHTML), names(cards.outerHTML)];
    });
    expect(painted).toContain('Complete Habit 8 for today');
    expect(reacts).toBe(painted);
    // The rest of the list comes after, below the first screenful.
    await expect(tick(page, 'Habit 12')).toBeAttached();
    await expectNoShift(page);
    expect(errors).toEqual([]);
  });

  test('a tap and a key at its first paint, before React, are each done once', async ({ page }) => {
    await seed(page, quietHabits(12));
    await visitOnce(page);
    // The modules arrive a second late: the page is the snapshot alone meanwhile.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    // Not waiting for the load event: it says nothing of the modules (asked for once the snapshot
    // is on screen), and React may have the page by then.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');
    // What each frame shows of the first tick, from now until React has the page and a while on.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as { __frames?: string[] }).__frames = shown;
      const frame = () => {
        const pressed = document
          .querySelector('button[aria-label="Complete Habit 1 for today"]')
          ?.getAttribute('aria-pressed');
        shown.push(pressed ?? 'none');
        if (shown.length < 600) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await tick(page, 'Habit 1').click();
    await tick(page, 'Habit 2').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBe('snapshot');
    await live(page);
    await expect(tick(page, 'Habit 1')).toHaveAttribute('aria-pressed', 'true');
    // Shown done from the tap on, in every frame: never put back while React takes the tap over.
    await page.waitForFunction(() => {
      const frames = (window as { __frames?: string[] }).__frames ?? [];
      return frames.length - frames.indexOf('true') > 30;
    });
    const frames = await page.evaluate(() => (window as { __frames?: string[] }).__frames ?? []);
    const fromTap = frames.slice(frames.indexOf('true'));
    expect(fromTap.filter((pressed) => pressed !== 'true')).toEqual([]);
    await expect(tick(page, 'Habit 2')).toHaveAttribute('aria-pressed', 'true');
    await expect(tick(page, 'Habit 3')).toHaveAttribute('aria-pressed', 'false');
    // React's page took the snapshot's place: the focus moved with it, to React's own tick.
    await expect(tick(page, 'Habit 2')).toBeFocused();
    // Once each in storage: one completion today, not two and not none.
    const today = new Date().toISOString().slice(0, 10);
    const stored = JSON.parse((await storageItem(page, KEYS.data)) ?? '{}') as {
      habits: { name: string; completionsWithTimes: Record<string, Record<string, number[]>> }[];
    };
    const doneToday = (name: string) =>
      Object.values(stored.habits.find((h) => h.name === name)?.completionsWithTimes ?? {})
        .flatMap((months) => Object.values(months).flat())
        .filter((ms) => new Date(ms).toISOString().slice(0, 10) === today).length;
    expect([doneToday('Habit 1'), doneToday('Habit 2'), doneToday('Habit 3')]).toEqual([1, 1, 0]);
  });

  /**
   * Reloads with the modules held back until the returned function lets them come: the page is
   * the snapshot alone meanwhile, however slow the machine.
   */
  async function reloadHeld(page: Page): Promise<() => void> {
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event: it says nothing of the modules, held here.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');
    return letThrough;
  }

  // Issue 56 (9): the click opens the form once React has the page, and the keys typed meanwhile
  // were aimed at the button the form replaced.
  test('a name typed at its first paint, before React, is added with its Enter', async ({
    page,
  }) => {
    await seed(page, quietHabits(5));
    await visitOnce(page);
    const letThrough = await reloadHeld(page);
    await page.getByRole('button', { name: 'Add New Habit' }).click();
    await page.keyboard.type('Run');
    await page.keyboard.press('Enter');
    letThrough();
    await live(page);
    await expect(tick(page, 'Run')).toBeVisible();
    // Added once, and the form closed, back to Add New Habit.
    await expect(page.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('textbox', { name: 'Habit name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Habit' })).toBeFocused();
  });

  // Issue 56 (10): a snapshot holds the cards its window showed; in a taller one, what came below
  // them showed, then moved down as the rest arrived (CLS 0.079).
  test('written in a short window, opened in a tall one: nothing moves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await seed(page, quietHabits(30));
    await visitOnce(page);
    await page.setViewportSize({ width: 1280, height: 2000 });
    await recordShifts(page);
    await page.reload();
    await live(page);
    await expect(tick(page, 'Habit 30')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
    // The snapshot made in this window holds its cards (24): the next open here paints it.
    await page.waitForFunction(
      (key) =>
        (JSON.parse((localStorage.getItem(key) ?? '{}').split('\n')[0]!) as { cards?: number })
          .cards === 24,
      KEYS.snapshot,
    );
    await blockScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');
    await expect(tick(page, 'Habit 24')).toBeAttached();
    await expect(tick(page, 'Habit 25')).toHaveCount(0);
    await page.unrouteAll();
    await page.reload();
    await live(page);
    await expect(tick(page, 'Habit 30')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
  });

  // Issue 56 (3): Helsinki and Cairo agree on 1 January and 1 July, not on 10 April (Cairo's
  // summer time starts on 24 April): at 23:30 in Cairo, still 10 April there, Helsinki's snapshot
  // of 23:00 showed 11 April, then React 10 April, and a tap between was dropped.
  test.describe('across time zones', () => {
    test.use({ timezoneId: 'Europe/Helsinki' });

    test("opened where the zone cuts the days otherwise: today's path, and a tap counts", async ({
      page,
      browser,
    }) => {
      const written = new Date('2026-04-10T20:00:00Z'); // 23:00 in Helsinki
      const opened = new Date('2026-04-10T21:30:00Z'); // 23:30 in Cairo, 00:30 in Helsinki
      await page.clock.setFixedTime(written);
      await seed(page, {
        ...quietHabits(3),
        [KEYS.settings]: '{"dayBoundary":"local","dayStartHour":0}',
      });
      await visitOnce(page);
      const stored = await page.evaluate(() => Object.entries(localStorage));
      // Helsinki itself, half an hour into 11 April: its snapshot paints.
      await page.clock.setFixedTime(opened);
      await blockScripts(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');

      const cairo = await browser.newContext({ timezoneId: 'Africa/Cairo' });
      const there = await cairo.newPage();
      await there.clock.setFixedTime(opened);
      await there.goto('/robots.txt');
      await there.evaluate((items) => {
        for (const [key, value] of items) localStorage.setItem(key, value);
      }, stored);
      await blockScripts(there);
      await there.goto('/');
      await expect(there.getByRole('link', { name: 'Tickday', exact: true })).toBeVisible();
      await expect(there.locator('html')).not.toHaveAttribute('data-shell', 'snapshot');
      await expect(tick(there, 'Habit 1')).toHaveCount(0);
      await there.unrouteAll();
      await there.goto('/');
      await live(there);
      await expect(there.locator('[aria-current="date"]').first()).toHaveAttribute(
        'data-date',
        '2026-04-10',
      );
      await tick(there, 'Habit 1').click();
      await expect(tick(there, 'Habit 1')).toHaveAttribute('aria-pressed', 'true');
      await cairo.close();
    });
  });

  test("a write it did not see takes today's path, and the next visit has a snapshot again", async ({
    page,
  }) => {
    await seed(page, quietHabits(12));
    await visitOnce(page);
    // Written while no Tickday of this build is open, as an older Tickday that knows nothing of
    // snapshots would (from a page of the same origin): a habit more.
    await page.goto('/robots.txt');
    await page.evaluate((key) => {
      const data = JSON.parse(localStorage.getItem(key) ?? '{}') as { habits: object[] };
      const [first] = data.habits as { id: string; name: string }[];
      data.habits.push({ ...first, id: '42', name: 'Habit 42' });
      localStorage.setItem(key, JSON.stringify(data));
    }, KEYS.data);
    await blockScripts(page);
    await page.goto('/');
    // Not the snapshot made before that write: no cards until React.
    await expect(page.locator('html')).not.toHaveAttribute('data-shell', 'snapshot');
    await expect(tick(page, 'Habit 1')).toHaveCount(0);
    await page.unrouteAll();
    await page.reload();
    await expect(tick(page, 'Habit 42')).toBeAttached();
    // Its text has no stamp (src/storage/data-stamp.ts), so nothing would prove a snapshot of it
    // current: none is made of it, and this Tickday does not rewrite data nobody changed. The next
    // change here writes it with a stamp, and a snapshot follows.
    await page.waitForTimeout(3000);
    expect(await storageItem(page, KEYS.snapshot)).toBeNull();
    await tick(page, 'Habit 1').click();
    await snapshotCurrent(page);
    await blockScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'snapshot');
    await expect(tick(page, 'Habit 1')).toHaveAttribute('aria-pressed', 'true');
  });
});
