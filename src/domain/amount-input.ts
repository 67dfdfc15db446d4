import { AMOUNT_MAX, isValidAmount, NOTE_MAX_LENGTH } from './amount';
import { trimmedTo } from './habit/model';

// What the inputs need (docs/product.md §16): loaded with the parts that take an amount or a note,
// never with the first paint.

/** Why a typed amount is refused (§16.5); the UI says it in the language in use. */
export type AmountProblem =
  /** Blank text. */
  | 'blank'
  /** A thousands separator ("1,000" in English, "1.000" in German). */
  | 'separator'
  /** More than 2 decimals. */
  | 'decimals'
  /** Not a number of 0 or more. */
  | 'notNumber'
  /** Above 1,000,000. */
  | 'tooBig';

export type AmountReading = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/** Digits grouped by threes: `1,000` and `12,345,678` (English), `1.000` (German). */
const COMMA_GROUPS = /^\d{1,3}(,\d{3})+$/;
const DOT_GROUPS = /^\d{1,3}(\.\d{3})+$/;

/**
 * What a typed amount is: a number with up to 2 decimals, or the problem that refuses it (§16.5).
 * `decimal` is the language's decimal separator (`.` in English, `,` in German); a dot or a comma
 * is read as decimals too, except the other mark between groups of three digits, which is a
 * thousands separator (`1,000` in English, `1.000` in German): read as decimals it would store
 * another number than the one meant. Blank text is not an amount either; the caller decides
 * whether blank clears the day.
 */
export function parseAmount(text: string, decimal = '.'): AmountReading {
  const typed = text.trim();
  const groups = decimal === ',' ? DOT_GROUPS : COMMA_GROUPS;
  if (groups.test(typed)) return { ok: false, problem: 'separator' };
  // The language's own mark (when it is neither a dot nor a comma), else the first comma.
  const mark = decimal !== '.' && typed.includes(decimal) ? decimal : ',';
  const trimmed = typed.replace(mark, '.');
  if (trimmed === '') return { ok: false, problem: 'blank' };
  if (/\.\d{3}/.test(trimmed)) return { ok: false, problem: 'decimals' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return { ok: false, problem: 'notNumber' };
  const value = Number(trimmed);
  if (value > AMOUNT_MAX) return { ok: false, problem: 'tooBig' };
  if (!isValidAmount(value)) return { ok: false, problem: 'decimals' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/**
 * What an amount field holds, read by the same rules wherever it is typed (the card's `Log` field
 * and the calendar's `Amount for <date>`, §16.5): an amount, nothing (blank: the caller clears the
 * day) or why it is refused.
 */
export function readAmountField(
  text: string,
  decimal = '.',
): { ok: true; value: number | null } | { ok: false; problem: AmountProblem } {
  if (text.trim() === '') return { ok: true, value: null };
  return parseAmount(text, decimal);
}

/**
 * The amount one step (`-` / `+`, or the arrow keys) from what a field holds, or from `fallback`
 * when it holds nothing readable: within 0 to 1,000,000 and rounded to cents, so 0.1 steps do not
 * drift.
 */
export function stepAmount(
  text: string,
  fallback: number,
  step: number,
  direction: 1 | -1,
  decimal = '.',
): number {
  const reading = parseAmount(text, decimal);
  const from = reading.ok ? reading.value : fallback;
  const next = Math.min(AMOUNT_MAX, Math.max(0, from + direction * step));
  return Math.round(next * 100) / 100;
}

/** The step of the `-` / `+` buttons: 1, or a tenth of a target under 10 that has decimals. */
export function amountStep(target: number): number {
  return Number.isInteger(target) || target >= 10 ? 1 : 0.1;
}

/** A note as it is kept: trimmed and cut to 500 characters (never splitting a surrogate pair). */
export function normalizeNote(raw: string): string {
  return trimmedTo(raw, NOTE_MAX_LENGTH);
}
