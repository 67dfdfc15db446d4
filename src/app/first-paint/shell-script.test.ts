import { Script } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { languageOf } from '../../state/locale';
import { STORAGE_KEYS } from '../../storage/keys';
import { bundledInlineScript } from '../../../scripts/inline-scripts';

/**
 * index.html's inline script (src/app/shell-script.ts, bundled as the build bundles it) marks,
 * before the first paint, what of the prerendered shell this browser's stored state will not show
 * (docs/decisions.md, "A first paint before React"). Its choice of language must be main.tsx's
 * (`languageOf`): where they differ, a reader would see the English shell replaced by another
 * language, or an empty page until React renders.
 */
const SCRIPT = new Script(await bundledInlineScript());

interface Browser {
  items: Record<string, string>;
  languages: readonly string[];
  /** The page's path and query: `/` unless told. */
  path?: string;
}

/**
 * Runs the inline script in `browser`, with `globals` beside it; returns <html>'s attributes.
 * `dataset`: <html>'s, which the script's `data-` attributes set.
 */
function runScript(
  { items, languages, path = '/' }: Browser,
  globals: object = {},
  dataset: Record<string, string> = {},
  page: object = { querySelector: () => null },
) {
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
      if (name.startsWith('data-')) dataset[name.slice(5)] = value;
    },
    classList: { toggle: () => undefined },
    style: {},
    dataset,
  };
  SCRIPT.runInNewContext({
    localStorage: { getItem: (key: string) => items[key] ?? null },
    navigator: { languages, language: languages[0] ?? 'en-US' },
    location: locationOf(path),
    document: { documentElement, ...page },
    ...globals,
  });
  return attributes;
}

/** `location`'s path and query (`search`: '' without one) on a page at `path`. */
function locationOf(path: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(path, 'https://tickday.app');
  return { pathname, search };
}

/** Runs the inline script in `browser`; returns <html>'s `data-shell` marks. */
function marks(browser: Browser): string[] {
  const shell = runScript(browser)['data-shell'];
  if (shell === undefined) throw new Error('the script set no data-shell');
  return shell.split(' ').filter(Boolean);
}

/** Storage holding `chosen` as the language of Settings, or nothing. */
const storedLanguage = (chosen: string | null): Record<string, string> =>
  chosen === null ? {} : { [STORAGE_KEYS.settings]: JSON.stringify({ language: chosen }) };

/** What main.tsx decides, with the browser's languages stubbed. */
function appLanguage(chosen: string | null, languages: readonly string[]): string {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {
    value: { languages, language: languages[0] ?? 'en-US' },
    configurable: true,
  });
  try {
    return languageOf(chosen);
  } finally {
    if (before) Object.defineProperty(globalThis, 'navigator', before);
  }
}

/**
 * Runs the inline script in `browser` with its frame and timer held: the languages of the Intl
 * objects it makes before the frame, and after the frame, the timers and the promises have run.
 * `snapshot`: the snapshot's script painted the page (it marks `data-shell="snapshot"` before the
 * frame), and `shown` is called with a Paint Timing observer's callback and the entries it gets.
 */
async function warmed(
  browser: Browser,
  snapshot?: {
    shown: (report: (names: string[]) => void, made: () => string[]) => Promise<void>;
  },
): Promise<{ beforePaint: string[]; after: string[] }> {
  const made: string[] = [];
  const held: (() => void)[] = [];
  const record = (locale: unknown) =>
    made.push(locale === undefined ? '(default)' : String(locale));
  class Format {
    constructor(locale?: unknown) {
      record(locale);
    }
    format() {
      return '';
    }
    select() {
      return 'other';
    }
    resolvedOptions() {
      return { timeZone: 'UTC' };
    }
    maximize() {
      return this;
    }
  }
  const Intl = {
    DateTimeFormat: function (locale?: unknown) {
      return new Format(locale);
    },
    Locale: Format,
    ListFormat: Format,
    PluralRules: Format,
    NumberFormat: Format,
  };
  let observed: ((names: string[]) => void) | null = null;
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'event'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observed = (names) =>
        callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe() {}
    disconnect() {
      observed = null;
    }
  }
  const dataset: Record<string, string> = {};
  runScript(
    browser,
    {
      Intl,
      PerformanceObserver,
      requestAnimationFrame: (run: () => void) => {
        if (snapshot) dataset.shell = 'snapshot';
        held.push(run);
      },
      // The fallback's long timer is not run: the observer alone ends the wait.
      setTimeout: (run: () => void, ms?: number) => (ms ?? 0) < 100 && held.push(run),
    },
    dataset,
  );
  const beforePaint = [...made];
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) {
      while (held.length) held.shift()!();
      await Promise.resolve();
    }
  };
  await settle();
  if (snapshot) {
    await snapshot.shown(
      (names) => observed?.(names),
      () => [...made],
    );
    await settle();
  }
  return { beforePaint, after: made };
}

const tag = fc.oneof(
  fc.constantFrom(...LANGUAGES, 'en-GB', 'de-AT', 'pt-PT', 'pt-br', 'FR-ca', 'ar-EG', 'zh-CN'),
  fc.stringMatching(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,4})?$/),
);

