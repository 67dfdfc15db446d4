import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldRules, HABIT_FIELDS, type HabitField } from '../domain/habit/fields';
import { isStoredEnvelope, isStoredHabit, SCHEMA_VERSION } from './schema';

// The reference: the valibot schemas the hand-written checks replaced (they left `/` for 2.3 KB).
const Times = v.custom<number[]>(
  (input) =>
    Array.isArray(input) && input.every((t) => typeof t === 'number' && Number.isFinite(t)),
);
const StoredHabit = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  createdAt: v.string(),
  completionsWithTimes: v.record(
    v.pipe(v.string(), v.regex(/^\d{4}$/)),
    v.record(v.pipe(v.string(), v.regex(/^([1-9]|1[0-2])$/)), Times),
  ),
  highestStreak: v.pipe(v.number(), v.finite()),
  schedule: v.looseObject({ type: v.string() }),
  skips: v.optional(v.array(v.string())),
  isDeleted: v.optional(v.boolean()),
});
const StoredEnvelope = v.looseObject({
  version: v.literal(SCHEMA_VERSION),
  habits: v.array(v.unknown()),
});

const valid = {
  id: 'a',
  name: 'Read',
  createdAt: '2025-01-01T00:00:00.000Z',
  completionsWithTimes: { '2025': { '1': [1735732800000] } },
  highestStreak: 1,
  schedule: { type: 'daily' },
};

// Near-valid habits: each field either right, or one of a few wrong values, or missing.
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: good, weight: 12 },
    {
      arbitrary: fc.constantFrom<unknown>(undefined, null, '', 0, NaN, Infinity, [], {}, true, [1]),
      weight: 1,
    },
  );
const nearHabit = fc.record(
  {
    id: field(fc.string()),
    name: field(fc.string()),
    createdAt: field(fc.string()),
    completionsWithTimes: field(
      fc.dictionary(
        fc.oneof(fc.constantFrom('2025', '1999', 'constructor', '__proto__', 'x'), fc.string()),
        field(
          fc.dictionary(
            fc.oneof(
              fc.constantFrom('1', '12', '13', '0', '01', 'prototype', 'constructor'),
              fc.string(),
            ),
            field(fc.array(fc.oneof(fc.double(), fc.integer(), fc.constant<unknown>('1')))),
          ),
        ),
      ),
    ),
    highestStreak: field(fc.double()),
    schedule: field(fc.record({ type: field(fc.string()) }, { requiredKeys: [] })),
    skips: field(fc.array(fc.oneof(fc.string(), fc.integer()))),
    isDeleted: field(fc.boolean()),
    extra: fc.anything(),
  },
  {
    requiredKeys: ['id', 'name', 'createdAt', 'completionsWithTimes', 'highestStreak', 'schedule'],
  },
);

describe('the stored shape (docs/product.md §3, §9)', () => {
  it('accepts a stored habit and its envelope, unknown fields too', () => {
    expect(isStoredHabit(valid)).toBe(true);
    expect(isStoredHabit({ ...valid, skips: ['2025-01-02'], isDeleted: false, more: 1 })).toBe(
      true,
    );
    expect(isStoredEnvelope({ version: 1, habits: [], other: 'kept' })).toBe(true);
  });

  it('refuses each broken field', () => {
    expect(isStoredHabit({ ...valid, id: '' })).toBe(false);
    expect(isStoredHabit({ ...valid, highestStreak: NaN })).toBe(false);
    expect(isStoredHabit({ ...valid, completionsWithTimes: { '25': {} } })).toBe(false);
    expect(isStoredHabit({ ...valid, completionsWithTimes: { '2025': { '13': [] } } })).toBe(false);
    expect(isStoredHabit({ ...valid, completionsWithTimes: { '2025': { '1': [Infinity] } } })).toBe(
      false,
    );
    expect(isStoredHabit({ ...valid, schedule: { days: [1] } })).toBe(false);
    expect(isStoredHabit({ ...valid, skips: [1] })).toBe(false);
    expect(isStoredHabit({ ...valid, isDeleted: 'yes' })).toBe(false);
    expect(isStoredHabit(null)).toBe(false);
    expect(isStoredEnvelope({ version: 2, habits: [] })).toBe(false);
    expect(isStoredEnvelope({ version: 1, habits: {} })).toBe(false);
  });

  // 3,000 arbitrary values and more: 5.5 s once on busy shared cores, past the default 5 s.
  it('agrees with the valibot schema it replaced, on near-valid and arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(nearHabit, fc.anything()), (input) => {
        expect(isStoredHabit(input)).toBe(v.is(StoredHabit, input));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(
        fc.record(
          { version: fc.oneof(fc.constant(1), fc.anything()), habits: fc.anything() },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(isStoredEnvelope(input)).toBe(v.is(StoredEnvelope, input));
        },
      ),
    );
  }, 30_000);
});

