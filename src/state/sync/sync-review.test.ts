/**
 * Hostile review of issue 25 (sync between devices): each test showed one defect and failed until
 * it was fixed. Harness as in through-place.test.ts, with a place key per device (the engine's
 * memory of "files already merged" is per place key, so devices sharing one key would skip each
 * other's reads in a test with three devices).
 */
import { loadBadgeRules } from '../habits-document';
import { beforeAll, describe, expect, it } from 'vitest';
import { isActive, type Habit } from '../../domain/habit/model';
import { doneDays } from '../../domain/habit/reads';
import type { SyncPlace } from '../../platform/sync-place';
import { memoryPlace } from '../../testing/memory-place';
import { mergeHabit } from '../../domain/merge-records';
import { storedDay } from '../../domain/habit/stored';
import { isoDate } from '../../domain/days';
import { createBackup, readBackupItems } from '../../storage/backup';
import { parseData } from '../../storage/codec';
import { parseBackup } from '../../storage/read-backup';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, TODAY } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore } from '../app-store';
import { moveHabit, renameHabitTo, toggleHabitDay } from '../habit-commands';
import { noteHabitDay } from '../record-commands';
import { applySyncFiles, previewSyncFiles } from './apply';
import { ensureDevice } from './device';
import { readSyncText } from './read-file';
import { syncThroughPlace } from './through-place';
import { syncFileText } from './write-file';

// The badge rules load on first use (habits-document.ts); loaded once here, every check is at once.
beforeAll(() => loadBadgeRules());

let devices = 0;

/** A device: its own storage, store, wall clock and place key. */
function device(habits: Habit[] = [], offset = 0) {
  const storage = memoryStorage();
  let wall = NOW + offset;
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  let store = createAppStore(storage, () => wall);
  ensureDevice(storage, store);
  const key = `place-${++devices}`;
  // What this device merged before (its sync runtime's memory; kept over a reload, as before).
  const merged = new Map<string, string>();
  const self = {
    storage,
    get store() {
      return store;
    },
    id: () => ensureDevice(storage, store).id,
    later(ms: number) {
      wall += ms;
    },
    /** The page reloaded: a new store on the same storage. */
    reload() {
      store = createAppStore(storage, () => wall);
    },
    sync(place: SyncPlace) {
      return syncThroughPlace(storage, store, place, key, merged, () => wall);
    },
    habit(id: string) {
      return store.getState().habits.find((h) => h.id === id)!;
    },
    active(): string[] {
      return store
        .getState()
        .habits.filter(isActive)
        .map((h) => h.name);
    },
  };
  return self;
}

const start = () => [
  habitWith({ id: 'r', name: 'Read', days: [-3, -2, -1] }),
  habitWith({ id: 'w', name: 'Walk' }),
];

/** A sync file from a device `id`, as another Tickday (or anyone) could write it. */
function foreignFile(id: string, habits: unknown[], savedAt: string | number, extra = {}) {
  return JSON.stringify({
    app: 'tickday-sync',
    format: 1,
    device: { id, name: 'Other' },
    savedAt,
    seen: {},
    data: { version: 1, habits, ...extra },
    badges: { unlocked: [], seen: [] },
  });
}

