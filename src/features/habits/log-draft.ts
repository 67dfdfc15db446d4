import { readAmountField, stepAmount, type AmountProblem } from '../../domain/amount-input';
import { amountText, decimalSeparator } from '../../components/ui/amount-text';

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
