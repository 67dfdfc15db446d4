import { readFileSync } from 'node:fs';
import { amountsOf, notesOf } from '../habit/entries';
import type { Habit } from '../habit/model';
import { doneDays, skippedDays } from '../habit/reads';
import { bucketTimes, completionTimes, storedDay } from '../habit/stored';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, day, scheduledHabit } from '../../testing/builders';
import { filesUnder, PEER_EXPORTS } from '../../testing/peer-exports';
import { zoneOffset } from '../../testing/zones';
import { dayRuleFor, localDayRule, UTC_DAYS } from '../day-rule';
import { normalizeSchedule, readSchedule } from '../schedule';
import { isoDate } from '../days';
import { csvRows } from './csv-rows';
import {
  DayMarks,
  loopAmount,
  loopMark,
  loopSchedule,
  planImport,
  type ForeignData,
  type ForeignHabit,
} from './foreign';
import { fromHabitBull, habitBullDates, isHabitBullHeader } from './habitbull';
import { fromLoop, fromLoopCsv, loopCsvValue, loopDay, type LoopHabit } from './loop';

/** docs/product.md §13: reading other apps' exports, and adding them to ours. */

const PEER = PEER_EXPORTS;
const text = (path: string) => readFileSync(join(PEER, path), 'utf8');

/** Every text file under `dir`, by its path inside it. */
const folder = (dir: string) =>
  new Map([...filesUnder(dir)].map(([path, data]) => [path, data.toString('utf8')]));

const days = (...isos: string[]) => isos.map(day);
const newYork = localDayRule(0, zoneOffset('America/New_York'), 'NY');

describe('the real files (worked out by hand from fixtures/peer-exports)', () => {
  it('HabitBull: four daily habits in the order they appear, duplicates once', () => {
    const data = fromHabitBull(text('habitbull.csv'));
    if (data === 'damaged') throw new Error('read as damaged');
    expect(data.app).toBe('habitbull');
    expect(data.habits.map((h) => [h.name, h.done.map(isoDate)])).toEqual([
      ['Breed dragons', ['2016-03-18', '2016-03-19', '2016-03-21']],
      ['Reduce sleep', ['2016-03-15', '2016-03-16', '2016-03-17', '2016-03-21']],
      ['No-arms pushup', ['2016-03-15', '2016-03-16', '2016-03-18', '2016-03-21']],
      ['Grow spiritually', ['2016-03-15', '2016-03-17', '2016-03-21']],
    ]);
    expect(data.habits.every((h) => h.schedule.type === 'daily' && h.skipped.length === 0)).toBe(
      true,
    );
    // The one comment in the file ("text", Breed dragons on 2016-03-18) is that day's note.
    expect(data.habits.map((h) => h.records)).toEqual([
      [{ day: day('2016-03-18'), note: 'text' }],
      undefined,
      undefined,
      undefined,
    ]);
    expect(data.notCarried).toEqual(['descriptions', 'categories']);
    expect(data.badDates).toBe(0);
    expect(data.badAmounts).toBe(0);
  });

  it('HabitBull with US dates: the comments of H3 are notes, one on a day of value 0', () => {
    const data = fromHabitBull(text('habitbull-us-dates.csv'));
    if (data === 'damaged') throw new Error('read as damaged');
    // Worked out by hand: the only non-empty CommentText cells are H3's on 4/11/2019 ("text",
    // value 1) and 6/14/2019 ("Habit 3 notes", value 0: a note on a day not done).
    expect(data.habits.map((h) => [h.name, h.records ?? []])).toEqual([
      ['H1', []],
      ['H2', []],
      [
        'H3',
        [
          { day: day('2019-04-11'), note: 'text' },
          { day: day('2019-06-14'), note: 'Habit 3 notes' },
        ],
      ],
      ['H4', []],
      ['H5', []],
      ['H6', []],
    ]);
    expect(data.habits[2]?.done).not.toContain(day('2019-06-14'));
  });

  it('HabitBull with US dates (M/D/YYYY, as a US phone writes them): 70 completions', () => {
    const data = fromHabitBull(text('habitbull-us-dates.csv'));
    if (data === 'damaged') throw new Error('read as damaged');
    // Worked out by hand: H1 on 11/5/2020; H2's only value is negative; H3 every day from April 11
    // to June 15, 2019 (66 days) but the 9 rows of value 0; H4 three days (12/30 is negative);
    // H5 four; H6 five.
    expect(data.habits.map((h) => [h.name, h.done.length])).toEqual([
      ['H1', 1],
      ['H2', 0],
      ['H3', 57],
      ['H4', 3],
      ['H5', 4],
      ['H6', 5],
    ]);
    expect(data.habits[0]?.done.map(isoDate)).toEqual(['2020-11-05']);
    expect(data.habits[3]?.done.map(isoDate)).toEqual(['2020-11-06', '2020-11-09', '2020-11-11']);
    expect(data.habits[2]?.done.slice(0, 3).map(isoDate)).toEqual([
      '2019-04-11',
      '2019-04-12',
      '2019-04-14',
    ]);
    expect(data.badDates).toBe(0);
  });

  it("Loop's CSV export: YES_MANUAL only, 2 in 3 days as 2 times in any 3 days, folders by number", () => {
    const data = fromLoopCsv(folder(join(PEER, 'loop-csv-export')));
    if (typeof data === 'string') throw new Error(data);
    expect(data.app).toBe('loop-csv');
    const [meditate, wake] = data.habits as [ForeignHabit, ForeignHabit];
    expect(meditate).toEqual({
      name: 'Meditate',
      archived: false,
      schedule: { type: 'daily' },
      approximates: null,
      done: [],
      skipped: [],
      // Its Color #FF8F00 (Loop's amber) and its Question (§3.6).
      color: 'amber',
      description: 'Did you meditate this morning?',
    });
    expect(wake.name).toBe('Wake up early');
    expect(wake.schedule).toEqual({ type: 'window', times: 2, days: 3 });
    expect(wake.approximates).toBeNull();
    // YES_AUTO (01-18, 01-19, 01-23) and NO (01-24) are not completions.
    expect(wake.done).toEqual(
      days('2015-01-16', '2015-01-17', '2015-01-20', '2015-01-21', '2015-01-22', '2015-01-25'),
    );
    expect(wake.skipped).toEqual([]);
    // Its three notes, on their days whatever the value (NO, YES_AUTO), the CSV's quotes read.
    expect(wake.records).toEqual([
      { day: day('2015-01-19'), note: '"Vacation"' },
      { day: day('2015-01-23'), note: 'Forgot to do it, really' },
      { day: day('2015-01-24'), note: 'Sick' },
    ]);
    expect(wake.measure).toBeUndefined();
    expect(data.notCarried).toEqual([]);
  });
});