describe('review: change times from the far future', () => {
  it("a file with times far ahead is refused, so no counter overflows and this device's file stays readable", async () => {
    const { place, files } = memoryPlace();
    const victim = device(start());
    const third = device(start());
    await victim.sync(place);
    await third.sync(place);
    // A file (hostile, or from a device with a broken clock) with a valid stamp at the limit.
    const stamp = '999999999999999-999999999-zz';
    files.set('tickday-zz.json', {
      text: foreignFile('zz', [{ ...start()[1], changedAt: { name: stamp } }], stamp),
      version: 'x',
    });
    // Refused: a time that far ahead would win over every later change.
    expect(await victim.sync(place)).toMatchObject({
      ok: true,
      merged: 1,
      skipped: [{ name: 'tickday-zz.json', problem: 'future' }],
    });
    victim.later(1000);
    victim.store.changeHabits(renameHabitTo('r', 'Read more'));
    expect(await victim.sync(place)).toMatchObject({ ok: true });
    // The third device can no longer read the victim's file: its times overflow the counter.
    const outcome = await third.sync(place);
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.ok && outcome.skipped).toEqual([{ name: 'tickday-zz.json', problem: 'future' }]);
    expect(third.active()).toContain('Read more');
  });

  it('a file with a day done or logged a year ahead is refused: date marks carry no clock (issue 40)', async () => {
    const { place, files } = memoryPlace();
    const victim = device(start());
    await victim.sync(place);
    const ahead = (days: number) => habitWith({ id: 'w', name: 'Walk', days: [days] });
    // Tomorrow (Auckland's today, UTC+14, a day ahead of this clock) is a day a device can see.
    files.set('tickday-yy.json', { text: foreignFile('yy', [ahead(2)], '1-0-yy'), version: 'y' });
    files.set('tickday-zz.json', { text: foreignFile('zz', [ahead(365)], '1-0-zz'), version: 'z' });
    const amount = {
      ...habitWith({ id: 'w', name: 'Walk' }),
      measure: { unit: 'km', goal: 'atLeast', target: 5 },
      entries: { [isoDate(TODAY + 365)]: { amount: 1, target: 5 } },
    };
    files.set('tickday-xx.json', { text: foreignFile('xx', [amount], '1-0-xx'), version: 'x' });
    const outcome = await victim.sync(place);
    const skipped = outcome.ok ? [...outcome.skipped] : [];
    expect(skipped.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'tickday-xx.json', problem: 'future' },
      { name: 'tickday-zz.json', problem: 'future' },
    ]);
    expect(outcome.ok && outcome.merged).toBe(1);
  });

  it('a far-future file cannot freeze the clocks: a rename made an hour later wins', async () => {
    const { place, files } = memoryPlace();
    const phone = device(start());
    const laptop = device(start());
    await phone.sync(place);
    await laptop.sync(place);
    // One file with a time in 2286 (a device whose clock was wrong once, or a crafted file).
    const future = '9999999999999-0-zz';
    files.set('tickday-zz.json', {
      text: foreignFile('zz', [{ ...start()[1], changedAt: { schedule: future } }], future),
      version: 'x',
    });
    await phone.sync(place);
    await laptop.sync(place);
    await phone.sync(place);
    // Both devices' clocks now read 9999999999999 forever. The phone, offline, changes a lot.
    for (let i = 0; i < 20; i += 1) {
      phone.later(1000);
      phone.store.changeHabits(toggleHabitDay('w', TODAY - 5));
    }
    phone.later(1000);
    phone.store.changeHabits(renameHabitTo('r', 'Phone name (earlier)'));
    // An hour later by every clock, the laptop renames the same habit.
    laptop.later(3_600_000);
    laptop.store.changeHabits(renameHabitTo('r', 'Laptop name (an hour later)'));
    phone.later(3_600_000);
    await laptop.sync(place);
    await phone.sync(place);
    await laptop.sync(place);
    expect(phone.habit('r').name).toBe('Laptop name (an hour later)');
    expect(laptop.habit('r').name).toBe('Laptop name (an hour later)');
  });
});

describe('review: the clock after a reload', () => {
  it("stays after this device's own earlier change when the wall clock went back: the later rename wins", async () => {
    const { place } = memoryPlace();
    const phone = device(start());
    const laptop = device(start());
    await phone.sync(place);
    await laptop.sync(place);
    // The phone's clock ran 10 minutes fast; it renames, syncs; the laptop merges that.
    phone.later(10 * 60_000);
    phone.store.changeHabits(renameHabitTo('r', 'First'));
    await phone.sync(place);
    await laptop.sync(place);
    // The phone's clock is corrected (back 10 minutes), the page reloads, the user renames again.
    phone.later(-10 * 60_000 + 1000);
    phone.reload();
    phone.store.changeHabits(renameHabitTo('r', 'Second (later)'));
    await phone.sync(place);
    await laptop.sync(place);
    await phone.sync(place);
    // The HLC promises "never below one it made or merged" (hlc.ts); the second rename must win.
    expect(phone.habit('r').name).toBe('Second (later)');
    expect(laptop.habit('r').name).toBe('Second (later)');
  });
});

