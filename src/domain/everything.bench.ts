import { bench, describe } from 'vitest';
import { BADGE_IDS, badgeMetrics, newlyUnlocked } from './badges';
import { DAY_MS, dayOf } from './days';
import { toggleDay } from './habit/edits';
import type { Habit } from './habit/model';
import { bucketTimes } from './habit/stored';
import { describeHabit } from './habit/view';
import { averageStreak, topHabits, totalCompletions } from './stats';

// 100 habits x 3 years of daily completions (about 110,000 timestamps), each habit skipping a
// different few days so runs vary.
const NOW = Date.UTC(2025, 6, 15, 9, 30);
const TODAY = dayOf(NOW);
const YEARS = 3;
function makeHabits(): Habit[] {
  return Array.from({ length: 100 }, (_, i) => {
    const times: number[] = [];
    for (let d = TODAY - 365 * YEARS; d <= TODAY; d += 1) {
      if ((d + i) % (17 + (i % 13)) !== 0) times.push(d * DAY_MS + ((i * 7919) % DAY_MS));
    }
    return {
      id: String(i),
      name: `Habit ${i}`,
      createdAt: new Date(NOW).toISOString(),
      completionsWithTimes: bucketTimes(times),
      highestStreak: 0,
      schedule: { type: 'daily' },
    };
  });
}

/** Everything the UI derives: per-habit streaks, stats, top 3 and the badge check. */
function computeEverything(habits: Habit[]) {
  for (const habit of habits) {
    describeHabit(habit, TODAY);
  }
  totalCompletions(habits);
  averageStreak(habits, TODAY);
  topHabits(habits, NOW);
  badgeMetrics(habits, NOW, 'change');
  newlyUnlocked(habits, BADGE_IDS.slice(0, 3), NOW, 'change');
}

describe('100 habits x 3 years', () => {
  const cached = makeHabits();
  computeEverything(cached); // warm the per-habit caches

  // Fresh bucket objects defeat the per-habit caches, as on a first load.
  const fresh = Array.from({ length: 40 }, () =>
    cached.map((h) => ({ ...h, completionsWithTimes: { ...h.completionsWithTimes } })),
  );
  let next = 0;
  bench(
    'everything, cold (first load: no cache)',
    () => computeEverything(fresh[next++ % fresh.length] as Habit[]),
    { iterations: 10 },
  );

  bench('everything, after a toggle (one habit changed)', () => {
    const habits = [...cached];
    habits[50] = toggleDay(habits[50] as Habit, TODAY, NOW);
    computeEverything(habits);
  });

  bench('one toggle', () => {
    toggleDay(cached[0] as Habit, TODAY - 3, NOW);
  });
});
