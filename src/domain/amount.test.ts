import fc from 'fast-check';
import type { Goal } from './habit/model';
import { describe, expect, it } from 'vitest';
import { normalizeMeasure, isValidAmount, meetsTarget, readMeasure } from './amount';
import {
  amountStep,
  normalizeNote,
  parseAmount,
  readAmountField,
  stepAmount,
} from './amount-input';

describe('amounts (docs/product.md §16.5)', () => {
  it('accepts 0 to 1,000,000 with up to 2 decimals, with a dot or a comma', () => {
    expect(parseAmount('8')).toEqual({ ok: true, value: 8 });
    expect(parseAmount(' 2,5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('0')).toEqual({ ok: true, value: 0 });
    expect(parseAmount('1000000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseAmount('0.01')).toEqual({ ok: true, value: 0.01 });
  });

  it('refuses a thousands separator and a third decimal rather than reading another number', () => {
    expect(parseAmount('1,000')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('12,345,678')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('1.000')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1,50')).toEqual({ ok: true, value: 1.5 });
  });

  it('says why it refuses the rest, by a code the UI words', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'blank' });
    expect(parseAmount('  ')).toEqual({ ok: false, problem: 'blank' });
    expect(parseAmount('-1')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAmount('abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAmount('1000000.01')).toEqual({ ok: false, problem: 'tooBig' });
    expect(parseAmount('2000000')).toEqual({ ok: false, problem: 'tooBig' });
  });

  it("reads the language's decimal separator; the other mark between threes is a separator", () => {
    // German, Spanish, French, Portuguese and Russian write decimals with a comma.
    expect(parseAmount('2,5', ',')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount(' 0,25 ', ',')).toEqual({ ok: true, value: 0.25 });
    expect(parseAmount('1,50', ',')).toEqual({ ok: true, value: 1.5 });
    expect(parseAmount('2.5', ',')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('1.000', ',')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('12.345.678', ',')).toEqual({ ok: false, problem: 'separator' });
    expect(parseAmount('1,000', ',')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1,2,3', ',')).toEqual({ ok: false, problem: 'notNumber' });
    // Another mark (Arabic's decimal separator) reads as decimals too.
    expect(parseAmount('2\u066b5', '\u066b')).toEqual({ ok: true, value: 2.5 });
    expect(parseAmount('1,000', '\u066b')).toEqual({ ok: false, problem: 'separator' });
    // English's rules are the default.
    expect(parseAmount('1,000', '.')).toEqual(parseAmount('1,000'));
  });

  it('reads any other text in a comma language as in English', () => {
    const grouped = (text: string) => /^\d{1,3}(,\d{3})+$|^\d{1,3}(\.\d{3})+$/.test(text.trim());
    fc.assert(
      fc.property(fc.stringMatching(/^ ?[0-9.,]{0,9} ?$/), (text) => {
        if (!grouped(text)) expect(parseAmount(text, ',')).toEqual(parseAmount(text, '.'));
      }),
    );
  });

  it("reads a field's text by the same rules wherever it is typed: blank is nothing (issue 40)", () => {
    expect(readAmountField('  ')).toEqual({ ok: true, value: null });
    expect(readAmountField('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(readAmountField('2,5', ',')).toEqual({ ok: true, value: 2.5 });
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('.', ','), (text, decimal) => {
        if (text.trim() !== '')
          expect(readAmountField(text, decimal)).toEqual(parseAmount(text, decimal));
      }),
    );
  });

  it('steps within 0 and 1,000,000 in cents, from the fallback when the text is no amount', () => {
    expect(stepAmount('2,5', 0, 0.1, 1, ',')).toBe(2.6);
    expect(stepAmount('1,000', 7, 1, 1)).toBe(8);
    expect(stepAmount('0,05', 0, 0.1, -1, ',')).toBe(0);
    expect(stepAmount('1000000', 0, 1, 1)).toBe(1_000_000);
  });

  it('isValidAmount agrees with parseAmount on every number it prints', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (n) => {
        const valid = isValidAmount(n);
        // -0 prints as "0" and reads as 0.
        if (valid) expect(parseAmount(String(n))).toEqual({ ok: true, value: n + 0 });
        if (n < 0 || n > 1_000_000 || !Number.isFinite(n)) expect(valid).toBe(false);
      }),
    );
  });

  it('at least reaches the target; at most stays within it (an entry of 0 included)', () => {
    expect(meetsTarget(8, 8, 'atLeast')).toBe(true);
    expect(meetsTarget(7.99, 8, 'atLeast')).toBe(false);
    expect(meetsTarget(2, 2, 'atMost')).toBe(true);
    expect(meetsTarget(0, 2, 'atMost')).toBe(true);
    expect(meetsTarget(2.01, 2, 'atMost')).toBe(false);
  });

  it('reads a broken measure as none', () => {
    expect(readMeasure({ unit: 'km', goal: 'atLeast', target: 5 })).toEqual({
      unit: 'km',
      goal: 'atLeast',
      target: 5,
    });
    expect(readMeasure({ unit: 'km', goal: 'more', target: 5 })).toBeNull();
    expect(readMeasure({ unit: 'km', goal: 'atMost', target: -1 })).toBeNull();
    expect(readMeasure({ unit: 'x'.repeat(13), goal: 'atMost', target: 1 })).toBeNull();
    expect(readMeasure('8 glasses')).toBeNull();
  });

  it('keeps notes trimmed and at most 500 characters', () => {
    expect(normalizeNote('  knee hurt \n')).toBe('knee hurt');
    expect(normalizeNote('x'.repeat(600))).toHaveLength(500);
    expect(normalizeNote(`${'x'.repeat(499)}😀`)).toHaveLength(499);
  });
});

describe('amount helpers', () => {
  it('normalises a measure as it is stored', () => {
    expect(normalizeMeasure({ unit: '  kilometres run ', goal: 'atLeast', target: 5.456 })).toEqual(
      {
        unit: 'kilometres r',
        goal: 'atLeast',
        target: 5.46,
      },
    );
    expect(normalizeMeasure({ unit: '', goal: 'atMost', target: -3 })).toEqual({
      unit: '',
      goal: 'atMost',
      target: 0,
    });
    expect(normalizeMeasure({ unit: 'x', goal: 'sideways' as Goal, target: 2e6 })).toEqual({
      unit: 'x',
      goal: 'atLeast',
      target: 1_000_000,
    });
  });

  it('steps by 1, or by 0.1 under 10 with decimals', () => {
    expect(amountStep(8)).toBe(1);
    expect(amountStep(2.5)).toBe(0.1);
    expect(amountStep(12.5)).toBe(1);
  });
});
