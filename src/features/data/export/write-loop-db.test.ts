import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { UTC_DAYS } from '../../../domain/day-rule';
import { DAY_MS, isoDate } from '../../../domain/days';
import { toLoop } from '../../../domain/export/loop-export';
import { notesOf, amountsOf } from '../../../domain/habit/entries';
import { colorOf, descriptionOf, HABIT_COLORS, type Habit } from '../../../domain/habit/model';
import { doneDays, skippedDays } from '../../../domain/habit/reads';
import { bucketTimes } from '../../../domain/habit/stored';
import { readSchedule, type Schedule } from '../../../domain/schedule';
import { loopSchedule } from '../../../domain/import/foreign';
import { PEER_EXPORTS } from '../../../testing/peer-exports';
import { readLoopDb, type ForeignResult } from '../import/read-foreign';
import { writeLoopDb } from './write-loop-db';

/** docs/product.md §13.4: the file is Loop's backup at version 25, and Tickday reads it back. */

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const TODAY = Math.floor(Date.UTC(2025, 6, 15) / DAY_MS);
const rows = (db: Database, sql: string) => db.exec(sql)[0]?.values ?? [];
const ok = (result: ForeignResult) => {
  if (!result.ok) throw new Error(`not read: ${result.problem}`);
  return result.data;
};

/**
 * Loop's schema at version 25, as its migrations (uhabits-core/src/jvmMain/resources/migrations,
 * 09.sql to 25.sql) leave it: [column, type, not null, default]. 09 creates Habits, Repetitions,
 * Checkmarks, Streak and Score; 11 adds reminder_days; 16 type and value; 18 the target and unit;
 * 19 creates Events; 20 drops Checkmarks, Streak and Score; 22 remakes Repetitions with not-null
 * columns and a unique (habit, timestamp) index; 23 adds question; 24 uuid; 25 notes.
 */
const LOOP_25 = {
  Habits: [
    ['id', 'integer', 0, null],
    ['archived', 'integer', 0, null],
    ['color', 'integer', 0, null],
    ['description', 'text', 0, null],
    ['freq_den', 'integer', 0, null],
    ['freq_num', 'integer', 0, null],
    ['highlight', 'integer', 0, null],
    ['name', 'text', 0, null],
    ['position', 'integer', 0, null],
    ['reminder_hour', 'integer', 0, null],
    ['reminder_min', 'integer', 0, null],
    ['reminder_days', 'integer', 1, '127'],
    ['type', 'integer', 1, '0'],
    ['target_type', 'integer', 1, '0'],
    ['target_value', 'real', 1, '0'],
    ['unit', 'text', 1, '""'],
    ['question', 'text', 0, null],
    ['uuid', 'text', 0, null],
  ],
  Repetitions: [
    ['id', 'integer', 0, null],
    ['habit', 'integer', 1, null],
    ['timestamp', 'integer', 1, null],
    ['value', 'integer', 1, null],
    ['notes', 'text', 0, null],
  ],
  Events: [
    ['id', 'integer', 0, null],
    ['timestamp', 'integer', 0, null],
    ['message', 'text', 0, null],
    ['server_id', 'integer', 0, null],
  ],
};
const columns = (db: Database, table: string) =>
  rows(db, `PRAGMA table_info(${table})`).map(([, name, type, notNull, fallback]) => [
    name,
    String(type).toLowerCase(),
    notNull,
    fallback,
  ]);

/** A habit of our own, built as storage holds one. */
function habit(id: string, parts: Partial<Habit> & { done?: number[] } = {}): Habit {
  const { done = [], ...rest } = parts;
  return {
    id,
    name: id,
    createdAt: '2020-01-01T00:00:00.000Z',
    completionsWithTimes: bucketTimes(done.map((d) => d * DAY_MS + DAY_MS / 2)),
    highestStreak: 0,
    schedule: { type: 'daily' },
    ...rest,
  };
}

