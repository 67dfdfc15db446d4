import { UTC_DAYS, type DayRule } from './day-rule';
import { refreshHighest } from './habit/edits';
import { storedDays } from './habit/entries';
import { skippedDays } from './habit/reads';
import { fieldRules, HABIT_FIELDS } from './habit/fields';
import {
  type Habit,
  habitStamp,
  type DayField,
  type HabitField,
  type StoredDay,
} from './habit/model';
import {
  bucketTimes,
  completionDay,
  completionTimes,
  pinnedDates,
  storedDay,
} from './habit/stored';
import { isDateMark, isoDate } from './days';
import { compareStamps, isStamp, type Stamp } from './hlc';

/**
 * Merging two copies of the same data, field by field and day by day, the later change winning
 * (docs/product.md §16.4). Two copies that changed different fields keep both changes; a field
 * changed in both keeps the later one; a deletion is a tombstone with its time. Equal times (data
 * from before change times were kept, both 0) fall back to a fixed choice that does not depend on
 * which copy is which: a done day, a skip and a deletion win (the union 1.2's Merge made), and
 * otherwise the greater value as JSON. So merge(a, b) equals merge(b, a), and merge(a, a) is a.
 */

/** The later of two stamped values; on equal times, `tie` decides (it must be symmetric). */
function later<T>(
  a: T,
  at: Stamp | undefined,
  b: T,
  bt: Stamp | undefined,
  tie: (x: T, y: T) => T,
): T {
  const order = compareStamps(at, bt);
  return order === 0 ? tie(a, b) : order > 0 ? a : b;
}

const greaterJson = <T>(x: T, y: T): T =>
  (JSON.stringify(x) ?? '') >= (JSON.stringify(y) ?? '') ? x : y;

/** The later of two times (the first on a tie). Here, not in hlc.ts: the first paint needs none. */
export const laterStamp = (a: Stamp | undefined, b: Stamp | undefined) =>
  compareStamps(a, b) >= 0 ? a : b;

/** Equal change times: `true` wins (a deletion, an archive), else the greater value as JSON. */
const trueWins = <T>(x: T, y: T): T => (x === true ? x : y === true ? y : greaterJson(x, y));

/**
 * The fields the habit's first keys hold, merged and written in their places (the merged habit's
 * keys keep the order they always had, so a merge that changes nothing gives the same JSON).
 */
const IN_PLACE: readonly HabitField[] = ['name', 'schedule', 'deleted', 'measure'];

/** Every other field of fields.ts with a value (all but the order, a list's): merged in a loop. */
const MERGED_BY_TABLE = fieldRules().filter(
  ([field, rule]) => rule.key !== null && !IN_PLACE.includes(field),
) as [HabitField, { key: string }][];

/** Habit keys merged by their own rule (the days, the times, the table's fields): the rest are kept from either copy. */
const OWN_RULE = new Set([
  'id',
  'createdAt',
  'completionsWithTimes',
  'highestStreak',
  'skips',
  'entries',
  'changedAt',
  ...fieldRules().flatMap(([, rule]) => (rule.key === null ? [] : [rule.key])),
]);

/**
 * A habit's completion instants by day: a tick of today on the date it was ticked (its pin), any
 * other instant on its day of `rule` (§4.7, `completionDay`).
 */
function timesByDay(habit: Habit, rule: DayRule): Map<number, number[]> {
  const byDay = new Map<number, number[]>();
  const pins = pinnedDates(habit);
  for (const ms of completionTimes(habit)) {
    const day = completionDay(ms, pins, rule);
    const list = byDay.get(day);
    if (list) list.push(ms);
    else byDay.set(day, [ms]);
  }
  return byDay;
}

/** When a day's `done` last changed: its stored time, or its latest moment (a tick of today). */
function doneStamp(record: StoredDay | undefined, times: readonly number[]): Stamp | undefined {
  let moment: number | undefined;
  for (const ms of times) if (!isDateMark(ms)) moment = ms;
  return laterStamp(record?.at?.done, moment);
}

/**
 * Keys of either object: the rule's fields first, in the rule's order, then the others. A
 * `__proto__` key (a crafted file) is left out: assigned, it would set the object's prototype.
 */
function keysOf(x: object | undefined, y: object | undefined, known: readonly string[]): string[] {
  const keys = new Set([...known, ...Object.keys(x ?? {}), ...Object.keys(y ?? {})]);
  keys.delete('__proto__');
  return [...keys];
}

/** The later of two times, or of two values this version does not know (the greater as JSON). */
function laterOf(x: unknown, y: unknown): unknown {
  if (x === undefined) return y;
  if (y === undefined) return x;
  return isStamp(x) && isStamp(y) ? laterStamp(x, y) : greaterJson(x, y);
}

