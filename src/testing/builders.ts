import { DAY_MS, dayOf, dayOfIso } from '../domain/days';
import type { Habit } from '../domain/habit/model';
import { bucketTimes } from '../domain/habit/stored';
import type { Schedule } from '../domain/schedule';
import { highestStreak } from '../domain/streaks';

/** A fixed "now" for tests: Tuesday 2025-07-15 09:30 UTC. */
export const NOW = Date.UTC(2025, 6, 15, 9, 30);
export const TODAY = dayOf(NOW);

/** ms for a UTC date and time: `at('2025-07-15T23:59:59.999')`. */
export function at(isoWithoutZone: string): number {
  return Date.parse(`${isoWithoutZone}Z`);
}

export function day(iso: string): number {
  return dayOf(at(`${iso}T00:00:00`));
}

interface HabitOptions {
  id?: string;
  name?: string;
  /** Days relative to `today` (0 is today, -1 yesterday), each ticked at 12:00 UTC. */
  days?: number[];
  /** Exact completion timestamps, added to `days`. */
  times?: number[];
  today?: number;
  now?: number;
  isDeleted?: boolean;
}

let counter = 0;

/** A habit with completions, e.g. `habitWith({ days: [-3, -2, -1, 0] })`. */
export function habitWith(options: HabitOptions = {}): Habit {
  const today = options.today ?? TODAY;
  const now = options.now ?? NOW;
  const times = [
    ...(options.days ?? []).map((offset) => (today + offset) * DAY_MS + DAY_MS / 2),
    ...(options.times ?? []),
  ].sort((a, b) => a - b);
  counter += 1;
  return {
    id: options.id ?? `habit-${counter}`,
    name: options.name ?? `Habit ${counter}`,
    createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    completionsWithTimes: bucketTimes(times),
    highestStreak: highestStreak(times, now),
    schedule: { type: 'daily' },
    ...(options.isDeleted ? { isDeleted: true } : {}),
  };
}

/** `n` consecutive day offsets ending at `end` (default today): run(3) -> [-2, -1, 0]. */
export function run(n: number, end = 0): number[] {
  return Array.from({ length: n }, (_, i) => end - n + 1 + i);
}

/**
 * A habit done on `done` (`YYYY-MM-DD`, 12:00 UTC each), on `schedule`, with `skips`, created at
 * `createdAt`: for the schedule and history rules (docs/product.md §10, §12).
 */
export function scheduledHabit(
  done: string[],
  schedule: Schedule = { type: 'daily' },
  skips?: string[],
  createdAt = '2025-01-01T00:00:00.000Z',
): Habit {
  return {
    id: 'h',
    name: 'H',
    createdAt,
    completionsWithTimes: bucketTimes(
      done.map((iso) => (dayOfIso(iso) ?? 0) * DAY_MS + DAY_MS / 2),
    ),
    highestStreak: 0,
    schedule,
    ...(skips ? { skips } : {}),
  };
}
