import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { amountText, decimalSeparator } from './amount-text';

/** Speaks `locale` (no catalog: the English source words) for the rest of a test. */
function speak(locale: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

describe("an amount in the language's decimals", () => {
  it('English, Japanese and Arabic (as Intl writes it) write a dot', () => {
    expect(decimalSeparator()).toBe('.');
    expect(amountText(2.5)).toBe('2.5');
    expect(amountText(1000000)).toBe('1000000');
  });

  it.each(['de', 'es', 'fr', 'pt-BR', 'ru'])('%s writes a comma, never grouped', (language) => {
    speak(language);
    expect(decimalSeparator()).toBe(',');
    expect(amountText(2.5)).toBe('2,5');
    expect(amountText(0.25)).toBe('0,25');
    expect(amountText(1000000)).toBe('1000000');
  });

  it('follows a change of language', () => {
    speak('de');
    expect(decimalSeparator()).toBe(',');
    i18n.activate('en');
    expect(decimalSeparator()).toBe('.');
  });
});
