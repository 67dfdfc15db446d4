import { dayOfIso } from '../days';
import { DAILY } from '../schedule';
import { columnsOf, csvRows } from './csv-rows';
import { DayMarks, type ForeignData, type NotCarried } from './foreign';

/** The header HabitBull writes (the file is told apart by it). */
export const HABITBULL_HEADER = [
  'HabitName',
  'HabitDescription',
  'HabitCategory',
  'CalendarDate',
  'Value',
  'CommentText',
];

/** Whether `firstLine` is HabitBull's header (any case, any spaces around names, quoted or not). */
export function isHabitBullHeader(firstLine: string): boolean {
  const names = firstLine.split(',').map((n) => n.trim().replace(/^"|"$/g, '').toLowerCase());
  return HABITBULL_HEADER.every((name) => names.includes(name.toLowerCase()));
}

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The date integer of year, month, day, or NaN when that is not a real date (2019-02-30). */
function realDay(year: number, month: number, date: number): number {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return dayOfIso(`${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`) ?? NaN;
}

/**
 * How a file's `CalendarDate`s read (docs/product.md §13.2): `YYYY-MM-DD`, or `M/D/YYYY` as
 * HabitBull writes on a US phone, or `D/M/YYYY` elsewhere. Slashed dates are read month first
 * unless that leaves some row without a real date (`13/5/2020`) and day first does not: a file
 * reads one way throughout, the way that makes every row a real date.
 */
export function habitBullDates(dates: readonly string[]): (text: string) => number {
  const slashed = dates.map((d) => SLASHED.exec(d.trim())).filter((m) => m !== null);
  const reads = (monthAt: 1 | 2) => (m: RegExpExecArray) =>
    realDay(Number(m[3]), Number(m[monthAt]), Number(m[monthAt === 1 ? 2 : 1]));
  const monthFirst = slashed.every((m) => !Number.isNaN(reads(1)(m)));
  const dayFirst = !monthFirst && slashed.every((m) => !Number.isNaN(reads(2)(m)));
  const read = reads(dayFirst ? 2 : 1);
  return (text) => {
    const m = SLASHED.exec(text.trim());
    return m ? read(m) : (dayOfIso(text.trim()) ?? NaN);
  };
}

/**
 * A HabitBull CSV export (docs/product.md §13.2): one row per habit and date. A row whose Value is
 * a number above 0 is a completion; habits come in the order they first appear, every day
 * scheduled. A comment is its day's note; descriptions and categories have no place in Tickday.
 */
export function fromHabitBull(text: string): ForeignData | 'damaged' {
  const rows = csvRows(text);
  const header = rows?.[0];
  if (!rows || !header) return 'damaged';
  const col = columnsOf(header);
  const [nameAt, dateAt, valueAt] = [col('HabitName'), col('CalendarDate'), col('Value')];
  if (nameAt === -1 || dateAt === -1 || valueAt === -1) return 'damaged';
  const marks = new Map<string, DayMarks>();
  const notCarried = new Set<NotCarried>();
  const [descAt, catAt, commentAt] = [
    col('HabitDescription'),
    col('HabitCategory'),
    col('CommentText'),
  ];
  const dayOf = habitBullDates(rows.slice(1).map((row) => row[dateAt] ?? ''));
  for (let i = 1; i < rows.length; i += 1) {
    const row = rows[i] as string[];
    const name = row[nameAt] ?? '';
    let habit = marks.get(name);
    if (!habit) {
      habit = new DayMarks();
      marks.set(name, habit);
    }
    const value = Number(row[valueAt]);
    // A comment is the day's note (docs/product.md §13.2), whatever the value.
    const comment = commentAt === -1 ? '' : (row[commentAt] ?? '');
    habit.mark(dayOf(row[dateAt] ?? ''), value > 0 ? 'done' : null, { note: comment });
    if ((row[descAt] ?? '').trim()) notCarried.add('descriptions');
    if ((row[catAt] ?? '').trim()) notCarried.add('categories');
  }
  let badDates = 0;
  const habits = [...marks].map(([name, m]) => {
    badDates += m.badDates;
    return m.habit(name, false, DAILY, null);
  });
  return { app: 'habitbull', habits, badDates, notCarried: [...notCarried], badAmounts: 0 };
}
