import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { amountText, decimalSeparator, readAmount } from './amount-text';

/** Speaks `locale` (no catalog: the English source words) for the rest of a test. */
function speak(locale: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

describe("a typed amount in the language's decimals", () => {
  it('English: a dot, and a comma between threes is a thousands separator', () => {
    expect(decimalSeparator()).toBe('.');
    expect(readAmount('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(readAmount('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readAmount('1,000')).toEqual({ ok: false, problem: 'separator' });
    expect(readAmount('1.000')).toEqual({ ok: false, problem: 'decimals' });
    expect(amountText(2.5)).toBe('2.5');
  });

  it.each(['de', 'es', 'fr', 'pt-BR', 'ru'])('%s: a comma; a dot between threes separates', (l) => {
    speak(l);
    expect(decimalSeparator()).toBe(',');
    expect(readAmount('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readAmount('0,25')).toEqual({ ok: true, value: 0.25 });
    expect(readAmount('1.000')).toEqual({ ok: false, problem: 'separator' });
    expect(readAmount('1,000')).toEqual({ ok: false, problem: 'decimals' });
    expect(amountText(2.5)).toBe('2,5');
    expect(amountText(1000000)).toBe('1000000');
  });

  it('follows a change of language', () => {
    speak('de');
    expect(decimalSeparator()).toBe(',');
    i18n.activate('en');
    expect(decimalSeparator()).toBe('.');
    expect(readAmount('1,000')).toEqual({ ok: false, problem: 'separator' });
  });
});
