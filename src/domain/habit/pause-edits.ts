import type { Stamp } from '../hlc';
import { DAY_MS, dayOfIso, isoDate } from '../days';
import { isActive, stampHabit, type Habit, type Pause } from './model';
import { PAUSE_MAX_SPAN } from './fields';

/**
 * Pausing habits and ending a pause (docs/product.md §10.9). Each habit keeps its own list of
 * pauses (`pauses`, one field with its change time); "a pause" the person made in the dialog is
 * the same dates on each habit it paused, so ending it finds those habits by their dates. Loaded on
 * first use (the Pause habits dialog, a card's End pause).
 */

/** A pause as days: its first and its last day (inclusive). */
export interface PauseDays {
  from: number;
  to: number;
}

/** The habit's pauses as days, ascending (the codec let through only pauses that read). */
export function pauseDaysOf(habit: Habit): PauseDays[] {
  return (habit.pauses ?? []).map((p) => ({
    from: dayOfIso(p.from) as number,
    to: dayOfIso(p.to) as number,
  }));
}

/** The habit with `pauses` as days written back (none: the key removed), stamped at `stamp`. */
function withPauses(habit: Habit, days: readonly PauseDays[], stamp: Stamp): Habit {
  const { pauses: _old, ...rest } = habit;
  if (days.length === 0) return stampHabit(rest as Habit, 'pauses', stamp);
  // A newer version's keys on a pause that keeps its dates stay on it.
  const kept = new Map((habit.pauses ?? []).map((p) => [`${p.from}/${p.to}`, p]));
  const pauses: Pause[] = days.map(({ from, to }) => {
    const stored = { from: isoDate(from), to: isoDate(to) };
    return kept.get(`${stored.from}/${stored.to}`) ?? stored;
  });
  return stampHabit({ ...habit, pauses }, 'pauses', stamp);
}

const samePauses = (a: readonly PauseDays[], b: readonly PauseDays[]) =>
  a.length === b.length && a.every((p, i) => p.from === b[i]?.from && p.to === b[i]?.to);

/**
 * The habit paused from day `from` to day `to` (inclusive). A pause it already has that overlaps
 * or touches the new one joins it into one (the list stays ascending and apart), unless the joined
 * pause would be longer than a reader takes (PAUSE_MAX_SPAN, issue 56): then the pauses already
 * there keep their dates and the new one's other days are added next to them, each piece at most
 * that long, so every list written reads back in this version and in older ones. The same habit
 * when nothing changes (or `to` comes before `from`).
 */
export function addPauseAt(habit: Habit, from: number, to: number, stamp: Stamp): Habit {
  if (to < from) return habit;
  const before = pauseDaysOf(habit);
  const apart = (p: PauseDays) => p.to < from - 1 || p.from > to + 1;
  const near = before.filter((p) => !apart(p));
  const joined = {
    from: Math.min(from, ...near.map((p) => p.from)),
    to: Math.max(to, ...near.map((p) => p.to)),
  };
  const added =
    joined.to - joined.from <= PAUSE_MAX_SPAN ? [joined] : [...near, ...uncovered(from, to, near)];
  const next = [...before.filter(apart), ...added].sort((a, b) => a.from - b.from);
  return samePauses(before, next) ? habit : withPauses(habit, next, stamp);
}

/** The days `from` to `to` that no pause of `pauses` holds, in pieces of a year at most. */
function uncovered(from: number, to: number, pauses: readonly PauseDays[]): PauseDays[] {
  const out: PauseDays[] = [];
  let day = from;
  for (const pause of [...pauses, { from: to + 1, to: to + 1 }]) {
    const end = Math.min(pause.from - 1, to);
    while (day <= end) {
      const last = Math.min(end, day + PAUSE_MAX_SPAN);
      out.push({ from: day, to: last });
      day = last + 1;
    }
    day = Math.max(day, pause.to + 1);
  }
  return out;
}

/**
 * Ends the habit's pause `pause` (found by its dates) from `today`: its last day becomes yesterday,
 * or it goes when it had not begun before today. Days before today keep their status (a weekly
 * habit's current week is counted again, §10.9). The same habit when it holds no such pause, or
 * the pause is already over.
 */
export function endPauseAt(habit: Habit, pause: Pause, today: number, stamp: Stamp): Habit {
  const before = pauseDaysOf(habit);
  const from = dayOfIso(pause.from);
  const to = dayOfIso(pause.to);
  const index = before.findIndex((p) => p.from === from && p.to === to);
  if (index === -1 || from === null || to === null || to < today) return habit;
  const next = [...before];
  if (from >= today) next.splice(index, 1);
  else next[index] = { from, to: today - 1 };
  return withPauses(habit, next, stamp);
}

/** A pause that runs now or is still to come, and the habits it pauses (in list order). */
export interface RunningPause extends Pause {
  ids: string[];
}

/**
 * The pauses that have not ended by `today` (running or to come), each with the habits (not
 * deleted) that hold it, earliest first. One pause is the same dates on several habits.
 */
export function runningPauses(habits: readonly Habit[], today: number): RunningPause[] {
  const byDates = new Map<string, RunningPause>();
  for (const habit of habits) {
    if (!isActive(habit)) continue;
    for (const { from, to } of habit.pauses ?? []) {
      if (to < isoDate(today)) continue;
      const key = `${from}/${to}`;
      const found = byDates.get(key);
      if (found) found.ids.push(habit.id);
      else byDates.set(key, { from, to, ids: [habit.id] });
    }
  }
  return [...byDates.values()].sort((a, b) =>
    a.from === b.from ? (a.to < b.to ? -1 : 1) : a.from < b.from ? -1 : 1,
  );
}

/** What is wrong with a pause's dates, for the dialog to say (null: nothing). */
export type PauseProblem =
  'noFrom' | 'fromOutOfRange' | 'noTo' | 'toOutOfRange' | 'fromPast' | 'toBeforeFrom' | 'tooLong';

/** A date field's day: null when empty, `outOfRange` for a date given that is no day here. */
export type FieldDay = number | null | 'outOfRange';

/**
 * The day a date field's value names. A date field gives `""` or a whole date, and a whole date
 * can still be no day the app keeps (dates are YYYY-MM-DD from year 100): `0001-01-01`,
 * `275760-09-13` are out of range, not missing.
 */
export function fieldDay(value: string): FieldDay {
  return value === '' ? null : (dayOfIso(value) ?? 'outOfRange');
}

/** The same date a year after `day` (February 29 gives February 28). */
export function yearAfter(day: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear() + 1;
  const month = date.getUTCMonth();
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month, Math.min(date.getUTCDate(), last)) / DAY_MS);
}

/**
 * The dialog's rule (§10.9): From is today or later, To is From or later and at most a year after
 * From. `from` and `to` are the fields' days (`fieldDay`): a day, null for none, or out of range.
 */
export function pauseProblem(from: FieldDay, to: FieldDay, today: number): PauseProblem | null {
  if (from === null) return 'noFrom';
  if (from === 'outOfRange') return 'fromOutOfRange';
  if (to === null) return 'noTo';
  if (to === 'outOfRange') return 'toOutOfRange';
  if (from < today) return 'fromPast';
  if (to < from) return 'toBeforeFrom';
  if (to > yearAfter(from) || to - from > PAUSE_MAX_SPAN) return 'tooLong';
  return null;
}