describe('csvRows', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes, CRLF, a BOM and blank lines', () => {
    expect(csvRows('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(csvRows('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csvRows('last,row')).toEqual([['last', 'row']]);
  });

  it('a quote never closed (a file cut short) is not CSV', () => {
    expect(csvRows('a,b\n"open,c\n')).toBeNull();
  });
});

describe('loopSchedule (docs/product.md §13.2)', () => {
  // Every choice of Loop's frequency picker (FrequencyPickerDialog.kt, onSaveClicked), as it
  // stores it, worked out by hand. Loop turns n/n into 1/1 (Frequency.kt) and reads a
  // denominator of 30 or 31 as a month (EntryList.kt, buildIntervals).
  const daily = { type: 'daily' };
  const weekly = (times: number) => ({ type: 'weekly', times });
  const interval = (days: number) => ({ type: 'interval', days });
  const monthly = (times: number) => ({ type: 'monthly', times });
  const window = (times: number, days: number) => ({ type: 'window', times, days });
  const was = (num: number, den: number) => ({ num, den });

  it.each([
    // Every day.
    [1, 1, daily, null],
    [5, 5, daily, null],
    [7, 7, daily, null],
    // Every X days: 1/X. X = 7 is once a week (X/7 is so many times a week); X = 30 or 31 is
    // Loop's month, once a month; over 30, once in any X days, which is the same rule.
    [1, 2, interval(2), null],
    [1, 3, interval(3), null],
    [1, 29, interval(29), null],
    [1, 7, weekly(1), null],
    [1, 30, monthly(1), null],
    [1, 31, monthly(1), null],
    [1, 45, window(1, 45), null],
    [1, 60, window(1, 60), null],
    // X times per week: X/7.
    [2, 7, weekly(2), null],
    [3, 7, weekly(3), null],
    [6, 7, weekly(6), null],
    // X times per month: X/30 (X/31 in Loop's builds before June 2020).
    [10, 30, monthly(10), null],
    [27, 30, monthly(27), null],
    [4, 31, monthly(4), null],
    // X times in Y days: X/Y.
    [2, 3, window(2, 3), null],
    [3, 10, window(3, 10), null],
    [2, 14, window(2, 14), null],
    [13, 14, window(13, 14), null],
    [5, 60, window(5, 60), null],
  ])('%s in %s days is exactly its schedule', (num, den, schedule, approximates) => {
    expect(loopSchedule(num, den)).toEqual({ schedule, approximates });
  });

  it.each([
    // A month of 28 times or more has no "times a month" (February has 28 days): the same count
    // in Loop's own window of the month's days.
    [28, 30, window(28, 30)],
    [29, 30, window(29, 30)],
    [30, 31, window(30, 31)],
    // Over 60 days: the same share of 60 days, rounded, 1 to 59 (5/90 x 60 = 3.3; 1/90 x 60 =
    // 0.67; 2/365 x 60 = 0.33; 119/120 x 60 = 59.5).
    [5, 90, window(3, 60)],
    [1, 90, window(1, 60)],
    [2, 365, window(1, 60)],
    [100, 120, window(50, 60)],
    [119, 120, window(59, 60)],
    // More than once a day (a file edited by hand): every day.
    [8, 7, daily],
    [40, 30, daily],
  ])('%s in %s days is the nearest schedule, said with the original', (num, den, schedule) => {
    expect(loopSchedule(num, den)).toEqual({ schedule, approximates: was(num, den) });
  });

  it.each([
    [0, 0],
    [1.5, 7],
    [3, 0],
    [-1, 7],
  ])('%s in %s days cannot be read: every day', (num, den) => {
    expect(loopSchedule(num, den)).toEqual({ schedule: daily, approximates: 'unreadable' });
  });

  it('every frequency Loop can store is read, exactly or said (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (n, d) => {
        const { schedule, approximates } = loopSchedule(n, d);
        // What it gives is what Tickday stores and reads back as it is.
        expect(normalizeSchedule(schedule)).toEqual(schedule);
        expect(readSchedule(schedule)).toEqual(schedule);
        // Exact where a schedule says it: n/n, X/7, Loop's month up to 27, and Y up to 60.
        const sayable = n === d || (n < d && (d <= 60 ? !(d >= 30 && d <= 31 && n > 27) : false));
        expect(approximates === null).toBe(sayable);
      }),
    );
  });
});