describe('review: hostile files', () => {
  it('a small file nested 5,000 deep is skipped as damaged; the good files are merged', async () => {
    const { place, files } = memoryPlace();
    const a = device(start());
    const b = device(start());
    await b.sync(place);
    b.store.changeHabits(renameHabitTo('w', 'Walk far'));
    await b.sync(place);
    // 10 kB of brackets under an envelope field this version does not know.
    const text = foreignFile('zz', [], 1, { deep: 0 }).replace(
      '"deep":0',
      `"deep":${'['.repeat(5000)}${']'.repeat(5000)}`,
    );
    files.set('tickday-zz.json', { text, version: 'x' });
    const outcome = await a.sync(place);
    // §17.6: a damaged file is skipped with its reason, the other files merged.
    expect(outcome).toMatchObject({ ok: true });
    expect(a.active()).toContain('Walk far');
  });
  it('Open sync file: that file reads as damaged, it does not throw', async () => {
    const text = foreignFile('zz', [], 1, { deep: 0 }).replace(
      '"deep":0',
      `"deep":${'['.repeat(5000)}${']'.repeat(5000)}`,
    );
    await expect(readSyncText(text)).resolves.toEqual({ ok: false, problem: 'damaged' });
  });
});

describe('review: compaction and an older copy', () => {
  it('after compaction, restoring an older backup (Replace) and syncing does not bring back an un-ticked day', async () => {
    const { place } = memoryPlace();
    const phone = device(start());
    const laptop = device(start());
    await phone.sync(place);
    await laptop.sync(place);
    // A backup on the phone while yesterday is ticked.
    const backupText = createBackup(readBackupItems(phone.storage), 'test', NOW);
    // The laptop un-ticks yesterday; both devices sync until the un-tick's time is compacted.
    laptop.later(60_000);
    laptop.store.changeHabits(toggleHabitDay('r', TODAY - 1));
    for (let i = 0; i < 3; i += 1) {
      phone.later(1000);
      laptop.later(1000);
      await laptop.sync(place);
      await phone.sync(place);
    }
    expect(doneDays(laptop.habit('r'))).toEqual([TODAY - 3, TODAY - 2]);
    // A day's times of what was taken away are never compacted (§17.4): the un-tick's stays.
    for (const d of [laptop, phone])
      expect(storedDay(d.habit('r'), TODAY - 1)?.at?.done).toBeDefined();
    // The phone restores the older backup and syncs (as a fresh page would: no files remembered).
    const parsed = parseBackup(backupText);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(phone.store.importBackup(parsed.backup, 'replace')).toEqual({ ok: true });
    phone.later(1000);
    laptop.later(1000);
    await phone.sync(place);
    await laptop.sync(place);
    // The laptop's un-tick is later than the backup's tick: yesterday stays un-ticked.
    expect(doneDays(laptop.habit('r'))).toEqual([TODAY - 3, TODAY - 2]);
  });
});

describe('review: two devices with one id', () => {
  it('(a browser profile copied to a second machine): the second to notice takes a new id and both merge', async () => {
    const { place, files } = memoryPlace();
    const phone = device(start());
    const laptop = device(start());
    // The laptop's browser profile came from the phone: the same device key.
    laptop.storage.setItem(STORAGE_KEYS.device, phone.storage.getItem(STORAGE_KEYS.device)!);
    laptop.reload();
    expect(laptop.id()).toBe(phone.id());
    phone.store.changeHabits(renameHabitTo('r', 'Read (phone)'));
    laptop.store.changeHabits(renameHabitTo('w', 'Walk (laptop)'));
    for (let i = 0; i < 3; i += 1) {
      phone.later(1000);
      laptop.later(1000);
      await phone.sync(place);
      await laptop.sync(place);
    }
    // The second to find its file written by another took a new id: two files now.
    expect(files.size).toBe(2);
    expect(laptop.id()).not.toBe(phone.id());
    expect(phone.active()).toEqual(['Read (phone)', 'Walk (laptop)']);
    expect(laptop.active()).toEqual(['Read (phone)', 'Walk (laptop)']);
  });
});

