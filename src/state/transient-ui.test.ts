import { describe, expect, it } from 'vitest';
import { isActive } from '../domain/habit/model';
import { doneDays } from '../domain/habit/reads';
import { createBackup } from '../storage/backup';
import { parseBackup } from '../storage/read-backup';
import { serializeHabits } from '../storage/habits-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith, NOW, run, TODAY } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { groupSections } from '../domain/habit/groups';
import { moveHabitGroup } from './group-commands.lazy';
import { renameHabitTo, toggleHabitDay } from './habit-commands';

const clockAt = (ms: number) => () => ms;

/** A store over `map` holding Read (ticked the last 3 days), Walk and Swim, in that order. */
function threeHabits(map = new Map<string, string>()) {
  const habits = [
    habitWith({ id: 'r', name: 'Read', days: run(3) }),
    habitWith({ id: 'w', name: 'Walk' }),
    habitWith({ id: 's', name: 'Swim' }),
  ];
  map.set(STORAGE_KEYS.data, serializeHabits(habits));
  return createAppStore(memoryStorage({ map }), clockAt(NOW));
}
const activeNames = (store: ReturnType<typeof createAppStore>) =>
  store
    .getState()
    .habits.filter(isActive)
    .map((h) => h.name);

describe('undo after a delete (src/state/transient-ui.ts)', () => {
  it('a delete offers Undo for the habit as it was before the delete', () => {
    const store = threeHabits();
    const before = store.getState().habits[0];
    store.deleteHabit('r');
    expect(activeNames(store)).toEqual(['Walk', 'Swim']);
    expect(store.getState().lastDeleted).toBe(before);
  });

  it('Undo puts it back in its own place with every completion, and ends the offer', () => {
    const store = threeHabits();
    store.deleteHabit('w');
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Read', 'Walk', 'Swim']);
    expect(store.getState().lastDeleted).toBeNull();
    store.deleteHabit('r');
    store.undoDelete();
    expect(doneDays(store.getState().habits[0]!)).toEqual([TODAY - 2, TODAY - 1, TODAY]);
    // A second Undo has nothing left to do.
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Read', 'Walk', 'Swim']);
  });

  it('a later delete takes the offer over; Undo restores only that one', () => {
    const store = threeHabits();
    store.deleteHabit('r');
    store.deleteHabit('s');
    expect(store.getState().lastDeleted?.id).toBe('s');
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Walk', 'Swim']);
  });

  it('deleting a habit that is already deleted, or unknown, offers nothing', () => {
    const store = threeHabits();
    store.deleteHabit('r');
    store.withdrawUndo();
    store.deleteHabit('r');
    store.deleteHabit('nope');
    expect(store.getState().lastDeleted).toBeNull();
  });

  it('withdrawing the offer (it timed out) leaves the habit deleted', () => {
    const store = threeHabits();
    store.deleteHabit('w');
    store.withdrawUndo();
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Read', 'Swim']);
  });

  it('Undo changes nothing when another tab already brought the habit back and changed it', () => {
    const map = new Map<string, string>();
    const a = threeHabits(map);
    const b = createAppStore(memoryStorage({ map }), clockAt(NOW));
    a.deleteHabit('w');
    b.undoDelete(); // b offers nothing: it did not delete
    const c = createAppStore(memoryStorage({ map }), clockAt(NOW));
    c.changeHabits((habits) =>
      habits.map((h) => (h.id === 'w' ? { ...h, isDeleted: undefined } : h)),
    );
    c.changeHabits(renameHabitTo('w', 'Walk far'));
    a.undoDelete();
    const final = createAppStore(memoryStorage({ map }), clockAt(NOW));
    expect(activeNames(final)).toEqual(['Read', 'Walk far', 'Swim']);
  });

  it('a tick made after the delete in another habit survives the Undo', () => {
    const store = threeHabits();
    store.deleteHabit('w');
    store.changeHabits(toggleHabitDay('s'));
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Read', 'Walk', 'Swim']);
    expect(doneDays(store.getState().habits[2]!)).toEqual([TODAY]);
  });

  it('Undo brings the habit back into its group without undoing a later move of the groups (issue 56)', () => {
    const map = new Map<string, string>();
    const habit = (id: string, name: string, group: string) => ({
      ...habitWith({ id, name }),
      group,
    });
    map.set(
      STORAGE_KEYS.data,
      serializeHabits([
        habit('a1', 'A one', 'Alpha'),
        habit('a2', 'A two', 'Alpha'),
        habit('b1', 'B one', 'Beta'),
        habit('g1', 'G one', 'Gamma'),
      ]),
    );
    let now = NOW;
    const store = createAppStore(memoryStorage({ map }), () => now);
    const groups = () => groupSections(store.getState().habits).groups;
    store.deleteHabit('a1');
    now += 1;
    store.changeHabits(moveHabitGroup('Beta', 'up'));
    expect(groups().map((g) => g.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
    now += 1;
    store.undoDelete();
    expect(groups().map((g) => [g.name, g.habits.map((h) => h.name)])).toEqual([
      ['Beta', ['B one']],
      ['Alpha', ['A one', 'A two']],
      ['Gamma', ['G one']],
    ]);
    // It moved in the stored list, so the move is recorded as one (§16.4), with the Undo's time.
    expect(store.getState().habits.find((h) => h.id === 'a1')!.changedAt).toEqual({
      deleted: NOW + 2,
      order: NOW + 2,
    });
    // A habit whose group has no other habit comes back where it was: its group with it.
    store.deleteHabit('g1');
    store.changeHabits(moveHabitGroup('Alpha', 'up'));
    store.undoDelete();
    expect(groups().map((g) => g.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('a Replace ends the offer', () => {
    const store = threeHabits();
    store.deleteHabit('r');
    const parsed = parseBackup(
      createBackup(
        { [STORAGE_KEYS.data]: serializeHabits([habitWith({ id: 'x', name: 'Other' })]) },
        '1',
        NOW,
      ),
    );
    if (!parsed.ok) throw new Error('expected a valid backup');
    expect(store.importBackup(parsed.backup, 'replace')).toEqual({ ok: true });
    expect(store.getState().lastDeleted).toBeNull();
    store.undoDelete();
    expect(activeNames(store)).toEqual(['Other']);
  });
});
