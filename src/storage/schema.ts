import * as v from 'valibot';

/** The stored envelope's version (docs/product.md §9). */
export const SCHEMA_VERSION = 1;

const YEAR = /^\d{4}$/;
const MONTH = /^([1-9]|1[0-2])$/;

/**
 * A month's completion times: an array of finite numbers. A plain loop, as valibot's per-item
 * pipeline is most of the start-up check with years of data (100 habits x 3 years: ~25 ms).
 */
const Times = v.custom<number[]>(
  (input) =>
    Array.isArray(input) && input.every((t) => typeof t === 'number' && Number.isFinite(t)),
  'Completion times must be finite numbers',
);

/**
 * A stored habit (docs/product.md §3). Loose: unknown fields pass and are kept. Only checked
 * with `v.is`, so the app keeps the original object and its key order (byte-for-byte round trip).
 */
export const StoredHabit = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  createdAt: v.string(),
  completionsWithTimes: v.record(
    v.pipe(v.string(), v.regex(YEAR)),
    v.record(v.pipe(v.string(), v.regex(MONTH)), Times),
  ),
  highestStreak: v.pipe(v.number(), v.finite()),
  // Any schedule with a string type: one this version does not know is kept and read as daily
  // (docs/product.md §10).
  schedule: v.looseObject({ type: v.string() }),
  // Dates that are not real ones are ignored where skips are read (domain/schedule.ts).
  skips: v.optional(v.array(v.string())),
  isDeleted: v.optional(v.boolean()),
});

export const StoredEnvelope = v.looseObject({
  version: v.literal(SCHEMA_VERSION),
  habits: v.array(v.unknown()),
});