/**
 * Two copies of one habit (same id) merged, field by field and day by day in `rule`. A day's done
 * and amount are one fact for an amount habit (a met amount is a completion, §16.2), so they come
 * together from the copy that changed either later. A skip merges on its own, as in one copy a
 * tick may lie over a skip (the status reads done first, §10.2). Fields this version does not know are kept, on the habit, in `changedAt`, in a
 * day's record and in its `at`. The stored best (`highestStreak`, derived) is the greater of the
 * two; the next change refreshes it.
 */
export function mergeHabit(a: Habit, b: Habit, rule: DayRule = UTC_DAYS): Habit {
  if (a === b) return a;
  const changedAt: Record<string, unknown> = {};
  for (const key of keysOf(a.changedAt, b.changedAt, [])) {
    changedAt[key] = laterOf(a.changedAt?.[key as HabitField], b.changedAt?.[key as HabitField]);
  }
  // Each field by its change time; equal times by its tie rule (fields.ts). Any value, one this
  // version cannot read too, is kept as it is.
  const pick = <T>(field: HabitField, x: T, y: T): T =>
    later(
      x,
      habitStamp(a, field),
      y,
      habitStamp(b, field),
      HABIT_FIELDS[field].tie === 'true-wins' ? trueWins : greaterJson,
    );
  const name = pick('name', a.name, b.name);
  const schedule = pick('schedule', a.schedule, b.schedule);
  const measure = pick('measure', a.measure, b.measure);
  const deleted = pick('deleted', a.isDeleted, b.isDeleted) === true;
  const others = MERGED_BY_TABLE.map(
    ([field, { key }]) => [key, pick<unknown>(field, a[key], b[key])] as const,
  );

  const timesA = timesByDay(a, rule);
  const timesB = timesByDay(b, rule);
  const skipsA = new Set(skippedDays(a));
  const skipsB = new Set(skippedDays(b));
  // Days: every day either copy has a completion, a skip or a record on.
  const days = new Set<number>([...timesA.keys(), ...timesB.keys(), ...skipsA, ...skipsB]);
  for (const h of [a, b]) for (const { day } of storedDays(h)) days.add(day);
  const times: number[] = [];
  const skips: number[] = [];
  const entries: Record<string, StoredDay> = {};
  for (const day of [...days].sort((x, y) => x - y)) {
    const ra = storedDay(a, day);
    const rb = storedDay(b, day);
    const ta = timesA.get(day) ?? [];
    const tb = timesB.get(day) ?? [];
    const amountOf = (r?: StoredDay) =>
      r?.amount === undefined ? null : { amount: r.amount, target: r.target };
    // Done and amount together, from the copy that changed either later (§16.2), with their
    // times: the done time pins a tick of today to this date (§4.7), so it goes with the tick.
    const fa = laterStamp(doneStamp(ra, ta), ra?.at?.amount);
    const fb = laterStamp(doneStamp(rb, tb), rb?.at?.amount);
    const factOf = (t: number[], r?: StoredDay) => ({
      t,
      amount: amountOf(r),
      done: r?.at?.done,
      amountAt: r?.at?.amount,
    });
    const fact = later(
      factOf(ta, ra),
      fa,
      factOf(tb, rb),
      fb,
      // Equal times: without amounts (1.2's data, imports), the ticks of both, as 1.2's Merge;
      // with an amount, one side whole (a tick of one and an unmet amount of the other would
      // make a day that says neither).
      (x, y) =>
        x.amount || y.amount
          ? greaterJson(x, y)
          : {
              t: [...new Set([...x.t, ...y.t])].sort((p, q) => p - q),
              amount: null,
              done: laterOf(x.done, y.done) as Stamp | undefined,
              amountAt: laterOf(x.amountAt, y.amountAt) as Stamp | undefined,
            },
    );
    times.push(...fact.t);
    const skipped = later(
      skipsA.has(day),
      ra?.at?.skip,
      skipsB.has(day),
      rb?.at?.skip,
      (x, y) => x || y,
    );
    if (skipped) skips.push(day);
    // A slip of a habit to break (§20.3): the later change wins; on equal times, a slip.
    const slip = later(
      ra?.slip === true,
      ra?.at?.slip,
      rb?.slip === true,
      rb?.at?.slip,
      (x, y) => x || y,
    );
    const note = later(ra?.note ?? null, ra?.at?.note, rb?.note ?? null, rb?.at?.note, greaterJson);
    const record: Record<string, unknown> = {};
    if (fact.amount) {
      record.amount = fact.amount.amount;
      if (fact.amount.target !== undefined) record.target = fact.amount.target;
    }
    if (note !== null) record.note = note;
    if (slip) record.slip = true;
    const at: Record<string, unknown> = {};
    for (const key of keysOf(ra?.at, rb?.at, ['done', 'amount', 'skip', 'note', 'slip'])) {
      const value =
        key === 'done'
          ? fact.done
          : key === 'amount'
            ? fact.amountAt
            : laterOf(ra?.at?.[key as DayField], rb?.at?.[key as DayField]);
      if (value !== undefined) at[key] = value;
    }
    if (Object.keys(at).length > 0) record.at = at;
    // Fields of a day this version does not know.
    for (const key of keysOf(ra, rb, [])) {
      if (key in record || ['amount', 'target', 'note', 'slip', 'at'].includes(key)) continue;
      record[key] = laterOf(ra?.[key as keyof StoredDay], rb?.[key as keyof StoredDay]);
    }
    if (Object.keys(record).length > 0) entries[isoDate(day)] = record as StoredDay;
  }

  const merged: Habit = { id: a.id, name, createdAt: earlier(a.createdAt, b.createdAt) } as Habit;
  // One instant may sit on two days, filed by a pin in one copy and by the rule in the other.
  merged.completionsWithTimes = bucketTimes([...new Set(times)].sort((x, y) => x - y));
  merged.highestStreak = Math.max(a.highestStreak, b.highestStreak);
  merged.schedule = schedule;
  if (skips.length > 0) merged.skips = skips.map(isoDate);
  if (deleted) merged.isDeleted = true;
  if (measure !== undefined) merged.measure = measure;
  if (Object.keys(entries).length > 0) merged.entries = entries;
  if (Object.keys(changedAt).length > 0) merged.changedAt = changedAt;
  for (const [key, value] of others)
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  // Fields this version does not know: from either copy, the greater value on a clash.
  for (const key of keysOf(a, b, [])) {
    if (OWN_RULE.has(key)) continue;
    merged[key] = key in a && key in b ? greaterJson(a[key], b[key]) : (a[key] ?? b[key]);
  }
  return merged;
}

