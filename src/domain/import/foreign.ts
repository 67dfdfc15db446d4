import type { DayRule } from '../day-rule';
import { isStorableTime, DAY_MS } from '../days';
import { withDoneDays } from '../habit/add-days';
import { refreshHighest } from '../habit/edits';
import {
  createHabit,
  isActive,
  normalizeName,
  type Habit,
  type HabitColor,
  type Measure,
} from '../habit/model';
import { doneDays, skippedDays } from '../habit/reads';
import { storedDay, withSkipDays, withStoredDays } from '../habit/stored';
import { isValidAmount, meetsTarget, normalizeMeasure } from '../amount';
import { normalizeNote } from '../amount-input';
import { DAILY, INTERVAL_DAYS, MONTHLY_TIMES, WINDOW_DAYS, type Schedule } from '../schedule';

/**
 * Habits read from another app's export (docs/product.md §13), in a shape of our own: names as the
 * file has them, days as date integers (days since 1970-01-01, the dates the user lived), the
 * schedule Tickday will use and, when it only approximates the file's, the file's own frequency.
 * No words: the UI says what the app, the frequency and the parts left in the file are.
 */
export type ForeignApp = 'loop-db' | 'loop-csv' | 'habitbull';

/**
 * A file's own frequency that Tickday's schedule only approximates: Loop's `num` times in `den`
 * days (whole numbers, 1 or more), or one Tickday cannot read ('unreadable').
 */
export type ForeignFrequency = { num: number; den: number } | 'unreadable';

/** What a file holds that Tickday has no place for. */
export type NotCarried = 'descriptions' | 'categories';

/** A day's amount (with the target it was judged by) or note, as a file gives it. */
export interface ForeignDay {
  day: number;
  amount?: number;
  target?: number;
  note?: string;
}

export interface ForeignHabit {
  name: string;
  archived: boolean;
  schedule: Schedule;
  /** The file's own frequency when `schedule` only approximates it, else null. */
  approximates: ForeignFrequency | null;
  /** Done days, ascending and distinct. */
  done: number[];
  /** Skipped days, ascending and distinct, none of them done. */
  skipped: number[];
  /** An amount habit's unit, goal and target (docs/product.md §16), normalized; absent: done or not. */
  measure?: Measure;
  /** Days with an amount or a note, ascending and distinct; absent when there are none. */
  records?: ForeignDay[];
  /** Its colour (docs/product.md §3.6); absent: Default. */
  color?: HabitColor;
  /** Its description, normalized (§3.6); absent: none. */
  description?: string;
}

export interface ForeignData {
  app: ForeignApp;
  habits: ForeignHabit[];
  /** Entries left out because their date is not a real date in the years 1000 to 9999. */
  badDates: number;
  /** What the file holds that Tickday has no place for. */
  notCarried: NotCarried[];
  /** Amounts left out because they are not amounts Tickday can keep (negative, over 1,000,000, not numbers). */
  badAmounts: number;
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
  private readonly records = new Map<number, ForeignDay>();
  /** Entries with an impossible date, left out. */
  badDates = 0;

  /**
   * One entry: its mark and, optionally, its amount (with the target it was judged by) and note.
   * The first amount and the first note of a day are kept; a note is normalized (trimmed, cut to
   * 500 characters) and an empty one is no note.
   */
  mark(
    day: number,
    mark: 'done' | 'skip' | null,
    extra: { amount?: number; target?: number; note?: string } = {},
  ) {
    const note = extra.note === undefined ? '' : normalizeNote(extra.note);
    const amount = isValidAmount(extra.amount) ? extra.amount : undefined;
    if (mark === null && amount === undefined && note === '') return;
    if (!isForeignDay(day)) {
      this.badDates += 1;
      return;
    }
    if (mark !== null) (mark === 'done' ? this.done : this.skipped).add(day);
    if (amount === undefined && note === '') return;
    const record = this.records.get(day) ?? { day };
    if (amount !== undefined && record.amount === undefined) {
      record.amount = amount;
      if (isValidAmount(extra.target)) record.target = extra.target;
    }
    if (note !== '' && record.note === undefined) record.note = note;
    this.records.set(day, record);
  }

