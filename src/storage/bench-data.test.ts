import { describe, expect, it } from 'vitest';
import { generateData, generateHabits } from '../../bench/generate.mjs';
import { markDone, refreshHighest } from '../domain/habit/edits';
import { completionTimes } from '../domain/habit/stored';
import { UTC_DAYS } from '../domain/day-rule';
import { doneDays } from '../domain/habit/reads';
import { readSchedule } from '../domain/schedule';
import { parseData, serializeHabits } from './codec';

/**
 * The bench's `schedules` set (bench/run.mjs, `[100, 3, 'schedules']`, issue 43): stored data
 * Tickday loads as it is, with the new schedules beside the old, done as each asks.
 */
describe("the bench's 100 x 3 set with the new schedules", () => {
  const NOW = Date.UTC(2026, 10, 20, 10, 0);
  const data = generateData(100, 3, NOW, { schedules: true });
  const parsed = parseData(data);
  if (!parsed.ok) throw new Error(parsed.reason);
  const { habits } = parsed;

  it('loads whole, nothing set aside, and round-trips byte for byte', () => {
    expect(habits).toHaveLength(100);
    expect([parsed.rejected, parsed.droppedTimes, parsed.setAside]).toEqual([0, 0, 0]);
    expect(serializeHabits(habits, parsed.extras)).toBe(data);
  });

  it('each schedule is one Tickday reads as stored; all six kinds, the new half of them', () => {
    const kinds = new Map<string, number>();
    for (const habit of habits) {
      expect(readSchedule(habit.schedule)).toEqual(habit.schedule);
      kinds.set(habit.schedule.type, (kinds.get(habit.schedule.type) ?? 0) + 1);
    }
    expect(Object.fromEntries(kinds)).toEqual({
      daily: 17,
      weekdays: 17,
      weekly: 17,
      interval: 17,
      monthly: 16,
      window: 16,
    });
  });

  it('done days as each schedule asks: every n days, about n a month, t in any d days', () => {
    for (const habit of habits) {
      const schedule = readSchedule(habit.schedule);
      const done = doneDays(habit, UTC_DAYS);
      expect(done.length, habit.name).toBeGreaterThan(10);
      if (schedule.type === 'weekdays') {
        expect(done.every((day) => schedule.days.includes((day + 4) % 7))).toBe(true);
      }
      if (schedule.type === 'interval') {
        const gaps = done.slice(1).map((day, k) => day - (done[k] as number));
        expect(gaps.every((gap) => gap % schedule.days === 0)).toBe(true);
      }
      if (schedule.type === 'monthly') {
        // October 2026: at most its count, and at most its own one or two missed days fewer.
        const october = done.filter((day) => {
          const date = new Date(day * 86_400_000);
          return date.getUTCFullYear() === 2026 && date.getUTCMonth() === 9;
        });
        expect(october.length).toBeLessThanOrEqual(schedule.times + 1);
        expect(october.length).toBeGreaterThanOrEqual(schedule.times - 2);
      }
      if (schedule.type === 'window') {
        const { times, days } = schedule;
        const at = done.length - 1;
        const last = done[at] as number;
        const inWindow = done.filter((day) => day > last - days).length;
        expect(inWindow).toBeLessThanOrEqual(times);
        expect(inWindow).toBeGreaterThanOrEqual(times - 1);
      }
    }
  });
});

describe("the bench's data is what the app writes (issue 57)", () => {
  const NOW = Date.UTC(2026, 10, 20, 10, 0);

  it('its habits are the ones ticking the same moments through the app, day by day, makes', () => {
    const made = generateHabits(6, 0.3, NOW, { mixed: true });
    for (const habit of made) {
      const { id, name, createdAt, schedule } = habit;
      let replayed = { id, name, createdAt, completionsWithTimes: {}, highestStreak: 0, schedule };
      for (const ms of completionTimes(habit))
        replayed = markDone(replayed, UTC_DAYS.dayOf(ms), true, ms, UTC_DAYS, ms);
      const { skips, ...rest } = habit;
      expect({ ...replayed, highestStreak: 0 }).toEqual(rest);
      expect(skips === undefined || skips.length === 12).toBe(true);
    }
  });

  it("its text is the app's own writing of them, best streaks included", () => {
    const text = generateData(6, 0.3, NOW, { mixed: true });
    const habits = generateHabits(6, 0.3, NOW, { mixed: true }).map((h) =>
      refreshHighest(h, NOW, UTC_DAYS),
    );
    expect(text).toBe(serializeHabits(habits));
    expect(JSON.parse(text).habits[0].pins).toBeDefined();
  });
});
