/** The stored envelope's version (docs/product.md §9). */
export const SCHEMA_VERSION = 1;

const YEAR = /^\d{4}$/;
const MONTH = /^([1-9]|1[0-2])$/;

type Loose = Record<string, unknown>;

/** Any object (arrays too), as a schema library's object check reads it. */
const isObject = (input: unknown): input is Loose => !!input && typeof input === 'object';
const isFiniteNumber = (input: unknown): input is number =>
  typeof input === 'number' && Number.isFinite(input);

/** Every own entry of `input` (but `__proto__`, `prototype`, `constructor`) passes `check`. */
function isRecordOf(input: unknown, check: (key: string, value: unknown) => boolean): boolean {
  if (!isObject(input)) return false;
  for (const key of Object.keys(input)) {
    if (key === '__proto__' || key === 'prototype' || key === 'constructor') continue;
    if (!check(key, input[key])) return false;
  }
  return true;
}

/** A month's completion times: an array of finite numbers. */
const isTimes = (input: unknown) => Array.isArray(input) && input.every(isFiniteNumber);

/**
 * A stored habit (docs/product.md §3). Loose: unknown fields pass and are kept. A predicate only,
 * so the app keeps the original object and its key order (byte-for-byte round trip). Written by
 * hand for the first paint (valibot's runtime was 2.3 KB of `/`); `schema.test.ts` checks it
 * against the valibot schema it replaced, on arbitrary input.
 */
export function isStoredHabit(input: unknown): input is Loose & { id: string } {
  if (!isObject(input)) return false;
  const { id, name, createdAt, completionsWithTimes, highestStreak, schedule, skips, isDeleted } =
    input;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof name === 'string' &&
    typeof createdAt === 'string' &&
    isRecordOf(
      completionsWithTimes,
      (year, months) =>
        YEAR.test(year) &&
        isRecordOf(months, (month, times) => MONTH.test(month) && isTimes(times)),
    ) &&
    isFiniteNumber(highestStreak) &&
    // Any schedule with a string type: one this version does not know is kept and read as daily
    // (docs/product.md §10).
    isObject(schedule) &&
    typeof schedule.type === 'string' &&
    // Dates that are not real ones are ignored where skips are read (domain/schedule.ts).
    (skips === undefined || (Array.isArray(skips) && skips.every((s) => typeof s === 'string'))) &&
    (isDeleted === undefined || typeof isDeleted === 'boolean')
  );
}

/** The stored envelope: `{ version: 1, habits: [...] }`, other fields kept. */
export function isStoredEnvelope(input: unknown): input is { version: 1; habits: unknown[] } {
  return isObject(input) && input.version === SCHEMA_VERSION && Array.isArray(input.habits);
}
