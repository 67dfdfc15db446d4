import { tallestFilledBy } from '../../features/habits/first-screenful';
import { STORAGE_KEYS } from '../../storage/keys';
import { SNAPSHOT_INPUTS } from './snapshot-inputs';
import { SNAPSHOT_PAGE } from './snapshot-page';
import { heldModules } from './app-start';

/**
 * The home page's first screenful, kept as HTML so the next open paints it before any module has
 * loaded (docs/decisions.md, "The first screenful from a snapshot"). Written by
 * snapshot-writer.lazy.tsx, checked and painted by index.html's second inline script
 * (snapshot-paint.ts). A page is painted only when everything it was rendered from is as it was:
 * the build, the stored text of every key (the data's by its stamp: storage/data-stamp.ts), the
 * browser's languages, the time zone and the day.
 */
export interface SnapshotRecord {
  /** The page's module (its file name holds the build's hash: `buildOf`). */
  build: string;
  /** The browser's languages, comma-joined (the language when none is chosen, §18). */
  languages: string;
  /** The zone's marks over `years` and at `bounds` (`zoneMarks`). */
  zone: string;
  /** The first and last year the zone's marks read: the data's first year to tomorrow's. */
  years: [number, number];
  /**
   * The instants the days the pages show start at, as the writer's zone cut them: the day strip's
   * first day's (the week's too) to the day after tomorrow's.
   */
  bounds: number[];
  /** The stored text of every key but the data's and the snapshot's (null: absent). */
  inputs: Record<string, string | null>;
  /** How many cards the HTML holds: the first render's count when React takes the page over. */
  cards: number;
  /** Whether the page shows more habits than `cards`: they come once React has it. */
  more: boolean;
  /**
   * A page for each day: painted from `from` (ms) until before `to`. Its icons and its `class`
   * and `d` values are written `<~n>`, the nth of `values` (`compactHtml`).
   */
  pages: { from: number; to: number; html: string }[];
  /** The pages' icons and `class` and `d` attributes, each once. */
  values: string[];
  /** The data's text it was made from: its length and its stamp (storage/data-stamp.ts). */
  length: number;
  stamp: string;
}

export { SNAPSHOT_INPUTS } from './snapshot-inputs';

/**
 * The snapshot key's value: the record's JSON. It holds the pages and what proves them current,
 * never a copy of the data (issue 60): at 100 habits some tens of thousands of characters whatever
 * the data's size, so a heavy user's fits beside the data.
 */
export function snapshotText(record: SnapshotRecord): string {
  return JSON.stringify(record);
}

/**
 * What the pages repeat on every card: an icon (`<svg>`, which holds no other), then a `class` or
 * `d` attribute. Half a page's characters were `class` values, a sixth icons (issue 60).
 */
const REPEATED = [/<svg [^>]*>(?:(?!<\/svg>)[^])*<\/svg>/g, / (?:class|d)="[^"]*"/g];

/**
 * `html` (the browser's markup, which escapes `<` in text and `"` in attribute values) with each
 * icon and each ` class="..."` or ` d="..."` written `<~n>`, n the index of that text in `values`,
 * which it adds to: a third of the page. `expandHtml` gives it back.
 */
export function compactHtml(html: string, values: string[]): string {
  const index = new Map(values.map((value, i) => [value, i]));
  let out = html;
  for (const pattern of REPEATED) {
    out = out.replace(pattern, (text) => {
      let i = index.get(text);
      if (i === undefined) index.set(text, (i = values.push(text) - 1));
      return `<~${i}>`;
    });
  }
  return out;
}

/** The page `compactHtml` made, as it was. */
export function expandHtml(html: string, values: readonly string[]): string {
  // Markup has `<` only to open a tag or a comment, never before `~`: `<~n>` is ours alone.
  return html.replace(/<~(\d+)>/g, (text, i: string) => values[+i] ?? text);
}

