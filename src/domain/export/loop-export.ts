import type { DayRule } from '../day-rule';
import { DAY_MS, dayOfIso, isoDate } from '../days';
import { storedDays } from '../habit/entries';
import {
  colorOf,
  descriptionOf,
  isActive,
  isArchived,
  isHabitToBreak,
  type Habit,
  type HabitColor,
  type Measure,
} from '../habit/model';
import { doneDays, skippedDays, slipDays } from '../habit/reads';
import { loopSchedule } from '../import/foreign';
import { readSchedule, sameSchedule, type Schedule } from '../schedule';

/**
 * docs/product.md §13.4: Tickday's habits as the rows of a Loop Habit Tracker backup (schema
 * version 25), and what Loop cannot say, for the summary shown before the save. Pure: the SQLite
 * file itself is written from these rows in a worker (features/data/export). Loaded on first use.
 */

/** Loop's database version the file is written at (uhabits-core's DATABASE_VERSION). */
export const LOOP_DB_VERSION = 25;

/** Loop's entry values: done by hand, skipped, no entry. A numeric entry is its amount x 1000. */
export const LOOP_YES = 2;
export const LOOP_SKIP = 3;
export const LOOP_UNKNOWN = -1;

/** One row of Loop's `Habits` table (its columns, named as Loop names them). */
export interface LoopHabitRow {
  id: number;
  name: string;
  question: string;
  archived: 0 | 1;
  color: number;
  freq_num: number;
  freq_den: number;
  position: number;
  /** 0 yes/no, 1 numerical (measurable). */
  type: 0 | 1;
  /** 0 at least, 1 at most (numerical habits). */
  target_type: 0 | 1;
  target_value: number;
  unit: string;
  uuid: string;
}

/** One row of Loop's `Repetitions` table: the day as ms at 00:00 UTC, its value and note. */
export interface LoopRepetitionRow {
  habit: number;
  timestamp: number;
  value: number;
  notes: string;
}

/** A habit Loop holds as the nearest thing it has, with both rules for the summary. */
export type LoopChange =
  | { name: string; why: 'schedule'; ours: Schedule; loop: { num: number; den: number } }
  | { name: string; why: 'break' };

export interface LoopExport {
  habits: LoopHabitRow[];
  repetitions: LoopRepetitionRow[];
  /** Habits Loop holds as the nearest thing it has, in the export's order. */
  changes: LoopChange[];
  /** Entries dated before 1970, which Loop cannot hold, left out. */
  before1970: number;
}

/** What a habit tracks: done or not, an amount, or a habit to break (§20). */
export type Track = 'done' | 'amount' | 'break';

export function trackOf(habit: Habit): Track {
  return isHabitToBreak(habit) ? 'break' : habit.measure ? 'amount' : 'done';
}

/** Loop's habit kind for each of ours: a habit to break is measurable, at most 0 a day. */
export function loopKindOf(
  track: Track,
  measure: Measure | undefined,
): Pick<LoopHabitRow, 'type' | 'target_type' | 'target_value' | 'unit'> {
  if (track === 'break') return { type: 1, target_type: 1, target_value: 0, unit: '' };
  if (track === 'amount' && measure) {
    const { goal, target, unit } = measure;
    return { type: 1, target_type: goal === 'atMost' ? 1 : 0, target_value: target, unit };
  }
  return { type: 0, target_type: 0, target_value: 0, unit: '' };
}

/**
 * A schedule as Loop's frequency (`num` times in `den` days): daily 1/1, X times a week X/7, X
 * times a month X/30 (Loop's month), every n days 1/n, X times in any Y days X/Y; certain
 * weekdays are as many times a week. A measurable habit's frequency is the period of its target
 * (Loop has no "X times" for them): a schedule of once in a period keeps it, any other is a day.
 */
export function loopFrequency(schedule: Schedule, numeric: boolean): { num: number; den: number } {
  const frequency = ((): { num: number; den: number } => {
    switch (schedule.type) {
      case 'daily':
        return { num: 1, den: 1 };
      case 'weekly':
        return { num: schedule.times, den: 7 };
      case 'monthly':
        return { num: schedule.times, den: 30 };
      case 'interval':
        return { num: 1, den: schedule.days };
      case 'window':
        return { num: schedule.times, den: schedule.days };
      case 'weekdays':
        return { num: schedule.days.length, den: 7 };
    }
  })();
  return numeric && frequency.num !== 1 ? { num: 1, den: 1 } : frequency;
}

/**
 * Loop's palette index for our colour: the same Material colour Loop has under each of our names
 * (loop-colors.ts); Default (the theme's accent, which differs by theme) is Loop's grey, which
 * reads back as Default.
 */
const LOOP_INDEX: Record<HabitColor, number> = {
  red: 0,
  orange: 2,
  amber: 3,
  green: 7,
  teal: 8,
  cyan: 9,
  blue: 11,
  indigo: 12,
  purple: 14,
  pink: 15,
};
const LOOP_GREY = 18;

