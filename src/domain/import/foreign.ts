import type { DayRule } from '../day-rule';
import { isoDate, isStorableTime, DAY_MS } from '../days';
import {
  bucketTimes,
  completionDays,
  completionTimes,
  createHabit,
  isActive,
  normalizeName,
  type Habit,
} from '../habit';
import { describeHabit } from '../habit-view';
import { DAILY, describeSchedule, skipDays, type Schedule } from '../schedule';

/**
 * Habits read from another app's export (docs/product.md §13), in a shape of our own: names as the
 * file has them, days as date integers (days since 1970-01-01, the dates the user lived), the
 * schedule Tickday will use and, when it only approximates the file's, the file's in words.
 */
export type ForeignApp = 'loop-db' | 'loop-csv' | 'habitbull';

export const APP_NAMES: Record<ForeignApp, string> = {
  'loop-db': 'a Loop Habit Tracker backup',
  'loop-csv': 'a Loop Habit Tracker CSV export',
  habitbull: 'a HabitBull CSV export',
};

export interface ForeignHabit {
  name: string;
  archived: boolean;
  schedule: Schedule;
  /** The file's own frequency in words when `schedule` only approximates it, else null. */
  approximates: string | null;
  /** Done days, ascending and distinct. */
  done: number[];
  /** Skipped days, ascending and distinct, none of them done. */
  skipped: number[];
}

export interface ForeignData {
  app: ForeignApp;
  habits: ForeignHabit[];
  /** Entries left out because their date is not a real date in the years 1000 to 9999. */
  badDates: number;
  /** What the file holds that Tickday has no place for ("notes", "descriptions"...). */
  notCarried: string[];
}

/** The first and last day a date integer may be (the storable years, docs/product.md §8). */
const FIRST_DAY = Math.ceil(Date.UTC(1000, 0, 1) / DAY_MS);
const LAST_DAY = Math.floor(Date.UTC(9999, 11, 31) / DAY_MS);

/** Whether `day` is a date integer of the storable years. */
export function isForeignDay(day: number): boolean {
  return Number.isInteger(day) && day >= FIRST_DAY && day <= LAST_DAY;
}

/** Collects a habit's marks, a done day winning over a skip of the same day. */
export class DayMarks {
  private readonly done = new Set<number>();
  private readonly skipped = new Set<number>();
  /** Entries with an impossible date, left out. */
  badDates = 0;

  mark(day: number, mark: 'done' | 'skip' | null) {
    if (mark === null) return;
    if (!isForeignDay(day)) {
      this.badDates += 1;
      return;
    }
    (mark === 'done' ? this.done : this.skipped).add(day);
  }

  habit(
    name: string,
    archived: boolean,
    schedule: Schedule,
    approximates: string | null,
  ): ForeignHabit {
    const ascending = (days: Iterable<number>) => [...days].sort((a, b) => a - b);
    return {
      name,
      archived,
      schedule,
      approximates,
      done: ascending(this.done),
      skipped: ascending([...this.skipped].filter((d) => !this.done.has(d))),
    };
  }
}

/**
 * docs/product.md §13.2: Loop's frequency (num times in den days) as a schedule. 1/1 and 7/7 are
 * daily, n/7 (n 1 to 6) is n times a week, anything else the nearest times a week (7 is daily),
 * with the original in words.
 */
export function loopSchedule(
  num: number,
  den: number,
): Pick<ForeignHabit, 'schedule' | 'approximates'> {
  if ((num === 1 && den === 1) || (num === 7 && den === 7))
    return { schedule: DAILY, approximates: null };
  if (den === 7 && Number.isInteger(num) && num >= 1 && num <= 6) {
    return { schedule: { type: 'weekly', times: num }, approximates: null };
  }
  const valid = Number.isInteger(num) && Number.isInteger(den) && num >= 1 && den >= 1;
  if (!valid) return { schedule: DAILY, approximates: 'a frequency Tickday cannot read' };
  const times = Math.min(7, Math.max(1, Math.round((num / den) * 7)));
  const words = num === 1 ? `once every ${den} days` : `${num} times in ${den} days`;
  return {
    schedule: times === 7 ? DAILY : { type: 'weekly', times },
    approximates: words,
  };
}

