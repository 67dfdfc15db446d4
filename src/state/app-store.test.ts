import { loadBadgeRules } from './habits-document';
import { backupText } from '../storage/backup';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, dayOf } from '../domain/days';
import { doneDays } from '../domain/habit/reads';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith, NOW, run, TODAY } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { parseBackup } from '../storage/read-backup';
import { createAppStore } from './app-store';
import { addHabit, moveHabit, removeHabit, renameHabitTo, toggleHabitDay } from './habit-commands';

// The badge rules load on first use (habits-document.ts); loaded once here, every check is at once.
beforeAll(() => loadBadgeRules());

const clockAt = (ms: number) => () => ms;
const stored = (store: ReturnType<typeof memoryStorage>) =>
  JSON.parse(store.getItem(STORAGE_KEYS.data) ?? 'null') as {
    habits: { id: string; name: string }[];
  };

describe('app store', () => {
  it('adds, renames, toggles, reorders and deletes, saving each change', () => {
    const storage = memoryStorage();
    let now = NOW;
    const store = createAppStore(storage, () => now);
    store.changeHabits(addHabit('  Read  '));
    now += 1;
    store.changeHabits(addHabit('Walk'));
    expect(stored(storage).habits.map((h) => h.name)).toEqual(['Read', 'Walk']);
    const [read, walk] = store.getState().habits;
    store.changeHabits(renameHabitTo(walk!.id, 'Run'));
    store.changeHabits(toggleHabitDay(read!.id));
    store.changeHabits(moveHabit(walk!.id, read!.id));
    expect(stored(storage).habits.map((h) => h.name)).toEqual(['Run', 'Read']);
    expect(doneDays(store.getState().habits[1]!)).toEqual([TODAY]);
    store.changeHabits(removeHabit(read!.id), 'delete');
    expect(stored(storage).habits.map((h) => h.id)).toEqual([walk!.id, read!.id]);
    expect(store.getState().habits[1]?.isDeleted).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.lastInteraction)).toBe(String(now));
  });

  it('writes only when something changed', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    const writes = storage.writes.length;
    const listener = vi.fn();
    store.subscribe(listener);
    store.changeHabits(addHabit('   '));
    store.changeHabits(renameHabitTo(store.getState().habits[0]!.id, 'Read'));
    store.changeHabits(toggleHabitDay(store.getState().habits[0]!.id, TODAY + 1));
    expect(storage.writes.length).toBe(writes);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reloading what it wrote changes nothing, byte for byte', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    store.changeHabits(toggleHabitDay(store.getState().habits[0]!.id, TODAY - 3));
    const before = new Map(storage.map);
    const again = createAppStore(storage, clockAt(NOW + DAY_MS));
    expect(again.getState().habits).toEqual(store.getState().habits);
    expect(storage.map).toEqual(before);
  });

  it('unlocks badges on a change, stores them, raises one toast', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, clockAt(NOW));
    expect(store.getState().badgeToast).toBe(false);
    store.changeHabits(addHabit('Read'));
    expect(store.getState().unlocked).toEqual(['first_step']);
    expect(storage.getItem(STORAGE_KEYS.badges)).toBe('["first_step"]');
    expect(store.getState().badgeToast).toBe(true);
    store.dismissBadgeToast();
    expect(store.getState().badgeToast).toBe(false);
    store.changeHabits(toggleHabitDay(store.getState().habits[0]!.id));
    expect(store.getState().unlocked).toEqual(['first_step', 'first_check']);
    store.markBadgesSeen();
    expect(storage.getItem(STORAGE_KEYS.badgesSeen)).toBe('["first_step","first_check"]');
  });

  it('unlocks declutterer when the last habit is deleted, and keeps badges for good', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    store.changeHabits(removeHabit(store.getState().habits[0]!.id), 'delete');
    expect(store.getState().unlocked).toEqual(['first_step', 'declutterer']);
    const reloaded = createAppStore(storage, clockAt(NOW));
    expect(reloaded.getState().unlocked).toEqual(['first_step', 'declutterer']);
  });

  it('runs the badge checks on start, over stored data', () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.data,
      JSON.stringify({ version: 1, habits: [habitWith({ days: run(7) })] }),
    );
    const store = createAppStore(storage, clockAt(NOW));
    // One habit ticked on each of the last 7 days is also a perfect week and covers every weekday.
    expect(store.getState().unlocked).toEqual([
      'first_step',
      'first_check',
      'on_a_roll',
      'flawless_week',
      'well_rounded',
    ]);
    expect(store.getState().badgeToast).toBe(true);
  });

  it('keeps a change in memory and reports it when the quota is full, losing nothing stored', () => {
    const map = new Map<string, string>();
    const seedStore = createAppStore(memoryStorage({ map }), clockAt(NOW));
    seedStore.changeHabits(addHabit('Read'));
    const before = new Map(map);
    const full = memoryStorage({
      map,
      quota: [...map].reduce((n, [k, v]) => n + k.length + v.length, 0),
    });
    const store = createAppStore(full, clockAt(NOW));
    store.changeHabits(addHabit('A habit that does not fit'));
    expect(store.getState().habits.map((h) => h.name)).toEqual([
      'Read',
      'A habit that does not fit',
    ]);
    expect(store.getState().storageProblem).toBe('quota');
    expect(map).toEqual(before);
    // A later change keeps building on the in-memory state.
    store.changeHabits(toggleHabitDay(store.getState().habits[1]!.id));
    expect(store.getState().habits).toHaveLength(2);
    expect(doneDays(store.getState().habits[1]!)).toEqual([TODAY]);
  });

  it('clears the problem once a write succeeds', () => {
    const map = new Map<string, string>();
    const storage = memoryStorage({ map, quota: 0 });
    const store = createAppStore(storage, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    expect(store.getState().storageProblem).toBe('quota');
    const roomy = createAppStore(memoryStorage({ map }), clockAt(NOW));
    roomy.changeHabits(addHabit('Walk'));
    expect(roomy.getState().storageProblem).toBeNull();
  });

  it('works in memory when storage throws on every access', () => {
    const store = createAppStore(memoryStorage({ broken: true }), clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    store.changeHabits(toggleHabitDay(store.getState().habits[0]!.id));
    expect(store.getState().habits).toHaveLength(1);
    expect(store.getState().storageProblem).toBe('unavailable');
    store.setTheme({ color: 'blue', mode: 'light' });
    expect(store.getState().theme).toEqual({ color: 'blue', mode: 'light' });
    expect(createAppStore(null, clockAt(NOW)).getState().habits).toEqual([]);
  });

  describe('two tabs (docs/product.md §8)', () => {
    function twoTabs() {
      const map = new Map<string, string>();
      const seed = createAppStore(memoryStorage({ map }), clockAt(NOW));
      seed.changeHabits(addHabit('Read'));
      seed.changeHabits(addHabit('Walk'));
      const a = createAppStore(memoryStorage({ map }), clockAt(NOW + 1000));
      const b = createAppStore(memoryStorage({ map }), clockAt(NOW + 2000));
      const [read, walk] = a.getState().habits;
      return { map, a, b, read: read!.id, walk: walk!.id };
    }

    it('keeps both tabs’ toggles when neither has heard of the other', () => {
      const { map, a, b, read, walk } = twoTabs();
      a.changeHabits(toggleHabitDay(read));
      b.changeHabits(toggleHabitDay(walk)); // b had not seen a's write yet
      const final = createAppStore(memoryStorage({ map }), clockAt(NOW)).getState().habits;
      expect(final.map((h) => doneDays(h))).toEqual([[TODAY], [TODAY]]);
      expect(b.getState().habits.map((h) => doneDays(h))).toEqual([[TODAY], [TODAY]]);
    });

    it('catches up, as it connects, on what the other tab wrote before anyone listened', () => {
      // The app starts after the page's load and connects after its first commit: a write in
      // between came with no listener (docs/decisions.md, "The app starts once the snapshot is on
      // screen").
      const { a, b, read } = twoTabs();
      a.changeHabits(toggleHabitDay(read, TODAY - 1));
      expect(doneDays(b.getState().habits[0]!)).toEqual([]);
      const before = b.getState().habits;
      const disconnect = b.connect(new EventTarget() as unknown as Window);
      expect(doneDays(b.getState().habits[0]!)).toEqual([TODAY - 1]);
      // Nothing new since: connecting again commits nothing, so nothing renders again.
      const now = b.getState().habits;
      const heard = vi.fn();
      const unsubscribe = b.subscribe(heard);
      b.connect(new EventTarget() as unknown as Window)();
      expect(heard).not.toHaveBeenCalled();
      unsubscribe();
      expect(b.getState().habits).toBe(now);
      expect(now).not.toBe(before);
      disconnect();
    });

    it('follows the other tab on a storage event', () => {
      const { a, b, read } = twoTabs();
      const target = new EventTarget();
      const disconnect = b.connect(target as unknown as Window);
      a.changeHabits(toggleHabitDay(read, TODAY - 1));
      a.setTheme({ color: 'purple', mode: 'light' });
      target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.data }));
      target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme }));
      expect(doneDays(b.getState().habits[0]!)).toEqual([TODAY - 1]);
      expect(b.getState().theme).toEqual({ color: 'purple', mode: 'light' });
      disconnect();
    });
  });

  it('uses the clock for "today"', () => {
    const storage = memoryStorage();
    const late = Date.UTC(2025, 6, 15, 23, 59, 59, 999);
    const store = createAppStore(storage, clockAt(late));
    store.changeHabits(addHabit('Read'));
    store.changeHabits(toggleHabitDay(store.getState().habits[0]!.id));
    expect(doneDays(store.getState().habits[0]!)).toEqual([dayOf(late)]);
  });
});

