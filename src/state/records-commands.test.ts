import { describe, expect, it } from 'vitest';
import { entryOf, notesOf } from '../domain/habit/entries';

import { groupSections } from '../domain/habit/groups';
import { parseData } from '../storage/codec';
import { STORAGE_KEYS } from '../storage/keys';
import { NOW, TODAY } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import {
  archiveHabit,
  moveHabitGroup,
  placeHabit,
  renameHabitGroup,
  ungroupHabits,
} from './group-commands.lazy';
import {
  addHabit,
  moveHabit,
  removeHabit,
  renameHabitTo,
  scheduleHabit,
  toggleHabitDay,
  toggleHabitSkip,
} from './habit-commands';
import { editHabit } from './edit-command.lazy';
import { logHabitAmount, measureHabit, noteHabitDay, type HabitEdit } from './record-commands';

const storedHabits = (storage: ReturnType<typeof memoryStorage>) =>
  (
    JSON.parse(storage.getItem(STORAGE_KEYS.data) ?? 'null') as {
      habits: Record<string, unknown>[];
    }
  ).habits;

describe('commands record when they were made (docs/product.md §16.4)', () => {
  it('a new habit has no change times; an amount habit carries its measure', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, () => NOW);
    store.changeHabits(addHabit('Read'));
    store.changeHabits(
      addHabit('Water', { type: 'daily' }, { unit: 'glasses', goal: 'atLeast', target: 8 }),
    );
    const [read, water] = storedHabits(storage);
    expect(Object.keys(read!)).toEqual([
      'id',
      'name',
      'createdAt',
      'completionsWithTimes',
      'highestStreak',
      'schedule',
    ]);
    expect(water!.measure).toEqual({ unit: 'glasses', goal: 'atLeast', target: 8 });
    expect(water!.changedAt).toBeUndefined();
  });

  it('logs amounts, notes and a new target, each stamped with the clock of the change', () => {
    const storage = memoryStorage();
    let now = NOW;
    const store = createAppStore(storage, () => now);
    store.changeHabits(
      addHabit('Water', undefined, { unit: 'glasses', goal: 'atLeast', target: 8 }),
    );
    const id = store.getState().habits[0]!.id;
    now += 1000;
    store.changeHabits(logHabitAmount(id, 8));
    store.changeHabits(logHabitAmount(id, 3, TODAY - 1));
    store.changeHabits(noteHabitDay(id, TODAY - 1, ' sore '));
    now += 1000;
    store.changeHabits(measureHabit(id, { unit: 'glasses', goal: 'atLeast', target: 2 }));
    const habit = store.getState().habits[0]!;
    expect(entryOf(habit, TODAY)).toMatchObject({ done: true, amount: 8, target: 8 });
    expect(entryOf(habit, TODAY - 1)).toMatchObject({ done: false, amount: 3, target: 8 });
    expect(notesOf(habit)).toEqual([{ day: TODAY - 1, note: 'sore' }]);
    expect(habit.entries?.['2025-07-14']?.at).toEqual({ amount: NOW + 1000, note: NOW + 1000 });
    expect(habit.changedAt).toEqual({ measure: NOW + 2000 });
    // Stored as the codec writes it (pins compacted, §3.7), it reads back as the same habit.
    const read = parseData(storage.getItem(STORAGE_KEYS.data)!);
    expect(read.ok && read.habits[0]).toEqual(habit);
  });

  it('a tick of today stores its moment as its time (its date, §4.7); an un-tick, a skip, a rename, a schedule, a move and a delete store theirs', () => {
    const storage = memoryStorage();
    let now = NOW;
    const store = createAppStore(storage, () => now);
    store.changeHabits(addHabit('A'));
    now += 1;
    store.changeHabits(addHabit('B'));
    const [a, b] = store.getState().habits.map((h) => h.id) as [string, string];
    now += 1;
    store.changeHabits(toggleHabitDay(a));
    expect(store.getState().habits[0]!.entries).toEqual({
      '2025-07-15': { at: { done: NOW + 2 } },
    });
    expect(store.getState().habits[0]!.completionsWithTimes).toEqual({ 2025: { 7: [NOW + 2] } });
    now += 1;
    store.changeHabits(toggleHabitDay(a));
    expect(store.getState().habits[0]!.entries).toEqual({
      '2025-07-15': { at: { done: NOW + 3 } },
    });
    store.changeHabits(toggleHabitSkip(a, TODAY + 2));
    store.changeHabits(renameHabitTo(a, 'Aa'));
    store.changeHabits(scheduleHabit(a, { type: 'weekly', times: 3 }));
    store.changeHabits(moveHabit(b, a));
    store.changeHabits(removeHabit(a), 'delete');
    const [first, second] = store.getState().habits;
    expect(first!.id).toBe(b);
    expect(first!.changedAt).toEqual({ order: NOW + 3 });
    expect(second!.changedAt).toEqual({ name: NOW + 3, schedule: NOW + 3, deleted: NOW + 3 });
    expect(second!.entries?.['2025-07-17']).toEqual({ at: { skip: NOW + 3 } });
  });
});

