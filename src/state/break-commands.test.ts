import { describe, expect, it } from 'vitest';
import { UTC_DAYS } from '../domain/day-rule';
import { isHabitToBreak, type Habit } from '../domain/habit/model';
import { slipDays } from '../domain/habit/reads';
import { NOW, TODAY } from '../testing/builders';
import { editHabit } from './edit-command.lazy';
import { addHabit, toggleHabitSlip } from './habit-commands';

// Issue 59 (docs/product.md §20): the commands of a habit to break, as the add form, Edit, the
// card and the calendar run them.

const apply = (habits: readonly Habit[], change: ReturnType<typeof addHabit>, now = NOW) =>
  change(habits, now, UTC_DAYS, now);

describe('a habit to break, by its commands (§20)', () => {
  it('is added with kind "break" and no change time of its own; a plain add is not one', () => {
    const [habit] = apply([], addHabit('Smoking', undefined, null, '', true)) as [Habit];
    expect(habit.kind).toBe('break');
    expect(habit.changedAt).toBeUndefined();
    const [plain] = apply([], addHabit('Read')) as [Habit];
    expect('kind' in plain).toBe(false);
  });

  it('Edit switches it back and forth, stamping the kind, and drops the measure for one', () => {
    const [plain] = apply(
      [],
      addHabit('Water', undefined, { unit: '', goal: 'atLeast', target: 8 }),
    );
    const [broken] = apply(
      [plain as Habit],
      editHabit((plain as Habit).id, { measure: null, toBreak: true }),
      NOW + 1,
    );
    expect(isHabitToBreak(broken as Habit)).toBe(true);
    expect((broken as Habit).measure).toBeUndefined();
    expect((broken as Habit).changedAt?.kind).toBe(NOW + 1);
    const [back] = apply(
      [broken as Habit],
      editHabit((plain as Habit).id, { toBreak: false }),
      NOW + 2,
    );
    expect('kind' in (back as Habit)).toBe(false);
    expect((back as Habit).changedAt?.kind).toBe(NOW + 2);
  });

  it('a slip toggles once, decided on the list seen: a replay does not undo it', () => {
    const [habit] = apply([], addHabit('Smoking', undefined, null, '', true)) as [Habit];
    const change = toggleHabitSlip(habit.id);
    const once = apply([habit], change);
    expect(slipDays(once[0] as Habit)).toEqual([TODAY]);
    expect(slipDays(apply(once, change)[0] as Habit)).toEqual([TODAY]);
    const past = apply(once, toggleHabitSlip(habit.id, TODAY - 2));
    expect(slipDays(past[0] as Habit)).toEqual([TODAY - 2, TODAY]);
    const cleared = apply(past, toggleHabitSlip(habit.id, TODAY));
    expect(slipDays(cleared[0] as Habit)).toEqual([TODAY - 2]);
  });
});