describe('backup and import through the store', () => {
  it('exports what memory holds even when the quota is full, and imports it back', () => {
    const map = new Map<string, string>();
    const full = memoryStorage({ map, quota: 0 });
    const store = createAppStore(full, clockAt(NOW));
    store.changeHabits(addHabit('Read'));
    expect(store.getState().storageProblem).toBe('quota');
    const text = store.exportBackup('1.2.100', backupText);
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.problem);
    const fresh = memoryStorage();
    const target = createAppStore(fresh, clockAt(NOW));
    target.importBackup(parsed.backup, 'replace');
    expect(target.getState().habits.map((h) => h.name)).toEqual(['Read']);
    expect(target.getState().unlocked).toEqual(['first_step']);
  });

  it('merges: completions united, badges united, nothing lost', () => {
    const a = createAppStore(memoryStorage(), clockAt(NOW));
    a.changeHabits(addHabit('Read'));
    const id = a.getState().habits[0]!.id;
    a.changeHabits(toggleHabitDay(id, TODAY - 2));
    const b = createAppStore(memoryStorage(), clockAt(NOW));
    b.importBackup(
      (parseBackup(a.exportBackup('1', backupText)) as { ok: true; backup: never }).backup,
      'replace',
    );
    b.changeHabits(toggleHabitDay(id, TODAY - 1));
    a.changeHabits(toggleHabitDay(id, TODAY));
    const fromB = parseBackup(b.exportBackup('1', backupText));
    if (!fromB.ok) throw new Error(fromB.problem);
    a.importBackup(fromB.backup, 'merge');
    expect(doneDays(a.getState().habits[0]!)).toEqual([TODAY - 2, TODAY - 1, TODAY]);
    expect(a.getState().habits).toHaveLength(1);
  });

  it('records the backup time and the reminder dismissal', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage, clockAt(NOW));
    store.exportBackup('1', backupText);
    store.dismissBackupReminder();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.backup) ?? '{}')).toEqual({
      lastBackupAt: NOW,
      reminderDismissedAt: NOW,
    });
  });
});

