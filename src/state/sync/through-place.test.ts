import { describe, expect, it } from 'vitest';
import { isActive, type Habit } from '../../domain/habit/model';
import { doneDays as habitDoneDays } from '../../domain/habit/reads';
import { compareStamps, stampParts } from '../../domain/hlc';
import { PlaceError, type SyncPlace } from '../../platform/sync-place';
import { memoryPlace } from '../../testing/memory-place';
import { STORAGE_KEYS } from '../../storage/keys';
import { habitWith, NOW, TODAY } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore, type AppStore } from '../app-store';
import { addHabit, removeHabit, renameHabitTo, toggleHabitDay } from '../habit-commands';
import { readSyncState, writeSyncState } from '../../storage/sync-key';
import { ensureDevice, renameDevice } from './device';
import { readSyncText } from './read-file';
import { syncThroughPlace } from './through-place';
import { placeFileName } from './write-file';

/** A device: its own storage and store, and its own wall clock. */
function device(habits: Habit[] = [], offset = 0) {
  const storage = memoryStorage();
  let wall = NOW + offset;
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  const store = createAppStore(storage, () => wall);
  ensureDevice(storage, store);
  // What this device merged before (its sync runtime's memory).
  const merged = new Map<string, string>();
  return {
    storage,
    store,
    later(ms: number) {
      wall += ms;
    },
    sync(place: SyncPlace) {
      return syncThroughPlace(storage, store, place, 'memory', merged, () => wall);
    },
    active(): string[] {
      return store
        .getState()
        .habits.filter(isActive)
        .map((h) => h.name);
    },
  };
}

const start = () => [
  habitWith({ id: 'r', name: 'Read', days: [-2, -1] }),
  habitWith({ id: 'w', name: 'Walk' }),
];
const doneDays = (store: AppStore, id: string) =>
  habitDoneDays(store.getState().habits.find((h) => h.id === id)!);

