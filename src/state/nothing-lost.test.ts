/**
 * The defects an adversarial pass found (data loss, wrong results), each as a case that failed
 * before its fix. The end-to-end half is e2e/nothing-lost.spec.ts.
 */
import fc from 'fast-check';
import { loadBadgeRules } from './habits-document';
import { backupText } from '../storage/backup';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, LATEST_TIME, EARLIEST_TIME } from '../domain/days';
import { toggleDay } from '../domain/habit/edits';
import type { Habit } from '../domain/habit/model';
import { doneDays } from '../domain/habit/reads';
import { completionTimes } from '../domain/habit/stored';
import { mergeLists } from '../domain/merge-records';
import { createBackup, readBackupItems } from '../storage/backup';
import { parseBackup } from '../storage/read-backup';
import { loadHabits, parseData, serializeHabits } from '../storage/habits-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith, NOW, run, TODAY } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { addHabit, renameHabitTo, toggleHabitDay } from './habit-commands';

// The badge rules load on first use (habits-document.ts); loaded once here, every check is at once.
beforeAll(() => loadBadgeRules());

const clockAt = (ms: number) => () => ms;
const GOOD = Date.UTC(2025, 6, 14, 12);

/** A stored habit whose July 2025 bucket also holds `extra` (written by hand, as hostile data is). */
function rawHabit(id: string, extra: number[]): Habit {
  return {
    id,
    name: `Habit ${id}`,
    createdAt: '2025-01-01T00:00:00.000Z',
    completionsWithTimes: { '2025': { '7': [GOOD, ...extra] } },
    highestStreak: 0,
    schedule: { type: 'daily' },
  };
}

const quietly = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('1. a bad completion time never costs its habit', () => {
  for (const [label, bad] of [
    ['year 275760', 8.64e15],
    ['year 10000', Date.UTC(10000, 0, 1)],
    ['a negative year', -1e14],
    ['year 999', EARLIEST_TIME - 1],
    ['1e16 (past what Date can hold)', 1e16],
  ] as const) {
    it(`${label}: set aside and quarantined at load; a tick, a reload and a Merge keep the habit`, () => {
      const warn = quietly();
      const storage = memoryStorage();
      const raw = JSON.stringify({ version: 1, habits: [rawHabit('a', [bad])] });
      storage.setItem(STORAGE_KEYS.data, raw);
      const store = createAppStore(storage, clockAt(NOW));
      expect(store.getState().habits.map((h) => h.id)).toEqual(['a']);
      expect(completionTimes(store.getState().habits[0]!)).toEqual([GOOD]);
      // The quarantine keeps the time set aside, with its habit (not a copy of all the data).
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.quarantine)!)).toEqual({
        from: STORAGE_KEYS.data,
        habits: [],
        parts: [{ habit: 'a', field: 'completionsWithTimes', value: [bad] }],
      });
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/completion time/);
      store.changeHabits(toggleHabitDay('a'));
      const again = createAppStore(storage, clockAt(NOW));
      expect(again.getState().habits.map((h) => doneDays(h))).toEqual([[TODAY - 1, TODAY]]);
      // Merge of a backup holding the bad time: the habit and its good times stay.
      const backup = parseBackup(createBackup({ [STORAGE_KEYS.data]: raw }, '1', NOW));
      if (!backup.ok) throw new Error('the backup should be readable');
      expect(backup.backup.summary.leftOut).toBe(1);
      again.importBackup(backup.backup, 'merge');
      const third = createAppStore(storage, clockAt(NOW));
      expect(third.getState().habits.map((h) => h.id)).toEqual(['a']);
    });
  }

  it('the load check, the write path and Merge agree for any finite time (property)', () => {
    quietly();
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 6 }),
        fc.integer({ min: -400, max: 0 }),
        (extra, offset) => {
          const raw = JSON.stringify({ version: 1, habits: [rawHabit('a', extra)] });
          const parsed = parseData(raw);
          if (!parsed.ok) return false;
          const habit = parsed.habits[0]!;
          // Every time left is storable, and the ones dropped are exactly the unstorable ones.
          const kept = [GOOD, ...extra].filter((t) => t >= EARLIEST_TIME && t <= LATEST_TIME);
          expect(completionTimes(habit)).toEqual(
            JSON.parse(JSON.stringify(kept.sort((x, y) => x - y))),
          );
          const toggled = toggleDay(habit, TODAY + offset, NOW);
          const merged = mergeLists([toggled], [rawHabit('a', extra)]);
          const again = parseData(serializeHabits(merged));
          return again.ok && again.rejected === 0 && again.droppedTimes === 0;
        },
      ),
    );
  });
});