/** Loop's entry values (its database and its CSV files). */
export const LOOP_VALUES = { YES_MANUAL: 2, YES_AUTO: 1, NO: 0, SKIP: 3, UNKNOWN: -1 } as const;

export interface LoopKind {
  numeric: boolean;
  /** Numeric habits: "at most" the target (else at least). */
  atMost: boolean;
  /** Numeric habits: the target, in the habit's unit. */
  target: number;
}

/**
 * docs/product.md §13.2: what one Loop entry makes of its day. Yes/no: YES_MANUAL is done, SKIP a
 * skip, YES_AUTO, NO and UNKNOWN nothing. Numeric: the value is the amount x 1000; done when it
 * meets the target (at least: amount >= target; at most: amount <= target), SKIP a skip, UNKNOWN
 * nothing.
 */
export function loopMark(value: number, kind: LoopKind): 'done' | 'skip' | null {
  if (!Number.isFinite(value)) return null;
  if (value === LOOP_VALUES.SKIP) return 'skip';
  if (!kind.numeric) return value === LOOP_VALUES.YES_MANUAL ? 'done' : null;
  if (value < 0) return null;
  const amount = value / 1000;
  return (kind.atMost ? amount <= kind.target : amount >= kind.target) ? 'done' : null;
}

/** What adding a file's habits would do, for the summary shown before anything changes. */
export interface ImportPlan {
  /** The habits list after the import; the same array when nothing would change. */
  habits: Habit[];
  /** Habits that become new ones, and those that merge into an active habit of the same name. */
  added: string[];
  merged: string[];
  /** Completions and skips the file brings (of the habits taken). */
  completions: number;
  skips: number;
  /** Completions and skips that are not already here. */
  newCompletions: number;
  newSkips: number;
  approximated: { name: string; from: string; to: string }[];
  archivedLeftOut: number;
  /** Names over 32 characters, as they will be cut. */
  cut: string[];
  /** Habits with no name Tickday can show, left out. */
  unnamed: number;
  /** Names the file gives to more than one habit, with how many: each becomes one habit. */
  combined: { name: string; count: number }[];
  /** Completions and skips dated after today, left out. */
  future: number;
}

/**
 * The file's habits as they will be taken: archived ones only when asked, nameless ones left out,
 * habits of the same name (trimmed, cut to 32) combined into one, in the order each name first
 * appears, with the days of all (done wins over skipped) and the first one's schedule. Days after
 * `today` are left out and counted.
 */
function takenHabits(data: ForeignData, includeArchived: boolean, today: number, plan: ImportPlan) {
  const byName = new Map<string, ForeignHabit[]>();
  for (const foreign of data.habits) {
    if (foreign.archived && !includeArchived) {
      plan.archivedLeftOut += 1;
      continue;
    }
    const name = normalizeName(foreign.name);
    if (!name) {
      plan.unnamed += 1;
      continue;
    }
    if (name !== foreign.name.trim() && !byName.has(name)) plan.cut.push(name);
    byName.set(name, [...(byName.get(name) ?? []), foreign]);
  }
  return [...byName].map(([name, group]) => {
    const first = group[0] as ForeignHabit;
    if (group.length > 1) plan.combined.push({ name, count: group.length });
    const done = new Set(group.flatMap((h) => h.done));
    const skipped = new Set(group.flatMap((h) => h.skipped).filter((d) => !done.has(d)));
    const ascending = (days: Set<number>) => {
      const all = [...days].sort((a, b) => a - b);
      const kept = all.filter((d) => d <= today);
      plan.future += all.length - kept.length;
      return kept;
    };
    return { name, foreign: { ...first, done: ascending(done), skipped: ascending(skipped) } };
  });
}