function earlier(x: string, y: string): string {
  const tx = Date.parse(x);
  const ty = Date.parse(y);
  if (Number.isNaN(tx) || Number.isNaN(ty) || tx === ty) return x <= y ? x : y;
  return tx < ty ? x : y;
}

/** The latest reorder in a list (§16.4): the list whose order wins. */
function orderStamp(habits: readonly Habit[]): Stamp | undefined {
  return habits.reduce<Stamp | undefined>(
    (max, h) => laterStamp(max, habitStamp(h, 'order')),
    undefined,
  );
}

/**
 * Two copies of the habit list merged: each habit in both merged by `mergeHabit`; the order is
 * that of the copy reordered last (equal: the one whose ids read first), and each habit only in
 * the other copy goes after the last habit whose id sorts before its own (the end, for a habit
 * made since: ids grow with time). That place depends on the habit alone, not on which copy
 * brought it, so merging three copies in any grouping gives one order.
 */
export function mergeLists(
  a: readonly Habit[],
  b: readonly Habit[],
  rule: DayRule = UTC_DAYS,
): Habit[] {
  const oa = orderStamp(a);
  const ob = orderStamp(b);
  const ids = (list: readonly Habit[]) => list.map((h) => h.id).join('\u0000');
  const order = compareStamps(oa, ob);
  const aFirst = order !== 0 ? order > 0 : ids(a) <= ids(b);
  const [first, second] = aFirst ? [a, b] : [b, a];
  const byId = new Map(second.map((h) => [h.id, h]));
  const out: Habit[] = [];
  const seen = new Set<string>();
  for (const habit of first) {
    if (seen.has(habit.id)) continue;
    seen.add(habit.id);
    const other = byId.get(habit.id);
    out.push(other ? mergeHabit(habit, other, rule) : habit);
  }
  const extras: Habit[] = [];
  for (const habit of second) {
    if (seen.has(habit.id)) continue;
    seen.add(habit.id);
    extras.push(habit);
  }
  // In id order, so habits placed after one habit stand in id order too.
  extras.sort((x, y) => (x.id < y.id ? -1 : 1));
  for (const habit of extras) {
    let place = 0;
    for (let i = out.length - 1; i >= 0; i -= 1)
      if ((out[i] as Habit).id < habit.id) {
        place = i + 1;
        break;
      }
    out.splice(place, 0, habit);
  }
  return out;
}

/**
 * What every merge path applies (a backup's Merge, a sync): `current` merged with each list of
 * `incoming` in turn, with the stored best of each habit the merge changed refreshed at `now` (a
 * merge can join two runs into a longer one).
 */
export function mergeData(
  current: readonly Habit[],
  incoming: readonly (readonly Habit[])[],
  now: number,
  rule: DayRule = UTC_DAYS,
): readonly Habit[] {
  let merged = current;
  for (const list of incoming) merged = mergeLists(merged, list, rule);
  const before = new Map(current.map((h) => [h.id, h]));
  const out = merged.map((h) => {
    const old = before.get(h.id);
    if (old && JSON.stringify(old) === JSON.stringify(h)) return old;
    const fresh = refreshHighest(h, now, rule);
    return fresh.highestStreak < h.highestStreak ? h : fresh;
  });
  return out.length === current.length && out.every((h, i) => h === current[i]) ? current : out;
}
