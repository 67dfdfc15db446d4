import { DAILY } from '../schedule';
import { dayOfIso } from '../schedule';
import { columnsOf, csvRows } from './csv-rows';
import { DayMarks, type ForeignData } from './foreign';

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

/**
 * A HabitBull CSV export (docs/product.md §13.2): one row per habit and date. A row whose Value is
 * a number above 0 is a completion; habits come in the order they first appear, every day
 * scheduled. Descriptions, categories and comments have no place in Tickday.
 */
export function fromHabitBull(text: string): ForeignData | 'damaged' {
  const rows = csvRows(text);
  const header = rows?.[0];
  if (!rows || !header) return 'damaged';
  const col = columnsOf(header);
  const [nameAt, dateAt, valueAt] = [col('HabitName'), col('CalendarDate'), col('Value')];
  if (nameAt === -1 || dateAt === -1 || valueAt === -1) return 'damaged';
  const marks = new Map<string, DayMarks>();
  const notCarried = new Set<string>();
  const [descAt, catAt, commentAt] = [
    col('HabitDescription'),
    col('HabitCategory'),
    col('CommentText'),
  ];
  for (let i = 1; i < rows.length; i += 1) {
    const row = rows[i] as string[];
    const name = row[nameAt] ?? '';
    let habit = marks.get(name);
    if (!habit) {
      habit = new DayMarks();
      marks.set(name, habit);
    }
    const value = Number(row[valueAt]);
    habit.mark(dayOfIso((row[dateAt] ?? '').trim()) ?? NaN, value > 0 ? 'done' : null);
    if ((row[descAt] ?? '').trim()) notCarried.add('descriptions');
    if ((row[catAt] ?? '').trim()) notCarried.add('categories');
    if ((row[commentAt] ?? '').trim()) notCarried.add('comments');
  }
  let badDates = 0;
  const habits = [...marks].map(([name, m]) => {
    badDates += m.badDates;
    return m.habit(name, false, DAILY, null);
  });
  return { app: 'habitbull', habits, badDates, notCarried: [...notCarried] };
}
