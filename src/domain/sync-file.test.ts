import { describe, expect, it } from 'vitest';
import { isoDate } from './days';
import type { Habit } from './habit/model';
import { compactTombstones, latestStamp, readSyncShape, summarizeChanges } from './sync-file';
import { habitWith, NOW, TODAY } from '../testing/builders';

const file = {
  app: 'tickday-sync',
  format: 1,
  device: { id: 'abc', name: 'Phone' },
  savedAt: '1000-0-abc',
  seen: { xyz: { name: 'Laptop', savedAt: '900-0-xyz' } },
  data: { version: 1, habits: [] },
  badges: { unlocked: [], seen: [] },
};

describe('a sync file, read (docs/product.md §17.1)', () => {
  it('takes its own shape, refuses another app, a newer format and a damaged one', () => {
    expect(readSyncShape(file)).toEqual({ ok: true, file });
    expect(readSyncShape({ ...file, app: 'tickday-backup' })).toEqual({
      ok: false,
      problem: 'not-sync',
    });
    expect(readSyncShape({ ...file, format: 2 })).toEqual({ ok: false, problem: 'newer' });
    for (const broken of [
      { device: { id: 'ABC!', name: 'x' } },
      { savedAt: 'yesterday' },
      { seen: { xyz: { name: 'Laptop' } } },
      { data: { habits: {} } },
      { badges: { unlocked: [] } },
    ])
      expect(readSyncShape({ ...file, ...broken })).toEqual({ ok: false, problem: 'damaged' });
  });
});

const on = (back: number) => isoDate(TODAY - back);

describe('tombstones compacted once every device has merged them (§17.4)', () => {
  const deleted: Habit = {
    ...habitWith({ id: 'd', name: 'Gone', days: [-3, -2] }),
    isDeleted: true,
    skips: [on(1)],
    changedAt: { deleted: '2000-0-a' },
  };
  const unticked: Habit = {
    ...habitWith({ id: 'u', days: [-2] }),
    entries: {
      [on(1)]: { at: { done: '2000-1-a' } },
      [on(2)]: { at: { done: '1500-0-a' } },
      [on(3)]: { note: 'kept', at: { note: '2000-2-a', skip: 1800 } },
    },
  };
  const a = { id: 'a', savedAt: '2100-0-a', seen: { b: { name: 'B', savedAt: '2050-0-b' } } };

  it('when every device has merged the deletion: the deleted habit keeps only what names it', () => {
    const b = { id: 'b', savedAt: '2050-0-b', seen: { a: { name: 'A', savedAt: '2001-0-a' } } };
    const [tomb, days] = compactTombstones([deleted, unticked], [a, b]) as [Habit, Habit];
    expect(tomb).toEqual({
      id: 'd',
      name: 'Gone',
      createdAt: deleted.createdAt,
      completionsWithTimes: {},
      highestStreak: 0,
      schedule: deleted.schedule,
      isDeleted: true,
      changedAt: { deleted: '2000-0-a' },
    });
    // A day's times of what was taken away stay: an older copy's tick must not win again.
    expect(days).toBe(unticked);
    expect(compactTombstones([tomb, days], [a, b])).toEqual([tomb, days]);
  });

  it('while one device has not merged the file that holds it: all kept', () => {
    const late = { id: 'b', savedAt: '2050-0-b', seen: { a: { name: 'A', savedAt: '1999-0-a' } } };
    const list = [deleted, unticked];
    expect(compactTombstones(list, [a, late])).toBe(list);
    const unknown = { ...deleted, changedAt: { deleted: '2000-0-q' } };
    expect(compactTombstones([unknown], [a, late])).toEqual([unknown]);
    const before = { ...deleted, changedAt: { deleted: 2000 } };
    expect(compactTombstones([before], [a])).toEqual([before]);
  });
});

