import { DAILY, normalizeSchedule, type Schedule } from '../schedule';
import type { Stamp } from '../hlc';
import { isReminderTime } from '../reminder-settings';
import type { Measure } from '../amount';
import type { FieldValue, HABIT_FIELDS, HabitField } from './fields';

/**
 * A habit (docs/product.md §3.2, §16): its model and its stored shape's types, and the changes to
 * the habit as a whole (create, rename, delete, order). Its days are stored as stored.ts says, read
 * in reads.ts, entries.ts and view.ts, and written in edits.ts, record-edits.ts and add-days.ts
 * (the last two and entries.ts load on first use, never with the first paint). A habit's stored
 * JSON keeps the 1.2 fields (completions, skips) and adds three optional ones that an older Tickday
 * keeps as unknown fields: `measure`, `entries` and `changedAt`.
 */

/** docs/product.md §9: the limit of both name inputs. */
export const NAME_MAX_LENGTH = 32;

/** Completion timestamps (ms) by year string, then unpadded month string (1-12), ascending. */
export type CompletionsByMonth = Record<string, Record<string, number[]>>;

/**
 * docs/product.md §3.2. Unknown extra fields from storage are kept (docs/product.md §3). The
 * fields that change on their own (name, schedule, measure, deleted, group, archived, colour,
 * description, pauses, own reminder) are declared in fields.ts, their types read from it.
 */
export interface Habit extends ChangingFields {
  id: string;
  /** ISO timestamp */
  createdAt: string;
  completionsWithTimes: CompletionsByMonth;
  highestStreak: number;
  /**
   * docs/product.md §10: a Schedule, or an object of a type this version does not know (stored by
   * a newer one), kept as it is and read as daily (`readSchedule`).
   */
  schedule: Schedule | { type: string; [field: string]: unknown };
  /** Excused days, `YYYY-MM-DD` by the day rule, ascending and distinct (§10). */
  skips?: string[];
  /** docs/product.md §16: an amount habit's unit, goal and current target (absent: done or not). */
  measure?: Measure;
  /** docs/product.md §16: per-day amounts, notes and change times, by `YYYY-MM-DD` date. */
  entries?: Record<string, StoredDay>;
  /** docs/product.md §16.4: when each habit field last changed; absent is "never since 1.2". */
  changedAt?: Partial<Record<HabitField, Stamp>>;
  [extra: string]: unknown;
}

type Rules = typeof HABIT_FIELDS;
type KeyOf<K extends HabitField> = Exclude<Rules[K]['key'], null>;
/** Each field of the table under its stored key, typed by its check: required or optional. */
type ChangingFields = {
  [K in HabitField as Rules[K] extends { required: true } ? KeyOf<K> : never]: FieldValue<K>;
} & {
  [K in HabitField as Rules[K] extends { required: true } ? never : KeyOf<K>]?: FieldValue<K>;
};

