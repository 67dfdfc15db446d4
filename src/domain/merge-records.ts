import { UTC_DAYS, type DayRule } from './day-rule';
import { storedDays } from './entries';
import { isoDate } from './days';
import { bucketTimes, completionTimes, type Habit } from './habit';
import { describeHabit } from './habit-view';
import {
  completionTimesOn,
  dayStamp,
  habitStamp,
  storedDay,
  type DayField,
  type HabitField,
  type StoredDay,
} from './records';
import { skipDays } from './schedule';

/**
 * Merging two copies of the same data, field by field and day by day, the later change winning
 * (docs/product.md §16.4). Two copies that changed different fields keep both changes; a field
 * changed in both keeps the later one; a deletion is a tombstone with its time. Equal times (data
 * from before change times were kept, both 0) fall back to a fixed choice that does not depend on
 * which copy is which: a done day, a skip and a deletion win (the union 1.2's Merge made), and
 * otherwise the greater value as JSON. So merge(a, b) equals merge(b, a), and merge(a, a) is a.
 */

/** The later of two stamped values; on equal times, `tie` decides (it must be symmetric). */
function later<T>(a: T, at: number, b: T, bt: number, tie: (x: T, y: T) => T): T {
  if (at !== bt) return at > bt ? a : b;
  return tie(a, b);
}

const greaterJson = <T>(x: T, y: T): T =>
  (JSON.stringify(x) ?? '') >= (JSON.stringify(y) ?? '') ? x : y;

/** Habit fields other than the ones merged by their own rule: kept from either copy. */
const OWN_RULE = new Set([
  'id',
  'name',
  'createdAt',
  'completionsWithTimes',
  'highestStreak',
  'schedule',
  'skips',
  'isDeleted',
  'measure',
  'entries',
  'changedAt',
]);

/** The two copies of one habit (same id) merged; `now` and `rule` refresh the stored best. */
export function mergeHabit(a: Habit, b: Habit, now: number, rule: DayRule = UTC_DAYS): Habit {
  if (a === b) return a;
  const changedAt: Partial<Record<HabitField, number>> = {};
  const pick = <T>(field: HabitField, x: T, y: T, tie: (x: T, y: T) => T = greaterJson): T => {
    const at = habitStamp(a, field);
    const bt = habitStamp(b, field);
    if (Math.max(at, bt) > 0) changedAt[field] = Math.max(at, bt);
    return later(x, at, y, bt, tie);
  };
  const name = pick('name', a.name, b.name);
  const schedule = pick('schedule', a.schedule, b.schedule);
  const measure = pick('measure', a.measure, b.measure);
  const deleted = pick('deleted', a.isDeleted === true, b.isDeleted === true, (x, y) => x || y);
  pick('order', 0, 0);

  // Days: every day either copy has a completion, a skip or a record on.
  const days = new Set<number>();
  for (const h of [a, b]) {
    for (const ms of completionTimes(h)) days.add(rule.dayOf(ms));
    for (const d of skipDays(h.skips)) days.add(d);
    for (const { day } of storedDays(h)) days.add(day);
  }
  const times: number[] = [];
  const skips: number[] = [];
  const entries: Record<string, StoredDay> = {};
  for (const day of [...days].sort((x, y) => x - y)) {
    const at: Partial<Record<DayField, number>> = {};
    const stamp = (field: DayField) => {
      const x = dayStamp(a, day, field, rule);
      const y = dayStamp(b, day, field, rule);
      const stored = Math.max(
        storedDay(a, day)?.at?.[field] ?? 0,
        storedDay(b, day)?.at?.[field] ?? 0,
      );
      if (stored > 0) at[field] = stored;
      return [x, y] as const;
    };
    const [da, db] = stamp('done');
    const ta = completionTimesOn(a, day, rule);
    const tb = completionTimesOn(b, day, rule);
    const dayTimes = later(ta, da, tb, db, (x, y) =>
      [...new Set([...x, ...y])].sort((p, q) => p - q),
    );
    times.push(...dayTimes);
    const [sa, sb] = stamp('skip');
    const skipA = skipDays(a.skips).includes(day);
    const skipB = skipDays(b.skips).includes(day);
    if (later(skipA, sa, skipB, sb, (x, y) => x || y)) skips.push(day);
    const ra = storedDay(a, day);
    const rb = storedDay(b, day);
    const [aa, ab] = stamp('amount');
    const amountOf = (r?: StoredDay) =>
      r?.amount === undefined ? null : { amount: r.amount, target: r.target };
    const amount = later(amountOf(ra), aa, amountOf(rb), ab, greaterJson);
    const [na, nb] = stamp('note');
    const note = later(ra?.note ?? null, na, rb?.note ?? null, nb, greaterJson);
    const record: StoredDay = {};
    if (amount) {
      record.amount = amount.amount;
      if (amount.target !== undefined) record.target = amount.target;
    }
    if (note !== null) record.note = note;
    if (Object.keys(at).length > 0) record.at = at;
    if (Object.keys(record).length > 0) entries[isoDate(day)] = record;
  }

  const merged: Habit = { id: a.id, name, createdAt: earlier(a.createdAt, b.createdAt) } as Habit;
  merged.completionsWithTimes = bucketTimes(times.sort((x, y) => x - y));
  merged.highestStreak = 0;
  merged.schedule = schedule;
  if (skips.length > 0) merged.skips = skips.map(isoDate);
  if (deleted) merged.isDeleted = true;
  if (measure !== undefined) merged.measure = measure;
  if (Object.keys(entries).length > 0) merged.entries = entries;
  if (Object.keys(changedAt).length > 0) merged.changedAt = changedAt;
  // Fields this version does not know: from either copy, the greater value on a clash.
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (OWN_RULE.has(key)) continue;
    merged[key] = key in a && key in b ? greaterJson(a[key], b[key]) : (a[key] ?? b[key]);
  }
  merged.highestStreak = describeHabit(merged, rule.dayOf(now), rule).highest;
  return merged;
}

function earlier(x: string, y: string): string {
  const tx = Date.parse(x);
  const ty = Date.parse(y);
  if (Number.isNaN(tx) || Number.isNaN(ty) || tx === ty) return x <= y ? x : y;
  return tx < ty ? x : y;
}

/** The latest reorder in a list (§16.4): the list whose order wins. */
function orderStamp(habits: readonly Habit[]): number {
  return habits.reduce((max, h) => Math.max(max, habitStamp(h, 'order')), 0);
}

/**
 * Two copies of the habit list merged: each habit in both merged by `mergeHabit`; the order is
 * that of the copy reordered last (equal: the one whose ids read first), with the habits only in
 * the other copy after it, in that copy's order.
 */
export function mergeLists(
  a: readonly Habit[],
  b: readonly Habit[],
  now: number,
  rule: DayRule = UTC_DAYS,
): Habit[] {
  const oa = orderStamp(a);
  const ob = orderStamp(b);
  const ids = (list: readonly Habit[]) => list.map((h) => h.id).join('\u0000');
  const aFirst = oa !== ob ? oa > ob : ids(a) <= ids(b);
  const [first, second] = aFirst ? [a, b] : [b, a];
  const byId = new Map(second.map((h) => [h.id, h]));
  const out: Habit[] = [];
  const seen = new Set<string>();
  for (const habit of first) {
    if (seen.has(habit.id)) continue;
    seen.add(habit.id);
    const other = byId.get(habit.id);
    out.push(other ? mergeHabit(habit, other, now, rule) : habit);
  }
  for (const habit of second) {
    if (seen.has(habit.id)) continue;
    seen.add(habit.id);
    out.push(habit);
  }
  return out;
}
