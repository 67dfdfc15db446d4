import { AMOUNT_MAX } from '../../domain/amount';
import { parseAmount, type AmountProblem } from '../../domain/amount-input';
import { decimalSeparator } from '../../components/ui/amount-text';

// The log popover's field (issue 24); only the popover's lazily loaded chunk imports this file.

/**
 * What the log popover's field holds: an amount, nothing (blank clears the day) or why it is
 * refused. `badInput` is the number field's own verdict on text it could not read as a number
 * (`1e`, `-`), which reaches script as an empty value and must not clear the day.
 */
export function readLogged(
  text: string,
  badInput = false,
): { ok: true; value: number | null } | { ok: false; problem: AmountProblem } {
  if (badInput) return { ok: false, problem: 'notNumber' };
  if (text.trim() === '') return { ok: true, value: null };
  return parseAmount(text, decimalSeparator());
}

/**
 * The field's text after `-` or `+`: one step from what it holds (or from `fallback` when it holds
 * nothing readable), kept within 0 to 1,000,000 and rounded to cents, so 0.1 steps do not drift.
 * A number field's text: always with a dot.
 */
export function stepped(text: string, fallback: number, step: number, direction: 1 | -1): string {
  const reading = parseAmount(text, decimalSeparator());
  const from = reading.ok ? reading.value : fallback;
  const next = Math.min(AMOUNT_MAX, Math.max(0, from + direction * step));
  return String(Math.round(next * 100) / 100);
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