/** docs/product.md §3.6: the ten named colours a habit may have; none is Default (the accent). */
export const HABIT_COLORS = [
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;

export type HabitColor = (typeof HABIT_COLORS)[number];

/** docs/product.md §3.6: the limit of a habit's description. */
export const DESCRIPTION_MAX_LENGTH = 200;

/** The per-day fields that change on their own, each with its own change time. */
export type DayField = 'done' | 'amount' | 'skip' | 'note' | 'slip';

export type { Goal, Measure } from '../amount';
export type { HabitField, Pause, TickLink } from './fields';

/**
 * A day's stored record (`entries["2025-07-14"]`): the amount logged and the target it was judged
 * by, a note, and when each field last changed (a clock reading, hlc.ts). Every part is optional; a
 * record with nothing left is removed.
 */
export interface StoredDay {
  amount?: number;
  target?: number;
  note?: string;
  /** §20: a slip of a habit to break was logged on that day (absent: none, or cleared). */
  slip?: true;
  at?: Partial<Record<DayField, Stamp>>;
}

/**
 * Characters that show nothing on their own: white space, format and control characters, default
 * ignorables (zero-width spaces and joiners, variation selectors, Hangul fillers) and the braille
 * blank. A name made only of these would give a card with no visible name.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]*$/u;

/** Whether a name shows nothing a person could read (empty, blank or invisible characters). */
export function isBlankName(name: string): boolean {
  return INVISIBLE.test(name);
}

/**
 * Trims and caps a name at 32 UTF-16 units (what an input's maxlength counts), never splitting a
 * surrogate pair, so an emoji at the limit is dropped whole.
 */
export function normalizeName(raw: string): string {
  const name = trimmedTo(raw, NAME_MAX_LENGTH);
  return isBlankName(name) ? '' : name;
}

/** `raw` trimmed and cut to `max` UTF-16 units, never splitting a surrogate pair (names, notes). */
export function trimmedTo(raw: string, max: number): string {
  let text = raw.trim();
  if (text.length > max) {
    text = text.slice(0, max);
    const last = text.charCodeAt(max - 1);
    if (last >= 0xd800 && last <= 0xdbff) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text;
}

/**
 * A new active habit, or null for a name that is empty once trimmed. The id is the creation time
 * in ms; a clash (two habits in the same millisecond) gets a `-1`, `-2`... suffix.
 */
export function createHabit(
  rawName: string,
  now: number,
  takenIds: Iterable<string>,
  schedule: Schedule = DAILY,
): Habit | null {
  const name = normalizeName(rawName);
  if (!name) return null;
  const taken = new Set(takenIds);
  let id = String(now);
  for (let n = 1; taken.has(id); n += 1) id = `${now}-${n}`;
  return {
    id,
    name,
    createdAt: new Date(now).toISOString(),
    completionsWithTimes: {},
    highestStreak: 0,
    // Stored as it reads: all seven weekdays are every day (docs/product.md §10.1).
    schedule: normalizeSchedule(schedule),
  };
}

/**
 * docs/product.md §9: trimmed; an empty or unchanged name keeps the habit as it is. "Unchanged" is
 * judged before the 32-character cap, so a longer stored name (older data, imports) survives a
 * rename box opened and closed without typing.
 */
export function renameHabit(habit: Habit, rawName: string): Habit {
  if (rawName.trim() === habit.name) return habit;
  const name = normalizeName(rawName);
  return !name || name === habit.name ? habit : { ...habit, name };
}

/** Soft delete: the habit stays in storage, hidden (docs/product.md §3.2). */
export function deleteHabit(habit: Habit): Habit {
  return { ...habit, isDeleted: true };
}

/** Not deleted: archived habits are active (their history opens, backups and CSV keep them). */
export function isActive(habit: Habit): boolean {
  return habit.isDeleted !== true;
}

/** docs/product.md §3.6: archived (only the stored value `true` counts). */
export function isArchived(habit: Habit): boolean {
  return habit.archived === true;
}

/**
 * On the main page and counted: active and not archived (the lists, Stats, badges, the reminder's
 * count and the icon badge).
 */
export function isShown(habit: Habit): boolean {
  return isActive(habit) && !isArchived(habit);
}

/** The archived habits (not deleted), in stored order (§3.6). */
export function archivedHabits(habits: readonly Habit[]): Habit[] {
  return habits.filter((h) => isActive(h) && isArchived(h));
}

/** The habit's group name, or '' for none (a stored value that is not text, or blank). */
export function groupOf(habit: Habit): string {
  const group = habit.group;
  return typeof group === 'string' && !isBlankName(group) ? group : '';
}

/** The habit's colour, or null for Default (none, or a name this version does not know). */
export function colorOf(habit: Habit): HabitColor | null {
  const color = habit.color;
  return HABIT_COLORS.includes(color as HabitColor) ? (color as HabitColor) : null;
}

/** The habit's description, or '' for none. */
export function descriptionOf(habit: Habit): string {
  const text = habit.description;
  return typeof text === 'string' && !isBlankName(text) ? text : '';
}

/**
 * The habit's own reminder time (§14.5), or null for none (absent, or a value not `HH:MM`). A
 * habit to break never rings (§20.4): none, whatever is stored.
 */
export function remindAtOf(habit: Habit): string | null {
  return isReminderTime(habit.remindAt) && !isHabitToBreak(habit) ? habit.remindAt : null;
}

/** The stored `kind` of a habit to break (§20). */
export const TO_BREAK = 'break';

/**
 * docs/product.md §20: a habit to break (stored `kind: "break"`): its days are clean unless a slip
 * is logged (reads.ts derives its done days). Any other or no kind is a habit to do. The tick link
 * and the Loop export ask this.
 */
export function isHabitToBreak(habit: Habit): boolean {
  return habit.kind === TO_BREAK;
}

/** A group name as typed, trimmed and cut to 32 UTF-16 units like a habit's name; '' for none. */
export function normalizeGroupName(raw: string): string {
  return normalizeName(raw);
}

/**
 * Moves shown habit `fromId` to where shown habit `toId` is, as seen in the shown list; deleted
 * and archived habits keep their slots in the stored list (docs/product.md §3: display order).
 */
export function reorderActive(habits: readonly Habit[], fromId: string, toId: string): Habit[] {
  const slots: number[] = [];
  habits.forEach((habit, index) => isShown(habit) && slots.push(index));
  const active = slots.map((index) => habits[index] as Habit);
  const from = active.findIndex((h) => h.id === fromId);
  const to = active.findIndex((h) => h.id === toId);
  if (from === -1 || to === -1 || from === to) return habits as Habit[];
  const [moved] = active.splice(from, 1);
  active.splice(to, 0, moved as Habit);
  const next = [...habits];
  slots.forEach((slot, i) => (next[slot] = active[i] as Habit));
  return next;
}

/** When a habit field last changed; undefined when never recorded. */
export function habitStamp(habit: Habit, field: HabitField): Stamp | undefined {
  return habit.changedAt?.[field];
}

/**
 * `habits` with `habit` added at the end. A merge places a habit that only one copy holds after
 * the last habit whose id sorts before its own (§16.4), which is the end while ids grow with time;
 * when this one's id sorts before the last habit's (a clock behind, an imported id), its place is
 * recorded as a reorder at `stamp`, so the list keeps it where the user saw it.
 */
export function appendHabit(habits: readonly Habit[], habit: Habit, stamp: Stamp): Habit[] {
  const last = habits[habits.length - 1];
  return [...habits, last && last.id >= habit.id ? stampHabit(habit, 'order', stamp) : habit];
}

/**
 * Habit `id`, just put back in its stored slot by an Undo of its delete (§2.9), where its group is
 * now (§3.6). A slot ahead of its group's other habits and behind another group's first habit
 * would bring its group back ahead of that group, undoing a move of the groups made since the
 * delete (which left the deleted habit in its slot): it goes just before its group's next habit
 * instead, recorded as a reorder at `stamp`. The same list when its slot keeps the groups' order.
 */
export function backInItsGroup(
  habits: readonly Habit[],
  id: string,
  stamp: Stamp,
): readonly Habit[] {
  const slot = habits.findIndex((h) => h.id === id);
  const habit = habits[slot];
  const group = habit && isShown(habit) ? groupOf(habit) : '';
  if (!habit || !group) return habits;
  const ahead = new Set(habits.slice(0, slot).filter(isShown).map(groupOf));
  let passed = false;
  for (let i = slot + 1; i < habits.length; i += 1) {
    const other = habits[i] as Habit;
    if (!isActive(other)) continue;
    const name = groupOf(other);
    if (name === group) {
      if (!passed) return habits;
      const moved = stampHabit(habit, 'order', stamp);
      return [...habits.slice(0, slot), ...habits.slice(slot + 1, i), moved, ...habits.slice(i)];
    }
    if (name && isShown(other) && !ahead.has(name)) passed = true;
  }
  return habits;
}

/** The habit with `field`'s change time set to `at`. */
export function stampHabit(habit: Habit, field: HabitField, at: Stamp): Habit {
  return { ...habit, changedAt: { ...habit.changedAt, [field]: at } };
}