describe('loopMark (docs/product.md §13.2)', () => {
  const yesNo = { numeric: false, atMost: false, target: 0 };
  it('yes/no: YES_MANUAL is done, SKIP a skip, YES_AUTO, NO and UNKNOWN nothing', () => {
    expect([2, 3, 1, 0, -1, NaN].map((v) => loopMark(v, yesNo))).toEqual([
      'done',
      'skip',
      null,
      null,
      null,
      null,
    ]);
  });
  it('numeric, at least 10: amounts are x 1000', () => {
    const kind = { numeric: true, atMost: false, target: 10 };
    // 9_999 is 10.00 once rounded to 2 decimals, as it is kept: met.
    expect([10_000, 12_500, 9_990, -1, 3, 9_999].map((v) => loopMark(v, kind))).toEqual([
      'done',
      'done',
      null,
      null,
      'skip',
      'done',
    ]);
  });
  it('numeric, at most 5: an entry at or under the target', () => {
    const kind = { numeric: true, atMost: true, target: 5 };
    expect([5_000, 0, 5_010, -1].map((v) => loopMark(v, kind))).toEqual([
      'done',
      'done',
      null,
      null,
    ]);
  });
  it("Loop's CSV words and numbers", () => {
    expect(
      ['YES_MANUAL', 'YES_AUTO', 'NO', 'SKIP', 'UNKNOWN', '12000', '', 'x'].map(loopCsvValue),
    ).toEqual([2, 1, 0, 3, -1, 12000, NaN, NaN]);
  });
  it('a database timestamp is the date it names', () => {
    expect(isoDate(loopDay(Date.UTC(2020, 0, 1)))).toBe('2020-01-01');
  });
});

describe("Loop's CSV zip, the pitfalls", () => {
  const habitsCsv =
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n' +
    '001,Méditer,YES_NO,,,1,1,#FF8F00,,,,false\n' +
    '002,"Run, fast",NUMERICAL,,,3,7,#00897B,km,AT_LEAST,5.0,false\n' +
    '003,Old,YES_NO,,,1,1,#00897B,,,,true\n';

  it('folders lose non-ASCII letters: matched by number; numeric values x 1000; archived kept aside', () => {
    const data = fromLoopCsv(
      new Map([
        ['Habits.csv', habitsCsv],
        [
          '001 Mditer/Checkmarks.csv',
          'Date,Value,Notes\n2024-05-02,YES_MANUAL,\n2024-05-01,SKIP,\n',
        ],
        ['002 Run fast/Checkmarks.csv', 'Date,Value,Notes\n2024-05-02,5000,\n2024-05-01,4990,\n'],
        ['003 Old/Checkmarks.csv', 'Date,Value,Notes\n2024-05-03,YES_MANUAL,\n'],
      ]),
    );
    if (typeof data === 'string') throw new Error(data);
    expect(
      data.habits.map((h) => [h.name, h.done.map(isoDate), h.skipped.map(isoDate), h.archived]),
    ).toEqual([
      ['Méditer', ['2024-05-02'], ['2024-05-01'], false],
      ['Run, fast', ['2024-05-02'], [], false],
      ['Old', ['2024-05-03'], [], true],
    ]);
    expect(data.habits[1]?.schedule).toEqual({ type: 'weekly', times: 3 });
    // NUMERICAL, km, AT_LEAST 5.0: an amount habit; 4990 is 4.99 km, kept but not done.
    expect(data.habits[1]?.measure).toEqual({ unit: 'km', goal: 'atLeast', target: 5 });
    expect(data.habits[1]?.records).toEqual([
      { day: day('2024-05-01'), amount: 4.99, target: 5 },
      { day: day('2024-05-02'), amount: 5, target: 5 },
    ]);
    expect(data.habits[0]?.measure).toBeUndefined();
  });

  it('without its folder, a habit takes its column of the combined Checkmarks.csv (names unquoted)', () => {
    const data = fromLoopCsv(
      new Map([
        ['Habits.csv', habitsCsv],
        // The header's "Run, fast" splits in two: only data rows are read, by position.
        [
          'Checkmarks.csv',
          'Date,Méditer,Run, fast,Old,\n2024-05-02,YES_MANUAL,6000,NO,\n2024-05-01,YES_AUTO,SKIP,YES_MANUAL,\n',
        ],
      ]),
    );
    if (typeof data === 'string') throw new Error(data);
    expect(data.habits.map((h) => [h.done.map(isoDate), h.skipped.map(isoDate)])).toEqual([
      [['2024-05-02'], []],
      [['2024-05-02'], ['2024-05-01']],
      [['2024-05-01'], []],
    ]);
  });

  it('a combined file whose rows do not fit is not read; impossible dates are counted', () => {
    const data = fromLoopCsv(
      new Map([
        ['Habits.csv', habitsCsv],
        ['Checkmarks.csv', 'Date,a,\n2024-05-02,YES_MANUAL,\n'],
        [
          '001 x/Checkmarks.csv',
          'Date,Value,Notes\n2024-02-30,YES_MANUAL,\n0999-12-31,YES_MANUAL,\n',
        ],
      ]),
    );
    if (typeof data === 'string') throw new Error(data);
    expect(data.habits.map((h) => h.done.length)).toEqual([0, 0, 0]);
    expect(data.badDates).toBe(2);
  });

  it('no Habits.csv, or one without a Name column, is not an export', () => {
    expect(fromLoopCsv(new Map([['Checkmarks.csv', 'Date,\n']]))).toBe('no-habits-file');
    expect(fromLoopCsv(new Map([['Habits.csv', 'x,y\n1,2\n']]))).toBe('damaged');
    expect(fromLoopCsv(new Map([['Habits.csv', '"open\n']]))).toBe('damaged');
  });
});

describe('HabitBull', () => {
  it('is told by its header, in any order, case or quoting', () => {
    expect(
      isHabitBullHeader('HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText'),
    ).toBe(true);
    expect(
      isHabitBullHeader(
        '"habitname","calendardate","value","habitdescription","habitcategory","commenttext"',
      ),
    ).toBe(true);
    expect(isHabitBullHeader('Date,Value')).toBe(false);
  });
  it('a value above 0 is a completion; 0, blank or words are not; bad dates are counted', () => {
    const data = fromHabitBull(
      'HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nA,,,2024-01-01,0,\nA,,,2024-01-02,2.5,\nA,,,2024-01-03,yes,\nA,,,not a date,1,\n',
    );
    if (data === 'damaged') throw new Error('damaged');
    expect(data.habits[0]?.done.map(isoDate)).toEqual(['2024-01-02']);
    expect(data.badDates).toBe(1);
    expect(data.notCarried).toEqual([]);
    expect(fromHabitBull('HabitName,CalendarDate\n')).toBe('damaged');
  });
});

