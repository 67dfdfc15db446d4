import { addPauseAt, endPauseAt } from '../domain/habit/pause-edits';
import { isActive, type Pause } from '../domain/habit/model';
import type { HabitsChange } from './app-state';

// Pausing habits and ending a pause (docs/product.md §10.9): loaded on first use (the Pause
// habits dialog, a card's End pause), never with the first paint.

/** Pauses the habits `ids` (not deleted ones) from day `from` to day `to`, each with its time. */
export const pauseHabits =
  (ids: readonly string[], from: number, to: number): HabitsChange =>
  (habits, _now, _rule, stamp) => {
    const chosen = new Set(ids);
    let changed = false;
    const next = habits.map((h) => {
      if (!chosen.has(h.id) || !isActive(h)) return h;
      const paused = addPauseAt(h, from, to, stamp);
      changed ||= paused !== h;
      return paused;
    });
    return changed ? next : habits;
  };

/**
 * Ends pause `pause` from today on every habit it paused (the habits holding those dates), and on
 * no other; days before today keep their status.
 */
export const endPause =
  (pause: Pause): HabitsChange =>
  (habits, now, rule, stamp) => {
    const today = rule.dayOf(now);
    let changed = false;
    const next = habits.map((h) => {
      if (!isActive(h)) return h;
      const ended = endPauseAt(h, pause, today, stamp);
      changed ||= ended !== h;
      return ended;
    });
    return changed ? next : habits;
  };