describe('what a merge changed, in numbers (§17.1)', () => {
  it('counts habits added, deleted and changed, days and notes', () => {
    const before: Habit[] = [
      habitWith({ id: 'a', name: 'Read', days: [-2] }),
      habitWith({ id: 'b', name: 'Walk' }),
      { ...habitWith({ id: 'c', name: 'Old' }), isDeleted: true },
    ];
    const after: Habit[] = [
      {
        ...habitWith({ id: 'a', name: 'Read more', days: [-1, 0] }),
        entries: { [on(0)]: { note: 'good' } },
      },
      { ...habitWith({ id: 'b', name: 'Walk' }), isDeleted: true },
      habitWith({ id: 'c', name: 'Old' }),
      habitWith({ id: 'n', name: 'New', days: [0] }),
    ];
    expect(summarizeChanges(before, after)).toEqual({
      added: 2,
      removed: 1,
      archived: 0,
      restored: 0,
      edited: 1,
      kinds: ['name'],
      days: 3,
      notes: 1,
      badges: 0,
      order: false,
      stored: true,
    });
    expect(summarizeChanges(after, after)).toEqual({
      added: 0,
      removed: 0,
      archived: 0,
      restored: 0,
      edited: 0,
      kinds: [],
      days: 0,
      notes: 0,
      badges: 0,
      order: false,
      stored: false,
    });
  });

  it('names every kind of change a person sees: colour, description, group, pauses, archive…', () => {
    const read = habitWith({ id: 'a', name: 'Read' });
    const walk = habitWith({ id: 'b', name: 'Walk' });
    const gym = habitWith({ id: 'c', name: 'Gym' });
    const seen = (before: Habit[], after: Habit[]) => {
      const { edited, kinds, archived, restored } = summarizeChanges(before, after);
      return { edited, kinds, archived, restored };
    };
    const none = { edited: 0, kinds: [], archived: 0, restored: 0 };
    expect(seen([read, walk], [{ ...read, color: 'red' }, walk])).toEqual({
      ...none,
      edited: 1,
      kinds: ['color'],
    });
    expect(
      seen(
        [read, walk],
        [
          { ...read, description: 'Ten pages' },
          { ...walk, remindAt: '07:30' },
        ],
      ),
    ).toEqual({ ...none, edited: 2, kinds: ['description', 'reminder'] });
    const pause = [{ from: '2025-08-03', to: '2025-08-10' }];
    expect(
      seen([read, walk, gym], [read, { ...walk, pauses: pause }, { ...gym, pauses: pause }]),
    ).toEqual({ ...none, edited: 2, kinds: ['pauses'] });
    // A tick link made, or replaced by New link, on the other device (§19.4).
    const link = { token: 'AAAAAAAAAAAAAAAAAAAAAA' };
    expect(seen([read, walk], [{ ...read, tickLink: link }, walk])).toEqual({
      ...none,
      edited: 1,
      kinds: ['tickLink'],
    });
    // A habit made a habit to break on the other device (§20.1).
    expect(seen([read, walk], [read, { ...walk, kind: 'break' }])).toEqual({
      ...none,
      edited: 1,
      kinds: ['kind'],
    });
    // A group renamed on the other device: its habits change group.
    expect(
      seen(
        [{ ...read, group: 'Work' }, { ...walk, group: 'Work' }, gym],
        [{ ...read, group: 'Gym' }, { ...walk, group: 'Gym' }, gym],
      ),
    ).toEqual({ ...none, edited: 2, kinds: ['group'] });
    expect(
      seen(
        [read, walk],
        [{ ...read, name: 'Read more', schedule: { type: 'weekdays', days: [1] } }, walk],
      ),
    ).toEqual({ ...none, edited: 1, kinds: ['name', 'schedule'] });
    // Archived, and back from the archive: a card goes, a card comes.
    expect(seen([read, { ...walk, archived: true }], [{ ...read, archived: true }, walk])).toEqual({
      ...none,
      archived: 1,
      restored: 1,
    });
  });

  it('says when the order changes, and "nothing stored" only when nothing stored changes', () => {
    const read = habitWith({ id: 'a', name: 'Read' });
    const walk = habitWith({ id: 'b', name: 'Walk' });
    const gone = { ...habitWith({ id: 'c', name: 'Old' }), isDeleted: true };
    const none = {
      added: 0,
      removed: 0,
      archived: 0,
      restored: 0,
      edited: 0,
      kinds: [],
      days: 0,
      notes: 0,
      badges: 0,
    };
    // Reordered on the other device: the same habits, another order.
    expect(summarizeChanges([read, walk, gone], [walk, read, gone])).toEqual({
      ...none,
      order: true,
      stored: true,
    });
    // A habit added in the middle, or one deleted, is not a new order of the others.
    const added = habitWith({ id: 'n', name: 'New' });
    expect(summarizeChanges([read, walk], [read, added, walk])).toMatchObject({
      added: 1,
      order: false,
    });
    expect(summarizeChanges([read, walk], [{ ...read, isDeleted: true }, walk])).toMatchObject({
      removed: 1,
      order: false,
    });
    // Only what no screen shows: a deleted habit's place, a change time. Stored, so not "nothing".
    expect(summarizeChanges([read, walk, gone], [gone, read, walk])).toEqual({
      ...none,
      order: false,
      stored: true,
    });
    const stamped = { ...read, changedAt: { name: '5-0-x' } };
    expect(summarizeChanges([read, walk], [stamped, walk])).toEqual({
      ...none,
      order: false,
      stored: true,
    });
    // Equal copies (another object, the same bytes) store nothing new.
    expect(summarizeChanges([read, walk], [{ ...read }, { ...walk }]).stored).toBe(false);
  });

  it('counts badges unlocked elsewhere; a badge only marked seen is stored, not counted', () => {
    const habits = [habitWith({ id: 'a' })];
    const have = { unlocked: ['first_step'], seen: [] };
    expect(
      summarizeChanges(habits, habits, undefined, {
        have,
        bring: { unlocked: ['first_step', 'streak_7', 'streak_7'], seen: [] },
      }),
    ).toMatchObject({ badges: 1, stored: true });
    expect(
      summarizeChanges(habits, habits, undefined, {
        have,
        bring: { unlocked: ['first_step'], seen: ['first_step'] },
      }),
    ).toMatchObject({ badges: 0, stored: true });
    expect(
      summarizeChanges(habits, habits, undefined, { have, bring: { unlocked: [], seen: [] } }),
    ).toMatchObject({ badges: 0, stored: false });
  });

  it('the latest time in a list, of habits and of days', () => {
    expect(latestStamp([])).toBeUndefined();
    const habits: Habit[] = [
      { ...habitWith({ id: 'a' }), changedAt: { name: '5-0-a' } },
      { ...habitWith({ id: 'b' }), entries: { [on(1)]: { at: { done: '7-0-b', note: 3 } } } },
    ];
    expect(latestStamp(habits)).toBe('7-0-b');
    // A tick of today's moment counts (it is its change time); a date mark does not.
    const marked = habitWith({ id: 'm', days: [0] });
    expect(latestStamp([...habits, marked])).toBe('7-0-b');
    const ticked: Habit = { ...marked, completionsWithTimes: { '2025': { '7': [NOW] } } };
    expect(latestStamp([...habits, ticked])).toBe(NOW);
  });
});
