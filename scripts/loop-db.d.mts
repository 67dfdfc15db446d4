import type { SqlJsStatic } from 'sql.js';

export interface LoopDbSpec {
  version: number;
  habits: {
    id: number;
    name: string;
    archived?: number;
    num?: number;
    den?: number;
    type?: number;
    targetType?: number;
    targetValue?: number;
    /** Numeric habits: the unit ("glasses"). */
    unit?: string;
    position?: number;
  }[];
  repetitions: { habit: number; timestamp: number; value?: number; notes?: string }[];
}

export function makeLoopDb(SQL: SqlJsStatic, spec: LoopDbSpec): Uint8Array;

export const EVERY_LOOP_FREQUENCY: { name: string; num: number; den: number }[];

export function withLoopHabits(
  SQL: SqlJsStatic,
  bytes: Uint8Array,
  habits: readonly { name: string; num: number; den: number }[],
  doneDays: readonly number[],
): Uint8Array;
