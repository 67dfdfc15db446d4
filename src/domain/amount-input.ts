import { AMOUNT_MAX, isValidAmount, NOTE_MAX_LENGTH } from './amount';
import { trimmedTo } from './habit';

// What the inputs need (docs/product.md §16): loaded with the parts that take an amount or a note,
// never with the first paint.

export type AmountReading = { ok: true; value: number } | { ok: false; message: string };

/**
 * What a typed amount is: a number with a dot or comma for decimals, or a message saying why it
 * is refused (§16.5). Blank text is not an amount either; the caller decides whether blank
 * clears the day.
 */
export function parseAmount(text: string): AmountReading {
  const typed = text.trim();
  // A comma before three digits is a thousands separator ("1,000"), not decimals: read as 1 it
  // would store another number than the one meant.
  if (/^\d{1,3}(,\d{3})+$/.test(typed)) {
    return { ok: false, message: 'Write it without a separator, like 1000.' };
  }
  const trimmed = typed.replace(',', '.');
  if (trimmed === '') return { ok: false, message: 'Enter an amount.' };
  if (/\.\d{3}/.test(trimmed)) return { ok: false, message: 'Use at most 2 decimals.' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) {
    return { ok: false, message: 'Enter a number, like 8 or 2.5.' };
  }
  const value = Number(trimmed);
  if (value > AMOUNT_MAX) return { ok: false, message: 'Enter at most 1,000,000.' };
  if (!isValidAmount(value)) return { ok: false, message: 'Use at most 2 decimals.' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** The step of the `-` / `+` buttons: 1, or a tenth of a target under 10 that has decimals. */
export function amountStep(target: number): number {
  return Number.isInteger(target) || target >= 10 ? 1 : 0.1;
}

/** A note as it is kept: trimmed and cut to 500 characters (never splitting a surrogate pair). */
export function normalizeNote(raw: string): string {
  return trimmedTo(raw, NOTE_MAX_LENGTH);
}