export function loopColorIndex(color: HabitColor | null): number {
  return color ? LOOP_INDEX[color] : LOOP_GREY;
}

/**
 * Loop's `uuid` for a habit: 32 hex digits from its id, the same on every export, so restoring a
 * later export into Loop updates the habits it restored before instead of adding them again.
 */
export function loopUuid(id: string): string {
  let out = '';
  for (let seed = 0; seed < 4; seed += 1) {
    // FNV-1a (32 bits) of the id, four times with a different start.
    let h = (0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1)) >>> 0;
    for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

/**
 * docs/product.md §13.4: the active habits (archived ones too, deleted ones not), in their order,
 * as Loop's rows. Each day becomes one repetition: a done day 2 (a measurable habit: its amount x
 * 1000; done with no amount, its target, or 0 when at most), a skipped or paused day (up to
 * `today`) that is not done 3 (its amount, if any, is lost: Loop has one value a day), an amount
 * that did not make the day done its amount x 1000, a day with only a note -1 with the note. A
 * habit to break (§20) writes 0 on its clean days and 1000 on each day with a slip.
 */
export function toLoop(habits: readonly Habit[], rule: DayRule, today: number): LoopExport {
  const out: LoopExport = { habits: [], repetitions: [], changes: [], before1970: 0 };
  for (const habit of habits.filter(isActive)) {
    const id = out.habits.length + 1;
    const track = trackOf(habit);
    const kind = loopKindOf(track, habit.measure);
    const schedule = readSchedule(habit.schedule);
    const { num, den } = loopFrequency(schedule, kind.type === 1);
    out.habits.push({
      id,
      name: habit.name,
      question: descriptionOf(habit),
      archived: isArchived(habit) ? 1 : 0,
      color: loopColorIndex(colorOf(habit)),
      freq_num: num,
      freq_den: den,
      position: id - 1,
      ...kind,
      uuid: loopUuid(habit.id),
    });
    if (track === 'break') out.changes.push({ name: habit.name, why: 'break' });
    else if (!saidByLoop(schedule, num, den)) {
      out.changes.push({ name: habit.name, why: 'schedule', ours: schedule, loop: { num, den } });
    }
    for (const [day, value, notes] of daysOf(habit, track, rule, today)) {
      if (day < 0) out.before1970 += 1;
      else out.repetitions.push({ habit: id, timestamp: day * DAY_MS, value, notes });
    }
  }
  return out;
}

/**
 * Whether Loop's `num`/`den` says `schedule`: Tickday's own import reads it back as the same
 * schedule (§13.2), or it is every 7 days, which Loop's 1/7 counts (7 days from each tick) though
 * the import reads it as once a week.
 */
export function saidByLoop(schedule: Schedule, num: number, den: number): boolean {
  if (schedule.type === 'interval' && schedule.days === 7) return true;
  return sameSchedule(loopSchedule(num, den).schedule, schedule);
}

/** A habit's days as Loop's (day, value, note), ascending. */
function daysOf(
  habit: Habit,
  track: Track,
  rule: DayRule,
  today: number,
): [number, number, string][] {
  const done = new Set(doneDays(habit, rule, today));
  const skipped = new Set(skippedDays(habit));
  for (const pause of habit.pauses ?? []) {
    const last = Math.min(dayOfIso(pause.to) ?? -Infinity, today);
    for (let d = dayOfIso(pause.from) ?? Infinity; d <= last; d += 1) skipped.add(d);
  }
  const slips = new Set(track === 'break' ? slipDays(habit) : []);
  const records = new Map(storedDays(habit).map(({ day, record }) => [day, record]));
  const days = [...new Set([...done, ...skipped, ...slips, ...records.keys()])].sort(
    (a, b) => a - b,
  );
  const out: [number, number, string][] = [];
  for (const day of days) {
    const record = records.get(day);
    const notes = typeof record?.note === 'string' ? record.note : '';
    let value = LOOP_UNKNOWN;
    if (track === 'break') {
      if (slips.has(day)) value = 1000;
      else if (done.has(day)) value = 0;
      else if (skipped.has(day)) value = LOOP_SKIP;
    } else if (track === 'amount' && habit.measure) {
      const { goal, target } = habit.measure;
      // One value a day in Loop: a skip outranks an amount that did not make the day done.
      const amount = typeof record?.amount === 'number' ? Math.round(record.amount * 1000) : null;
      if (done.has(day)) value = amount ?? (goal === 'atMost' ? 0 : Math.round(target * 1000));
      else if (skipped.has(day)) value = LOOP_SKIP;
      else if (amount !== null) value = amount;
    } else if (done.has(day)) value = LOOP_YES;
    else if (skipped.has(day)) value = LOOP_SKIP;
    if (value === LOOP_UNKNOWN && notes === '') continue;
    out.push([day, value, notes]);
  }
  return out;
}

/** The file's name: `Tickday for Loop 2026-05-01.db`. */
export function loopFileName(today: number): string {
  return `Tickday for Loop ${isoDate(today)}.db`;
}