describe('HabitBull dates (docs/product.md §13.2)', () => {
  const iso = (dates: string[]) => {
    const read = habitBullDates(dates);
    return dates.map((d) => {
      const day = read(d);
      return Number.isNaN(day) ? null : isoDate(day);
    });
  };

  it('reads YYYY-MM-DD and M/D/YYYY; slashed dates month first while that is real', () => {
    expect(iso(['2024-01-02', '1/2/2024', '12/31/2024'])).toEqual([
      '2024-01-02',
      '2024-01-02',
      '2024-12-31',
    ]);
    // Ambiguous throughout (every part 12 or less): month first, as HabitBull writes in the US.
    expect(iso(['3/4/2024', '4/3/2024'])).toEqual(['2024-03-04', '2024-04-03']);
  });

  it('reads day first when only that makes every row a real date', () => {
    expect(iso(['3/4/2024', '13/4/2024', '29/2/2024'])).toEqual([
      '2024-04-03',
      '2024-04-13',
      '2024-02-29',
    ]);
  });

  it('a date real in neither reading stays impossible; the rest read month first', () => {
    expect(iso(['13/13/2024', '1/2/2024', '2/30/2024', '2024-02-30', 'soon'])).toEqual([
      null,
      '2024-01-02',
      null,
      null,
      null,
    ]);
  });

  it('every row of a file written either way reads as the date that was written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: day('1990-01-01'), max: day('2040-12-31') }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.boolean(),
        (written, dayFirst) => {
          const text = written.map((d) => {
            const [y, m, dd] = isoDate(d).split('-').map(Number) as [number, number, number];
            return dayFirst ? `${dd}/${m}/${y}` : `${m}/${dd}/${y}`;
          });
          const read = habitBullDates(text);
          const got = text.map(read);
          // Month first is kept whenever it is a real date for every row; then each row is
          // either what was written or (only when every row is ambiguous) its mirror.
          const ambiguous = written.every((d) => Number(isoDate(d).slice(8)) <= 12);
          const mirrored = written.map((d) => {
            const [y, m, dd] = isoDate(d).split('-');
            return day(`${y}-${dd}-${m}`);
          });
          expect(got).toEqual(dayFirst && ambiguous ? mirrored : written);
        },
      ),
    );
  });
});

describe('DayMarks', () => {
  it('a done day wins over a skip of the same day', () => {
    const marks = new DayMarks();
    marks.mark(10, 'skip');
    marks.mark(10, 'done');
    marks.mark(11, 'skip');
    marks.mark(12, null);
    expect(marks.habit('x', false, { type: 'daily' }, null)).toMatchObject({
      done: [10],
      skipped: [11],
    });
  });
});

const foreign = (
  name: string,
  done: string[],
  skipped: string[] = [],
  extra: Partial<ForeignHabit> = {},
): ForeignHabit => ({
  name,
  archived: false,
  schedule: { type: 'daily' },
  approximates: null,
  done: days(...done),
  skipped: days(...skipped),
  ...extra,
});
const data = (...habits: ForeignHabit[]): ForeignData => ({
  app: 'loop-db',
  habits,
  badDates: 0,
  notCarried: [],
  badAmounts: 0,
});

