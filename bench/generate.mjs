// Generates stored data (docs/product.md §3) for the benchmark: `habits` habits with daily
// completions over `years` years up to `now`, each habit skipping a few days of its own.
const DAY = 86_400_000;

export function generateData(habits, years, now) {
  const today = Math.floor(now / DAY);
  const first = today - Math.round(years * 365) + 1;
  const list = [];
  for (let i = 0; i < habits; i += 1) {
    const buckets = {};
    const gap = 11 + (i % 17);
    for (let day = first; day <= today; day += 1) {
      if ((day + i) % gap === 0) continue;
      const ms = day * DAY + ((i * 7_919_000) % DAY);
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
      schedule: { type: 'daily' },
    });
  }
  return JSON.stringify({ version: 1, habits: list });
}
