// Sample habits for screenshots and manual checks: node scripts/sample-data.mjs > /tmp/data.json
const DAY = 86_400_000;
const now = Date.now();
const today = Math.floor(now / DAY);
function habit(id, name, offsets) {
  const buckets = {};
  for (const o of [...offsets].sort((a, b) => a - b)) {
    const ms = (today + o) * DAY + 12 * 3_600_000;
    const d = new Date(ms);
    const y = String(d.getUTCFullYear());
    const m = String(d.getUTCMonth() + 1);
    ((buckets[y] ??= {})[m] ??= []).push(ms);
  }
  return {
    id: String(id),
    name,
    createdAt: new Date(now - 90 * DAY).toISOString(),
    completionsWithTimes: buckets,
    highestStreak: 0,
    schedule: { type: 'daily' },
  };
}
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const data = {
  version: 1,
  habits: [
    habit(1, 'Drink 8 glasses of water', [...range(-20, -12), ...range(-5, 0)]),
    habit(2, 'Read 10 pages', [...range(-9, -1)]),
    habit(3, 'Meditate', [-6, -4, -2]),
    habit(4, 'Stretch for ten minutes every day', []),
  ],
};
process.stdout.write(JSON.stringify(data));
