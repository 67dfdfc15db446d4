import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { day } from '../../../testing/builders';
import { UTC_DAYS } from '../../../domain/day-rule';
import { isoDate } from '../../../domain/days';
import { completionTimes } from '../../../domain/habit/stored';
import { planImport } from '../../../domain/import/foreign';
import { EVERY_LOOP_FREQUENCY, makeLoopDb, withLoopHabits } from '../../../../scripts/loop-db.mjs';
import { readSchedule } from '../../../domain/schedule';
import { PEER_EXPORTS, zipOf } from '../../../testing/peer-exports';
import {
  MAX_FOREIGN_BYTES,
  MAX_UNZIPPED_BYTES,
  readForeign,
  type ForeignResult,
} from './read-foreign';
import { crc32 } from './zip-check';

/** docs/product.md §13.1: each kind of file told apart by its content, and hostile files refused. */

const PEER = PEER_EXPORTS;
let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});
const read = (bytes: Uint8Array) => readForeign(bytes, async () => SQL);

function ok(result: ForeignResult) {
  if (!result.ok) throw new Error(`not read: ${result.problem}`);
  return result.data;
}
const summary = (result: ForeignResult) =>
  ok(result).habits.map((h) => ({
    name: h.name,
    schedule: h.schedule,
    done: h.done.map(isoDate),
    skipped: h.skipped.map(isoDate),
  }));