describe('writes after the paint', () => {
  function deferred() {
    const jobs: (() => void)[] = [];
    return {
      defer: (job: () => void) => void jobs.push(job),
      run: () => jobs.splice(0).forEach((j) => j()),
    };
  }

  it('shows a change at once, writes it (and checks badges) when the job runs', () => {
    const storage = memoryStorage();
    const later = deferred();
    const store = createAppStore(storage, clockAt(NOW), later.defer);
    store.changeHabits(addHabit('Read'));
    store.changeHabits(addHabit('Walk'));
    expect(store.getState().habits).toHaveLength(2);
    expect(storage.getItem(STORAGE_KEYS.data)).toBeNull();
    expect(store.getState().unlocked).toEqual([]);
    later.run();
    expect(stored(storage).habits.map((h) => h.name)).toEqual(['Read', 'Walk']);
    expect(store.getState().unlocked).toEqual(['first_step']);
  });

  it('flush writes at once (pagehide), and a delete still counts as a delete', () => {
    const storage = memoryStorage();
    const later = deferred();
    const store = createAppStore(storage, clockAt(NOW), later.defer);
    store.changeHabits(addHabit('Read'));
    store.changeHabits(removeHabit(store.getState().habits[0]!.id), 'delete');
    store.flush();
    expect(stored(storage).habits).toHaveLength(1);
    expect(store.getState().unlocked).toContain('declutterer');
  });

  it('re-applies pending changes on top of another tab’s write', () => {
    const map = new Map<string, string>();
    const seedStore = createAppStore(memoryStorage({ map }), clockAt(NOW));
    seedStore.changeHabits(addHabit('Read'));
    seedStore.changeHabits(addHabit('Walk'));
    const later = deferred();
    const a = createAppStore(memoryStorage({ map }), clockAt(NOW), later.defer);
    const b = createAppStore(memoryStorage({ map }), clockAt(NOW));
    const [read, walk] = a.getState().habits;
    a.changeHabits(toggleHabitDay(read!.id)); // pending in a
    b.changeHabits(toggleHabitDay(walk!.id)); // written by b meanwhile
    later.run();
    const final = createAppStore(memoryStorage({ map }), clockAt(NOW)).getState().habits;
    expect(final.map((h) => doneDays(h))).toEqual([[TODAY], [TODAY]]);
    expect(a.getState().habits.map((h) => doneDays(h))).toEqual([[TODAY], [TODAY]]);
  });
});