describe('planImport (docs/product.md §13.3)', () => {
  it('adds new habits with completions at 12:00 of their day, in UTC and in New York days', () => {
    for (const rule of [UTC_DAYS, newYork]) {
      const plan = planImport(
        [],
        data(foreign('Read', ['2025-07-01', '2025-07-03'], ['2025-07-02'])),
        false,
        NOW,
        rule,
      );
      const [read] = plan.habits as [Habit];
      expect(read.name).toBe('Read');
      expect(completionTimes(read)).toEqual([
        rule.noonOf(day('2025-07-01')),
        rule.noonOf(day('2025-07-03')),
      ]);
      expect(read.skips).toEqual(['2025-07-02']);
      expect(plan).toMatchObject({
        added: ['Read'],
        merged: [],
        completions: 2,
        skips: 1,
        newCompletions: 2,
        newSkips: 1,
      });
    }
  });

  it('merges into an active habit of the same trimmed name: only days not already done', () => {
    const mine = {
      ...scheduledHabit(['2025-07-01'], { type: 'weekly', times: 3 }, ['2025-07-05']),
      name: 'Read',
    };
    const plan = planImport(
      [mine],
      data(
        foreign(
          '  Read ',
          ['2025-07-01', '2025-07-02'],
          ['2025-07-05', '2025-07-06', '2025-07-01'],
        ),
      ),
      false,
      NOW,
      UTC_DAYS,
    );
    const [read] = plan.habits as [Habit];
    expect(plan.habits).toHaveLength(1);
    expect(read.id).toBe(mine.id);
    expect(read.schedule).toEqual({ type: 'weekly', times: 3 }); // the existing schedule stays
    expect(doneDays(read).map(isoDate)).toEqual(['2025-07-01', '2025-07-02']);
    expect(read.skips).toEqual(['2025-07-05', '2025-07-06']);
    expect(plan).toMatchObject({ added: [], merged: ['Read'], newCompletions: 1, newSkips: 1 });
  });

  it('a deleted habit of that name is not merged into: the import is a new habit', () => {
    const gone = { ...scheduledHabit(['2025-07-01']), name: 'Read', isDeleted: true };
    const plan = planImport([gone], data(foreign('Read', ['2025-07-01'])), false, NOW, UTC_DAYS);
    expect(plan.habits).toHaveLength(2);
    expect(plan.habits[0]).toBe(gone);
    expect(plan.added).toEqual(['Read']);
  });

  it('archived habits only when asked; names cut to 32; unnamed ones left out; approximations said', () => {
    const long = 'A name that is much longer than thirty-two characters';
    const input = data(
      foreign('Old', ['2025-07-01'], [], { archived: true }),
      foreign(long, []),
      foreign(' \u200b ', ['2025-07-01']),
      foreign('Wake', [], [], {
        schedule: { type: 'weekly', times: 5 },
        approximates: { num: 2, den: 3 },
      }),
    );
    const plan = planImport([], input, false, NOW, UTC_DAYS);
    expect(plan.habits.map((h) => h.name)).toEqual([long.slice(0, 32).trimEnd(), 'Wake']);
    expect(plan).toMatchObject({
      archivedLeftOut: 1,
      unnamed: 1,
      cut: [long.slice(0, 32).trimEnd()],
      approximated: [{ name: 'Wake', from: { num: 2, den: 3 }, to: { type: 'weekly', times: 5 } }],
    });
    const withArchived = planImport([], input, true, NOW, UTC_DAYS);
    expect(withArchived.habits.map((h) => h.name)).toContain('Old');
    expect(withArchived.archivedLeftOut).toBe(0);
  });

  it('two habits of one name become one; ids never clash', () => {
    const plan = planImport(
      [],
      data(foreign('Run', ['2025-07-01']), foreign('Run', ['2025-07-02'])),
      false,
      NOW,
      UTC_DAYS,
    );
    expect(plan.habits).toHaveLength(1);
    expect(doneDays(plan.habits[0] as Habit).map(isoDate)).toEqual(['2025-07-01', '2025-07-02']);
    expect(plan).toMatchObject({ combined: [{ name: 'Run', count: 2 }], added: ['Run'] });
    // A day both have is one completion, as shown and as added.
    const overlap = planImport(
      [],
      data(foreign('Run', ['2025-07-01', '2025-07-02']), foreign('Run ', ['2025-07-02'])),
      false,
      NOW,
      UTC_DAYS,
    );
    expect(overlap).toMatchObject({ completions: 2, newCompletions: 2 });
    const three = planImport(
      [scheduledHabit([])],
      data(foreign('A', []), foreign('B', [])),
      false,
      NOW,
      UTC_DAYS,
    );
    expect(new Set(three.habits.map((h) => h.id)).size).toBe(3);
  });

  it('days after today are left out and counted, completions and skips alike', () => {
    // NOW is 2025-07-15.
    const input = data(
      foreign('Read', ['2025-07-14', '2025-07-15', '2025-07-16', '2025-08-01'], ['2025-07-20']),
    );
    const plan = planImport([], input, false, NOW, UTC_DAYS);
    expect(plan).toMatchObject({ completions: 2, newCompletions: 2, skips: 0, future: 3 });
    const [read] = plan.habits as [Habit];
    expect(doneDays(read).map(isoDate)).toEqual(['2025-07-14', '2025-07-15']);
    expect(read.skips).toBeUndefined();
    // At 13:00 UTC on the 15th it is already the 16th in Auckland: today by the user's calendar.
    const nz = localDayRule(0, zoneOffset('Pacific/Auckland'), 'NZ');
    const later = Date.UTC(2025, 6, 15, 13);
    expect(planImport([], input, false, later, UTC_DAYS)).toMatchObject({ future: 3 });
    expect(planImport([], input, false, later, nz)).toMatchObject({ completions: 3, future: 2 });
  });

  it('importing the same data twice changes nothing the second time (the same array)', () => {
    const input = data(
      foreign('Read', ['2025-07-01'], ['2025-07-02']),
      foreign('Run', ['2025-06-30']),
    );
    const once = planImport([], input, false, NOW, UTC_DAYS).habits;
    const twice = planImport(once, input, false, NOW + 60_000, UTC_DAYS);
    expect(twice.habits).toBe(once);
    expect(twice).toMatchObject({
      added: [],
      merged: ['Read', 'Run'],
      newCompletions: 0,
      newSkips: 0,
    });
  });
});

