import { describe, expect, it, vi } from 'vitest';
import type * as FieldsModuleNs from '../domain/habit/fields';
import type { FieldRule } from '../domain/habit/fields';
import type { Habit } from '../domain/habit/model';
import { UTC_DAYS } from '../domain/day-rule';
import { memoryStorage } from '../testing/memory-storage';
import { STORAGE_KEYS } from './keys';

type FieldsModule = typeof FieldsModuleNs;

/**
 * docs/architecture.md, "Adding a field": a new field of a habit is one row in
 * domain/habit/fields.ts. This test adds a made-up one, `mood` (text; a value that is not text is
 * set aside; merged by its change time), to that table and nowhere else, then shows the app's own
 * modules store it, read it back byte for byte, set aside a broken one, merge it by sync, keep it
 * in a backup, and that a Tickday without the row (an older one) keeps it as an unknown field.
 */

const MOOD: FieldRule<string> = {
  key: 'mood',
  check: (value): value is string => typeof value === 'string',
  broken: 'set-aside',
  tie: 'greater',
  edit: 'optional',
  absent: '',
};

/**
 * A field a habit cannot be shown without once it is there (a made-up `shape`): a value that breaks
 * its check rejects the habit, as a broken name does.
 */
const SHAPE: FieldRule<string> = {
  key: 'shape',
  check: (value): value is string => typeof value === 'string',
  broken: 'reject',
  tie: 'greater',
  edit: 'own',
};

/** A fresh copy of the modules that read, write and merge habits, with or without the row. */
async function tickday({
  withMood,
  withShape = false,
}: {
  withMood: boolean;
  withShape?: boolean;
}) {
  vi.resetModules();
  vi.doUnmock('../domain/habit/fields');
  if (withMood || withShape) {
    vi.doMock('../domain/habit/fields', async (importOriginal) => {
      const fields = await importOriginal<FieldsModule>();
      // The one place: a row in the table.
      if (withMood) Object.assign(fields.HABIT_FIELDS, { mood: MOOD });
      if (withShape) Object.assign(fields.HABIT_FIELDS, { shape: SHAPE });
      return fields;
    });
  }
  // The table first, alone: the modules below import it, and imported side by side they could
  // each ask for it while the mock's factory was still running (CI once read a change time with
  // the row missing). Once it is loaded, they all get this copy.
  const fields = await import('../domain/habit/fields');
  expect('mood' in fields.HABIT_FIELDS).toBe(withMood);
  expect('shape' in fields.HABIT_FIELDS).toBe(withShape);
  const [storage, merge, edits, backup, readBackup] = await Promise.all([
    import('./habits-storage'),
    import('../domain/merge-records'),
    import('../domain/habit/field-edits'),
    import('./backup'),
    import('./read-backup'),
  ]);
  const setMood = (habit: Habit, mood: string, at: number) =>
    (edits.setFieldAt as (h: Habit, f: string, v: unknown, at: number) => Habit)(
      habit,
      'mood',
      mood,
      at,
    );
  return { ...storage, ...merge, ...backup, ...readBackup, setFieldAt: edits.setFieldAt, setMood };
}

const T = Date.UTC(2026, 10, 1, 9, 0);
const START =
  '{"version":1,"habits":[{"id":"1","name":"Walk","createdAt":"2026-10-01T00:00:00.000Z",' +
  '"completionsWithTimes":{},"highestStreak":0,"schedule":{"type":"daily"}}]}';

function stored(text: string) {
  const store = memoryStorage();
  store.setItem(STORAGE_KEYS.data, text);
  return store;
}

// Each test loads the app's storage, merge and backup modules afresh (a cold import of ~40
// modules): under a full run on two cores the first took over the default 5 s.
const COLD = { timeout: 30_000 };

