import { DAY_MS, dayOfIso } from '../days';
import { normalizeDescription } from '../habit/field-edits';
import type { HabitColor } from '../habit/model';
import { columnsOf, csvRows } from './csv-rows';
import { loopCsvColor } from './loop-colors';
import {
  DayMarks,
  LOOP_VALUES,
  loopAmount,
  loopMark,
  loopMeasure,
  loopSchedule,
  type ForeignData,
  type ForeignHabit,
  type LoopKind,
  type NotCarried,
} from './foreign';

/** One habit of a Loop export, read from its database or its Habits.csv. */
export interface LoopHabit extends LoopKind {
  name: string;
  archived: boolean;
  /** Loop's frequency: `num` times in `den` days. */
  num: number;
  den: number;
  /** Its colour as ours (loop-colors.ts); null or absent: Default. */
  color?: HabitColor | null;
  /** Its question (or, without one, its description): our description. */
  question?: string;
}

/** One entry: the date (a day integer), Loop's value for it and its note, if any. */
export interface LoopEntry {
  day: number;
  value: number;
  notes?: string;
}

/**
 * Loop's habits with their entries as our habits (docs/product.md §13.2). A numeric habit is an
 * amount habit: its measure from Loop's unit, target type and target, each entry's amount (value
 * / 1000, rounded to 2 decimals) kept with the target it was judged by; values that are not
 * amounts are left out and counted. Notes go on their days. An archived habit comes archived (when
 * it comes at all: the import's choice), with its colour and its question as its description (§3.6).
 */
export function fromLoop(
  app: 'loop-db' | 'loop-csv',
  habits: readonly { habit: LoopHabit; entries: Iterable<LoopEntry> }[],
  notCarried: NotCarried[],
): ForeignData {
  let badDates = 0;
  let badAmounts = 0;
  const out: ForeignHabit[] = habits.map(({ habit, entries }) => {
    const marks = new DayMarks();
    const measure = habit.numeric ? loopMeasure(habit) : undefined;
    for (const { day, value, notes } of entries) {
      let amount: number | undefined;
      if (measure) {
        const read = loopAmount(value);
        if (read === 'bad') badAmounts += 1;
        else if (read !== null) amount = read;
      }
      marks.mark(day, loopMark(value, habit), {
        ...(amount !== undefined ? { amount, target: measure?.target } : {}),
        ...(notes ? { note: notes } : {}),
      });
    }
    badDates += marks.badDates;
    const { schedule, approximates } = loopSchedule(habit.num, habit.den);
    const description = normalizeDescription(habit.question ?? '');
    return {
      ...marks.habit(habit.name, habit.archived, schedule, approximates, measure),
      ...(habit.color ? { color: habit.color } : {}),
      ...(description ? { description } : {}),
    };
  });
  return { app, habits: out, badDates, notCarried, badAmounts };
}

/** A Loop database timestamp (ms at 00:00 UTC of the date the user lived) as a day integer. */
export function loopDay(timestamp: number): number {
  return Math.floor(timestamp / DAY_MS);
}

/** Loop's CSV words for its entry values (its numbers are the value itself). */
const VALUE_WORDS: Record<string, number> = LOOP_VALUES;

/** A value cell of Loop's Checkmarks.csv as Loop's number: a word, or the value x 1000 itself. */
export function loopCsvValue(cell: string): number {
  const word = VALUE_WORDS[cell.trim().toUpperCase()];
  if (word !== undefined) return word;
  const value = cell.trim() === '' ? NaN : Number(cell);
  return Number.isFinite(value) ? value : NaN;
}

export type LoopCsvProblem = 'no-habits-file' | 'damaged';

/**
 * Loop's "Export as CSV" zip, its text files by path: `Habits.csv` (every habit, in order, with a
 * 3-digit Position) and one folder per habit, `NNN Name/Checkmarks.csv` (`Date,Value,Notes`). Folder
 * names drop characters outside ASCII letters, digits, space, `.`, `_` and `-`, so a folder is
 * matched to its habit by the number it starts with, never by name. A habit without a folder takes
 * its column of the combined `Checkmarks.csv` (whose header does not quote names, so only its
 * data rows are read, by position, and only when every row has one cell per habit).
 */
export function fromLoopCsv(files: ReadonlyMap<string, string>): ForeignData | LoopCsvProblem {
  const habitsText = files.get('Habits.csv');
  if (habitsText === undefined) return 'no-habits-file';
  const rows = csvRows(habitsText);
  const header = rows?.[0];
  if (!rows || !header) return 'damaged';
  const col = columnsOf(header);
  const nameAt = col('Name');
  if (nameAt === -1) return 'damaged';
  const cell = (row: string[], name: string) => row[col(name)] ?? '';
  const byPosition = new Map<number, string>();
  for (const [path, text] of files) {
    const match = /^(\d+)[^/]*\/Checkmarks\.csv$/.exec(path);
    if (match) byPosition.set(Number(match[1]), text);
  }
  const combined = combinedColumns(files.get('Checkmarks.csv'), rows.length - 1);
  const habits = rows.slice(1).map((row, index) => {
    const position = Number.parseInt(cell(row, 'Position'), 10);
    const type = cell(row, 'Type').toUpperCase();
    const habit: LoopHabit = {
      name: row[nameAt] ?? '',
      archived: cell(row, 'Archived?').trim().toLowerCase() === 'true',
      num: Number(cell(row, 'FrequencyNumerator') || 1),
      den: Number(cell(row, 'FrequencyDenominator') || 1),
      numeric: type.includes('NUMER'),
      atMost: cell(row, 'Target Type').toUpperCase().includes('MOST'),
      target: Number(cell(row, 'Target Value') || 0),
      unit: cell(row, 'Unit'),
      color: loopCsvColor(cell(row, 'Color')),
      question: cell(row, 'Question').trim() || cell(row, 'Description'),
    };
    const own = byPosition.get(Number.isInteger(position) ? position : index + 1);
    let entries: LoopEntry[] = [];
    if (own !== undefined) {
      const lines = csvRows(own) ?? [];
      const at = columnsOf(lines[0] ?? []);
      const [dateAt, valueAt, notesAt] = [at('Date'), at('Value'), at('Notes')];
      entries = lines.slice(1).map((line) => ({
        day: dayOfIso(line[dateAt]) ?? NaN,
        value: loopCsvValue(line[valueAt] ?? ''),
        notes: line[notesAt] ?? '',
      }));
    } else if (combined) {
      entries = combined.map(({ day, cells }) => ({
        day,
        value: loopCsvValue(cells[index] as string), // every row has a cell per habit
      }));
    }
    return { habit, entries };
  });
  // A row whose date cell is not a date has day NaN: fromLoop counts it with the impossible
  // dates, which the summary reports as left out.
  return fromLoop('loop-csv', habits, []);
}

/**
 * The combined Checkmarks.csv's data rows as (day, one cell per habit), or null when its rows do
 * not have exactly one cell per habit after the date (a trailing comma is allowed).
 */
function combinedColumns(
  text: string | undefined,
  habits: number,
): { day: number; cells: string[] }[] | null {
  if (text === undefined) return null;
  const lines = text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '');
  const out: { day: number; cells: string[] }[] = [];
  for (const line of lines) {
    const cells = line.split(',');
    if (cells[cells.length - 1] === '') cells.pop();
    if (cells.length !== habits + 1) return null;
    out.push({ day: dayOfIso(cells[0]) ?? NaN, cells: cells.slice(1) });
  }
  return out;
}