const EXAMPLE: Habit[] = [
  habit('1', {
    name: 'Floss',
    done: [TODAY - 3, TODAY - 1],
    skips: [isoDate(TODAY - 2)],
    schedule: { type: 'weekly', times: 3 },
    color: 'teal',
    description: 'Did you floss?',
    entries: { [isoDate(TODAY - 1)]: { note: 'new brush' } },
  }),
  habit('2', {
    name: 'Water',
    done: [TODAY - 1],
    measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
    entries: {
      [isoDate(TODAY - 2)]: { amount: 3.25, target: 8 },
      [isoDate(TODAY - 1)]: { amount: 8, target: 8 },
    },
    archived: true,
  }),
];

describe("the file is Loop's backup at its version 25", () => {
  const db = () => new SQL.Database(writeLoopDb(SQL, toLoop(EXAMPLE, UTC_DAYS, TODAY)));

  it("its tables and columns are those Loop's migrations 09 to 25 leave, user_version 25", () => {
    const file = db();
    expect(rows(file, 'PRAGMA user_version')).toEqual([[25]]);
    const tables = rows(file, "SELECT name FROM sqlite_master WHERE type = 'table'").map(String);
    expect(tables.filter((t) => t !== 'sqlite_sequence').sort()).toEqual(
      Object.keys(LOOP_25).sort(),
    );
    for (const [table, expected] of Object.entries(LOOP_25))
      expect(columns(file, table), table).toEqual(expected);
    // Loop 22's unique index on (habit, timestamp).
    expect(rows(file, 'PRAGMA index_list(Repetitions)')).toEqual([
      [0, 'idx_repetitions_habit_timestamp', 1, 'c', 0],
    ]);
    expect(
      rows(file, 'PRAGMA index_info(idx_repetitions_habit_timestamp)').map((r) => r[2]),
    ).toEqual(['habit', 'timestamp']);
  });

  it('a real Loop backup (version 22) has the same columns, less those of 23 to 25', () => {
    const real = new SQL.Database(readFileSync(join(PEER_EXPORTS, 'loop-backup-v22.db')));
    const ours = db();
    const names = (d: Database, t: string) => columns(d, t).map((c) => c[0]);
    expect([...names(real, 'Habits'), 'question', 'uuid']).toEqual(names(ours, 'Habits'));
    expect([...names(real, 'Repetitions'), 'notes']).toEqual(names(ours, 'Repetitions'));
    expect(columns(ours, 'Habits').slice(0, 16)).toEqual(columns(real, 'Habits'));
  });

  it('every column Loop reads with `!!` (HabitRecord.copyTo, EntryRecord) is not null', () => {
    const file = db();
    const nulls = rows(
      file,
      `SELECT count(*) FROM Habits WHERE name IS NULL OR description IS NULL OR question IS NULL
        OR freq_num IS NULL OR freq_den IS NULL OR color IS NULL OR archived IS NULL OR type IS NULL
        OR target_type IS NULL OR target_value IS NULL OR unit IS NULL OR position IS NULL
        OR uuid IS NULL`,
    );
    expect(nulls).toEqual([[0]]);
    expect(rows(file, 'SELECT count(DISTINCT uuid), count(*) FROM Habits')).toEqual([[2, 2]]);
  });

  it("holds the habits and their days in Loop's values", () => {
    const file = db();
    expect(
      rows(
        file,
        'SELECT name, question, archived, color, freq_num, freq_den, type, target_type, target_value, unit FROM Habits ORDER BY position',
      ),
    ).toEqual([
      ['Floss', 'Did you floss?', 0, 8, 3, 7, 0, 0, 0, ''],
      ['Water', '', 1, 18, 1, 1, 1, 0, 8, 'glasses'],
    ]);
    expect(rows(file, 'SELECT habit, timestamp, value, notes FROM Repetitions')).toEqual([
      [1, (TODAY - 3) * DAY_MS, 2, ''],
      [1, (TODAY - 2) * DAY_MS, 3, ''],
      [1, (TODAY - 1) * DAY_MS, 2, 'new brush'],
      [2, (TODAY - 2) * DAY_MS, 3250, ''],
      [2, (TODAY - 1) * DAY_MS, 8000, ''],
    ]);
  });
});