describe('1b. a broken field is set aside alone, at any size (issue 57)', () => {
  it('data at 90 % of the limit with one broken note takes every later tick, and keeps it', () => {
    const warn = quietly();
    const LIMIT = 5_242_880;
    const storage = memoryStorage({ quota: LIMIT });
    // 5 years of daily ticks a habit, as many habits as fill 90 % of local storage.
    const habits: Habit[] = [];
    const one = JSON.stringify(habitWith({ id: 'x', days: run(1826) })).length;
    for (let i = 0; i < Math.floor((0.9 * LIMIT) / (one + 1)); i += 1)
      habits.push(habitWith({ id: `h${i}`, name: `Habit ${i}`, days: run(1826) }));
    const broken = {
      ...habits[0],
      entries: { '2025-07-14': { note: { html: '<b>' } } },
    } as unknown as Habit;
    const raw = JSON.stringify({ version: 1, habits: [broken, ...habits.slice(1)] });
    expect(raw.length / LIMIT).toBeGreaterThan(0.89);
    storage.setItem(STORAGE_KEYS.data, raw);
    const store = createAppStore(storage, clockAt(NOW));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/set aside/);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.quarantine)!).parts).toEqual([
      { habit: 'h0', field: 'entries.2025-07-14.note', value: { html: '<b>' } },
    ]);
    expect(store.getState().storageProblem ?? null).toBeNull();
    // Two ticks, each written (not held, not "storage full"), and there after a reload.
    store.changeHabits(toggleHabitDay('h1'));
    store.changeHabits(toggleHabitDay('h2'));
    expect(store.getState().storageProblem ?? null).toBeNull();
    const again = createAppStore(storage, clockAt(NOW));
    const byId = new Map(again.getState().habits.map((h) => [h.id, h]));
    expect(doneDays(byId.get('h1')!)).not.toContain(TODAY);
    expect(doneDays(byId.get('h2')!)).not.toContain(TODAY);
    expect(doneDays(byId.get('h3')!)).toContain(TODAY);
  });
});

describe('2. unreadable data that cannot be copied is never removed', () => {
  it('keeps the blob under the data key, says so, writes nothing over it until exported', () => {
    const warn = quietly();
    const blob = `{"version":1,"habits":[${'x'.repeat(600)}`;
    const storage = memoryStorage({ quota: 1000 }); // no room for a second copy
    storage.setItem(STORAGE_KEYS.data, blob);
    const store = createAppStore(storage, clockAt(NOW));
    expect(storage.getItem(STORAGE_KEYS.data)).toBe(blob);
    expect(storage.getItem(STORAGE_KEYS.quarantine)).toBeNull();
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/could not be copied/);
    expect(message).not.toMatch(/was moved/);
    store.changeHabits(addHabit('Read'));
    expect(storage.getItem(STORAGE_KEYS.data)).toBe(blob);
    expect(store.getState().storageProblem).toBe('quota');
    expect(store.getState().habits.map((h) => h.name)).toEqual(['Read']);
    // Export carries the blob (as the quarantine item); after that the tab may write.
    const file = JSON.parse(store.exportBackup('1', backupText)) as {
      items: Record<string, string>;
    };
    expect(file.items[STORAGE_KEYS.quarantine]).toBe(blob);
    store.changeHabits(addHabit('Walk'));
    expect(storage.getItem(STORAGE_KEYS.data)).toContain('"Walk"');
    expect(store.getState().storageProblem).toBeNull();
  });

  it('copies the blob as soon as there is room, then writes', () => {
    quietly();
    const blob = '{"version":2,"habits":[]}';
    const map = new Map<string, string>([[STORAGE_KEYS.data, blob]]);
    const loaded = loadHabits(memoryStorage({ map, quota: 40 }));
    expect(loaded.held).toBe(blob);
    const store = createAppStore(memoryStorage({ map, quota: 100_000 }), clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    expect(map.get(STORAGE_KEYS.quarantine)).toBe(blob);
    expect(map.get(STORAGE_KEYS.data)).toContain('"Read"');
  });

  it('also holds a blob whose bad habits could not be quarantined', () => {
    quietly();
    const good = habitWith({ id: 'g', name: 'Good' });
    const blob = JSON.stringify({ version: 1, habits: [good, { id: 'bad' }] });
    const storage = memoryStorage({ quota: blob.length + 60 });
    storage.setItem(STORAGE_KEYS.data, blob);
    const store = createAppStore(storage, clockAt(NOW));
    expect(store.getState().habits.map((h) => h.id)).toEqual(['g']);
    store.changeHabits(addHabit('Walk'));
    expect(storage.getItem(STORAGE_KEYS.data)).toBe(blob);
  });
});

