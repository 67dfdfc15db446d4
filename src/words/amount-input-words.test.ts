import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { amountProblem } from './amount-input-words';

/** Speaks `locale` (no catalog: the English source words) for the rest of a test. */
function speak(locale: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

describe('amount problems, in words (docs/product.md §16.5)', () => {
  it('say in English exactly what the fields have always said', () => {
    expect(amountProblem('blank')).toBe('Enter an amount.');
    expect(amountProblem('separator')).toBe('Write it without a separator, like 1000.');
    expect(amountProblem('decimals')).toBe('Use at most 2 decimals.');
    expect(amountProblem('notNumber')).toBe('Enter a number, like 8 or 2.5.');
    expect(amountProblem('tooBig')).toBe('Enter at most 1,000,000.');
    expect(amountProblem('noTarget')).toBe('Enter a target from 0 to 1,000,000.');
  });

  it('write their numbers as the language does', () => {
    speak('de');
    expect(amountProblem('notNumber')).toBe('Enter a number, like 8 or 2,5.');
    expect(amountProblem('tooBig')).toBe('Enter at most 1.000.000.');
    expect(amountProblem('separator')).toBe('Write it without a separator, like 1000.');
  });
});
