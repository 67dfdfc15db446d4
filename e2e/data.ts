/** Builds stored habits (docs/product.md §3) for seeding: days as 'YYYY-MM-DD', at 12:00 UTC. */
export interface SeedHabit {
  id?: string;
  name: string;
  days?: string[];
  times?: string[];
  isDeleted?: boolean;
  schedule?: Record<string, unknown>;
  skips?: string[];
}

let next = 1;

export function storedHabit({
  id,
  name,
  days = [],
  times = [],
  isDeleted,
  schedule = { type: 'daily' },
  skips,
}: SeedHabit) {
  const stamps = [
    ...days.map((d) => Date.parse(`${d}T12:00:00Z`)),
    ...times.map((t) => Date.parse(t)),
  ].sort((a, b) => a - b);
  const buckets: Record<string, Record<string, number[]>> = {};
  for (const ms of stamps) {
    const date = new Date(ms);
    const year = String(date.getUTCFullYear());
    const month = String(date.getUTCMonth() + 1);
    ((buckets[year] ??= {})[month] ??= []).push(ms);
  }
  return {
    id: id ?? `seed-${next++}`,
    name,
    createdAt: '2025-01-01T00:00:00.000Z',
    completionsWithTimes: buckets,
    highestStreak: 0,
    schedule,
    ...(skips ? { skips } : {}),
    ...(isDeleted ? { isDeleted: true } : {}),
  };
}

export function storedData(habits: SeedHabit[]) {
  return { version: 1, habits: habits.map(storedHabit) };
}

/** `count` consecutive dates ending on `end` (inclusive), oldest first. */
export function dateRun(end: string, count: number): string[] {
  const last = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