describe('group, archive and edit commands (docs/product.md §3.6)', () => {
  const setUp = () => {
    const storage = memoryStorage();
    let now = NOW;
    const store = createAppStore(storage, () => now);
    const tick = () => (now += 1);
    return { storage, store, tick };
  };
  const names = (store: ReturnType<typeof createAppStore>) =>
    store.getState().habits.map((h) => `${h.name}:${h.group ?? ''}`);

  it('a habit added to a group goes last in it, with no change time of its own', () => {
    const { store, tick } = setUp();
    store.changeHabits(addHabit('A', undefined, null, ' Gym '));
    tick();
    store.changeHabits(addHabit('B'));
    tick();
    store.changeHabits(addHabit('C', undefined, null, 'Gym'));
    expect(names(store)).toEqual(['A:Gym', 'B:', 'C:Gym']);
    const { ungrouped, groups } = groupSections(store.getState().habits);
    expect([ungrouped.map((h) => h.name), groups.map((g) => g.habits.map((h) => h.name))]).toEqual([
      ['B'],
      [['A', 'C']],
    ]);
    expect(store.getState().habits.find((h) => h.name === 'A')!.changedAt).toBeUndefined();
  });

  it('archive and restore keep the habit’s slot and group; rename, move and ungroup a group', () => {
    const { store, storage, tick } = setUp();
    store.changeHabits(addHabit('A', undefined, null, 'Gym'));
    tick();
    store.changeHabits(addHabit('B', undefined, null, 'Home'));
    tick();
    store.changeHabits(addHabit('C', undefined, null, 'Gym'));
    const idOf = (name: string) => store.getState().habits.find((h) => h.name === name)!.id;
    const [a, b, c] = ['A', 'B', 'C'].map(idOf) as [string, string, string];
    expect(names(store)).toEqual(['A:Gym', 'B:Home', 'C:Gym']);
    store.changeHabits(archiveHabit(a, true));
    expect(storedHabits(storage)[0]).toMatchObject({ archived: true, group: 'Gym' });
    store.changeHabits(archiveHabit(a, false));
    expect(storedHabits(storage)[0]).not.toHaveProperty('archived');
    store.changeHabits(renameHabitGroup('Gym', 'Sport'));
    expect(names(store)).toEqual(['A:Sport', 'B:Home', 'C:Sport']);
    store.changeHabits(moveHabitGroup('Home', 'up'));
    expect(names(store)).toEqual(['B:Home', 'A:Sport', 'C:Sport']);
    store.changeHabits(placeHabit(c, { group: 'Home', beforeId: b }));
    expect(names(store)).toEqual(['C:Home', 'B:Home', 'A:Sport']);
    store.changeHabits(ungroupHabits('Home'));
    expect(names(store)).toEqual(['C:', 'B:', 'A:Sport']);
    expect(
      store
        .getState()
        .habits.map((h) => h.id)
        .sort(),
    ).toEqual([a, b, c].sort());
  });

  it('one Save of the Edit dialog stamps only the fields that changed', () => {
    const { store, tick } = setUp();
    store.changeHabits(addHabit('Run'));
    store.changeHabits(addHabit('Other', undefined, null, 'Gym'));
    const id = store.getState().habits[0]!.id;
    tick();
    const opened: HabitEdit = {
      name: 'Run',
      schedule: { type: 'daily' },
      measure: null,
      group: '',
      color: null,
      description: '',
    };
    store.changeHabits(
      editHabit(id, { ...opened, group: 'Gym', color: 'blue', description: ' Five km ' }, opened),
    );
    const habit = store.getState().habits.find((h) => h.id === id)!;
    expect(habit).toMatchObject({ group: 'Gym', color: 'blue', description: 'Five km' });
    expect(habit.changedAt).toEqual({
      color: NOW + 1,
      description: NOW + 1,
      group: NOW + 1,
      order: NOW + 1,
    });
    expect(names(store)).toEqual(['Other:Gym', 'Run:Gym']);
  });

  it('a Save writes only what was changed in the dialog: what changed elsewhere meanwhile stays (issue 56)', () => {
    const { store, tick } = setUp();
    store.changeHabits(addHabit('Gym'));
    const id = store.getState().habits[0]!.id;
    // Both tabs open Edit Gym on the same values.
    const opened: HabitEdit = {
      name: 'Gym',
      schedule: { type: 'daily' },
      measure: null,
      group: '',
      color: null,
      description: '',
      remindAt: '',
    };
    tick();
    // Tab 2 (or a synced device) saves every 3 days, a description and a colour.
    const every3 = { type: 'interval', days: 3 } as const;
    store.changeHabits(
      editHabit(id, { ...opened, schedule: every3, description: 'Legs', color: 'red' }, opened),
    );
    tick();
    // Tab 1 saves its new name; its other fields are as they opened.
    store.changeHabits(editHabit(id, { ...opened, name: 'Gym day' }, opened));
    const habit = store.getState().habits[0]!;
    expect(habit).toMatchObject({
      name: 'Gym day',
      schedule: every3,
      description: 'Legs',
      color: 'red',
    });
    expect(habit.changedAt).toEqual({
      name: NOW + 2,
      schedule: NOW + 1,
      description: NOW + 1,
      color: NOW + 1,
    });
    // A field typed back to what it opened with, or only re-spaced, is not a change either.
    tick();
    const same = store.getState().habits;
    store.changeHabits(
      editHabit(id, { ...opened, name: ' Gym ', description: ' ', group: ' ' }, opened),
    );
    expect(store.getState().habits).toBe(same);
  });
});