describe('planImport against a day-by-day reference (property)', () => {
  const anyDay = fc.integer({ min: day('2024-01-01'), max: day('2025-07-15') });
  const incomingArb = fc.record({
    name: fc.constantFrom('A', 'B', ' A ', 'C'),
    done: fc.uniqueArray(anyDay, { maxLength: 12 }),
    skipped: fc.uniqueArray(anyDay, { maxLength: 6 }),
    archived: fc.boolean(),
  });
  const oursArb = fc.uniqueArray(
    fc.record({
      name: fc.constantFrom('A', 'B', 'D'),
      done: fc.uniqueArray(anyDay, { maxLength: 8 }),
    }),
    { selector: (h) => h.name, maxLength: 3 },
  );
  const zone = fc.constantFrom(UTC_DAYS, newYork, dayRuleFor('utc', 3, 'x'));
  const ascending = (list: number[]) => [...list].sort((a, b) => a - b);

  it('each name ends with the union of our days and the taken days; skips never on done days; idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(incomingArb, { maxLength: 5 }),
        oursArb,
        fc.boolean(),
        zone,
        (incoming, ours, includeArchived, rule) => {
          const current: Habit[] = ours.map((h, i) => ({
            ...scheduledHabit([]),
            id: `o${i}`,
            name: h.name,
            completionsWithTimes: bucketTimes(ascending(h.done).map((d) => rule.noonOf(d))),
          }));
          const input = data(
            ...incoming.map((h) => ({
              ...foreign(h.name, []),
              done: ascending(h.done),
              skipped: ascending(h.skipped.filter((d) => !h.done.includes(d))),
              archived: h.archived,
            })),
          );
          const plan = planImport(current, input, includeArchived, NOW, rule);
          // The reference: day sets by name.
          const expected = new Map<string, Set<number>>(ours.map((h) => [h.name, new Set(h.done)]));
          for (const h of input.habits) {
            if (h.archived && !includeArchived) continue;
            const set = expected.get(h.name.trim()) ?? new Set<number>();
            h.done.forEach((d) => set.add(d));
            expected.set(h.name.trim(), set);
          }
          expect(plan.habits.map((h) => h.name).sort()).toEqual([...expected.keys()].sort());
          for (const habit of plan.habits) {
            const set = expected.get(habit.name) as Set<number>;
            expect(doneDays(habit, rule)).toEqual(ascending([...set]));
            for (const s of skippedDays(habit)) expect(set.has(s)).toBe(false);
          }
          expect(planImport(plan.habits, input, includeArchived, NOW, rule).habits).toBe(
            plan.habits,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('short rows and missing columns read as Loop and HabitBull defaults', () => {
  it('Loop: a Habits.csv with only names is daily yes/no habits in file order; short rows are blank cells', () => {
    const data = fromLoopCsv(
      new Map([
        ['Habits.csv', 'Name\nFirst\nSecond\n'],
        ['001 First/Checkmarks.csv', 'Date,Value\n2024-01-02,YES_MANUAL\n2024-01-03\n'],
        ['Checkmarks.csv', 'Date,First,Second\n2024-01-02,YES_MANUAL\n'],
      ]),
    );
    if (typeof data === 'string') throw new Error(data);
    expect(data.habits.map((h) => [h.name, h.schedule, h.done.map(isoDate), h.archived])).toEqual([
      ['First', { type: 'daily' }, ['2024-01-02'], false],
      ['Second', { type: 'daily' }, [], false],
    ]);
    // A data row without its cells: the combined file does not fit and is not read.
    const short = fromLoopCsv(
      new Map([
        ['Habits.csv', 'Name\nOnly\n'],
        ['Checkmarks.csv', 'Date,Only,\n2024-01-02,YES_MANUAL,\n,\n'],
      ]),
    );
    if (typeof short === 'string') throw new Error(short);
    expect(short.habits[0]?.done).toEqual([]);
    expect(short.badDates).toBe(0);
  });

  it("Loop: a short Habits.csv row has no name; a habit's empty or damaged file has no entries; bad combined dates count", () => {
    const data = fromLoopCsv(
      new Map([
        ['Habits.csv', 'Position,Name\n001,A\n002\n003,C\n'],
        ['001 A/Checkmarks.csv', ''],
        ['003 C/Checkmarks.csv', 'Date,Value,Notes\n"2024-01-02,YES_MANUAL,\n'],
      ]),
    );
    if (typeof data === 'string') throw new Error(data);
    expect(data.habits.map((h) => [h.name, h.done.length])).toEqual([
      ['A', 0],
      ['', 0],
      ['C', 0],
    ]);
    const combined = fromLoopCsv(
      new Map([
        ['Habits.csv', 'Name\nA\n'],
        ['Checkmarks.csv', 'Date,A,\nnot a date,YES_MANUAL,\n'],
      ]),
    );
    if (typeof combined === 'string') throw new Error(combined);
    expect(combined.badDates).toBe(1);
  });

  it('HabitBull: rows shorter than the header are blank cells; a quote never closed is damage', () => {
    const data = fromHabitBull(
      'HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nA\nA,,,2024-01-02,1\n',
    );
    if (data === 'damaged') throw new Error('damaged');
    expect(data.habits.map((h) => [h.name, h.done.map(isoDate)])).toEqual([['A', ['2024-01-02']]]);
    expect(
      fromHabitBull('HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"A'),
    ).toBe('damaged');
    expect(fromHabitBull('')).toBe('damaged');
    const lastName = fromHabitBull('CalendarDate,Value,HabitName\n2024-01-02,1\n');
    if (lastName === 'damaged') throw new Error('damaged');
    expect(lastName.habits.map((h) => h.name)).toEqual(['']);
  });

  it('an import that makes a skipped day done drops the skip field when it was the last', () => {
    const mine = { ...scheduledHabit([], { type: 'daily' }, ['2025-07-01']), name: 'Read' };
    const [read] = planImport([mine], data(foreign('Read', ['2025-07-01'])), false, NOW, UTC_DAYS)
      .habits as [Habit];
    expect(read.skips).toBeUndefined();
    expect(doneDays(read).map(isoDate)).toEqual(['2025-07-01']);
  });
});

describe('amounts and notes (issue 24)', () => {
  const loopHabit = (extra: Partial<LoopHabit> = {}): LoopHabit => ({
    name: 'Water',
    archived: false,
    num: 1,
    den: 1,
    numeric: true,
    atMost: false,
    target: 8,
    unit: 'glasses',
    ...extra,
  });

  it('a numeric Loop habit: its measure, amounts / 1000 rounded to 2 decimals, done when met', () => {
    const data = fromLoop(
      'loop-db',
      [
        {
          habit: loopHabit(),
          entries: [
            { day: day('2024-03-01'), value: 8000 },
            { day: day('2024-03-02'), value: 7_995, notes: '  almost  ' },
            { day: day('2024-03-03'), value: 1234 },
            { day: day('2024-03-04'), value: 3 }, // SKIP
            { day: day('2024-03-05'), value: -1 }, // UNKNOWN
            { day: day('2024-03-06'), value: 0 },
          ],
        },
      ],
      [],
    );
    const [water] = data.habits as [ForeignHabit];
    expect(water.measure).toEqual({ unit: 'glasses', goal: 'atLeast', target: 8 });
    expect(water.done).toEqual(days('2024-03-01', '2024-03-02'));
    expect(water.skipped).toEqual(days('2024-03-04'));
    expect(water.records).toEqual([
      { day: day('2024-03-01'), amount: 8, target: 8 },
      { day: day('2024-03-02'), amount: 8, target: 8, note: 'almost' },
      { day: day('2024-03-03'), amount: 1.23, target: 8 },
      { day: day('2024-03-06'), amount: 0, target: 8 },
    ]);
    expect(data.badAmounts).toBe(0);
  });

  it('an archived Loop habit comes archived, with its colour and its question as the description', () => {
    const data = fromLoop(
      'loop-db',
      [
        {
          habit: loopHabit({
            archived: true,
            numeric: false,
            color: 'teal',
            question: `  ${'Q'.repeat(250)} `,
          }),
          entries: [{ day: day('2024-03-01'), value: 2 }],
        },
        { habit: loopHabit({ name: 'Plain', numeric: false, question: ' ' }), entries: [] },
      ],
      [],
    );
    const [old, plain] = data.habits as [ForeignHabit, ForeignHabit];
    expect(old).toMatchObject({ archived: true, color: 'teal', description: 'Q'.repeat(200) });
    expect('color' in plain || 'description' in plain).toBe(false);
    const now = Date.UTC(2026, 0, 1);
    // Included: a new habit, archived, coloured and described, with no change times.
    const [added] = planImport([], data, true, now, UTC_DAYS).habits as [Habit];
    expect(added).toMatchObject({ archived: true, color: 'teal', description: 'Q'.repeat(200) });
    expect(added.changedAt).toBeUndefined();
    // Left out unless asked, as before.
    expect(planImport([], data, false, now, UTC_DAYS).archivedLeftOut).toBe(1);
    // Merged into one of ours of that name: ours keeps its own state, colour and description.
    const ours = { ...scheduledHabit([]), name: 'Water' };
    const [merged] = planImport([ours], data, true, now, UTC_DAYS).habits as [Habit];
    expect([merged.archived, merged.color, merged.description]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('at most (target type 1): an amount at or under the target is done', () => {
    const data = fromLoop(
      'loop-csv',
      [
        {
          habit: loopHabit({ atMost: true, target: 2, unit: 'coffees' }),
          entries: [
            { day: day('2024-03-01'), value: 2000 },
            { day: day('2024-03-02'), value: 3000 },
            { day: day('2024-03-03'), value: 0 },
          ],
        },
      ],
      [],
    );
    const [coffee] = data.habits as [ForeignHabit];
    expect(coffee.measure).toEqual({ unit: 'coffees', goal: 'atMost', target: 2 });
    expect(coffee.done).toEqual(days('2024-03-01', '2024-03-03'));
    expect(coffee.records?.map((r) => r.amount)).toEqual([2, 3, 0]);
  });

  it('hostile values: NaN, negative and huge amounts are counted and left out; a long unit, a 10,000-character note are cut', () => {
    const long = 'x'.repeat(10_000);
    const data = fromLoop(
      'loop-csv',
      [
        {
          habit: loopHabit({ unit: '  a very long unit name  ', target: NaN }),
          entries: [
            { day: day('2024-03-01'), value: NaN },
            { day: day('2024-03-02'), value: -5 },
            { day: day('2024-03-03'), value: 2e12 },
            { day: day('2024-03-04'), value: Infinity, notes: long },
            { day: day('2024-03-05'), value: 1e9 }, // 1,000,000: the largest amount
            { day: day('2024-03-06'), value: 5, notes: ' \n\t ' },
            { day: NaN, value: 5000, notes: 'lost' },
          ],
        },
      ],
      [],
    );
    const [habit] = data.habits as [ForeignHabit];
    expect(habit.measure).toEqual({ unit: 'a very long', goal: 'atLeast', target: 0 });
    expect(data.badAmounts).toBe(4);
    expect(data.badDates).toBe(1);
    expect(habit.records).toEqual([
      { day: day('2024-03-04'), note: 'x'.repeat(500) },
      { day: day('2024-03-05'), amount: 1_000_000, target: 0 },
      { day: day('2024-03-06'), amount: 0.01, target: 0 },
    ]);
    expect([NaN, -5, 2e12, 1e9 + 10, 3, -1, 1005].map(loopAmount)).toEqual([
      'bad',
      'bad',
      'bad',
      'bad',
      null,
      null,
      1.01,
    ]);
  });

  it("a HabitBull comment is its day's note, trimmed and cut to 500; empty ones are none", () => {
    const data = fromHabitBull(
      `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nA,,,2024-01-01,1,"  good day  "\nA,,,2024-01-02,0,   \nA,,,2024-01-03,0,${'y'.repeat(10_000)}\n`,
    );
    if (data === 'damaged') throw new Error('damaged');
    expect(data.habits[0]?.records).toEqual([
      { day: day('2024-01-01'), note: 'good day' },
      { day: day('2024-01-03'), note: 'y'.repeat(500) },
    ]);
    expect(data.habits[0]?.done).toEqual(days('2024-01-01'));
  });

  const water = (records: ForeignHabit['records'], done: string[] = []): ForeignHabit => ({
    ...foreign('Water', done),
    measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
    records,
  });

  it('a new habit takes the measure, the amounts with their target and the notes; the summary says so', () => {
    const plan = planImport(
      [],
      data(
        water(
          [
            { day: day('2025-07-01'), amount: 8, target: 8 },
            { day: day('2025-07-02'), amount: 3, target: 8, note: 'busy' },
            { day: day('2025-07-20'), amount: 9, target: 8, note: 'future' },
          ],
          ['2025-07-01'],
        ),
      ),
      false,
      NOW,
      UTC_DAYS,
    );
    const [habit] = plan.habits as [Habit];
    expect(habit.measure).toEqual({ unit: 'glasses', goal: 'atLeast', target: 8 });
    expect(habit.entries).toEqual({
      '2025-07-01': { amount: 8, target: 8 },
      '2025-07-02': { amount: 3, target: 8, note: 'busy' },
    });
    expect(doneDays(habit).map(isoDate)).toEqual(['2025-07-01']);
    expect(amountsOf(habit)).toEqual([
      { day: day('2025-07-01'), amount: 8, target: 8 },
      { day: day('2025-07-02'), amount: 3, target: 8 },
    ]);
    expect(plan).toMatchObject({
      amounts: 2,
      notes: 1,
      newAmounts: 2,
      newNotes: 1,
      future: 1,
      measures: [{ name: 'Water', measure: { unit: 'glasses', goal: 'atLeast', target: 8 } }],
      measuresKept: [],
    });
  });

  it('merging never writes over a day that has an amount or a note; it fills the others; again, nothing changes', () => {
    const mine: Habit = {
      ...scheduledHabit(['2025-07-01']),
      name: 'Water',
      measure: { unit: 'cups', goal: 'atLeast', target: 6 },
      entries: {
        '2025-07-01': { amount: 6, target: 6, note: 'mine' },
        '2025-07-02': { note: 'only a note' },
      },
    };
    const input = data(
      water(
        [
          { day: day('2025-07-01'), amount: 9, target: 8, note: 'theirs' },
          { day: day('2025-07-02'), amount: 8, target: 8, note: 'theirs too' },
          { day: day('2025-07-03'), note: 'new' },
        ],
        ['2025-07-02'],
      ),
    );
    const plan = planImport([mine], input, false, NOW, UTC_DAYS);
    const [habit] = plan.habits as [Habit];
    expect(habit.measure).toEqual(mine.measure); // ours stays
    expect(habit.entries).toEqual({
      '2025-07-01': { amount: 6, target: 6, note: 'mine' },
      '2025-07-02': { note: 'only a note', amount: 8, target: 8 },
      '2025-07-03': { note: 'new' },
    });
    expect(Object.keys(habit.entries ?? {})).toEqual(['2025-07-01', '2025-07-02', '2025-07-03']);
    expect(doneDays(habit).map(isoDate)).toEqual(['2025-07-01', '2025-07-02']);
    expect(plan).toMatchObject({
      amounts: 2,
      notes: 3,
      newAmounts: 1,
      newNotes: 1,
      measuresKept: [{ name: 'Water', measure: { unit: 'glasses', goal: 'atLeast', target: 8 } }],
    });
    const again = planImport(plan.habits, input, false, NOW + 60_000, UTC_DAYS);
    expect(again.habits).toBe(plan.habits);
    expect(again).toMatchObject({ newAmounts: 0, newNotes: 0, newCompletions: 0 });
  });

  it('two habits of one name: each day keeps the first amount and the first note', () => {
    const plan = planImport(
      [],
      data(
        water([{ day: day('2025-07-01'), amount: 1, target: 8 }]),
        water([
          { day: day('2025-07-01'), amount: 2, target: 8, note: 'second' },
          { day: day('2025-07-02'), amount: 3, target: 8 },
        ]),
      ),
      false,
      NOW,
      UTC_DAYS,
    );
    const [habit] = plan.habits as [Habit];
    expect(storedDay(habit, day('2025-07-01'))).toEqual({ amount: 1, target: 8, note: 'second' });
    expect(notesOf(habit)).toEqual([{ day: day('2025-07-01'), note: 'second' }]);
    expect(plan).toMatchObject({ amounts: 2, notes: 1 });
  });
});

describe('amounts and notes against a day-by-day reference (property)', () => {
  const anyDay = fc.integer({ min: day('2025-06-01'), max: day('2025-07-20') });
  const recordArb = fc.record(
    {
      day: anyDay,
      amount: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
      note: fc.string({ maxLength: 3 }).map((n) => `n${n}`),
    },
    { requiredKeys: ['day'] },
  );
  const unique = (records: { day: number; amount?: number; note?: string }[]) =>
    [...new Map(records.map((r) => [r.day, r])).values()].sort((a, b) => a.day - b.day);

  it('each day keeps our amount and note when we have one, else the first of the file; idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('A', 'B'),
            records: fc.array(recordArb, { maxLength: 8 }),
          }),
          { maxLength: 4 },
        ),
        fc.array(recordArb, { maxLength: 8 }),
        (incoming, oursRecords) => {
          const entries: Record<string, { amount?: number; note?: string }> = {};
          for (const r of unique(oursRecords)) {
            const { day: d, ...rest } = r;
            if (Object.keys(rest).length > 0) entries[isoDate(d)] = rest;
          }
          const ours: Habit = {
            ...scheduledHabit([]),
            name: 'A',
            ...(Object.keys(entries).length > 0 ? { entries } : {}),
          };
          const input = data(
            ...incoming.map((h) => ({
              ...foreign(h.name, []),
              records: unique(h.records).map((r) => ({
                ...r,
                ...(r.amount !== undefined ? { target: 5 } : {}),
              })),
            })),
          );
          const plan = planImport([ours], input, false, NOW, UTC_DAYS);
          const today = UTC_DAYS.dayOf(NOW);
          for (const name of ['A', 'B']) {
            const habit = plan.habits.find((h) => h.name === name);
            const fromFile = incoming
              .filter((h) => h.name === name)
              .flatMap((h) => unique(h.records));
            if (!habit) {
              expect(fromFile).toEqual([]);
              continue;
            }
            const base = name === 'A' ? entries : {};
            const want = new Map<string, { amount?: number; note?: string }>();
            for (const [iso, r] of Object.entries(base)) want.set(iso, { ...r });
            for (const r of fromFile) {
              if (r.day > today) continue;
              const iso = isoDate(r.day);
              const w = want.get(iso) ?? {};
              if (r.amount !== undefined && w.amount === undefined) w.amount = r.amount;
              if (r.note !== undefined && w.note === undefined) w.note = r.note;
              want.set(iso, w);
            }
            const got = new Map(
              Object.entries(habit.entries ?? {}).map(([iso, r]) => [
                iso,
                {
                  ...(r.amount !== undefined ? { amount: r.amount } : {}),
                  ...(r.note !== undefined ? { note: r.note } : {}),
                },
              ]),
            );
            expect(Object.fromEntries(got)).toEqual(
              Object.fromEntries([...want].filter(([, w]) => Object.keys(w).length > 0)),
            );
            const keys = Object.keys(habit.entries ?? {});
            expect(keys).toEqual([...keys].sort());
          }
          expect(planImport(plan.habits, input, false, NOW, UTC_DAYS).habits).toBe(plan.habits);
        },
      ),
      { numRuns: 200 },
    );
  });
});