/**
 * docs/product.md §13.3: unites `data`'s habits with `current`. Habits of the same name in the
 * file become one (said in `combined`); days after today are left out (counted in `future`). A
 * habit whose name (trimmed, cut to 32) equals an active habit's merges into it: its done days not
 * done there become completions at their date marks (§4.7), its skips not done or skipped there
 * become skips; the existing schedule stays. Any other habit is added with its schedule. Archived
 * habits only when `includeArchived`. Importing the same data again changes nothing. The counts
 * are of what is taken, so the figures the summary shows are the figures added.
 */
export function planImport(
  current: readonly Habit[],
  data: ForeignData,
  includeArchived: boolean,
  now: number,
  rule: DayRule,
): ImportPlan {
  const plan: ImportPlan = {
    habits: [...current],
    added: [],
    merged: [],
    completions: 0,
    skips: 0,
    newCompletions: 0,
    newSkips: 0,
    approximated: [],
    archivedLeftOut: 0,
    cut: [],
    unnamed: 0,
    combined: [],
    future: 0,
  };
  let changed = false;
  const today = rule.dayOf(now);
  for (const { name, foreign } of takenHabits(data, includeArchived, today, plan)) {
    plan.completions += foreign.done.length;
    plan.skips += foreign.skipped.length;
    const at = plan.habits.findIndex((h) => isActive(h) && h.name === name);
    // The name is not empty, so createHabit gives a habit.
    const target = (
      at === -1
        ? createHabit(
            name,
            now,
            plan.habits.map((h) => h.id),
            foreign.schedule,
          )
        : plan.habits[at]
    ) as Habit;
    if (at === -1) {
      plan.added.push(name);
      if (foreign.approximates) {
        plan.approximated.push({
          name,
          from: foreign.approximates,
          to: describeSchedule(foreign.schedule).toLowerCase(),
        });
      }
    } else {
      plan.merged.push(name);
    }
    const next = withMarks(target, foreign, today, rule);
    plan.newCompletions += next.newCompletions;
    plan.newSkips += next.newSkips;
    if (at === -1) {
      plan.habits.push(next.habit);
      changed = true;
    } else if (next.habit !== target) {
      plan.habits[at] = next.habit;
      changed = true;
    }
  }
  if (!changed) plan.habits = current as Habit[];
  return plan;
}

/**
 * `habit` with `foreign`'s done days and skips that it lacks; the same habit if none. A day that
 * becomes done is no longer kept as skipped (done wins, docs/product.md §10.2).
 */
function withMarks(habit: Habit, foreign: ForeignHabit, today: number, rule: DayRule) {
  const doneHere = new Set(completionDays(habit, rule));
  const addDays = foreign.done.filter(
    (day) => !doneHere.has(day) && isStorableTime(rule.noonOf(day)),
  );
  const skippedHere = skipDays(habit.skips);
  const skippedSet = new Set(skippedHere);
  const addSkips = foreign.skipped.filter((day) => !doneHere.has(day) && !skippedSet.has(day));
  if (addDays.length === 0 && addSkips.length === 0) {
    return { habit, newCompletions: 0, newSkips: 0 };
  }
  let next: Habit = habit;
  if (addDays.length > 0) {
    const times = [...completionTimes(habit), ...addDays.map((day) => rule.noonOf(day))];
    next = { ...next, completionsWithTimes: bucketTimes(times.sort((a, b) => a - b)) };
  }
  const nowDone = new Set(addDays);
  const skips = [...skippedHere, ...addSkips].filter((day) => !nowDone.has(day));
  if (skips.length !== skippedHere.length || addSkips.length > 0) {
    const { skips: _old, ...rest } = next;
    next = skips.length > 0 ? { ...rest, skips: skips.sort((a, b) => a - b).map(isoDate) } : rest;
  }
  next = { ...next, highestStreak: describeHabit(next, today, rule).highest };
  return { habit: next, newCompletions: addDays.length, newSkips: addSkips.length };
}