describe('review: Undo after Open sync file', () => {
  it('keeps a change another tab made after Apply (only what the merge changed, untouched since, goes back)', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits: start() }));
    const tab1 = createAppStore(storage, () => NOW);
    const tab2 = createAppStore(storage, () => NOW);
    const other = device(start());
    other.store.changeHabits(renameHabitTo('r', 'Read (other device)'));
    return (async () => {
      const read = await readSyncText(await syncFileText(other.storage, other.store));
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      // Tab 1: Open sync file, Apply (what useSync().apply does).
      const undo = applySyncFiles(storage, tab1, [read]);
      tab2.reread(STORAGE_KEYS.data);
      // Tab 2: the user ticks today on Walk. Tab 1 follows the write (its storage event).
      tab2.changeHabits(toggleHabitDay('w'));
      tab2.flush();
      tab1.reread(STORAGE_KEYS.data);
      expect(doneDays(tab1.getState().habits.find((h) => h.id === 'w')!)).toEqual([TODAY]);
      // Tab 1: Undo (what useSync().undo does).
      expect(undo).not.toBeNull();
      undo?.();
      tab1.flush();
      // The merge is undone; the tick made in the other tab must stay.
      expect(tab1.getState().habits.find((h) => h.id === 'r')!.name).toBe('Read');
      expect(doneDays(tab1.getState().habits.find((h) => h.id === 'w')!)).toEqual([TODAY]);
    })();
  });
});

describe('review: a "__proto__" key in changedAt', () => {
  it('is left out of the merge: memory and storage read the same change times', () => {
    const local = habitWith({ id: 'w', name: 'Walk' });
    const text = JSON.stringify({
      version: 1,
      habits: [{ ...local, changedAt: { name: 1 } }],
    }).replace(
      '"changedAt":{"name":1}',
      '"changedAt":{"name":1,"__proto__":{"deleted":"999999999999999-0-zz"}}',
    );
    const parsed = parseData(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const merged = mergeHabit(local, parsed.habits[0]!);
    // Another device deletes the habit later.
    const deleted = { ...local, isDeleted: true, changedAt: { deleted: '1800000000000-0-ab' } };
    const inMemory = mergeHabit(merged, deleted);
    const afterReload = mergeHabit(JSON.parse(JSON.stringify(merged)), deleted);
    expect(afterReload.isDeleted).toBe(true);
    // The same data must merge the same way before and after a reload.
    expect(inMemory.isDeleted).toBe(true);
    expect(Object.getPrototypeOf(merged.changedAt)).toBe(Object.prototype);
  });
});

describe('review: a file removed between the listing and the read (WebDAV)', () => {
  it('is skipped, and the sync goes on', async () => {
    const { place, files } = memoryPlace();
    const a = device(start());
    const b = device(start());
    b.store.changeHabits(renameHabitTo('w', 'Walk far'));
    await b.sync(place);
    files.set('tickday-old.json', { text: foreignFile('old', [], 1), version: 'x' });
    // Another device's user removes an old device's file just after this device listed it
    // (WebDAV answers its GET with 404; the folder place skips such a file).
    const racing: SyncPlace = {
      ...place,
      async list() {
        const entries = await place.list();
        files.delete('tickday-old.json');
        return entries;
      },
    };
    const outcome = await a.sync(racing);
    expect(outcome).toMatchObject({ ok: true });
    expect(a.active()).toContain('Walk far');
  });
});

describe('a merge with no room in storage (issue 40)', () => {
  it('is refused before anything changes: memory, storage and the place as they were', async () => {
    const { place, files } = memoryPlace();
    const other = device(start());
    // The other device brings 60 notes of 500 characters (~31 KB).
    for (let day = 0; day < 60; day += 1)
      other.store.changeHabits(noteHabitDay('r', TODAY - day, `${day} ${'n'.repeat(495)}`));
    other.store.flush();
    await other.sync(place);
    const storage = memoryStorage({ quota: 20_000 });
    storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits: start() }));
    const store = createAppStore(storage, () => NOW);
    const stored = storage.getItem(STORAGE_KEYS.data);
    const before = store.getState().habits;
    const names = [...files.keys()];
    const outcome = await syncThroughPlace(storage, store, place, 'small', new Map(), () => NOW);
    expect(outcome).toEqual({ ok: false, problem: 'storage-full' });
    expect(store.getState().habits).toBe(before);
    expect(store.getState().storageProblem).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.data)).toBe(stored);
    // No file of this device's: it would carry data this device does not hold.
    expect([...files.keys()]).toEqual(names);
    // The backup's Merge path says the same: nothing changed.
    const text = await syncFileText(other.storage, other.store, NOW);
    const read = await readSyncText(text, undefined, NOW);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(applySyncFiles(storage, store, [read], NOW)).toBeNull();
    expect(store.getState().habits).toBe(before);
    expect(storage.getItem(STORAGE_KEYS.data)).toBe(stored);
  });
});