  habit(
    name: string,
    archived: boolean,
    schedule: Schedule,
    approximates: ForeignFrequency | null,
    measure?: Measure,
  ): ForeignHabit {
    const ascending = (days: Iterable<number>) => [...days].sort((a, b) => a - b);
    const records = [...this.records.values()].sort((a, b) => a.day - b.day);
    return {
      name,
      archived,
      schedule,
      approximates,
      done: ascending(this.done),
      skipped: ascending([...this.skipped].filter((d) => !this.done.has(d))),
      ...(measure ? { measure } : {}),
      ...(records.length > 0 ? { records } : {}),
    };
  }
}

/** Loop's "X times per month" is X in 30 days (X in 31 in its builds before June 2020). */
const isLoopMonth = (den: number) => den === 30 || den === 31;

/**
 * docs/product.md §13.2: Loop's frequency (`num` times in `den` days, as its frequency picker
 * stores each choice) as the schedule that says the same, with no rounding: 1/1 (and n/n) daily;
 * X/7 (X 1 to 6) X times a week; X/30 and X/31 (Loop's month) X times a month; 1/n (n 2 to 29)
 * every n days; any other X/Y (Y up to 60) X times in any Y days. What no schedule says (more
 * than once a day, a month of 28 times or more, over 60 days) becomes the nearest one, with the
 * original frequency for the summary to say.
 */
export function loopSchedule(
  num: number,
  den: number,
): Pick<ForeignHabit, 'schedule' | 'approximates'> {
  const exact = (schedule: Schedule) => ({ schedule, approximates: null });
  const nearest = (schedule: Schedule) => ({ schedule, approximates: { num, den } });
  const valid = Number.isInteger(num) && Number.isInteger(den) && num >= 1 && den >= 1;
  if (!valid) return { schedule: DAILY, approximates: 'unreadable' };
  // Loop itself reads n/n as 1/1; more than once a day is every day at the most.
  if (num >= den) return num === den ? exact(DAILY) : nearest(DAILY);
  if (den === 7) return exact({ type: 'weekly', times: num });
  if (isLoopMonth(den)) {
    return num <= MONTHLY_TIMES[1]
      ? exact({ type: 'monthly', times: num })
      : nearest({ type: 'window', times: num, days: den });
  }
  if (num === 1 && den <= INTERVAL_DAYS[1]) return exact({ type: 'interval', days: den });
  const most = WINDOW_DAYS[1];
  if (den <= most) return exact({ type: 'window', times: num, days: den });
  // The same share of days in the longest window.
  const times = Math.min(most - 1, Math.max(1, Math.round((num / den) * most)));
  return nearest({ type: 'window', times, days: most });
}

/** Loop's entry values (its database and its CSV files). */
export const LOOP_VALUES = { YES_MANUAL: 2, YES_AUTO: 1, NO: 0, SKIP: 3, UNKNOWN: -1 } as const;

export interface LoopKind {
  numeric: boolean;
  /** Numeric habits: "at most" the target (else at least). */
  atMost: boolean;
  /** Numeric habits: the target, in the habit's unit. */
  target: number;
  /** Numeric habits: the unit ("glasses"); absent or empty when none. */
  unit?: string;
}

/**
 * docs/product.md §13.2: a numeric Loop habit's measure: Loop's unit cut to 12 characters, at
 * least (target type 0) or at most (1), and its target (rounded to 2 decimals, 0 to 1,000,000).
 */
export function loopMeasure(kind: LoopKind): Measure {
  return normalizeMeasure({
    unit: kind.unit ?? '',
    goal: kind.atMost ? 'atMost' : 'atLeast',
    target: Number.isFinite(kind.target) ? kind.target : 0,
  });
}

/**
 * A numeric Loop value as an amount: the value / 1000 rounded to 2 decimals; null for SKIP and
 * UNKNOWN (no amount), 'bad' for what is not an amount Tickday can keep (negative, over
 * 1,000,000, not a number).
 */
