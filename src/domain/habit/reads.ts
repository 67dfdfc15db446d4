import { UTC_DAYS, type DayRule } from '../day-rule';
import { dayOfIso, hasDay } from '../days';
import { isHabitToBreak, type CompletionsByMonth, type Habit } from './model';
import {
  completionDay,
  completionTimes,
  daysOf,
  pinnedDates,
  recordsIdentity,
  skipDays,
} from './stored';

/**
 * The readers of a habit's days (docs/product.md §10, §16): which days are done, which skipped.
 * A day's amount, target and note, and the day as one fact: entries.ts.
 */

const dayCache = new WeakMap<
  CompletionsByMonth,
  { rule: DayRule; records: object | undefined; days: readonly number[] }
>();

/**
 * The one function that says which days a habit was done (docs/product.md §16.2): ascending and
 * distinct, in `rule` (pins first: `completionDay`). A day is done when it holds a completion; a
 * met amount writes one, so a done-or-not habit and an amount habit read the same way. Streaks,
 * badges, stats, history, the strip, the calendar, sync and imports read this, never the stored
 * completions. Cached per buckets object, records and day rule (the last one asked: the rule
 * changes only when the setting does).
 *
 * A habit to break (§20) with `today` given: its clean days, derived (`cleanDays`), its stored
 * ticks ignored. Without `today` (the import's and the sync summary's comparisons of stored days)
 * it reads its stored ticks, as any habit.
 */
export function doneDays(
  habit: Habit,
  rule: DayRule = UTC_DAYS,
  today?: number,
): readonly number[] {
  if (today !== undefined && isHabitToBreak(habit)) return cleanDays(habit, today, rule);
  const buckets = habit.completionsWithTimes;
  const records = recordsIdentity(habit);
  const cached = dayCache.get(buckets);
  if (cached?.rule === rule && cached.records === records) return cached.days;
  const times = completionTimes(habit);
  const pins = pinnedDates(habit);
  // A pinned moment may stand before a later moment's day: sorted, not only ascending.
  const days = pins.size
    ? [...new Set(times.map((ms) => completionDay(ms, pins, rule)))].sort((a, b) => a - b)
    : daysOf(times, rule);
  dayCache.set(buckets, { rule, records, days });
  return days;
}

/**
 * Whether `habit` has a completion on `day` (a binary search over its cached days); a habit to
 * break with `today` given, whether `day` is clean (§20).
 */
export function isDone(habit: Habit, day: number, rule: DayRule = UTC_DAYS, today?: number) {
  return hasDay(doneDays(habit, rule, today), day);
}

/** §20: the day a habit starts on, its `createdAt` by `rule` (null: a date that does not read). */
export function startDay(habit: Habit, rule: DayRule = UTC_DAYS): number | null {
  const ms = Date.parse(habit.createdAt);
  return Number.isFinite(ms) ? rule.dayOf(ms) : null;
}

const slipCache = new WeakMap<object, readonly number[]>();

/** §20: the days with a slip logged (`entries[date].slip === true`), ascending. Cached per records. */
export function slipDays(habit: Habit): readonly number[] {
  const entries = habit.entries;
  if (!entries) return [];
  let days = slipCache.get(entries);
  if (!days) {
    const out: number[] = [];
    for (const iso in entries) {
      const day = entries[iso]?.slip === true ? dayOfIso(iso) : null;
      if (day !== null) out.push(day);
    }
    slipCache.set(entries, (days = out.sort((a, b) => a - b)));
  }
  return days;
}

/** Whether a slip is logged on `day` (§20). */
export function hasSlip(habit: Habit, day: number): boolean {
  return hasDay(slipDays(habit), day);
}

const cleanCache = new WeakMap<Habit, { rule: DayRule; today: number; days: readonly number[] }>();

/**
 * docs/product.md §20.2: a habit to break's clean days, its done days: every day from its start
 * to the day before `today` (today is open until it is over) with no slip and not skipped or
 * paused (an excused day is neither clean nor missed). Nothing is stored per clean day. Cached per
 * habit object, today and rule.
 */
export function cleanDays(
  habit: Habit,
  today: number,
  rule: DayRule = UTC_DAYS,
): readonly number[] {
  const cached = cleanCache.get(habit);
  if (cached?.rule === rule && cached.today === today) return cached.days;
  const start = startDay(habit, rule);
  const slips = slipDays(habit);
  const skips = statusSkips(habit);
  const days: number[] = [];
  if (start !== null) {
    for (let day = start; day < today; day += 1)
      if (!hasDay(slips, day) && !hasDay(skips, day)) days.push(day);
  }
  cleanCache.set(habit, { rule, today, days });
  return days;
}

/**
 * §20.3: the whole days since the last slip, or since the start: today counts once it is over,
 * and a slip today makes 0. Skips and pauses do not break the count (they are no slips).
 */
export function daysClean(habit: Habit, today: number, rule: DayRule = UTC_DAYS): number {
  const slips = slipDays(habit);
  let from = startDay(habit, rule) ?? today;
  for (let i = slips.length - 1; i >= 0; i -= 1) {
    const slip = slips[i] as number;
    if (slip > today) continue;
    from = Math.max(from, slip + 1);
    break;
  }
  return Math.max(0, today - from);
}

const skipCache = new WeakMap<readonly string[], number[]>();

/** The habit's skipped days (§10), ascending and distinct. Cached per stored list. */
export function skippedDays(habit: Habit): readonly number[] {
  const skips = habit.skips;
  let days = skips ? skipCache.get(skips) : [];
  if (!days && skips) skipCache.set(skips, (days = skipDays(skips)));
  return days ?? [];
}

/** Whether `day` is among the habit's skipped days. */
export function isSkipped(habit: Habit, day: number): boolean {
  return hasDay(skippedDays(habit), day);
}

/**
 * The days the statuses read as skipped (§10.2, §10.9): the habit's own skips and every paused
 * day, ascending and distinct; without pauses, `skippedDays` itself. A done day inside a pause
 * stays done: the statuses read done first. (A habit's view, which holds them, is cached.)
 */
export function statusSkips(habit: Habit): readonly number[] {
  const skips = skippedDays(habit);
  if (!habit.pauses?.length) return skips;
  const all = new Set(skips);
  for (const p of habit.pauses)
    for (let d = dayOfIso(p.from) as number; d <= (dayOfIso(p.to) as number); d += 1) all.add(d);
  return [...all].sort((a, b) => a - b);
}
