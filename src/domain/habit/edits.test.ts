import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayOf } from '../days';
import { toggleDay } from './edits';
import { archiveAt, setColorAt, setDescriptionAt, setGroupAt } from './field-edits';
import type { Habit } from './model';
import { doneDays, isDone } from './reads';
import { at, habitWith, NOW, run, TODAY } from '../../testing/builders';

describe('toggling a day (docs/product.md §5.1)', () => {
  it('adds the current time for today', () => {
    const habit = toggleDay(habitWith(), TODAY, NOW);
    expect(habit.completionsWithTimes).toEqual({ '2025': { '7': [NOW] } });
  });
  it('adds 12:00 UTC for a past day (docs/product.md §2)', () => {
    const habit = toggleDay(habitWith(), dayOf(at('2025-07-01T00:00:00')), NOW);
    expect(habit.completionsWithTimes).toEqual({ '2025': { '7': [at('2025-07-01T12:00:00')] } });
  });
  it('removes every completion of that day', () => {
    const habit = habitWith({
      times: [at('2025-07-15T00:00:00'), at('2025-07-15T08:00:00'), at('2025-07-14T23:59:59.999')],
    });
    const toggled = toggleDay(habit, TODAY, NOW);
    expect(toggled.completionsWithTimes).toEqual({
      '2025': { '7': [at('2025-07-14T23:59:59.999')] },
    });
  });
  it('removes empty month and year buckets', () => {
    const habit = habitWith({ times: [at('2024-12-31T12:00:00'), at('2025-07-01T12:00:00')] });
    const toggled = toggleDay(habit, dayOf(at('2024-12-31T00:00:00')), NOW);
    expect(toggled.completionsWithTimes).toEqual({ '2025': { '7': [at('2025-07-01T12:00:00')] } });
  });
  it('buckets by year and unpadded month, ascending', () => {
    let habit = habitWith();
    for (const d of ['2025-01-31', '2024-12-31', '2025-01-01']) {
      habit = toggleDay(habit, dayOf(at(`${d}T00:00:00`)), NOW);
    }
    expect(habit.completionsWithTimes).toEqual({
      '2024': { '12': [at('2024-12-31T12:00:00')] },
      '2025': { '1': [at('2025-01-01T12:00:00'), at('2025-01-31T12:00:00')] },
    });
    expect(JSON.stringify(habit.completionsWithTimes)).toBe(
      `{"2024":{"12":[${at('2024-12-31T12:00:00')}]},"2025":{"1":[${at('2025-01-01T12:00:00')},${at('2025-01-31T12:00:00')}]}}`,
    );
  });
  it('leaves a future day alone', () => {
    const habit = habitWith();
    expect(toggleDay(habit, TODAY + 1, NOW)).toBe(habit);
  });
  it('recomputes highestStreak', () => {
    const habit = toggleDay(habitWith({ days: run(3, -2) }), TODAY - 1, NOW);
    expect(habit.highestStreak).toBe(4);
    expect(toggleDay(habit, TODAY - 3, NOW).highestStreak).toBe(2);
  });
  it('keeps unknown fields', () => {
    const habit = { ...habitWith(), color: 'teal' } as Habit;
    expect(toggleDay(habit, TODAY, NOW).color).toBe('teal');
  });
  it('is its own inverse (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -60, max: 0 }), { maxLength: 30 }),
        fc.integer({ min: -60, max: 0 }),
        (offsets, offset) => {
          const habit = habitWith({ days: offsets });
          const twice = toggleDay(toggleDay(habit, TODAY + offset, NOW), TODAY + offset, NOW);
          // The same days always; the very same timestamps when the day started empty (when it
          // was done, re-adding it records the time of the second toggle).
          expect(doneDays(twice)).toEqual(doneDays(habit));
          if (!offsets.includes(offset)) {
            expect(twice.completionsWithTimes).toEqual(habit.completionsWithTimes);
          }
          expect(isDone(toggleDay(habit, TODAY + offset, NOW), TODAY + offset)).toBe(
            !offsets.includes(offset),
          );
        },
      ),
    );
  });
});

describe('group, colour, description and archive (docs/product.md §3.6, §16.4)', () => {
  const STAMP = 7_000;
  it('each is written with its change time; only a change is stamped', () => {
    const habit = habitWith();
    const grouped = setGroupAt(habit, '  Morning ', STAMP);
    expect(grouped.group).toBe('Morning');
    expect(grouped.changedAt).toEqual({ group: STAMP });
    expect(setGroupAt(grouped, 'Morning', 9)).toBe(grouped);
    expect(setColorAt(habit, 'teal', STAMP).color).toBe('teal');
    expect(setColorAt(habit, null, STAMP)).toBe(habit);
    expect(setDescriptionAt(habit, '  ', STAMP)).toBe(habit);
    expect(setDescriptionAt(habit, ` ${'d'.repeat(250)}`, STAMP).description).toHaveLength(200);
    expect(archiveAt(habit, true, STAMP)).toMatchObject({ archived: true });
    expect(archiveAt(habit, false, STAMP)).toBe(habit);
  });
  it('set back to its default, the key goes and its change time stays', () => {
    const habit = habitWith();
    const json = JSON.stringify(habit);
    let next = setGroupAt(habit, 'Gym', 1);
    next = setColorAt(next, 'red', 2);
    next = setDescriptionAt(next, 'Before work', 3);
    next = archiveAt(next, true, 4);
    next = setGroupAt(next, '', 5);
    next = setColorAt(next, null, 6);
    next = setDescriptionAt(next, '', 7);
    next = archiveAt(next, false, 8);
    const { changedAt, ...rest } = next;
    expect(JSON.stringify(rest)).toBe(json);
    expect(changedAt).toEqual({ group: 5, color: 6, description: 7, archived: 8 });
  });
  it('a stored colour this version does not know is kept when Default is asked', () => {
    const habit = { ...habitWith(), color: 'chartreuse' };
    expect(setColorAt(habit, null, STAMP)).toBe(habit);
    expect(setColorAt(habit, 'blue', STAMP).color).toBe('blue');
  });
  it('a longer stored group name survives a Save without typing', () => {
    const habit = { ...habitWith(), group: 'g'.repeat(40) };
    expect(setGroupAt(habit, 'g'.repeat(40), STAMP)).toBe(habit);
  });
});