describe('the inline script and the prerendered shell', () => {
  it('hides the whole shell exactly when the app will speak another language than English', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constantFrom(...LANGUAGES), fc.string()), { nil: null }),
        fc.array(tag, { maxLength: 4 }),
        (chosen, languages) => {
          const items = storedLanguage(chosen);
          const blank = marks({ items, languages }).includes('blank');
          expect(blank).toBe(appLanguage(chosen, languages) !== 'en');
        },
      ),
      { numRuns: 500 },
    );
    // A context a run: ~8 ms each on a loaded machine, past Vitest's 5 s.
  }, 30_000);

  it('hides it on every page but home, where the shell is not the page', () => {
    for (const path of ['/terms', '/privacy', '/history/1', '/nope']) {
      expect(marks({ items: {}, languages: ['en-US'], path })).toContain('blank');
    }
    expect(marks({ items: {}, languages: ['en-US'] })).toEqual([]);
  });

  it('a broken settings value falls back to the browser, as the app does', () => {
    const items = { [STORAGE_KEYS.settings]: '{not json' };
    expect(marks({ items, languages: ['de-DE'] })).toContain('blank');
    expect(marks({ items, languages: ['en-GB'] })).not.toContain('blank');
    expect(appLanguage(null, ['de-DE'])).toBe('de');
  });

  it("sets up ICU after the first paint, in the language the app's first render formats in", async () => {
    // docs/decisions.md, "ICU set up while the scripts load": the render's formats are the app
    // language's, so formats of another language would set up data the render does not use.
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...LANGUAGES), { nil: null }),
        fc.array(tag, { maxLength: 4 }),
        async (chosen, languages) => {
          const items = storedLanguage(chosen);
          const { beforePaint, after } = await warmed({ items, languages });
          expect(beforePaint).toEqual([]);
          const language = appLanguage(chosen, languages);
          // The device's zone (the default format), then the language's own.
          expect(after).toEqual(['(default)', ...Array<string>(4).fill(language)]);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('over a page painted from a snapshot, sets up ICU only once that page is on screen', async () => {
    // docs/decisions.md, "The app starts once the snapshot is on screen".
    const browser = { items: {}, languages: ['de-DE'] };
    let madeBeforeShown: string[] | null = null;
    const { after } = await warmed(browser, {
      shown: async (report, made) => {
        report(['first-paint']);
        await Promise.resolve();
        madeBeforeShown = made();
        report(['first-contentful-paint']);
      },
    });
    expect(madeBeforeShown).toEqual([]);
    expect(after).toEqual(['(default)', 'de', 'de', 'de', 'de']);
    // Without the entry, nothing is made (the fallback's timer, not run here, would make it).
    const { after: never } = await warmed(browser, { shown: async () => undefined });
    expect(never).toEqual([]);
  });

  it('asks for the modules at once where no snapshot can be painted, else leaves it to the start', () => {
    // docs/decisions.md, "The app starts once the snapshot is on screen": a first visit's modules
    // are fetched while the page still arrives; over a snapshot, nothing beside its first frame.
    const appended = (items: Record<string, string>, path = '/') => {
      const added: unknown[] = [];
      const content = { querySelector: () => ({ getAttribute: () => '/assets/index-A.js' }) };
      const marks = new Set<string>();
      const template = {
        content,
        hasAttribute: (name: string) => marks.has(name),
        setAttribute: (name: string) => marks.add(name),
      };
      runScript(
        { items, languages: ['en'], path },
        {},
        {},
        {
          querySelector: (selector: string) => (selector === 'template#start' ? template : null),
          importNode: (node: unknown) => node,
          head: { append: (node: unknown) => added.push(node) },
        },
      );
      return added;
    };
    const snapshot = JSON.stringify({ build: '/assets/index-A.js' });
    expect(appended({})).toHaveLength(1);
    expect(appended({ [STORAGE_KEYS.snapshot]: snapshot })).toEqual([]);
    expect(appended({ [STORAGE_KEYS.snapshot]: snapshot }, '/history')).toHaveLength(1);
    // A tick link is the home page with a query, which no snapshot paints (pickSnapshot).
    expect(appended({ [STORAGE_KEYS.snapshot]: snapshot }, '/?tick=abc')).toHaveLength(1);
    expect(appended({ [STORAGE_KEYS.snapshot]: snapshot }, '/?shared')).toHaveLength(1);
    // That page is still the home page: its shell shows (not `blank`).
    expect(marks({ items: {}, languages: ['en'], path: '/?tick=abc' })).toEqual([]);
    // The build before's snapshot, after an update: none of this build's can be painted.
    const before = JSON.stringify({ build: '/assets/index-Old.js' });
    expect(appended({ [STORAGE_KEYS.snapshot]: before })).toHaveLength(1);
  });

  it("hides the empty page's parts when habits are stored, and the notice once dismissed", () => {
    const habits = JSON.stringify({ version: 1, habits: [{ id: '1', name: 'Read' }] });
    expect(marks({ items: { [STORAGE_KEYS.data]: habits }, languages: ['en'] })).toEqual([
      'habits',
    ]);
    const none = JSON.stringify({ version: 1, habits: [] });
    expect(marks({ items: { [STORAGE_KEYS.data]: none }, languages: ['en'] })).toEqual([]);
    expect(marks({ items: { [STORAGE_KEYS.bannerDismissed]: 'true' }, languages: ['en'] })).toEqual(
      ['nobanner'],
    );
    // Only a stored `true` dismisses it (storage/preferences.ts), and a broken value shows it.
    for (const value of ['"yes"', 'false', '{']) {
      expect(
        marks({ items: { [STORAGE_KEYS.bannerDismissed]: value }, languages: ['en'] }),
      ).toEqual([]);
    }
  });
});
