import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../../domain/amount';
import { amountProblem } from '../../../words/amount-input-words';
import { formatNumber } from '../../../i18n/format';
import { readAmountField } from '../../../domain/amount-input';
import { decimalSeparator } from '../../../i18n/amount-text';
import { readLogged, stepped, typedAhead } from '../card/log-draft';
import { DONE_OR_NOT, measureDraftOf, measureOf } from './measure-draft';

const amount = { ...DONE_OR_NOT, track: 'amount' as const };

/** Speaks `locale` (no catalog: the English source words) for the rest of a test. */
function speak(locale: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

describe('measureOf (the Track controls)', () => {
  it('a habit to break (§20) opens as one and stands for no measure', () => {
    const draft = measureDraftOf({ unit: 'kg', goal: 'atMost', target: 1 }, true);
    expect(draft.track).toBe('break');
    expect(measureOf(draft)).toEqual({ ok: true, measure: null, toBreak: true });
  });

  it('done or not stands for no measure, whatever the hidden fields hold', () => {
    expect(measureOf({ ...DONE_OR_NOT, target: 'junk' })).toEqual({ ok: true, measure: null });
  });

  it('an amount stands for its target, goal and trimmed unit', () => {
    expect(measureOf({ ...amount, target: '8', unit: '  glasses ', goal: 'atMost' })).toEqual({
      ok: true,
      measure: { unit: 'glasses', goal: 'atMost', target: 8 },
    });
    expect(measureOf({ ...amount, target: '0' })).toEqual({
      ok: true,
      measure: { unit: '', goal: 'atLeast', target: 0 },
    });
    expect(measureOf({ ...amount, target: '2.5' })).toMatchObject({ measure: { target: 2.5 } });
    expect(measureOf({ ...amount, target: '1000000' })).toMatchObject({ ok: true });
  });

  it('a unit longer than 12 characters is cut', () => {
    const pick = measureOf({ ...amount, unit: 'abcdefghijklmnop' });
    expect(pick).toMatchObject({ measure: { unit: 'abcdefghijkl' } });
  });

  it('refuses a target that is not an amount, saying why', () => {
    expect(measureOf({ ...amount, target: '' })).toEqual({ ok: false, problem: 'noTarget' });
    expect(measureOf({ ...amount, target: '  ' })).toEqual({ ok: false, problem: 'noTarget' });
    expect(measureOf({ ...amount, target: '1.234' })).toEqual({ ok: false, problem: 'decimals' });
    for (const target of ['-1', '1000000.01', 'abc', '1e3']) {
      const pick = measureOf({ ...amount, target });
      expect(pick.ok, target).toBe(false);
    }
  });

  it('reads a target in the language in use', () => {
    speak('de');
    expect(measureOf({ ...amount, target: '2,5' })).toMatchObject({ measure: { target: 2.5 } });
    expect(measureOf({ ...amount, target: '2.5' })).toMatchObject({ measure: { target: 2.5 } });
    expect(measureOf({ ...amount, target: '1.000' })).toEqual({ ok: false, problem: 'separator' });
  });

  it('names the largest amount there is when it refuses one', () => {
    expect(measureOf({ ...amount, target: '1000001' })).toEqual({ ok: false, problem: 'tooBig' });
    expect(amountProblem('tooBig')).toBe(`Enter at most ${formatNumber(AMOUNT_MAX)}.`);
    expect(amountProblem('noTarget')).toContain(formatNumber(AMOUNT_MAX));
  });

  it('a stored measure opens as its draft, and reads back the same', () => {
    const measure = { unit: 'km', goal: 'atLeast' as const, target: 1.5 };
    const draft = measureDraftOf(measure);
    expect(draft).toEqual({ track: 'amount', target: '1.5', unit: 'km', goal: 'atLeast' });
    expect(measureOf(draft)).toEqual({ ok: true, measure });
    expect(measureDraftOf(null)).toBe(DONE_OR_NOT);
  });
});

describe('readLogged (the log popover)', () => {
  it('blank clears the day; an amount is read; anything else is refused', () => {
    expect(readLogged('')).toEqual({ ok: true, value: null });
    expect(readLogged('  ')).toEqual({ ok: true, value: null });
    expect(readLogged('3')).toEqual({ ok: true, value: 3 });
    expect(readLogged('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readLogged('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(readLogged('2000000')).toEqual({ ok: false, problem: 'tooBig' });
  });

  it("reads the language's decimals: German's comma, and its dot between threes refused", () => {
    speak('de');
    expect(readLogged('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readLogged('1.000')).toEqual({ ok: false, problem: 'separator' });
    expect(readLogged('1,000')).toEqual({ ok: false, problem: 'decimals' });
    speak('en');
    expect(readLogged('1,000')).toEqual({ ok: false, problem: 'separator' });
    expect(readLogged('1.000')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('reads what the calendar reads: a comma is never dropped (issue 40)', () => {
    expect(readLogged('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(readLogged('1,000')).toEqual({ ok: false, problem: 'separator' });
    expect(readLogged('1e3')).toEqual({ ok: false, problem: 'notNumber' });
    expect(readLogged('-')).toEqual({ ok: false, problem: 'notNumber' });
    for (const locale of ['en', 'de', 'ar']) {
      speak(locale);
      for (const text of ['', '1,5', '2.5', '1,000', '1.000', '2,555', 'x', '1000001'])
        expect(readLogged(text)).toEqual(readAmountField(text, decimalSeparator()));
    }
  });
});

describe('typedAhead (keys typed before the log popover arrived, issue 40)', () => {
  it('nothing typed leaves the field as it opens', () => {
    expect(typedAhead('2', [])).toBeNull();
  });

  it('the first character replaces the selected amount, the next ones follow it', () => {
    expect(typedAhead('2', ['3', '.', '5'])).toEqual({ text: '3.5', enter: false });
    expect(typedAhead('', ['7'])).toEqual({ text: '7', enter: false });
  });

  it('Backspace first clears the selected amount, then deletes one character', () => {
    expect(typedAhead('12', ['Backspace'])).toEqual({ text: '', enter: false });
    expect(typedAhead('12', ['3', '5', 'Backspace', '4'])).toEqual({ text: '34', enter: false });
    expect(typedAhead('12', ['3', 'Backspace', 'Backspace'])).toEqual({ text: '', enter: false });
  });

  it('an Enter saves what the field then holds; keys after it are not the field’s', () => {
    expect(typedAhead('2', ['6', 'Enter', '9'])).toEqual({ text: '6', enter: true });
    expect(typedAhead('2', ['Enter'])).toEqual({ text: '2', enter: true });
  });
});

describe('stepped (- and +)', () => {
  it('moves one step from what the field holds', () => {
    expect(stepped('3', 0, 1, 1)).toBe('4');
    expect(stepped('3', 0, 1, -1)).toBe('2');
  });

  it('starts from the fallback when the field holds nothing readable', () => {
    expect(stepped('', 5, 1, 1)).toBe('6');
    expect(stepped('1.234', 0, 1, 1)).toBe('1');
  });

  it('stays within 0 and 1,000,000', () => {
    expect(stepped('0', 0, 1, -1)).toBe('0');
    expect(stepped('0.5', 0, 1, -1)).toBe('0');
    expect(stepped('1000000', 0, 1, 1)).toBe('1000000');
  });

  it("writes the step in the language's decimals, as the field reads it back", () => {
    speak('de');
    expect(stepped('2,5', 0, 0.1, 1)).toBe('2,6');
    expect(stepped('', 1.5, 0.1, -1)).toBe('1,4');
    expect(readLogged(stepped('2,5', 0, 0.1, 1))).toEqual({ ok: true, value: 2.6 });
  });

  it('tenths do not drift', () => {
    let text = '0';
    for (let i = 0; i < 3; i += 1) text = stepped(text, 0, 0.1, 1);
    expect(text).toBe('0.3');
    expect(stepped('0.3', 0, 0.1, -1)).toBe('0.2');
  });
});