describe('the real files', () => {
  it('Loop backup v22: Work out, done on 2020-01-01, and Test, both daily', async () => {
    const data = ok(await read(readFileSync(join(PEER, 'loop-backup-v22.db'))));
    expect(data.app).toBe('loop-db');
    expect(summary({ ok: true, data })).toEqual([
      { name: 'Work out', schedule: { type: 'daily' }, done: ['2020-01-01'], skipped: [] },
      { name: 'Test', schedule: { type: 'daily' }, done: [], skipped: [] },
    ]);
    // Worked out with sql.js: both habits are type 0 (yes/no; target_value 100, unit ''), and its
    // one repetition is value 2: no measure, no amounts, no notes (schema 22 has no notes column).
    expect(data.habits.map((h) => [h.measure, h.records])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(data.badAmounts).toBe(0);
  });

  it("Loop's own test backup (version 12): three names twice, 164 entries, 124 completions", async () => {
    const data = ok(await read(readFileSync(join(PEER, 'loop-v12-same-names.db'))));
    expect(data.habits.map((h) => [h.name, h.done.length])).toEqual([
      ['Wake up early', 33],
      ['brush teeth', 21],
      ['Sleep early', 2],
      ['Vegan', 15],
      ['Sport', 12],
      ['I love you', 13],
      ['Vegan', 43],
      ['Sport', 12],
      ['I love you', 13],
    ]);
    // Added to nothing: each name becomes one habit with the days of both (124 distinct days by
    // name, counted with sqlite3), and the summary's figures are what lands in storage.
    const plan = planImport([], data, false, Date.UTC(2026, 0, 1), UTC_DAYS);
    expect(plan.added).toEqual([
      'Wake up early',
      'brush teeth',
      'Sleep early',
      'Vegan',
      'Sport',
      'I love you',
    ]);
    expect(plan.combined).toEqual([
      { name: 'Vegan', count: 2 },
      { name: 'Sport', count: 2 },
      { name: 'I love you', count: 2 },
    ]);
    expect(plan.completions).toBe(124);
    expect(plan.newCompletions).toBe(124);
    expect(plan.habits.reduce((n, h) => n + completionTimes(h).length, 0)).toBe(124);
  });

  it("Loop's CSV export, zipped as Loop does", async () => {
    const data = ok(await read(zipOf(join(PEER, 'loop-csv-export'))));
    expect(data.app).toBe('loop-csv');
    // Its Color cells #FF8F00 and #00897B, and its questions.
    expect(data.habits.map((h) => [h.color, h.description, h.archived])).toEqual([
      ['amber', 'Did you meditate this morning?', false],
      ['teal', 'Did you wake up before 6am?', false],
    ]);
    expect(summary({ ok: true, data })).toEqual([
      { name: 'Meditate', schedule: { type: 'daily' }, done: [], skipped: [] },
      {
        name: 'Wake up early',
        schedule: { type: 'window', times: 2, days: 3 },
        done: ['2015-01-16', '2015-01-17', '2015-01-20', '2015-01-21', '2015-01-22', '2015-01-25'],
        skipped: [],
      },
    ]);
  });

  it('HabitBull CSV: told by its header, whatever the file is called', async () => {
    const data = ok(await read(readFileSync(join(PEER, 'habitbull.csv'))));
    expect(data.app).toBe('habitbull');
    expect(data.habits.map((h) => [h.name, h.done.length])).toEqual([
      ['Breed dragons', 3],
      ['Reduce sleep', 4],
      ['No-arms pushup', 4],
      ['Grow spiritually', 3],
    ]);
  });
});

describe('a Loop backup with every frequency (issue 43)', () => {
  const t = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const window = (times: number, days: number) => ({ type: 'window', times, days });
  // Worked out by hand from docs/product.md §13.2, for each of EVERY_LOOP_FREQUENCY.
  const SCHEDULES = [
    ['Work out', { type: 'daily' }],
    ['Test', { type: 'daily' }],
    ['Walk', { type: 'daily' }], // 1/1
    ['Water plants', { type: 'interval', days: 3 }], // 1/3
    ['Call mum', { type: 'weekly', times: 1 }], // 1/7
    ['Clean fridge', { type: 'monthly', times: 1 }], // 1/30, Loop's "1 time per month"
    ['Haircut', window(1, 45)], // 1/45: once in any 45 days is every 45 days
    ['Run', { type: 'weekly', times: 3 }], // 3/7
    ['Read a chapter', { type: 'monthly', times: 10 }], // 10/30
    ['Budget review', { type: 'monthly', times: 4 }], // 4/31, Loop's month before June 2020
    ['Journal', window(28, 30)], // 28/30: no "28 times a month" (February)
    ['Swim', window(3, 10)], // 3/10
    ['Visit gran', window(3, 60)], // 5/90: 5/90 x 60 = 3.3
  ];

  it('each becomes its schedule, stored and read back as it is; only two are said as nearest', async () => {
    const base = readFileSync(join(PEER, 'loop-backup-v22.db'));
    const bytes = withLoopHabits(SQL, base, EVERY_LOOP_FREQUENCY, [
      t('2019-12-30'),
      t('2020-01-01'),
    ]);
    const data = ok(await read(bytes));
    expect(data.habits.map((h) => [h.name, h.schedule])).toEqual(SCHEDULES);
    const plan = planImport([], data, false, Date.parse('2020-01-01T18:00:00Z'), UTC_DAYS);
    expect(plan.approximated).toEqual([
      { name: 'Journal', from: { num: 28, den: 30 }, to: window(28, 30) },
      { name: 'Visit gran', from: { num: 5, den: 90 }, to: window(3, 60) },
    ]);
    // What Add stores (the codec writes each habit's JSON), and what the next load reads: the same
    // schedules, each with its two days.
    const stored = JSON.parse(JSON.stringify(plan.habits)) as typeof plan.habits;
    expect(stored.map((h) => [h.name, h.schedule])).toEqual(SCHEDULES);
    expect(stored.map((h) => [h.name, readSchedule(h.schedule)])).toEqual(SCHEDULES);
    expect(stored.slice(2).map((h) => completionTimes(h).length)).toEqual(
      EVERY_LOOP_FREQUENCY.map(() => 2),
    );
  });
});

describe('Loop backups of every schema version Tickday reads (12 to 25)', () => {
  const t = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const spec = (version: number) => ({
    version,
    habits: [
      {
        id: 1,
        name: 'Floss',
        num: 3,
        den: 7,
        position: 1,
        // Loop's deep purple: index 13 from version 21, 8 of 13 before, its ARGB before 14.
        color: version >= 21 ? 13 : version >= 14 ? 8 : 0xff5e35b1 | 0,
        question: 'Did you floss?',
        description: 'Every tooth',
      },
      {
        id: 2,
        name: 'Water',
        type: 1,
        targetType: 0,
        targetValue: 8,
        unit: 'glasses',
        position: 0,
      },
      {
        id: 3,
        name: 'Old',
        archived: 1,
        position: 2,
        // A grey: 18 of 20, 12 of 13, its ARGB.
        color: version >= 21 ? 18 : version >= 14 ? 12 : 0xff757575 | 0,
      },
    ],
    repetitions: [
      { habit: 1, timestamp: t('2024-03-01'), value: 2 },
      { habit: 1, timestamp: t('2024-03-02'), value: 3, notes: 'travel' },
      { habit: 1, timestamp: t('2024-03-03'), value: 1 },
      { habit: 2, timestamp: t('2024-03-01'), value: 8000 },
      { habit: 2, timestamp: t('2024-03-02'), value: 7500 },
      { habit: 3, timestamp: t('2024-03-01'), value: 2 },
    ],
  });

  for (let version = 12; version <= 25; version += 1) {
    it(`version ${version}`, async () => {
      const data = ok(await read(makeLoopDb(SQL, spec(version))));
      const byName = Object.fromEntries(data.habits.map((h) => [h.name, h]));
      // Ordered by Loop's position.
      expect(data.habits.map((h) => h.name)).toEqual(['Water', 'Floss', 'Old']);
      expect(byName.Floss?.schedule).toEqual({ type: 'weekly', times: 3 });
      expect(byName.Old?.archived).toBe(true);
      // Colours as the nearest of ours (a grey as Default); the question is the description.
      expect([byName.Floss?.color, byName.Floss?.description]).toEqual([
        'purple',
        'Did you floss?',
      ]);
      expect(byName.Old?.color).toBeUndefined();
      expect(byName.Water?.color).toBe(
        version >= 21 ? 'teal' : version >= 14 ? 'purple' : undefined,
      );
      if (version >= 22) {
        expect(byName.Floss?.done.map(isoDate)).toEqual(['2024-03-01']);
        expect(byName.Floss?.skipped.map(isoDate)).toEqual(['2024-03-02']);
        expect(byName.Water?.done.map(isoDate)).toEqual(['2024-03-01']);
        // A numeric habit is an amount habit: each entry's amount is its value / 1000.
        expect(byName.Water?.measure).toEqual({ unit: 'glasses', goal: 'atLeast', target: 8 });
        expect(byName.Water?.records).toEqual([
          { day: day('2024-03-01'), amount: 8, target: 8 },
          { day: day('2024-03-02'), amount: 7.5, target: 8 },
        ]);
      } else {
        // Before 22 there is no value: every repetition is a completion (and nothing is numeric
        // before 17 here), numeric habits read as done or not.
        expect(byName.Floss?.done.map(isoDate)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
        expect(byName.Water?.measure).toBeUndefined();
        expect(byName.Water?.records).toBeUndefined();
      }
      // Notes (version 25) go on their days.
      expect(byName.Floss?.records).toEqual(
        version >= 25 ? [{ day: day('2024-03-02'), note: 'travel' }] : undefined,
      );
      expect(data.notCarried).toEqual([]);
      expect(data.badAmounts).toBe(0);
    });
  }

  it.each([11, 26])('version %i is refused with its number', async (version) => {
    expect(await read(makeLoopDb(SQL, spec(version)))).toEqual({
      ok: false,
      problem: 'loop-version',
      version,
    });
  });
});

describe('hostile and wrong files: a clear problem, never a throw', () => {
  const db = () => readFileSync(join(PEER, 'loop-backup-v22.db'));

  it('a Loop backup while the SQLite reader cannot be fetched (offline) says so', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await readForeign(db(), offline)).toEqual({ ok: false, problem: 'reader-offline' });
    // A zip or CSV needs no reader.
    expect((await readForeign(zipOf(join(PEER, 'loop-csv-export')), offline)).ok).toBe(true);
  });

  it('a SQLite file that is not Loop, and a .db that is not SQLite at all', async () => {
    const other = new SQL.Database();
    other.run('CREATE TABLE notes (id integer)');
    expect(await read(other.export())).toEqual({ ok: false, problem: 'not-loop-db' });
    expect(await read(strToU8('this is not a database'))).toEqual({
      ok: false,
      problem: 'unknown',
    });
  });

  it('a SQLite header followed by garbage, and a backup cut short', async () => {
    const garbage = new Uint8Array(8192).fill(7);
    garbage.set(strToU8('SQLite format 3\u0000'));
    expect(await read(garbage)).toEqual({ ok: false, problem: 'damaged' });
    const bytes = db();
    for (const size of [100, 4096, 12_000, bytes.length - 5000]) {
      const result = await read(bytes.subarray(0, size));
      expect(result.ok ? 'read' : result.problem, `cut at ${size}`).toMatch(/damaged|read/);
    }
    expect(await read(bytes.subarray(0, 100))).toEqual({ ok: false, problem: 'damaged' });
  });

  it('a zip bomb stops at the uncompressed limit without inflating it', async () => {
    const bomb = zipSync({ 'Habits.csv': new Uint8Array(MAX_UNZIPPED_BYTES + 1) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await read(bomb)).toEqual({ ok: false, problem: 'zip-too-large' });
  });

  it('a zip that says its files are smaller than they are is refused as damaged', async () => {
    // The real export, each file declared 20 bytes long: inflated to 20 bytes it would read as
    // short, valid-looking CSV; its CRC-32 no longer matches.
    const zip = zipOf(join(PEER, 'loop-csv-export'));
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i < zip.length - 4; i += 1) {
      const signature = view.getUint32(i, true);
      if (signature === 0x04034b50) view.setUint32(i + 22, 20, true);
      if (signature === 0x02014b50) view.setUint32(i + 24, 20, true);
    }
    expect(await read(zip)).toEqual({ ok: false, problem: 'damaged' });
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926); // the standard check value
  });

  it('a zip that lies about its sizes cannot grow past what it declared', async () => {
    const zip = zipSync({ 'Habits.csv': new Uint8Array(5_000_000).fill(65) }, { level: 9 });
    const view = new DataView(zip.buffer);
    for (let i = 0; i < zip.length - 4; i += 1) {
      const signature = view.getUint32(i, true);
      if (signature === 0x04034b50) view.setUint32(i + 22, 20, true);
      if (signature === 0x02014b50) view.setUint32(i + 24, 20, true);
    }
    // 20 bytes of "A": a Habits.csv with no Name column.
    expect(await read(zip)).toEqual({ ok: false, problem: 'damaged' });
  });

  it('a zip cut short, a zip without Habits.csv, and Habits.csv picked alone', async () => {
    const zip = zipOf(join(PEER, 'loop-csv-export'));
    expect(await read(zip.subarray(0, zip.length / 2))).toEqual({ ok: false, problem: 'damaged' });
    expect(await read(zipSync({ 'notes.txt': strToU8('hi') }))).toEqual({
      ok: false,
      problem: 'not-loop-zip',
    });
    expect(await read(readFileSync(join(PEER, 'loop-csv-export/Habits.csv')))).toEqual({
      ok: false,
      problem: 'habits-csv-alone',
    });
  });

  it('CSV that is not HabitBull, an empty file, a file with no habits, and one too large', async () => {
    expect(await read(strToU8('Date,Value\n2024-01-01,1\n'))).toEqual({
      ok: false,
      problem: 'unknown',
    });
    expect(await read(new Uint8Array(0))).toEqual({ ok: false, problem: 'unknown' });
    expect(
      await read(
        strToU8('HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n'),
      ),
    ).toEqual({ ok: false, problem: 'no-habits' });
    expect(await read(new Uint8Array(MAX_FOREIGN_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });

  it('more than 1,000 habits is refused', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `H${i},,,2024-01-01,1,`).join('\n');
    const csv = `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n${rows}\n`;
    expect(await read(strToU8(csv))).toEqual({ ok: false, problem: 'too-many-habits' });
  });

  it('names with markup are kept as text (the page shows them as text)', async () => {
    const csv =
      'HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"<img src=x onerror=alert(1)>",,,2024-01-01,1,\n';
    expect(ok(await read(strToU8(csv))).habits[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });
});
