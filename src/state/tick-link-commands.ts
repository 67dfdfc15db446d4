import {
  makeToken,
  tickByLink,
  undoTickByLink,
  withLinkAdds,
  withNewLink,
  type TickOutcome,
} from '../domain/habit/tick-link';
import { mapHabit } from './habit-commands';
import type { HabitsChange } from './app-state';

// A habit's tick link (docs/product.md §19.4): loaded with its dialog and with a link's opening.

/** A new random token, from the browser's cryptographic generator. */
export const newToken = (): string => makeToken((bytes) => crypto.getRandomValues(bytes));

/**
 * Gives habit `id` the link of `token`: in place of the one it has when `replace` (New link),
 * else only when it has none (the dialog's first opening). The token is made once, by the caller,
 * so a replay on another tab's data writes the same link.
 */
export const setTickLink =
  (id: string, token: string, replace: boolean): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => (h.tickLink && !replace ? h : withNewLink(h, token, stamp)));

/** Sets what each open of habit `id`'s link adds (an amount habit's). */
export const setTickLinkAdds =
  (id: string, adds: number): HabitsChange =>
  (habits, _now, _rule, stamp) =>
    mapHabit(habits, id, (h) => withLinkAdds(h, adds, stamp));

/**
 * Opens tick link `token` (§19.4): the change, and what it did (read after the store ran it;
 * the last run's, when a replay ran it again on newer data).
 */
export function openTickLink(token: string): { change: HabitsChange; outcome: () => TickOutcome } {
  let outcome: TickOutcome = { kind: 'unknown' };
  return {
    change: (habits, now, rule, stamp) => {
      const result = tickByLink(habits, token, now, rule, stamp);
      outcome = result.outcome;
      return result.habits;
    },
    outcome: () => outcome,
  };
}

/** Undoes what opening a link did (the Undo beside its status). */
export const undoTickLink =
  (outcome: TickOutcome): HabitsChange =>
  (habits, now, rule, stamp) =>
    undoTickByLink(habits, outcome, now, rule, stamp);
