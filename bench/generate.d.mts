import type { Schedule } from '../src/domain/schedule';

/** The stored data (the data key's value) of `habits` habits x `years` years up to `now`. */
export function generateData(
  habits: number,
  years: number,
  now: number,
  options?: { mixed?: boolean; amounts?: boolean; groups?: number; schedules?: boolean },
): string;

/** Habit `i`'s schedule in the `schedules` set. */
export function mixedSchedule(i: number): Schedule;

/** The habits as the app holds them after their days were ticked one by one (best streak 0). */
export function generateHabits(
  habits: number,
  years: number,
  now: number,
  options?: { mixed?: boolean; amounts?: boolean; groups?: number; schedules?: boolean },
): import('../src/domain/habit/model').Habit[];

/** A module of the app's own TypeScript (`src/...`, relative to bench/), loaded with jiti. */
export function appModule(path: string): Record<string, unknown>;
