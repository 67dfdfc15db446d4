import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { AMOUNT_MAX } from '../../domain/amount';
import { parseAmount, type AmountProblem, type AmountReading } from '../../domain/amount-input';
import { formatNumber } from '../../i18n/format';

/**
 * A typed amount in the current language (docs/product.md §16.5): read with its decimal
 * separator, and refused in its words. Loaded with the parts that take an amount.
 */

let separator: { locale: string; mark: string } | undefined;

/** The mark the current language writes decimals with: `.` in English, `,` in German. */
export function decimalSeparator(): string {
  const locale = i18n.locale;
  if (separator?.locale !== locale) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    separator = { locale, mark: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
  }
  return separator.mark;
}

/** A typed amount, read with the current language's decimal separator. */
export function readAmount(text: string): AmountReading {
  return parseAmount(text, decimalSeparator());
}

/** An amount as a text field holds it, in the current language: `2.5`, `2,5`; never grouped. */
export function amountText(value: number): string {
  return String(value).replace('.', decimalSeparator());
}

/** Why a text is not an amount, or why a target is missing (`noTarget`), as a sentence. */
export function amountProblem(problem: AmountProblem | 'noTarget'): string {
  const max = formatNumber(AMOUNT_MAX);
  switch (problem) {
    case 'blank':
      return t`Enter an amount.`;
    case 'separator': {
      const example = formatNumber(1000, { useGrouping: false });
      return t({
        message: `Write it without a separator, like ${example}.`,
        comment: 'A thousands separator was typed in an amount ("1,000"); example is 1000.',
      });
    }
    case 'decimals': {
      const decimals = 2;
      return plural(decimals, { one: 'Use at most # decimal.', other: 'Use at most # decimals.' });
    }
    case 'notNumber': {
      const whole = formatNumber(8);
      const fraction = formatNumber(2.5);
      return t`Enter a number, like ${whole} or ${fraction}.`;
    }
    case 'tooBig':
      return t`Enter at most ${max}.`;
    case 'noTarget': {
      const min = formatNumber(0);
      return t`Enter a target from ${min} to ${max}.`;
    }
  }
}