describe('review (issue 40 item 9): the summary says what Apply changes, the order too', () => {
  /** What opening `from`'s sync file on `to` would change, as the summary is made. */
  async function preview(from: ReturnType<typeof device>, to: ReturnType<typeof device>) {
    const read = await readSyncText(
      await syncFileText(from.storage, from.store, NOW),
      undefined,
      NOW,
    );
    if (!read.ok) throw new Error(read.problem);
    return { read, summary: previewSyncFiles(to.store, [read], NOW) };
  }

  it('a list reordered on the other device is "Order of habits changed", never "Nothing new"', async () => {
    const a = device(start());
    const b = device(start());
    a.later(1000);
    a.store.changeHabits(moveHabit('w', 'r'));
    expect(a.active()).toEqual(['Walk', 'Read']);
    const { read, summary } = await preview(a, b);
    expect(summary).toMatchObject({ added: 0, removed: 0, edited: 0, days: 0, notes: 0 });
    expect(summary).toMatchObject({ order: true, stored: true });
    // Apply takes the new order; Undo puts the old one back ("your habits are as they were").
    const undo = applySyncFiles(b.storage, b.store, [read], NOW);
    expect(b.active()).toEqual(['Walk', 'Read']);
    expect(undo).not.toBeNull();
    undo?.();
    expect(b.active()).toEqual(['Read', 'Walk']);
    applySyncFiles(b.storage, b.store, [read], NOW);
    expect(b.active()).toEqual(['Walk', 'Read']);
    // Now B has it all: the same file again stores nothing new, and the summary says so.
    const again = await preview(a, b);
    expect(again.summary).toMatchObject({ order: false, stored: false });
    const data = b.storage.getItem(STORAGE_KEYS.data);
    applySyncFiles(b.storage, b.store, [again.read], NOW);
    expect(b.storage.getItem(STORAGE_KEYS.data)).toBe(data);
  });

  it('"stored" is exactly whether Apply writes other habits or badges', async () => {
    const a = device(start());
    const b = device(start());
    a.storage.setItem(STORAGE_KEYS.badges, JSON.stringify(['century_club', 'well_rounded']));
    a.reload();
    a.later(1000);
    a.store.changeHabits(renameHabitTo('w', 'Walk far'));
    // A's rename and two badges; then each way again, when nothing is left to bring.
    for (const [from, to, badges] of [
      [a, b, 2],
      [a, b, 0],
      [b, a, 0],
    ] as const) {
      const { read, summary } = await preview(from, to);
      expect(summary.badges).toBe(badges);
      const data = to.storage.getItem(STORAGE_KEYS.data);
      const unlocked = to.storage.getItem(STORAGE_KEYS.badges);
      applySyncFiles(to.storage, to.store, [read], NOW);
      const changed =
        to.storage.getItem(STORAGE_KEYS.data) !== data ||
        to.storage.getItem(STORAGE_KEYS.badges) !== unlocked;
      expect(summary.stored).toBe(changed);
    }
  });
});

describe('review (issue 40 item 16): a backup opened as a sync file', () => {
  it('is recognised as a backup, not "not a sync file"; anything else still is not one', async () => {
    const backup = createBackup(
      { [STORAGE_KEYS.data]: JSON.stringify({ version: 1, habits: start() }) },
      '1.2.100',
      NOW,
    );
    expect(await readSyncText(backup)).toEqual({ ok: false, problem: 'backup' });
    expect(await readSyncText(JSON.stringify({ format: 'other' }))).toEqual({
      ok: false,
      problem: 'not-sync',
    });
    expect(await readSyncText(JSON.stringify({ hello: 'world' }))).toEqual({
      ok: false,
      problem: 'not-sync',
    });
  });
});
