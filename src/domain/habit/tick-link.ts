import { AMOUNT_MAX, readMeasure } from '../amount';
import { UTC_DAYS, type DayRule } from '../day-rule';
import type { Stamp } from '../hlc';
import { markDone } from './edits';
import { setFieldAt } from './field-edits';
import { isActive, isArchived, isHabitToBreak, type Habit, type TickLink } from './model';
import { hasSlip, isDone } from './reads';
import { logAmount } from './record-edits';
import { markSlip } from './slip-edits';
import { storedDay } from './stored';
import { TICK_PARAM } from './tick-link-url';

/**
 * docs/product.md §19.4: a habit's tick link, a URL whose one action is to mark that habit done
 * today (or add an amount, or log a habit to break's slip). Its token is random, stored on the habit (fields.ts `tickLink`) with
 * its change time, so every device that syncs knows it. Loaded with the link's dialog and with a
 * link's opening, never with the first paint.
 */

/** A token's random bytes: 128 bits, 22 characters of base64url. */
export const TOKEN_BYTES = 16;

/** A new token from `fill` (crypto.getRandomValues in the app): base64url, no padding. */
export function makeToken(fill: (bytes: Uint8Array<ArrayBuffer>) => unknown): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  fill(bytes);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The link of token `token` on `origin` (`https://tickday.app`). */
export function tickLinkUrl(origin: string, token: string): string {
  return `${origin}/?${TICK_PARAM}=${encodeURIComponent(token)}`;
}

/** The token of a page's query (`location.search`); null when it is no tick link. */
export function tokenOfSearch(search: string): string | null {
  return new URLSearchParams(search).get(TICK_PARAM);
}

/** The habit's link; null before one is made. */
export function tickLinkOf(habit: Habit): TickLink | null {
  return habit.tickLink ?? null;
}

/** What each open adds to an amount habit (§19.4): the stored amount, 1 when none is stored. */
export function linkAddsOf(habit: Habit): number {
  return habit.tickLink?.adds ?? 1;
}

/** The link as stored: `adds` only when it is not 1. */
function linkOf(token: string, adds: number): TickLink {
  return adds === 1 ? { token } : { token, adds };
}

/** The habit with a link of token `token` in place of any it had (its amount kept). */
export function withNewLink(habit: Habit, token: string, stamp: Stamp): Habit {
  return setFieldAt(habit, 'tickLink', linkOf(token, linkAddsOf(habit)), stamp);
}

/**
 * The habit whose link adds `adds` (a valid positive amount; anything else leaves it as it is);
 * the same habit when it has no link or already adds that.
 */
export function withLinkAdds(habit: Habit, adds: number, stamp: Stamp): Habit {
  const link = tickLinkOf(habit);
  if (!link || adds === linkAddsOf(habit) || !(adds > 0) || adds > AMOUNT_MAX) return habit;
  if (Number(adds.toFixed(2)) !== adds) return habit;
  return setFieldAt(habit, 'tickLink', linkOf(link.token, adds), stamp);
}

/**
 * The habit a token names: a shown one before an archived one before a deleted one (two copies of
 * a habit's data could share a token); undefined for an empty or unknown token, and for a token a
 * new link has replaced.
 */
export function habitOfToken(habits: readonly Habit[], token: string): Habit | undefined {
  if (!token) return undefined;
  const named = habits.filter((h) => h.tickLink?.token === token);
  const rank = (h: Habit) => (!isActive(h) ? 2 : isArchived(h) ? 1 : 0);
  return named.sort((a, b) => rank(a) - rank(b))[0];
}

/** What opening a tick link did (§19.4). */
export type TickOutcome =
  /** The habit was not done today and now is. */
  | { kind: 'done'; id: string; name: string; day: number }
  /** The habit was done today already: nothing changed (a link never un-ticks). */
  | { kind: 'already'; id: string; name: string; day: number }
  /** A habit to break (§20): a slip logged today. */
  | { kind: 'slip'; id: string; name: string; day: number }
  /** A habit to break with a slip today already: nothing changed. */
  | { kind: 'slipped'; id: string; name: string; day: number }
  /** An amount habit: `adds` added to today's amount, `before` (null: none logged) now `amount`. */
  | {
      kind: 'added';
      id: string;
      name: string;
      day: number;
      before: number | null;
      amount: number;
      done: boolean;
    }
  /** The link's habit is archived or deleted: nothing changed. */
  | { kind: 'archived' | 'deleted'; name: string }
  /** No habit here has this token (unknown, not synced yet, or replaced by a new link). */
  | { kind: 'unknown' };

/**
 * Opens tick link `token` at `now` by day rule `rule` (§19.4): marks its habit done today, adds
 * its amount to today's, or logs a habit to break's slip today; a habit done today, or with a
 * slip today, stays as it is. Archived, deleted and unknown habits are left alone. Returns the
 * habits (the same list when nothing changed) and what was done.
 */
export function tickByLink(
  habits: readonly Habit[],
  token: string,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): { habits: readonly Habit[]; outcome: TickOutcome } {
  const habit = habitOfToken(habits, token);
  if (!habit) return { habits, outcome: { kind: 'unknown' } };
  const { id, name } = habit;
  if (!isActive(habit)) return { habits, outcome: { kind: 'deleted', name } };
  if (isArchived(habit)) return { habits, outcome: { kind: 'archived', name } };
  const day = rule.dayOf(now);
  let next: Habit;
  let outcome: TickOutcome;
  const measure = readMeasure(habit.measure);
  if (isHabitToBreak(habit)) {
    if (hasSlip(habit, day)) return { habits, outcome: { kind: 'slipped', id, name, day } };
    next = markSlip(habit, day, true, now, rule, stamp);
    outcome = { kind: 'slip', id, name, day };
  } else if (measure) {
    const before = storedDay(habit, day)?.amount ?? null;
    const amount = Math.min(AMOUNT_MAX, round2((before ?? 0) + linkAddsOf(habit)));
    next = logAmount(habit, day, amount, now, rule, stamp);
    outcome = { kind: 'added', id, name, day, before, amount, done: isDone(next, day, rule) };
  } else if (isDone(habit, day, rule)) {
    return { habits, outcome: { kind: 'already', id, name, day } };
  } else {
    next = markDone(habit, day, true, now, rule, stamp);
    outcome = { kind: 'done', id, name, day };
  }
  return { habits: habits.map((h) => (h === habit ? next : h)), outcome };
}

/**
 * Undoes what `outcome` did (the Undo beside its status): the day not done again, its amount
 * back to what it was, or its slip cleared. Nothing for an outcome that changed nothing, or a habit
 * gone meanwhile.
 */
export function undoTickByLink(
  habits: readonly Habit[],
  outcome: TickOutcome,
  now: number,
  rule: DayRule = UTC_DAYS,
  stamp: Stamp = now,
): readonly Habit[] {
  if (outcome.kind !== 'done' && outcome.kind !== 'added' && outcome.kind !== 'slip') return habits;
  const habit = habits.find((h) => h.id === outcome.id);
  if (!habit || !isActive(habit)) return habits;
  const next =
    outcome.kind === 'done'
      ? markDone(habit, outcome.day, false, now, rule, stamp)
      : outcome.kind === 'slip'
        ? markSlip(habit, outcome.day, false, now, rule, stamp)
        : logAmount(habit, outcome.day, outcome.before, now, rule, stamp);
  return next === habit ? habits : habits.map((h) => (h === habit ? next : h));
}

/** Amounts keep two decimals (§16.2): 0.1 + 0.2 is 0.3. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
