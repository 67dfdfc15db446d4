// The floor pages' only domain (issue 27): read the stored blob, and for the first screenful of
// habits the last 7 days, today's tick, the current and the highest streak. UTC days, daily
// habits: what the benchmark's data holds. Nothing else, so the pages measure the floor.

// As many cards as Tickday renders first: the app's own count (it imports nothing else).
export { firstScreenful } from '../../src/features/habits/first-screenful';

const DAY = 86_400_000;
const KEY = 'habit-tracker:data';

export interface FloorCard {
  id: string;
  name: string;
  /** The last 7 days, oldest first: [ISO date, done]. */
  week: [string, boolean][];
  today: boolean;
  streak: number;
  highest: number;
}

export function readCards(count: number): FloorCard[] {
  const stored = JSON.parse(localStorage.getItem(KEY) ?? '{"habits":[]}') as {
    habits: {
      id: string;
      name: string;
      completionsWithTimes: Record<string, Record<string, number[]>>;
    }[];
  };
  const today = Math.floor(Date.now() / DAY);
  return stored.habits.slice(0, count).map((habit) => {
    const days = new Set<number>();
    for (const months of Object.values(habit.completionsWithTimes))
      for (const times of Object.values(months))
        for (const ms of times) days.add(Math.floor(ms / DAY));
    let streak = 0;
    for (let day = days.has(today) ? today : today - 1; days.has(day); day -= 1) streak += 1;
    let highest = 0;
    let run = 0;
    for (const day of [...days].sort((a, b) => a - b)) {
      run = days.has(day - 1) ? run + 1 : 1;
      highest = Math.max(highest, run);
    }
    const week: [string, boolean][] = [];
    for (let day = today - 6; day <= today; day += 1)
      week.push([new Date(day * DAY).toISOString().slice(0, 10), days.has(day)]);
    return { id: habit.id, name: habit.name, week, today: days.has(today), streak, highest };
  });
}

/**
 * Stores habit `id` done today or not (issue 44's tap), as Tickday stores a tick: today's times
 * in `completionsWithTimes[year][month]`. Read and written whole, as the pages read it.
 */
export function storeToday(id: string, done: boolean) {
  const stored = JSON.parse(localStorage.getItem(KEY) ?? '{"habits":[]}') as {
    habits: { id: string; completionsWithTimes: Record<string, Record<string, number[]>> }[];
  };
  const habit = stored.habits.find((h) => h.id === id);
  if (!habit) return;
  const now = Date.now();
  const today = Math.floor(now / DAY);
  const date = new Date(now);
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1);
  if (done) ((habit.completionsWithTimes[year] ??= {})[month] ??= []).push(now);
  else {
    const months = habit.completionsWithTimes[year] ?? {};
    months[month] = (months[month] ?? []).filter((ms) => Math.floor(ms / DAY) !== today);
  }
  localStorage.setItem(KEY, JSON.stringify(stored));
}

/**
 * Runs `job` after the frame that shows a tick, once the page is idle: an idle callback asked for
 * at once could run before that frame and delay it; from the frame's rAF it comes after it, and
 * after the tasks queued there (the bench's mark of the painted frame, bench/floor.mjs).
 */
export function afterPaint(job: () => void) {
  requestAnimationFrame(() => requestIdleCallback(job, { timeout: 1000 }));
}

export const WEEKDAY = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
export const weekday = (iso: string) => WEEKDAY[new Date(iso).getUTCDay()];

/** Where the bench stores Tickday's captured card DOM for `react-dom.html`. */
export const CARD_DOM_KEY = 'bench:card-dom';

/** An element as [tag, React props, ...children], or a text. */
export type DomNode = string | [string, Record<string, unknown>, ...unknown[]];
