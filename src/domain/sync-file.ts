import { UTC_DAYS, type DayRule } from './day-rule';
import { dayOf, isDateMark } from './days';
import { changeTimes, storedDays } from './habit/entries';
import { isActive, isArchived, type Habit } from './habit/model';
import { doneDays, skippedDays, slipDays } from './habit/reads';
import { completionTimes } from './habit/stored';
import { compareStamps, isStamp, stampParts, type Stamp } from './hlc';

/**
 * A device's sync file (docs/product.md §17.1): what it holds and what it has merged, written by
 * one device only. Pure: reading and writing text, encryption and places live in state/sync-*.
 */

export const SYNC_APP = 'tickday-sync';
export const SYNC_FORMAT = 1;

/** A device as the others know it: its id, the name its user gave it, its file's save time. */
export interface DeviceSeen {
  name: string;
  savedAt: Stamp;
}

export interface SyncFile {
  app: typeof SYNC_APP;
  format: number;
  device: { id: string; name: string };
  /** This device's clock when it wrote the file. */
  savedAt: Stamp;
  /** The other devices whose files this device has merged, and the save time of each it merged. */
  seen: Record<string, DeviceSeen>;
  /** The stored data's envelope (§3.1) and the badges. */
  data: { version: 1; habits: Habit[] };
  badges: { unlocked: string[]; seen: string[] };
}

export type SyncFileProblem = 'not-sync' | 'newer' | 'damaged';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-z]{1,16}$/.test(value);

/**
 * The outer shape of a parsed sync file: which app, which format, and the device, checked before
 * anything else (the habits are read by the storage codec). An encrypted file's outer shape is
 * `{app, format, encrypted}`.
 */
export function readSyncShape(
  json: unknown,
): { ok: true; file: SyncFile } | { ok: false; problem: SyncFileProblem } {
  if (!isObject(json) || json.app !== SYNC_APP) return { ok: false, problem: 'not-sync' };
  if (typeof json.format !== 'number' || json.format > SYNC_FORMAT)
    return { ok: false, problem: 'newer' };
  const { device, savedAt, seen, data, badges } = json;
  const good =
    isObject(device) &&
    isDeviceId(device.id) &&
    typeof device.name === 'string' &&
    isStamp(savedAt) &&
    isObject(seen) &&
    Object.entries(seen).every(
      ([id, s]) =>
        isDeviceId(id) && isObject(s) && typeof s.name === 'string' && isStamp(s.savedAt),
    ) &&
    isObject(data) &&
    Array.isArray(data.habits) &&
    isObject(badges) &&
    Array.isArray(badges.unlocked) &&
    Array.isArray(badges.seen);
  return good ? { ok: true, file: json as unknown as SyncFile } : { ok: false, problem: 'damaged' };
}

/**
 * The latest change time anywhere in `habits`: habit fields, day records, and the moments of ticks
 * of today (a tick's moment is its change time, §16.4): a device that merged a tick made later by
 * another device's clock must stamp its own next change after it.
 */
export function latestStamp(habits: readonly Habit[]): Stamp | undefined {
  let max: Stamp | undefined;
  for (const habit of habits)
    for (const stamp of changeTimes(habit))
      if (isStamp(stamp) && compareStamps(stamp, max) > 0) max = stamp;
  return max;
}

/**
 * The latest date anything was done or logged on in `habits`: a completion's date mark, or a day
 * with an amount. A moment's own time is checked as a change time (`latestStamp`); a date mark is
 * a date, which no clock check sees. Skips and notes may lie ahead (a holiday planned).
 */
export function latestDoneDay(habits: readonly Habit[]): number | undefined {
  let max: number | undefined;
  for (const habit of habits) {
    const times = completionTimes(habit);
    for (let i = times.length - 1; i >= 0; i -= 1) {
      const ms = times[i] as number;
      if (!isDateMark(ms)) continue;
      max = Math.max(max ?? -Infinity, dayOf(ms));
      break;
    }
    for (const { day, record } of storedDays(habit))
      if (record.amount !== undefined) max = Math.max(max ?? -Infinity, day);
  }
  return max;
}

