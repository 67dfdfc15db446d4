/** At least: a day is done when its amount reaches the target; at most: when it stays within. */
export type Goal = 'atLeast' | 'atMost';

/** An amount habit's unit (up to 12 characters), goal and the target new days are judged by. */
export interface Measure {
  unit: string;
  goal: Goal;
  target: number;
}

/** docs/product.md §16.1: the limits of an amount, a unit and a note. */
export const AMOUNT_MAX = 1_000_000;
export const UNIT_MAX_LENGTH = 12;
export const NOTE_MAX_LENGTH = 500;

/** A finite number from 0 to 1,000,000 with at most two decimals (§16.5). */
export function isValidAmount(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value > AMOUNT_MAX) return false;
  return Number.isInteger(value) || Number(value.toFixed(2)) === value;
}

/** Whether `amount` meets `target` (§16.2): at least reaches it, at most stays within it. */
export function meetsTarget(amount: number, target: number, goal: Goal): boolean {
  return goal === 'atMost' ? amount <= target : amount >= target;
}

/** The stored measure as the rules read it, or null when absent or broken (read as done or not). */
export function readMeasure(raw: unknown): Measure | null {
  const value = raw as Partial<Measure> | null | undefined;
  if (!value || typeof value !== 'object') return null;
  if (value.goal !== 'atLeast' && value.goal !== 'atMost') return null;
  if (!isValidAmount(value.target)) return null;
  if (typeof value.unit !== 'string' || value.unit.length > UNIT_MAX_LENGTH) return null;
  return { unit: value.unit, goal: value.goal, target: value.target };
}

/** A measure as it is stored: the unit trimmed and cut to 12 characters, the target rounded. */
export function normalizeMeasure(measure: Measure): Measure {
  return {
    unit: measure.unit.trim().slice(0, UNIT_MAX_LENGTH).trim(),
    goal: measure.goal === 'atMost' ? 'atMost' : 'atLeast',
    target: Math.min(AMOUNT_MAX, Math.max(0, Math.round(measure.target * 100) / 100)),
  };
}
