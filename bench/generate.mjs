// Generates stored data (docs/product.md §3) for the benchmark: `habits` habits with daily
// completions over `years` years up to `now`, each habit skipping a few days of its own. `mixed`:
// a third of the habits on weekdays (Monday to Friday), a third 3 times a week, the rest daily,
// and every fifth habit with a dozen skipped days (docs/product.md §10). `amounts`: besides, every
// fourth habit counts an amount (docs/product.md §16: 8 glasses at least, every eighth 2 coffees
// at most), logged on each day with its change time and a note every tenth day; a completion only
// where the amount met the target. `schedules` (issue 43): as `mixed`, but a sixth each daily, on
// weekdays, 3 times a week, every 2 to 6 days, 4 to 12 times a month and 2 to 4 times in any 7 to
// 14 days, each done on the days its schedule asks for (spread over its period), as a person
// keeping it would, but for its own few missed days.
//
// The text is what Tickday itself stores (issue 57): each tick of today with its moment and its pin
// (the tick's change time in its date's record, docs/product.md §4.7), each habit's best streak
// as the app computes it, written by the app's own codec (src/storage/codec.ts), loaded here with
// jiti. `src/storage/bench-data.test.ts` checks that the habits made here are the ones the app
// makes when the same ticks are made through it day by day.
import { createJiti } from 'jiti';

const DAY = 86_400_000;
const jiti = createJiti(import.meta.url);
let app = null;

/** A module of the app's own TypeScript (`src/...`, from this folder), for the bench's scripts. */
export function appModule(path) {
  return jiti(path);
}

/** The app's own code that writes the data: loaded once, on first use (a few seconds). */
function appCode() {
  app ??= {
    ...appModule('../src/storage/codec.ts'),
    ...appModule('../src/domain/habit/edits.ts'),
    ...appModule('../src/domain/day-rule.ts'),
  };
  return app;
}

const SCHEDULES = [
  { type: 'daily' },
  { type: 'weekdays', days: [1, 2, 3, 4, 5] },
  { type: 'weekly', times: 3 },
];

/** Habit `i`'s schedule in the `schedules` set: the old three and the new three, in turn. */
export function mixedSchedule(i) {
  switch (i % 6) {
    case 3:
      return { type: 'interval', days: 2 + (i % 5) };
    case 4:
      return { type: 'monthly', times: 4 + (i % 9) };
    case 5:
      return { type: 'window', times: 2 + (i % 3), days: 7 + (i % 8) };
    default:
      return SCHEDULES[i % 6];
  }
}

/** Whether a person keeping `schedule` does it on `day` (days since 1970-01-01, UTC), habit `i`. */
function asked(schedule, day, i) {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
  // `times` of every `days` in a row, spread out: day k is one when k x times wraps past days.
  const spread = (k, times, days) => (k * times) % days < times;
  switch (schedule.type) {
    case 'weekdays':
      return schedule.days.includes(weekday);
    case 'weekly':
      return weekday === 1 || weekday === 3 || weekday === 5;
    case 'interval':
      return (day + i) % schedule.days === 0;
    case 'monthly':
      return spread(new Date(day * DAY).getUTCDate(), schedule.times, 30);
    case 'window':
      return spread(day + i, schedule.times, schedule.days);
    default:
      return true;
  }
}

/** The stored data (the data key's value), as the app writes it; see `generateHabits`. */
export function generateData(habits, years, now, options = {}) {
  const { serializeHabits, refreshHighest, UTC_DAYS } = appCode();
  const list = generateHabits(habits, years, now, options).map((habit) =>
    refreshHighest(habit, now, UTC_DAYS),
  );
  return serializeHabits(list);
}

/**
 * The habits as the app holds them in memory after their days were ticked one by one, on the day,
 * with UTC days and no sync (each tick's change time its moment), but for the best streak (0).
 */
export function generateHabits(
  habits,
  years,
  now,
  { mixed = false, amounts = false, groups = 0, schedules = false } = {},
) {
  const today = Math.floor(now / DAY);
  const first = today - Math.round(years * 365) + 1;
  const list = [];
  for (let i = 0; i < habits; i += 1) {
    const buckets = {};
    const gap = 11 + (i % 17);
    const measure = amounts && i % 4 === 3 ? measureFor(i) : null;
    const entries = {};
    const schedule = schedules ? mixedSchedule(i) : mixed ? SCHEDULES[i % 3] : { type: 'daily' };
    for (let day = first; day <= today; day += 1) {
      if ((day + i) % gap === 0) continue;
      if (schedules && !asked(schedule, day, i)) continue;
      const ms = day * DAY + ((i * 7_919_000) % DAY);
      const iso = new Date(day * DAY).toISOString().slice(0, 10);
      if (measure) {
        const amount = (day * 7 + i) % (measure.target + 4);
        const met = measure.goal === 'atMost' ? amount <= measure.target : amount >= measure.target;
        // Logged on the day: the amount and, when met, the tick it makes, with their times.
        entries[iso] = {
          amount,
          target: measure.target,
          ...(day % 10 === 0 ? { note: `Note on day ${day}` } : {}),
          at: { amount: ms, ...(met ? { done: ms } : {}), ...(day % 10 === 0 ? { note: ms } : {}) },
        };
        if (!met) continue;
      } else {
        // A tick of today: its moment, and its change time pins it to its date (§4.7).
        entries[iso] = { at: { done: ms } };
      }
      const date = new Date(ms);
      const year = String(date.getUTCFullYear());
      const month = String(date.getUTCMonth() + 1);
      ((buckets[year] ??= {})[month] ??= []).push(ms);
    }
    list.push({
      id: String(1_700_000_000_000 + i),
      name: `Habit number ${i + 1}`,
      createdAt: new Date(first * DAY).toISOString(),
      completionsWithTimes: buckets,
      highestStreak: 0,
      schedule,
      ...((mixed || schedules) && i % 5 === 0 ? { skips: skipsFor(first, today, i) } : {}),
      ...(measure ? { measure } : {}),
      ...(Object.keys(entries).length > 0 ? { entries } : {}),
      // Groups (issue 42): contiguous blocks in the display order, as a person files them.
      ...(groups ? { group: `Group ${1 + Math.floor((i * groups) / habits)}` } : {}),
    });
  }
  return list;
}

function measureFor(i) {
  return i % 8 === 7
    ? { unit: 'coffees', goal: 'atMost', target: 2 }
    : { unit: 'glasses', goal: 'atLeast', target: 8 };
}

/** A dozen skipped dates spread over the habit's history, ascending. */
function skipsFor(first, today, i) {
  const step = Math.max(1, Math.floor((today - first) / 12));
  return Array.from({ length: 12 }, (_, k) =>
    new Date((first + ((k * step + i) % (today - first + 1))) * DAY).toISOString().slice(0, 10),
  ).sort();
}
