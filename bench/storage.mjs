// Storage figures of issue 57: what years of ticks made through the app cost in local storage
// (5,242,880 UTF-16 characters an origin in Chromium and Firefox), in today's stored form and in the
// form Tickday wrote before it (each day's pin a record: JSON.stringify of the habit as memory holds
// it, which is what the codec wrote then). Ticks are made by the app's own code, day by day, as the
// clock moves; copies of one habit stand for many (their sizes are the same but for the id).
// `node bench/storage.mjs`; run.mjs prints and saves the same figures.
import { appModule } from './generate.mjs';

const DAY = 86_400_000;
const LIMIT = 5_242_880;

export function storageFigures() {
  const { serializeHabits } = appModule('../src/storage/codec.ts');
  const { markDone } = appModule('../src/domain/habit/edits.ts');
  const { createHabit } = appModule('../src/domain/habit/model.ts');
  const { writeNote } = appModule('../src/domain/habit/record-edits.ts');
  const { nextStamp } = appModule('../src/domain/hlc.ts');
  const { UTC_DAYS } = appModule('../src/domain/day-rule.ts');
  const start = Date.UTC(2021, 0, 1, 7, 0);

  /** One habit ticked every day for `days` days through the app; notes when asked. */
  function ticked(days, { device = '', note = false, rule = UTC_DAYS } = {}) {
    let habit = createHabit('Morning walk', start - DAY, []);
    let last;
    for (let d = 0; d < days; d += 1) {
      // A different hour each day, from 07:00 to 23:00 UTC.
      const now = start + d * DAY + ((d * 5) % 17) * 3_600_000 + d;
      const stamp = device ? (last = nextStamp(last, now, device)) : now;
      habit = markDone(habit, rule.dayOf(now), true, now, rule, stamp);
      if (note && d % 10 === 0) {
        last = device ? nextStamp(last, now + 5, device) : undefined;
        habit = writeNote(habit, rule.dayOf(now), 'x'.repeat(40), device ? last : now + 5);
      }
    }
    return habit;
  }
  const copies = (habit, n) =>
    Array.from({ length: n }, (_, i) => ({ ...habit, id: `${1609459200000 + i}` }));
  const sizes = (habits) => ({
    before: JSON.stringify({ version: 1, habits }).length,
    now: serializeHabits(habits).length,
  });
  const empty = sizes([createHabit('Morning walk', start - DAY, [])]);
  const year = sizes([ticked(365)]);
  const yearSynced = sizes([ticked(365, { device: 'k3j9x2ab' })]);
  const five = ticked(1826);
  const fiveSynced = ticked(1826, { device: 'k3j9x2ab' });
  const fiveNotes = ticked(1826, { note: true });
  const rows = [
    { what: "a daily habit's year through the app", ...minus(year, empty), unit: 'chars' },
    { what: '... on a device that syncs', ...minus(yearSynced, empty), unit: 'chars' },
    { what: '100 habits x 5 years, every day', ...share(sizes(copies(five, 100))) },
    { what: '... on a device that syncs', ...share(sizes(copies(fiveSynced, 100))) },
    {
      what: '30 habits x 5 years, a 40-character note one day in ten',
      ...share(sizes(copies(fiveNotes, 30))),
    },
  ];
  return rows;

  function minus(a, b) {
    return { before: a.before - b.before, now: a.now - b.now };
  }
  function share(s) {
    return {
      before: +((100 * s.before) / LIMIT).toFixed(1),
      now: +((100 * s.now) / LIMIT).toFixed(1),
      unit: '% of the limit',
    };
  }
}

/** The figures as a Markdown table, before and now side by side. */
export function renderStorageTable(rows) {
  return [
    '| stored in local storage | before issue 57 | now | unit |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.what} | ${r.before} | ${r.now} | ${r.unit} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(renderStorageTable(storageFigures()));
}
