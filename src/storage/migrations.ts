import { isDateMark } from '../domain/days';
import type { Habit } from '../domain/habit/model';
import { completionTimes } from '../domain/habit/stored';
import { DAY_MS, dayOfIso } from '../domain/days';

/**
 * Our own data migrations (docs/product.md §3.5), in order. Each is a pure function of one stored
 * habit that returns the very same object when it has nothing to do, so data that needs no
 * migration still reads and writes byte for byte. They run at every load, in this order, on the
 * data key and on a backup being read. No "applied up to" mark is stored: an older Tickday may
 * write the data again after a newer one (a second tab, a restored backup), so each migration is
 * idempotent and finds its own work instead. What each repairs, and which versions wrote the data
 * it repairs, is its doc comment.
 */
export interface Migration {
  /** Its number: the next one is the last plus one, never reused. */
  id: number;
  migrate(habit: Habit): Habit;
}

/**
 * 1. Tickday 1.2's backup Merge united completions and skips separately, so a day done on one
 * device and skipped on another came out both done and skipped: a skip hidden under a tick (§10.2
 * says a done day is never skipped) that reappears when the tick is taken back, as a skip nobody
 * made on this device. Such a skip is dropped when the day holds a tick at its date mark (12:00
 * UTC, the same date in every day setting); a skip beside a moment near midnight stays, as which
 * date a moment falls on depends on the setting. A skip with its own change time (`at.skip`, since
 * 1.3) is the app's own, which a tick may lie over: it stays (issue 57's read-back property found
 * the app's own state changed by this at the next load).
 */
export const dropSkipsUnderTicks: Migration = {
  id: 1,
  migrate(habit) {
    if (!habit.skips || habit.skips.length === 0) return habit;
    const marked = new Set<number>();
    for (const ms of completionTimes(habit)) {
      if (isDateMark(ms)) marked.add(Math.floor(ms / DAY_MS));
    }
    if (marked.size === 0) return habit;
    // A skip with a change time was made on its own since 1.3 (a tick may lie over it, §10.2, and
    // it shows again when the tick is taken back): only 1.2's, which have none, are dropped.
    const kept = habit.skips.filter((iso) => {
      const day = dayOfIso(iso);
      return day === null || !marked.has(day) || habit.entries?.[iso]?.at?.skip !== undefined;
    });
    if (kept.length === habit.skips.length) return habit;
    const { skips: _dropped, ...rest } = habit;
    return kept.length > 0 ? { ...rest, skips: kept } : rest;
  },
};

/** Every migration, in the order they run. */
export const MIGRATIONS: readonly Migration[] = [dropSkipsUnderTicks];

/** `habit` after every migration; the same object when none had anything to do. */
export function migrateHabit(habit: Habit): Habit {
  let next = habit;
  for (const migration of MIGRATIONS) next = migration.migrate(next);
  return next;
}