/**
 * Whether every device has merged the change made at `stamp`: a clock reading names the device
 * that made it; each device's file says which save of that device's file it merged last (its own
 * file: its save time). A time without a device (before sync, or a tick's own moment) is never
 * known to be seen by all, so it is kept.
 */
function seenByAll(
  stamp: Stamp | undefined,
  devices: readonly { id: string; savedAt: Stamp; seen: Record<string, DeviceSeen> }[],
): boolean {
  if (stamp === undefined) return false;
  const maker = stampParts(stamp)[2];
  if (maker === '' || !devices.some((d) => d.id === maker)) return false;
  return devices.every((d) => {
    const merged = d.id === maker ? d.savedAt : d.seen[maker]?.savedAt;
    return compareStamps(merged, stamp) >= 0;
  });
}

/**
 * Tombstones compacted (§17.4): once every device has merged a habit's deletion, the deleted
 * habit keeps its id, name, dates, schedule and deletion time and drops its days (an older copy
 * merged later, a backup restored, comes back under the tombstone: its deletion time still wins).
 * The times of things taken away from a day (an un-tick, a cleared note) are kept: without them an
 * older copy's tick would win again. `devices`: every device that syncs through the place, this
 * one included, with what each has merged. The same list when nothing could be compacted.
 */
export function compactTombstones(
  habits: readonly Habit[],
  devices: readonly { id: string; savedAt: Stamp; seen: Record<string, DeviceSeen> }[],
): readonly Habit[] {
  let changed = false;
  const out = habits.map((habit) => {
    if (isActive(habit)) return habit;
    const stamp = habit.changedAt?.deleted;
    const bare =
      Object.keys(habit.completionsWithTimes).length === 0 &&
      !habit.entries &&
      !habit.skips &&
      !habit.measure;
    if (bare || !seenByAll(stamp, devices)) return habit;
    changed = true;
    return {
      id: habit.id,
      name: habit.name,
      createdAt: habit.createdAt,
      completionsWithTimes: {},
      highestStreak: 0,
      schedule: habit.schedule,
      isDeleted: true,
      changedAt: { deleted: stamp },
    } as Habit;
  });
  return changed ? out : habits;
}

/** What about a habit a merge changes that a person sees on its card or in its Edit dialog. */
export const HABIT_CHANGE_KINDS = [
  'name',
  'schedule',
  'measure',
  'kind',
  'group',
  'color',
  'description',
  'pauses',
  'reminder',
  'tickLink',
] as const;
export type HabitChangeKind = (typeof HABIT_CHANGE_KINDS)[number];

/** Each kind's stored field(s), compared as stored. */
const KIND_FIELDS: Record<HabitChangeKind, (h: Habit) => unknown> = {
  name: (h) => h.name,
  schedule: (h) => h.schedule,
  measure: (h) => h.measure,
  kind: (h) => h.kind,
  group: (h) => h.group,
  color: (h) => h.color,
  description: (h) => h.description,
  pauses: (h) => h.pauses,
  reminder: (h) => h.remindAt,
  tickLink: (h) => h.tickLink,
};

/** What a merge changed, in words the Open sync file summary shows (§17.1). */
export interface ChangeSummary {
  /** Habits that arrive, habits deleted. */
  added: number;
  removed: number;
  /** Habits archived (their card goes), and habits back from the archive. */
  archived: number;
  restored: number;
  /** Habits with anything of `HABIT_CHANGE_KINDS` changed, and which kinds, in that order. */
  edited: number;
  kinds: HabitChangeKind[];
  /** Days whose done, skip or amount changed; notes written, changed or cleared. */
  days: number;
  notes: number;
  /** Badges unlocked on another device that this one has not unlocked. */
  badges: number;
  /** The habits on the list (those here before and after) stand in another order. */
  order: boolean;
  /**
   * Anything stored changes at all, shown above or not (the times of changes, a deleted habit's
   * days, a stored best, a badge marked seen): false only when Apply would store the very same
   * habits and badges.
   */
  stored: boolean;
}

