import { plural, t } from '@lingui/core/macro';
import type { AmountProblem } from '../domain/amount-input';
import { formatNumber } from '../i18n/format';

/**
 * Why a typed amount is refused (docs/product.md §16.5), or why a target is missing (`noTarget`),
 * as a sentence in the current language's words and numbers. Loaded with the parts that take an
 * amount.
 */
export function amountProblem(problem: AmountProblem | 'noTarget'): string {
  const max = formatNumber(1_000_000); // AMOUNT_MAX (domain/amount; a test holds them equal)
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