export function loopAmount(value: number): number | null | 'bad' {
  if (value === LOOP_VALUES.SKIP || value === LOOP_VALUES.UNKNOWN) return null;
  if (!Number.isFinite(value) || value < 0) return 'bad';
  const amount = Math.round(value / 10) / 100;
  return isValidAmount(amount) ? amount : 'bad';
}

/**
 * docs/product.md §13.2: what one Loop entry makes of its day. Yes/no: YES_MANUAL is done, SKIP a
 * skip, YES_AUTO, NO and UNKNOWN nothing. Numeric: the value is the amount x 1000; done when the
 * amount (rounded to 2 decimals, as it is kept) meets the measure's target (at least: amount >=
 * target; at most: amount <= target), SKIP a skip, UNKNOWN and values that are not amounts nothing.
 */
export function loopMark(value: number, kind: LoopKind): 'done' | 'skip' | null {
  if (!Number.isFinite(value)) return null;
  if (value === LOOP_VALUES.SKIP) return 'skip';
  if (!kind.numeric) return value === LOOP_VALUES.YES_MANUAL ? 'done' : null;
  const amount = loopAmount(value);
  if (amount === null || amount === 'bad') return null;
  const measure = loopMeasure(kind);
  return meetsTarget(amount, measure.target, measure.goal) ? 'done' : null;
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
  /** Days with an amount, and notes, the file brings (of the habits taken). */
  amounts: number;
  notes: number;
  /** Amounts and notes that fill a day which has none here (never one written over). */
  newAmounts: number;
  newNotes: number;
  /** New habits that are amount habits, with their measure. */
  measures: { name: string; measure: Measure }[];
  /** Habits that merge into one of ours whose measure differs from the file's (ours stays). */
  measuresKept: { name: string; measure: Measure }[];
  /** New habits whose schedule only approximates the file's frequency: the file's, and ours. */
  approximated: { name: string; from: ForeignFrequency; to: Schedule }[];
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
    // A day's first amount and first note, in file order; a future day's record is left out (and
    // counted once, with its completion or skip when it has one).
    const records = new Map<number, ForeignDay>();
    for (const habit of group) {
      for (const record of habit.records ?? []) {
        const into = records.get(record.day) ?? { day: record.day };
        if (record.amount !== undefined && into.amount === undefined) {
          into.amount = record.amount;
          if (record.target !== undefined) into.target = record.target;
        }
        if (record.note !== undefined && into.note === undefined) into.note = record.note;
        records.set(record.day, into);
      }
    }
    const kept: ForeignDay[] = [];
    for (const record of [...records.values()].sort((a, b) => a.day - b.day)) {
      if (record.day <= today) kept.push(record);
      else if (!done.has(record.day) && !skipped.has(record.day)) plan.future += 1;
    }
    const measure = group.find((h) => h.measure)?.measure;
    const { measure: _m, records: _r, ...rest } = first;
    return {
      name,
      foreign: {
        ...rest,
        done: ascending(done),
        skipped: ascending(skipped),
        ...(measure ? { measure } : {}),
        ...(kept.length > 0 ? { records: kept } : {}),
      },
    };
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
    amounts: 0,
    notes: 0,
    newAmounts: 0,
    newNotes: 0,
    measures: [],
    measuresKept: [],
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
    for (const record of foreign.records ?? []) {
      if (record.amount !== undefined) plan.amounts += 1;
      if (record.note !== undefined) plan.notes += 1;
    }
    const at = plan.habits.findIndex((h) => isActive(h) && h.name === name);
    // The name is not empty, so createHabit gives a habit.
    const created =
      at === -1
        ? (createHabit(
            name,
            now,
            plan.habits.map((h) => h.id),
            foreign.schedule,
          ) as Habit)
        : null;
    // A new habit takes the file's measure, colour and description and comes archived when it
    // was; an existing one keeps its own (as its schedule). No change times, as for the days.
    const target = created
      ? {
          ...created,
          ...(foreign.measure ? { measure: foreign.measure } : {}),
          ...(foreign.archived ? { archived: true } : {}),
          ...(foreign.color ? { color: foreign.color } : {}),
          ...(foreign.description ? { description: foreign.description } : {}),
        }
      : (plan.habits[at] as Habit);
    if (at === -1) {
      plan.added.push(name);
      if (foreign.measure) plan.measures.push({ name, measure: foreign.measure });
      if (foreign.approximates) {
        plan.approximated.push({ name, from: foreign.approximates, to: foreign.schedule });
      }
    } else {
      plan.merged.push(name);
      const mine = target.measure;
      const theirs = foreign.measure;
      if (
        theirs &&
        (mine?.unit !== theirs.unit || mine.goal !== theirs.goal || mine.target !== theirs.target)
      ) {
        plan.measuresKept.push({ name, measure: theirs });
      }
    }
    const next = withMarks(target, foreign, now, rule);
    plan.newCompletions += next.newCompletions;
    plan.newSkips += next.newSkips;
    plan.newAmounts += next.newAmounts;
    plan.newNotes += next.newNotes;
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
 * becomes done is no longer kept as skipped (done wins, docs/product.md §10.2). Amounts and notes
 * fill only days that have none (the user's are never written over).
 */
function withMarks(habit: Habit, foreign: ForeignHabit, now: number, rule: DayRule) {
  const filled = withRecords(habit, foreign.records ?? []);
  const marked = withDays(filled.habit, foreign, now, rule);
  return { ...marked, newAmounts: filled.newAmounts, newNotes: filled.newNotes };
}

/**
 * `habit` with the amounts (and the targets they were judged by) and notes of `records` on the
 * days whose stored record has none; the same habit if none. Imports leave no change times: an
 * imported day reads as "never changed here" (0), so any later edit on any device wins.
 */
function withRecords(habit: Habit, records: readonly ForeignDay[]) {
  type Fill = { record: ForeignDay; amount: boolean; note: boolean };
  const fills = new Map<number, Fill>();
  let newAmounts = 0;
  let newNotes = 0;
  for (const record of records) {
    const here = storedDay(habit, record.day);
    const amount = record.amount !== undefined && typeof here?.amount !== 'number';
    const note = record.note !== undefined && !(typeof here?.note === 'string' && here.note);
    if (!amount && !note) continue;
    fills.set(record.day, { record, amount, note });
    if (amount) newAmounts += 1;
    if (note) newNotes += 1;
  }
  if (fills.size === 0) return { habit, newAmounts, newNotes };
  const next = withStoredDays(habit, fills.keys(), (stored, day) => {
    const { record, amount, note } = fills.get(day) as Fill;
    if (amount) {
      stored.amount = record.amount;
      if (record.target !== undefined) stored.target = record.target;
      else delete stored.target;
    }
    if (note) stored.note = record.note;
    return stored;
  });
  return { habit: next, newAmounts, newNotes };
}

/** `habit` with `foreign`'s done days and skips that it lacks; the same habit if none. */
function withDays(habit: Habit, foreign: ForeignHabit, now: number, rule: DayRule) {
  const doneHere = new Set(doneDays(habit, rule));
  const addDays = foreign.done.filter(
    (day) => !doneHere.has(day) && isStorableTime(rule.noonOf(day)),
  );
  const skippedHere = skippedDays(habit);
  const skippedSet = new Set(skippedHere);
  const addSkips = foreign.skipped.filter((day) => !doneHere.has(day) && !skippedSet.has(day));
  if (addDays.length === 0 && addSkips.length === 0) {
    return { habit, newCompletions: 0, newSkips: 0 };
  }
  let next = addDays.length > 0 ? withDoneDays(habit, addDays, rule) : habit;
  const nowDone = new Set(addDays);
  const skips = [...skippedHere, ...addSkips].filter((day) => !nowDone.has(day));
  if (skips.length !== skippedHere.length || addSkips.length > 0) {
    next = withSkipDays(
      next,
      skips.sort((a, b) => a - b),
    );
  }
  next = refreshHighest(next, now, rule);
  return { habit: next, newCompletions: addDays.length, newSkips: addSkips.length };
}