/** The ids of the habits on the list in both `a` and `b`, in `a`'s order. */
function sharedOrder(a: readonly Habit[], b: readonly Habit[]): string[] {
  const onList = new Set(b.filter(isActive).map((h) => h.id));
  return a.filter((h) => isActive(h) && onList.has(h.id)).map((h) => h.id);
}

/** Whether two lists of habits would be stored as the same bytes (the same objects, or equal). */
function sameStored(a: readonly Habit[], b: readonly Habit[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((h, i) => h === b[i] || JSON.stringify(h) === JSON.stringify(b[i]));
}

/** Badge ids: those unlocked, and those whose unlocking was seen. */
export interface BadgeIds {
  unlocked: readonly string[];
  seen: readonly string[];
}

/**
 * The changes between `before` and `after` (the same habits, merged), by the day rule; with
 * `badges`, also the badges this device has and those the files bring (they unite).
 */
export function summarizeChanges(
  before: readonly Habit[],
  after: readonly Habit[],
  rule: DayRule = UTC_DAYS,
  badges?: { have: BadgeIds; bring: BadgeIds },
): ChangeSummary {
  const newIds = (have: readonly string[], bring: readonly string[]) =>
    new Set(bring.filter((id) => !have.includes(id))).size;
  const newUnlocked = badges ? newIds(badges.have.unlocked, badges.bring.unlocked) : 0;
  const newSeen = badges ? newIds(badges.have.seen, badges.bring.seen) : 0;
  const summary: ChangeSummary = {
    added: 0,
    removed: 0,
    archived: 0,
    restored: 0,
    edited: 0,
    kinds: [],
    days: 0,
    notes: 0,
    badges: newUnlocked,
    order: sharedOrder(before, after).join('\u0000') !== sharedOrder(after, before).join('\u0000'),
    stored: !sameStored(before, after) || newUnlocked + newSeen > 0,
  };
  const old = new Map(before.map((h) => [h.id, h]));
  const kinds = new Set<HabitChangeKind>();
  for (const habit of after) {
    const was = old.get(habit.id);
    if (!was || (!isActive(was) && isActive(habit))) {
      if (isActive(habit)) summary.added += 1;
      if (!was) continue;
    }
    if (isActive(was) && !isActive(habit)) summary.removed += 1;
    else if (isActive(habit)) {
      const changed = HABIT_CHANGE_KINDS.filter(
        (kind) =>
          JSON.stringify(KIND_FIELDS[kind](was)) !== JSON.stringify(KIND_FIELDS[kind](habit)),
      );
      if (changed.length > 0) summary.edited += 1;
      for (const kind of changed) kinds.add(kind);
      // One that was deleted here and comes back archived arrives (added), not archived.
      if (isActive(was) && isArchived(habit) !== isArchived(was)) {
        if (isArchived(habit)) summary.archived += 1;
        else summary.restored += 1;
      }
    }
    if (!isActive(habit)) continue;
    const dayState = (h: Habit) => {
      const map = new Map<number, string>();
      for (const day of doneDays(h, rule)) map.set(day, 'd');
      for (const day of skippedDays(h)) map.set(day, `${map.get(day) ?? ''}s`);
      // A slip of a habit to break (§20.3).
      for (const day of slipDays(h)) map.set(day, `${map.get(day) ?? ''}x`);
      for (const { day, record } of storedDays(h))
        if (record.amount !== undefined) map.set(day, `${map.get(day) ?? ''}${record.amount}`);
      return map;
    };
    const a = dayState(was);
    const b = dayState(habit);
    for (const day of new Set([...a.keys(), ...b.keys()]))
      if (a.get(day) !== b.get(day)) summary.days += 1;
    const notes = (h: Habit) => new Map(storedDays(h).map(({ day, record }) => [day, record.note]));
    const na = notes(was);
    const nb = notes(habit);
    for (const day of new Set([...na.keys(), ...nb.keys()]))
      if ((na.get(day) ?? '') !== (nb.get(day) ?? '')) summary.notes += 1;
  }
  summary.kinds = HABIT_CHANGE_KINDS.filter((kind) => kinds.has(kind));
  return summary;
}
