import { readAmountField, stepAmount, type AmountProblem } from '../../../domain/amount-input';
import { amountText, decimalSeparator } from '../../../i18n/amount-text';

// The log popover's field (issue 24); only the popover's lazily loaded chunk imports this file.

/**
 * What the log popover's field holds: an amount, nothing (blank clears the day) or why it is
 * refused, read as the calendar's `Amount for <date>` reads it (docs/product.md §16.5): a text
 * field in the language's decimals, so `1,5` is 1.5 and `1,000` is refused, never 15 or 1000.
 */
export function readLogged(
  text: string,
): { ok: true; value: number | null } | { ok: false; problem: AmountProblem } {
  return readAmountField(text, decimalSeparator());
}

/**
 * The field's text after `-` or `+` (or an arrow key): one step from what it holds (or from
 * `fallback` when it holds nothing readable), in the language's decimals (`2,6` in German).
 */
export function stepped(text: string, fallback: number, step: number, direction: 1 | -1): string {
  return amountText(stepAmount(text, fallback, step, direction, decimalSeparator()));
}

/**
 * The field's text after keys typed before it was there (issue 40): the popover's code loads on
 * its first opening, and the keys typed meanwhile land on the Log button, which keeps them. As the
 * field opens with `text` selected, the first character replaces it and a first Backspace clears
 * it; an Enter saves what the field then holds (keys after it were never the field's). Null when
 * nothing was typed.
 */
export function typedAhead(
  text: string,
  keys: readonly string[],
): { text: string; enter: boolean } | null {
  if (keys.length === 0) return null;
  let value = text;
  let selected = true;
  for (const key of keys) {
    if (key === 'Enter') return { text: value, enter: true };
    if (key === 'Backspace') value = selected ? '' : value.slice(0, -1);
    else value = (selected ? '' : value) + key;
    selected = false;
  }
  return { text: value, enter: false };
}
