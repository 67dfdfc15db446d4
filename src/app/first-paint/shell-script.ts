import { toTheme } from '../../domain/theme';
import { languageOf } from '../../state/locale';
import { STORAGE_KEYS } from '../../storage/keys';
import { heldModules, preloadModules, snapshotMayPaint, snapshotShown } from './app-start';
import { pageAt } from './snapshot-page';

/**
 * index.html's inline script, run before the first paint (scripts/inline-scripts.ts bundles this
 * file into the page, with the modules it imports: the theme's rules, the languages and
 * `languageOf`, the storage keys are the app's own).
 *
 * It sets the stored theme on <html>, so a reload never flashes the wrong theme (`toTheme`: each
 * bad field falls back to orange / dark), and marks what of the prerendered shell in #root this
 * browser's stored state will not show (docs/decisions.md, "A first paint before React"): the
 * shell is the home page in English with nothing stored, and what it marks stays hidden until
 * React renders it (styles.css, `data-shell`): the whole shell on another page or in another
 * language (`blank`, decided as main.tsx decides), the empty page's parts when habits are stored,
 * the notice once dismissed.
 */

/** A stored item's JSON, or null when it is missing, broken or storage cannot be read. */
function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const root = document.documentElement;
const theme = toTheme(stored(STORAGE_KEYS.theme));
root.setAttribute('data-color', theme.color);
root.classList.toggle('dark', theme.mode === 'dark');
root.style.colorScheme = theme.mode;

const settings = stored(STORAGE_KEYS.settings);
const chosen =
  typeof settings === 'object' && settings !== null
    ? (settings as { language?: unknown }).language
    : null;
const language = languageOf(typeof chosen === 'string' ? chosen : null);

const shell: string[] = [];
if (location.pathname !== '/' || language !== 'en') shell.push('blank');
try {
  const data = localStorage.getItem(STORAGE_KEYS.data);
  if (data && !data.includes('"habits":[]')) shell.push('habits');
  if (JSON.parse(localStorage.getItem(STORAGE_KEYS.bannerDismissed) ?? 'null') === true) {
    shell.push('nobanner');
  }
} catch {
  // Storage that cannot be read shows the shell as it is.
}
root.setAttribute('data-shell', shell.join(' '));

// Where no snapshot can be painted (a first visit, the first after an update, another page, a link
// with a query), the app's modules are asked for now, while the rest of the page arrives; the start
// script at its end runs them (app-start.ts).
try {
  const stored = localStorage.getItem(STORAGE_KEYS.snapshot);
  if (!snapshotMayPaint(pageAt(location), stored, heldModules(document)?.start ?? null)) {
    preloadModules(document);
  }
} catch {
  // Storage that cannot be read: the start script asks for them.
}

// ICU's set-up (docs/decisions.md, "ICU set up while the scripts load"): the first Intl object a
// page's process makes costs ~60 ms here, and the first render needs several (today's zone, the
// day strip's names, plurals, numbers). Made after the first paint, while a first visit's scripts
// still load, the render finds it done. The week's first day needs no Intl.Locale now: it is a
// table in the build (docs/decisions.md, "The week's first day from a table in the build").
// Over a page painted from a snapshot, once that page is on screen (app-start.ts).
if (typeof requestAnimationFrame === 'function') {
  requestAnimationFrame(() => {
    void snapshotShown().then(() =>
      setTimeout(() => {
        try {
          // The newest kinds last: an older browser without them sets up the others.
          Intl.DateTimeFormat().resolvedOptions();
          new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long' }).format(0);
          new Intl.PluralRules(language).select(1);
          new Intl.NumberFormat(language).format(1);
          new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(['1', '2']);
        } catch {
          // An older browser: the render sets up what it needs.
        }
      }),
    );
  });
}
