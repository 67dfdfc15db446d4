import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitWith, run } from '../testing/builders';
import { parseData, serializeHabits } from './codec';
import { STAMP_LENGTH, stampOf, stamped, unstamped } from './data-stamp';

/**
 * Issue 60: the data key's stamp proves a snapshot current without a copy of the data. It holds
 * only if every Tickday reads a stamped text as the JSON it is, and none writes the stamp back.
 */
describe("the data key's stamp", () => {
  it('is whitespace JSON reads past: any stamped JSON parses as the JSON itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const text = stamped(json);
        expect(text).toHaveLength(json.length + STAMP_LENGTH);
        expect(JSON.parse(text)).toEqual(JSON.parse(json));
        expect(stampOf(text)).toBe(text.slice(-STAMP_LENGTH));
        expect(unstamped(text)).toBe(json);
      }),
    );
  });

  it('is kept by no Tickday that writes what it parsed, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const rewritten = JSON.stringify(JSON.parse(stamped(JSON.stringify(value))));
        expect(stampOf(rewritten)).toBeNull();
        expect(unstamped(rewritten)).toBe(rewritten);
      }),
    );
  });

  it('is new at each write: 48 random bits, two to a character', () => {
    expect(stamped('{}', new Uint8Array([0, 0, 0, 0, 0, 0]))).toBe(`{}${' '.repeat(24)}`);
    expect(stamped('{}', new Uint8Array([0b00011011, 0, 0, 0, 0, 0xff])).slice(2, 6)).toBe(
      ' \t\n\r',
    );
    const stamps = new Set(Array.from({ length: 1000 }, () => stampOf(stamped('{}'))));
    expect(stamps.size).toBe(1000);
  });

  it('is read by the codec as nothing: the data loads the same stamped or not', () => {
    const text = serializeHabits([habitWith({ id: '1', name: 'Read', days: run(3) })], {});
    const plain = parseData(text, { keepForm: true });
    const read = parseData(stamped(text), { keepForm: true });
    expect(plain.ok && plain.habits).toHaveLength(1);
    expect(read).toEqual(plain);
    if (read.ok) expect(serializeHabits(read.habits, read.extras)).toBe(unstamped(stamped(text)));
  });

  it('is not found in a text that has none, or only whitespace', () => {
    for (const text of ['', '{}', ' '.repeat(30), `{}${' '.repeat(23)}`, `{}${' '.repeat(25)}`]) {
      expect(stampOf(text)).toBeNull();
      expect(unstamped(text)).toBe(text);
    }
  });
});