describe('sync through a place (docs/product.md §17)', () => {
  it('two devices: each one writes only its own file, and both end with every change', async () => {
    const { place, files } = memoryPlace();
    const phone = device(start());
    const laptop = device(start(), 3 * 60_000);
    expect(await phone.sync(place)).toMatchObject({ ok: true, merged: 0 });
    await laptop.sync(place);
    expect([...files.keys()].sort()).toEqual(
      [phone, laptop].map((d) => `tickday-${ensureDevice(d.storage, d.store).id}.json`).sort(),
    );
    phone.later(60_000);
    phone.store.changeHabits(toggleHabitDay('r', TODAY - 1)); // un-tick
    phone.store.changeHabits(renameHabitTo('w', 'Walk the dog'));
    laptop.later(60_000);
    laptop.store.changeHabits(toggleHabitDay('r')); // tick today
    laptop.store.changeHabits(addHabit('Swim'));
    await phone.sync(place);
    await laptop.sync(place);
    await phone.sync(place);
    for (const d of [phone, laptop]) {
      expect(d.active()).toEqual(['Read', 'Walk the dog', 'Swim']);
      expect(doneDays(d.store, 'r')).toEqual([TODAY - 2, TODAY]);
    }
    expect(phone.store.getState().habits).toEqual(laptop.store.getState().habits);
  });

  it("a change made after merging wins, though this device's clock is minutes behind", async () => {
    const { place } = memoryPlace();
    const ahead = device(start(), 10 * 60_000);
    const behind = device(start());
    ahead.store.changeHabits(renameHabitTo('r', 'Read (ahead)'));
    await ahead.sync(place);
    await behind.sync(place);
    behind.later(60_000); // still 9 minutes before the other's rename by the wall clock
    behind.store.changeHabits(renameHabitTo('r', 'Read (after)'));
    const stamp = behind.store.getState().habits[0]!.changedAt!.name!;
    expect(stampParts(stamp)[2]).toBe(ensureDevice(behind.storage, behind.store).id);
    expect(compareStamps(stamp, ahead.store.getState().habits[0]!.changedAt!.name)).toBeGreaterThan(
      0,
    );
    await behind.sync(place);
    await ahead.sync(place);
    expect(ahead.active()[0]).toBe('Read (after)');
  });

  it('a deletion reaches the other device; its tombstone is compacted once both have merged it', async () => {
    const { place } = memoryPlace();
    const a = device(start());
    const b = device(start());
    await a.sync(place);
    await b.sync(place);
    a.later(1000);
    a.store.changeHabits(removeHabit('r'));
    for (let i = 0; i < 2; i += 1) {
      a.later(1000);
      b.later(1000);
      await a.sync(place);
      await b.sync(place);
    }
    await a.sync(place);
    for (const d of [a, b]) {
      expect(d.active()).toEqual(['Walk']);
      const tomb = d.store.getState().habits.find((h) => h.id === 'r')!;
      expect(tomb.isDeleted).toBe(true);
      expect(tomb.completionsWithTimes).toEqual({});
    }
  });

  it('a place that fails while reading changes nothing here; a failed write keeps the merge', async () => {
    const shared = memoryPlace();
    const a = device(start());
    const b = device(start());
    a.store.changeHabits(renameHabitTo('w', 'Run'));
    await a.sync(shared.place);
    const before = b.storage.getItem(STORAGE_KEYS.data);
    shared.failNext('read', 'offline');
    expect(await b.sync(shared.place)).toEqual({ ok: false, problem: 'offline' });
    expect(b.storage.getItem(STORAGE_KEYS.data)).toBe(before);
    expect(readSyncState(b.storage).last?.problem).toBe('offline');
    expect(readSyncState(b.storage).syncedAt).toBeUndefined();
    shared.failNext('write', 'full');
    expect(await b.sync(shared.place)).toEqual({ ok: false, problem: 'full' });
    expect(b.active()).toEqual(['Read', 'Run']);
    expect(await b.sync(shared.place)).toMatchObject({ ok: true });
    const { last, syncedAt } = readSyncState(b.storage);
    expect(last).toEqual({ at: expect.any(Number) });
    expect(syncedAt).toBe(last?.at);
  });

  it('its own file written by another tab in between: read again, once', async () => {
    const shared = memoryPlace();
    const a = device(start());
    shared.failNext('write', 'changed');
    expect(await a.sync(shared.place)).toMatchObject({ ok: true });
  });

  it('files it cannot use are skipped with the reason, the others merged', async () => {
    const shared = memoryPlace();
    const a = device(start());
    shared.files.set('tickday-newer.json', {
      text: JSON.stringify({ app: 'tickday-sync', format: 99 }),
      version: 'x',
    });
    shared.files.set('tickday-cut.json', { text: '{"app":"tickday-sync","form', version: 'y' });
    const outcome = await a.sync(shared.place);
    expect(outcome).toEqual({
      ok: true,
      merged: 0,
      skipped: [
        { name: 'tickday-newer.json', problem: 'newer' },
        { name: 'tickday-cut.json', problem: 'damaged' },
      ],
      plain: [],
      sent: a.store.getState().habits,
    });
    expect(a.active()).toEqual(['Read', 'Walk']);
    // Kept for the Sync section to show, with why (§17.6).
    expect(readSyncState(a.storage).last?.skipped).toEqual([
      { name: 'tickday-newer.json', problem: 'newer' },
      { name: 'tickday-cut.json', problem: 'damaged' },
    ]);
  });

  it('a file listed but gone when read is skipped, and the sync goes on', async () => {
    const shared = memoryPlace();
    const b = device(start());
    await b.sync(shared.place);
    await device([habitWith({ id: 's', name: 'Stretch' })]).sync(shared.place);
    const a = device(start());
    const list = shared.place.list.bind(shared.place);
    const gone = placeFileName(ensureDevice(b.storage, b.store));
    shared.place.list = async () => {
      const entries = await list();
      shared.files.delete(gone);
      return entries;
    };
    const outcome = await a.sync(shared.place);
    expect(outcome).toMatchObject({ ok: true, merged: 1, skipped: [] });
    expect(a.active()).toContain('Stretch');
  });

  it('without the passphrase of an encrypted folder: says so, merges and writes nothing until the person chooses', async () => {
    const shared = memoryPlace();
    const b = device([habitWith({ id: 's', name: 'Stretch' })]);
    writeSyncState(b.storage, { passphrase: 'correct horse' });
    await b.sync(shared.place);
    const a = device(start());
    expect(await a.sync(shared.place)).toMatchObject({ ok: false, problem: 'locked' });
    expect(shared.files.size).toBe(1);
    expect(a.active()).toEqual(['Read', 'Walk']);
    writeSyncState(a.storage, { ...readSyncState(a.storage), passphrase: 'wrong horse' });
    expect(await a.sync(shared.place)).toMatchObject({ ok: false, problem: 'other-passphrase' });
    expect(shared.files.size).toBe(1);
    // The person's choice: this device's file is written beside the others, which stay skipped.
    const { passphrase: _, ...none } = readSyncState(a.storage);
    writeSyncState(a.storage, { ...none, mixed: true });
    expect(await a.sync(shared.place)).toMatchObject({
      ok: true,
      merged: 0,
      skipped: [{ problem: 'passphrase-needed' }],
    });
    expect(shared.files.size).toBe(2);
    // The right passphrase: merged.
    const c = device(start());
    writeSyncState(c.storage, { passphrase: 'correct horse' });
    expect(await c.sync(shared.place)).toMatchObject({ ok: true, merged: 2 });
    expect(c.active()).toContain('Stretch');
  });

  it('a device with a passphrase says which devices it merged unencrypted', async () => {
    const shared = memoryPlace();
    const b = device([habitWith({ id: 's', name: 'Stretch' })]);
    renameDevice(b.storage, b.store, 'Old laptop');
    await b.sync(shared.place);
    const a = device(start());
    writeSyncState(a.storage, { passphrase: 'correct horse' });
    expect(await a.sync(shared.place)).toMatchObject({
      ok: true,
      merged: 1,
      plain: ['Old laptop'],
    });
    expect(readSyncState(a.storage).last?.plain).toEqual(['Old laptop']);
  });

  it('its own file cut short on the way is repaired under the same name, the id kept', async () => {
    const shared = memoryPlace();
    const a = device(start());
    await a.sync(shared.place);
    const id = ensureDevice(a.storage, a.store).id;
    const own = placeFileName(ensureDevice(a.storage, a.store));
    // An upload dropped after 32 bytes, on a server that writes in place.
    shared.files.set(own, { text: shared.files.get(own)!.text.slice(0, 32), version: 'cut' });
    expect(await a.sync(shared.place)).toMatchObject({ ok: true });
    expect(ensureDevice(a.storage, a.store).id).toBe(id);
    expect([...shared.files.keys()]).toEqual([own]);
    expect((await readSyncText(shared.files.get(own)!.text)).ok).toBe(true);
  });

  it('a write whose answer was lost: its own file is known by its save time, no new id, no ghost', async () => {
    const shared = memoryPlace();
    const a = device(start());
    const b = device(start());
    await a.sync(shared.place);
    const id = ensureDevice(a.storage, a.store).id;
    const own = placeFileName(ensureDevice(a.storage, a.store));
    for (const lost of ['timeout', 'unreachable'] as const) {
      // The server writes the file (a PUT, or the MOVE into place); its answer never comes.
      const write = shared.place.write.bind(shared.place);
      shared.place.write = async (name, text, expected) => {
        shared.place.write = write;
        await write(name, text, expected);
        throw new PlaceError(lost);
      };
      a.later(1000);
      a.store.changeHabits(renameHabitTo('w', `Walk (${lost})`));
      expect(await a.sync(shared.place)).toEqual({ ok: false, problem: lost });
      a.later(1000);
      const outcome = await a.sync(shared.place);
      expect(outcome).toMatchObject({ ok: true, merged: 0 });
      expect(outcome).not.toHaveProperty('renamed');
      expect(ensureDevice(a.storage, a.store).id).toBe(id);
      expect([...shared.files.keys()]).toEqual([own]);
    }
    // The other device lists one device, with the last change.
    await b.sync(shared.place);
    expect(Object.keys(readSyncState(b.storage).devices ?? {})).toEqual([id]);
    expect(b.active()).toEqual(['Read', 'Walk (unreachable)']);
  });

  it('a copied profile (device and sync keys) that wrote after a lost write still makes a new id', async () => {
    const shared = memoryPlace();
    const phone = device(start());
    await phone.sync(shared.place);
    // The phone's write goes through, its answer is lost; then the profile is copied whole.
    const write = shared.place.write.bind(shared.place);
    shared.place.write = async (name, text, expected) => {
      shared.place.write = write;
      await write(name, text, expected);
      throw new PlaceError('timeout');
    };
    phone.later(1000);
    expect(await phone.sync(shared.place)).toMatchObject({ ok: false });
    const laptop = device(start());
    for (const key of [STORAGE_KEYS.device, STORAGE_KEYS.sync])
      laptop.storage.setItem(key, phone.storage.getItem(key)!);
    laptop.store.reread(STORAGE_KEYS.device);
    laptop.later(2000);
    laptop.store.changeHabits(renameHabitTo('w', 'Walk (laptop)'));
    // The laptop finds the lost write, its own before the copy: it keeps the id and writes.
    expect(await laptop.sync(shared.place)).not.toHaveProperty('renamed');
    phone.later(3000);
    // The phone finds the laptop's write, not its own: it takes a new id, and merges.
    expect(await phone.sync(shared.place)).toMatchObject({ ok: true, renamed: true });
    expect(shared.files.size).toBe(2);
    expect(phone.active()).toEqual(['Read', 'Walk (laptop)']);
  });

  it('a file unchanged since it was merged is not read again, though the server tags a read differently', async () => {
    const shared = memoryPlace();
    await device([habitWith({ id: 's', name: 'Stretch' })]).sync(shared.place);
    // nginx's DAV: no ETag in a listing (a date and a length), an ETag on the file itself.
    const read = shared.place.read.bind(shared.place);
    let reads = 0;
    shared.place.read = async (name) => {
      reads += 1;
      return { ...(await read(name)), version: `"etag-${name}"` };
    };
    const a = device(start());
    await a.sync(shared.place);
    expect(reads).toBe(1);
    await a.sync(shared.place);
    expect(reads).toBe(1);
  });

  it('what was merged is remembered by each device, not shared: a device that joins reads every file', async () => {
    const { place } = memoryPlace();
    const phone = device(start());
    const laptop = device(start(), 60_000);
    await phone.sync(place);
    await laptop.sync(place);
    // The laptop remembers the phone's file as merged; the tablet, on the same place, does not.
    const tablet = device(start(), 120_000);
    expect(await tablet.sync(place)).toMatchObject({ ok: true, merged: 2 });
    expect(await laptop.sync(place)).toMatchObject({ ok: true, merged: 1 });
  });
});
