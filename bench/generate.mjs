// Generates stored data (docs/product.md §3) for the benchmark: `habits` habits with daily
// completions over `years` years up to `now`, each habit skipping a few days of its own. `mixed`:
// a third of the habits on weekdays (Monday to Friday), a third 3 times a week, the rest daily,
// and every fifth habit with a dozen skipped days (docs/product.md §10). `amounts`: besides, every
// fourth habit counts an amount (docs/product.md §16: 8 glasses at least, every eighth 2 coffees
// at most), logged on each day with its change time and a note every tenth day; a completion only
// where the amount met the target.
const DAY = 86_400_000;

const SCHEDULES = [
  { type: 'daily' },
  { type: 'weekdays', days: [1, 2, 3, 4, 5] },
  { type: 'weekly', times: 3 },
];

export function generateData(
  habits,
  years,
  now,
  { mixed = false, amounts = false, groups = 0 } = {},
) {
  const today = Math.floor(now / DAY);
  const first = today - Math.round(years * 365) + 1;
  const list = [];
  for (let i = 0; i < habits; i += 1) {
    const buckets = {};
    const gap = 11 + (i % 17);
    const measure = amounts && i % 4 === 3 ? measureFor(i) : null;
    const entries = {};
    for (let day = first; day <= today; day += 1) {
      if ((day + i) % gap === 0) continue;
      const ms = day * DAY + ((i * 7_919_000) % DAY);
      if (measure) {
        const amount = (day * 7 + i) % (measure.target + 4);
        const iso = new Date(day * DAY).toISOString().slice(0, 10);
        entries[iso] = {
          amount,
          target: measure.target,
          ...(day % 10 === 0 ? { note: `Note on day ${day}` } : {}),
          at: { amount: ms },
        };
        const met = measure.goal === 'atMost' ? amount <= measure.target : amount >= measure.target;
        if (!met) continue;
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
      schedule: mixed ? SCHEDULES[i % 3] : { type: 'daily' },
      ...(mixed && i % 5 === 0 ? { skips: skipsFor(first, today, i) } : {}),
      ...(measure ? { measure, entries } : {}),
      // Groups (issue 42): contiguous blocks in the display order, as a person files them.
      ...(groups ? { group: `Group ${1 + Math.floor((i * groups) / habits)}` } : {}),
    });
  }
  return JSON.stringify({ version: 1, habits: list });
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