/** What Tickday's own Loop import reads back must equal, for a habit Loop can say. */
function expected(h: Habit) {
  // Loop has one value a day: a skipped day that is not done keeps its skip, not its amount.
  const lost = (day: number) => skippedDays(h).includes(day) && !doneDays(h).includes(day);
  const kept = amountsOf(h).filter((a) => !lost(a.day));
  const records = [...new Set([...kept.map((a) => a.day), ...notesOf(h).map((n) => n.day)])].sort(
    (a, b) => a - b,
  );
  const amounts = new Map(kept.map((a) => [a.day, a.amount]));
  const notes = new Map(notesOf(h).map((n) => [n.day, n.note]));
  return {
    name: h.name,
    archived: h.archived === true,
    schedule: readSchedule(h.schedule),
    done: [...doneDays(h)],
    skipped: skippedDays(h).filter((d) => !doneDays(h).includes(d)),
    ...(h.measure ? { measure: h.measure } : {}),
    ...(colorOf(h) ? { color: colorOf(h) } : {}),
    ...(descriptionOf(h) ? { description: descriptionOf(h) } : {}),
    records: records.map((day) => ({
      day,
      ...(h.measure && amounts.has(day)
        ? { amount: amounts.get(day), target: h.measure.target }
        : {}),
      ...(notes.has(day) ? { note: notes.get(day) } : {}),
    })),
  };
}
const readBack = (habits: Habit[]) =>
  ok(readLoopDb(writeLoopDb(SQL, toLoop(habits, UTC_DAYS, TODAY)), SQL)).habits.map((h) => ({
    ...h,
    records: h.records ?? [],
  }));