/**
 * The time zone as Date tells it without Intl (the zone's name from Intl costs a cold page 50 to
 * 80 ms; this ~1 ms): the offset and name on 1 January and 1 July of each year, and at each of
 * `bounds`. Days are cut by Date's offsets (domain/day-rule.ts), so a zone with the same marks
 * over the years cuts the data's years alike, for all practical purposes. Not the days near a
 * change of clocks: Helsinki and Cairo agree in January and July, not in April, when Cairo's
 * summer time starts a month later (issue 56). So the marks at the instants the shown days start
 * too: where they agree, each of those instants starts its day in this zone as well, and the page
 * shows the same today, strip and week.
 */
export function zoneMarks(
  [first, last]: readonly [number, number],
  bounds: readonly number[],
): string {
  const instants: number[] = [];
  for (let year = first; year <= last && instants.length < 1000; year += 1) {
    instants.push(Date.UTC(year, 0, 1), Date.UTC(year, 6, 1));
  }
  return [...instants, ...bounds]
    .map((instant) => {
      const text = new Date(instant).toString();
      return text.slice(text.indexOf('GMT'));
    })
    .join('|');
}

/**
 * The page's module (its file name holds the build's hash), by which a snapshot names its build:
 * the one that starts the built page (app-start.ts), or the dev server's module script.
 */
export function buildOf(page: Document): string | null {
  return (
    heldModules(page)?.start ??
    page.querySelector('script[type="module"][src]')?.getAttribute('src') ??
    null
  );
}

/** What the inline script knows of the page it is in. */
export interface PageFacts {
  read: (key: string) => string | null;
  /** The page's module (`buildOf`); null when there is none. */
  build: string | null;
  languages: string;
  now: number;
  /**
   * Whether the window is at most `px` tall. The inline script asks a media query: `innerHeight`
   * lays out the page while it loads, the shell's alone then, and a second layout followed the
   * paint (~40 to 80 ms in a new tab's first layout, issue 60).
   */
  heightAtMost: (px: number) => boolean;
  /** The path and query. */
  path: string;
  zoneMarks: (years: readonly [number, number], bounds: readonly number[]) => string;
}

/** A snapshot page to paint (`pickSnapshot`). */
export interface PickedSnapshot {
  html: string;
  /** The cards it holds. */
  cards: number;
  /** Whether the day after it has a page too: a snapshot is then due only after a change. */
  next: boolean;
  /** The stored texts of the keys but the data's it was made from (`SnapshotRecord.inputs`). */
  inputs: Record<string, string | null>;
}

/**
 * The snapshot page to paint, or null: the stored one when every input is as it was made from and
 * one of its days holds `now`, at `/` with no query, and its cards fill this window when more
 * follow them (else what is below them would show, and move down as they come: issue 56).
 */
export function pickSnapshot(page: PageFacts): PickedSnapshot | null {
  if (page.path !== SNAPSHOT_PAGE || page.build === null) return null;
  const text = page.read(STORAGE_KEYS.snapshot);
  if (text == null) return null;
  try {
    const record = JSON.parse(text) as SnapshotRecord;
    if (record.build !== page.build || record.languages !== page.languages) return null;
    if (record.more && !page.heightAtMost(tallestFilledBy(record.cards))) return null;
    if (SNAPSHOT_INPUTS.some((key) => page.read(key) !== (record.inputs[key] ?? null))) return null;
    // The data's text as it was written then: the same length, ending with that write's stamp.
    const data = page.read(STORAGE_KEYS.data);
    if (!record.stamp || data?.length !== record.length || !data.endsWith(record.stamp))
      return null;
    const shown = record.pages.find(({ from, to }) => from <= page.now && page.now < to);
    if (!shown || page.zoneMarks(record.years, record.bounds) !== record.zone) return null;
    const next = record.pages.some(({ from, html }) => from === shown.to && !!html);
    return typeof shown.html === 'string' && record.cards > 0
      ? {
          html: expandHtml(shown.html, record.values),
          cards: record.cards,
          next,
          inputs: record.inputs,
        }
      : null;
  } catch {
    return null;
  }
}