describe('adding a field is one row in fields.ts (docs/architecture.md)', COLD, () => {
  it('is stored by an edit with its change time, and read back byte for byte', async () => {
    const app = await tickday({ withMood: true });
    const [walk] = app.loadHabits(stored(START)).habits as [Habit];
    const calm = app.setMood(walk, 'calm', T);
    const text = app.serializeHabits([calm]);
    expect(JSON.parse(text).habits[0]).toMatchObject({ mood: 'calm', changedAt: { mood: T } });
    const again = app.loadHabits(stored(text));
    expect(again.problem).toBeNull();
    expect(again.habits[0]?.mood).toBe('calm');
    expect(app.serializeHabits(again.habits, again.extras)).toBe(text);
    // The field's `absent` value removes the key, and the change is stamped.
    const none = app.setMood(calm, '', T + 1);
    expect('mood' in none).toBe(false);
    expect(none.changedAt).toEqual({ mood: T + 1 });
    expect(app.setMood(calm, 'calm', T + 2)).toBe(calm);
  });

  it('has its check: a value that breaks it is set aside with its change time (§8.1)', async () => {
    const app = await tickday({ withMood: true });
    const broken = START.replace('"schedule"', '"mood":42,"changedAt":{"mood":5},"schedule"');
    const store = stored(broken);
    const loaded = app.loadHabits(store);
    expect(loaded.habits[0]?.name).toBe('Walk');
    expect('mood' in (loaded.habits[0] as Habit)).toBe(false);
    expect(loaded.habits[0]?.changedAt).toBeUndefined();
    const kept = JSON.parse(store.getItem(STORAGE_KEYS.quarantine) as string);
    expect(kept.parts).toEqual([
      { habit: '1', field: 'mood', value: 42 },
      { habit: '1', field: 'changedAt.mood', value: 5 },
    ]);
    // Without the row, the same text is read as it is: an unknown field and its time, kept.
    const older = await tickday({ withMood: false });
    const plain = older.loadHabits(stored(broken));
    expect(plain.problem).toBeNull();
    expect(plain.habits[0]?.mood).toBe(42);
  });

  it('has a change time: a broken one is set aside, the value kept (§8.1, §16.4)', async () => {
    const app = await tickday({ withMood: true });
    const text = START.replace(
      '"schedule"',
      '"mood":"calm","changedAt":{"mood":"soon"},"schedule"',
    );
    const store = stored(text);
    const loaded = app.loadHabits(store);
    expect(loaded.habits[0]?.mood).toBe('calm');
    expect(loaded.habits[0]?.changedAt).toBeUndefined();
    expect(JSON.parse(store.getItem(STORAGE_KEYS.quarantine) as string).parts).toEqual([
      { habit: '1', field: 'changedAt.mood', value: 'soon' },
    ]);
    // Without the row, a change time of a field it does not know is kept as it is (§3.3).
    const older = await tickday({ withMood: false });
    const plain = older.loadHabits(stored(text));
    expect(plain.problem).toBeNull();
    expect(plain.habits[0]?.changedAt).toEqual({ mood: 'soon' });
  });

  it('may be one a habit cannot be read without: a broken value rejects the habit', async () => {
    const app = await tickday({ withMood: false, withShape: true });
    const broken = START.replace('"schedule"', '"shape":42,"schedule"');
    const good = START.replace('"schedule"', '"shape":"round","schedule"');
    expect(app.loadHabits(stored(good)).habits[0]?.shape).toBe('round');
    const store = stored(broken);
    expect(app.loadHabits(store).habits).toEqual([]);
    expect(JSON.parse(store.getItem(STORAGE_KEYS.quarantine) as string).habits).toEqual([
      JSON.parse(broken).habits[0],
    ]);
    // An older Tickday keeps it as an unknown field.
    const older = await tickday({ withMood: false });
    expect(older.loadHabits(stored(broken)).habits[0]?.shape).toBe(42);
  });

  it('is merged by sync field by field, the later change winning, in either order (§16.4)', async () => {
    const app = await tickday({ withMood: true });
    const [walk] = app.loadHabits(stored(START)).habits as [Habit];
    // The phone sets a mood, then renames; the laptop set another mood before.
    const calm = app.setMood(walk, 'calm', T + 2);
    const phone = { ...calm, name: 'Walk far', changedAt: { ...calm.changedAt, name: T + 3 } };
    const laptop = app.setMood(walk, 'tired', T + 1);
    for (const [a, b] of [
      [phone, laptop],
      [laptop, phone],
    ] as const) {
      const [merged] = app.mergeData([a], [[b]], T + 10, UTC_DAYS) as [Habit];
      expect(merged.mood).toBe('calm');
      expect(merged.name).toBe('Walk far');
      expect(merged.changedAt).toEqual({ mood: T + 2, name: T + 3 });
    }
    // A later change on the laptop wins over the phone's, whichever copy is merged into which.
    const later = app.setMood(laptop, 'bright', T + 5);
    for (const [a, b] of [
      [phone, later],
      [later, phone],
    ] as const) {
      expect((app.mergeHabit(a, b, UTC_DAYS) as Habit).mood).toBe('bright');
    }
    // Equal times: the table's tie (`greater`), the same whichever copy is which.
    const same1 = app.setMood(walk, 'a', T);
    const same2 = app.setMood(walk, 'b', T);
    expect(app.mergeHabit(same1, same2).mood).toBe('b');
    expect(app.mergeHabit(same2, same1).mood).toBe('b');
  });

  it('is kept by a backup, byte for byte', async () => {
    const app = await tickday({ withMood: true });
    const [walk] = app.loadHabits(stored(START)).habits as [Habit];
    const text = app.serializeHabits([app.setMood(walk, 'calm', T)]);
    const file = app.backupText(stored(text), { values: [], held: null }, '9.9.9', T);
    const read = app.parseBackup(file);
    if (!read.ok) throw new Error(read.problem);
    expect(read.backup.items[STORAGE_KEYS.data]).toBe(text);
    expect(read.backup.habits[0]?.mood).toBe('calm');
  });

  it('is kept unknown by a Tickday without the row: read, merged and written unchanged (§3.3)', async () => {
    const newer = await tickday({ withMood: true });
    const [walk] = newer.loadHabits(stored(START)).habits as [Habit];
    const text = newer.serializeHabits([newer.setMood(walk, 'calm', T)]);

    const older = await tickday({ withMood: false });
    const loaded = older.loadHabits(stored(text));
    expect(loaded.problem).toBeNull();
    expect(older.serializeHabits(loaded.habits, loaded.extras)).toBe(text);
    // A sync on the older device with a copy that never had the field keeps it.
    const [merged] = older.mergeData(
      loaded.habits,
      [older.loadHabits(stored(START)).habits],
      T + 9,
    );
    expect(merged?.mood).toBe('calm');
    expect(merged?.changedAt).toEqual({ mood: T });
  });
});