// The fields of fields.ts: each row's check against the valibot schema it stands for. Typed by
// `HabitField`, so a row added to the table without its reference here does not compile.
const FIELD_SCHEMAS: Record<HabitField, v.GenericSchema | null> = {
  name: v.string(),
  schedule: v.looseObject({ type: v.string() }),
  measure: v.unknown(),
  order: null,
  deleted: v.boolean(),
  group: v.string(),
  archived: v.boolean(),
  color: v.string(),
  description: v.string(),
  // Dates in order, each at most a year long, are pauses.test.ts's; here, the shape they have.
  pauses: v.array(
    v.looseObject({ from: v.pipe(v.string(), v.isoDate()), to: v.pipe(v.string(), v.isoDate()) }),
  ),
  remindAt: v.string(),
  kind: v.string(),
  tickLink: v.looseObject({
    token: v.string(),
    adds: v.optional(
      v.pipe(
        v.number(),
        v.check((n) => Number.isFinite(n) && n > 0 && n <= 1_000_000 && Number(n.toFixed(2)) === n),
      ),
    ),
  }),
};

describe("the fields' checks (domain/habit/fields.ts)", () => {
  it('agree with their valibot schemas on arbitrary values', () => {
    const value = fc.oneof(
      fc.anything(),
      fc.array(
        fc.record({
          from: fc.constantFrom('2025-01-01', '2025-02-30', 'x'),
          to: fc.constantFrom('2025-01-03', '2024-12-31'),
        }),
      ),
      fc.record({ type: fc.oneof(fc.string(), fc.integer()) }),
      fc.record(
        {
          token: fc.oneof(fc.string(), fc.integer()),
          adds: fc.oneof(fc.double(), fc.integer(), fc.constant(undefined), fc.string()),
        },
        { requiredKeys: ['token'] },
      ),
    );
    fc.assert(
      fc.property(value, (input) => {
        for (const [field, rule] of fieldRules()) {
          const schema = FIELD_SCHEMAS[field];
          if (schema === null) expect(rule.check(input)).toBe(false);
          else if (field === 'pauses') {
            if (rule.check(input)) expect(v.is(schema, input)).toBe(true);
          } else expect(rule.check(input), field).toBe(v.is(schema, input));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads each field's absent value as a value it lets through, and stores each under its own key", () => {
    const keys = new Set<string>();
    for (const [field, rule] of fieldRules()) {
      if (rule.absent !== undefined) expect(rule.check(rule.absent), field).toBe(true);
      if (rule.key !== null) {
        expect(keys.has(rule.key), field).toBe(false);
        keys.add(rule.key);
      }
    }
    expect(Object.keys(HABIT_FIELDS)).toEqual(Object.keys(FIELD_SCHEMAS));
  });

  it('rejects a habit whose name, schedule or deleted mark breaks its check, and only those', () => {
    for (const [field, rule] of fieldRules()) {
      if (rule.key === null) continue;
      const habit = { ...valid, [rule.key]: 42 };
      expect(isStoredHabit(habit), field).toBe(rule.broken !== 'reject' || rule.check(42));
    }
  });
});