describe("round trip: Tickday's Loop import reads the export back", () => {
  it('the example: habits, days, amounts, notes, schedules, colours, descriptions, archive', () => {
    const back = readBack(EXAMPLE);
    expect(back.map(({ approximates: _a, ...h }) => h)).toEqual(EXAMPLE.map(expected));
  });

  it('paused days come back as skips; certain weekdays as times a week', () => {
    const h = habit('p', {
      done: [TODAY - 5],
      schedule: { type: 'weekdays', days: [1, 3, 5] },
      pauses: [{ from: isoDate(TODAY - 5), to: isoDate(TODAY + 5) }],
    });
    const [back] = readBack([h]);
    expect(back?.done).toEqual([TODAY - 5]);
    expect(back?.skipped).toEqual([TODAY - 4, TODAY - 3, TODAY - 2, TODAY - 1, TODAY]);
    expect(back?.schedule).toEqual({ type: 'weekly', times: 3 });
  });

  // Schedules Loop can say: those whose Loop frequency Tickday's import reads as the same.
  const said = (schedule: Schedule, numeric: boolean) => {
    const { num, den } = loopFrequencyOf(schedule, numeric);
    return JSON.stringify(loopSchedule(num, den).schedule) === JSON.stringify(schedule);
  };
  const loopFrequencyOf = (schedule: Schedule, numeric: boolean) => {
    const row = toLoop([habit('s', { schedule, ...(numeric ? { measure: M } : {}) })], UTC_DAYS, 0)
      .habits[0] as { freq_num: number; freq_den: number };
    return { num: row.freq_num, den: row.freq_den };
  };
  const M = { unit: 'km', goal: 'atLeast' as const, target: 5 };

  const schedule: fc.Arbitrary<Schedule> = fc.oneof(
    fc.constant({ type: 'daily' } as Schedule),
    fc.integer({ min: 1, max: 6 }).map((times) => ({ type: 'weekly', times }) as Schedule),
    fc.integer({ min: 1, max: 27 }).map((times) => ({ type: 'monthly', times }) as Schedule),
    fc.integer({ min: 2, max: 30 }).map((days) => ({ type: 'interval', days }) as Schedule),
    fc
      .integer({ min: 2, max: 60 })
      .chain((days) =>
        fc
          .integer({ min: 1, max: days - 1 })
          .map((times) => ({ type: 'window', times, days }) as Schedule),
      ),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
      .map((days) => ({ type: 'weekdays', days: days.sort((a, b) => a - b) }) as Schedule),
  );
  const dayArb = fc.integer({ min: 0, max: TODAY });
  const generated = fc
    .array(
      fc.record({
        schedule,
        done: fc.uniqueArray(dayArb, { maxLength: 8 }),
        skips: fc.uniqueArray(dayArb, { maxLength: 4 }),
        amounts: fc.option(
          fc.record({
            goal: fc.constantFrom('atLeast' as const, 'atMost' as const),
            target: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
            unit: fc.constantFrom('', 'km', 'glasses'),
            values: fc.array(
              fc.tuple(
                dayArb,
                fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
              ),
              { maxLength: 5 },
            ),
          }),
        ),
        notes: fc.array(fc.tuple(dayArb, fc.constantFrom('a note', 'ça va', '日記')), {
          maxLength: 3,
        }),
        color: fc.option(fc.constantFrom(...HABIT_COLORS)),
        description: fc.constantFrom('', 'Why it matters'),
        archived: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((specs) =>
      specs.map((s, i) => {
        const entries: Habit['entries'] = {};
        let done = s.done;
        if (s.amounts) {
          // An amount habit's done days are those whose amount meets the target (§16.2), each
          // judged by the current target.
          const { goal, target } = s.amounts;
          const byDay = new Map(s.amounts.values);
          for (const [d, amount] of byDay) entries[isoDate(d)] = { amount, target };
          done = [...byDay]
            .filter(([, a]) => (goal === 'atLeast' ? a >= target : a <= target))
            .map(([d]) => d);
        }
        for (const [d, note] of s.notes) entries[isoDate(d)] = { ...entries[isoDate(d)], note };
        const sorted = Object.fromEntries(
          Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)),
        );
        return habit(`h${i}`, {
          name: `Habit ${i}`,
          schedule: s.schedule,
          done: [...done].sort((a, b) => a - b),
          skips: [...new Set(s.skips)].sort((a, b) => a - b).map(isoDate),
          ...(s.amounts
            ? { measure: { unit: s.amounts.unit, goal: s.amounts.goal, target: s.amounts.target } }
            : {}),
          ...(Object.keys(sorted).length > 0 ? { entries: sorted } : {}),
          ...(s.color ? { color: s.color } : {}),
          ...(s.description ? { description: s.description } : {}),
          ...(s.archived ? { archived: true } : {}),
        });
      }),
    );

  it('any habits: the same habits, days, amounts, notes, and schedules where Loop can say them', () => {
    fc.assert(
      fc.property(generated, (habits) => {
        const back = readBack(habits);
        const want = habits.map(expected);
        expect(back.map((h) => h.name)).toEqual(want.map((h) => h.name));
        habits.forEach((h, i) => {
          const { schedule: got, approximates: _a, ...rest } = back[i] as (typeof back)[number];
          const { schedule: ours, ...wanted } = want[i] as ReturnType<typeof expected>;
          expect(rest).toEqual(wanted);
          if (said(ours, h.measure !== undefined)) expect(got).toEqual(ours);
        });
        // The export names exactly the habits whose schedule does not come back, but every 7
        // days (Loop's 1/7 counts 7 days from each tick; the import reads it as once a week).
        const named = toLoop(habits, UTC_DAYS, TODAY).changes.map((c) => c.name);
        const every7 = (h: Habit) => JSON.stringify(h.schedule) === '{"type":"interval","days":7}';
        expect(named).toEqual(
          habits
            .filter(
              (h, i) =>
                !every7(h) &&
                JSON.stringify(back[i]?.schedule) !== JSON.stringify(readSchedule(h.schedule)),
            )
            .map((h) => h.name),
        );
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