describe('3. Replace is all or nothing', () => {
  it('a backup that does not fit changes no key, and says why', () => {
    const storage = memoryStorage({ quota: 3000 });
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    store.setTheme({ color: 'green', mode: 'light' });
    store.dismissBanner();
    const before = new Map(storage.map);
    const big = habitWith({ id: 'big', name: 'Big', days: run(200) });
    const items = {
      [STORAGE_KEYS.data]: serializeHabits([big]),
      [STORAGE_KEYS.theme]: '{"color":"blue","mode":"dark"}',
      [STORAGE_KEYS.badges]: '[]',
    };
    const parsed = parseBackup(createBackup(items, '1', NOW));
    if (!parsed.ok) throw new Error('expected a valid backup');
    const result = store.importBackup(parsed.backup, 'replace');
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(storage.map).toEqual(before);
    expect(store.getState().unlocked).toEqual(['first_step']);
    expect(store.getState().theme).toEqual({ color: 'green', mode: 'light' });
    expect(store.getState().storageProblem).toBeNull();
  });

  it('a later key that does not fit puts back the keys already written', () => {
    const storage = memoryStorage({ quota: 1500 });
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    const before = new Map(storage.map);
    const items = {
      [STORAGE_KEYS.data]: serializeHabits([habitWith({ id: 'x', name: 'X' })]),
      [STORAGE_KEYS.quarantine]: 'q'.repeat(1400),
    };
    const parsed = parseBackup(createBackup(items, '1', NOW));
    if (!parsed.ok) throw new Error('expected a valid backup');
    expect(store.importBackup(parsed.backup, 'replace').ok).toBe(false);
    expect(storage.map).toEqual(before);
    expect(readBackupItems(storage)[STORAGE_KEYS.data]).toContain('"Read"');
  });
});

describe('4. two tabs ticking the same habit keep the intent', () => {
  it('both tabs tick today before hearing of each other: it stays done', () => {
    const map = new Map<string, string>();
    const seed = createAppStore(memoryStorage({ map }), clockAt(NOW));
    seed.changeHabits(addHabit('Read'));
    const id = seed.getState().habits[0]!.id;
    const a = createAppStore(memoryStorage({ map }), clockAt(NOW + 100));
    const b = createAppStore(memoryStorage({ map }), clockAt(NOW + 300));
    a.changeHabits(toggleHabitDay(id));
    b.changeHabits(toggleHabitDay(id)); // b still shows it not done: its intent is "done"
    const final = createAppStore(memoryStorage({ map }), clockAt(NOW)).getState().habits;
    expect(doneDays(final[0]!)).toEqual([TODAY]);
    expect(doneDays(b.getState().habits[0]!)).toEqual([TODAY]);
  });

  it('one tab unticks while the other ticks a day already done: not done, as asked', () => {
    const map = new Map<string, string>();
    const seed = createAppStore(memoryStorage({ map }), clockAt(NOW));
    seed.changeHabits(addHabit('Read'));
    const id = seed.getState().habits[0]!.id;
    seed.changeHabits(toggleHabitDay(id, TODAY - 1));
    const a = createAppStore(memoryStorage({ map }), clockAt(NOW));
    const b = createAppStore(memoryStorage({ map }), clockAt(NOW));
    a.changeHabits(toggleHabitDay(id, TODAY - 1)); // untick
    b.changeHabits(toggleHabitDay(id, TODAY - 1)); // b saw it done: untick too
    const final = createAppStore(memoryStorage({ map }), clockAt(NOW)).getState().habits;
    expect(doneDays(final[0]!)).toEqual([]);
  });
});

describe('5. a rename box closed without typing keeps a long name', () => {
  it('keeps a stored name over 32 characters when the same text comes back', () => {
    const storage = memoryStorage();
    const long = 'A habit name that is well over thirty-two characters';
    storage.setItem(
      STORAGE_KEYS.data,
      serializeHabits([{ ...habitWith({ id: 'l' }), name: long }]),
    );
    const store = createAppStore(storage, clockAt(NOW));
    const writes = storage.writes.length;
    store.changeHabits(renameHabitTo('l', long));
    store.changeHabits(renameHabitTo('l', `  ${long} `));
    expect(store.getState().habits[0]!.name).toBe(long);
    expect(storage.writes.length).toBe(writes);
    store.changeHabits(renameHabitTo('l', `${long} too`));
    expect(store.getState().habits[0]!.name).toHaveLength(32);
  });
});

describe('6. out-of-range dates are refused where they are read', () => {
  it('a lastBackupAt of 1e300 reads as never', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.backup, '{"lastBackupAt":1e300,"reminderDismissedAt":-1e20}');
    const store = createAppStore(storage, clockAt(NOW));
    expect(store.getState().backup).toEqual({ lastBackupAt: null, reminderDismissedAt: null });
  });
});

describe('10. Replace runs the badge checks', () => {
  it('badges the backup’s habits earn unlock at once, with the toast', () => {
    const store = createAppStore(memoryStorage(), clockAt(NOW));
    const habits = [habitWith({ id: 'r', name: 'Read', days: run(7) })];
    const parsed = parseBackup(
      createBackup({ [STORAGE_KEYS.data]: serializeHabits(habits) }, '1', NOW),
    );
    if (!parsed.ok) throw new Error('expected a valid backup');
    expect(store.importBackup(parsed.backup, 'replace')).toEqual({ ok: true });
    expect(store.getState().unlocked).toEqual(
      expect.arrayContaining(['first_step', 'first_check', 'on_a_roll']),
    );
    expect(store.getState().badgeToast).toBe(true);
  });
});

it('DAY_MS is what the times above assume', () => expect(DAY_MS).toBe(86_400_000));
