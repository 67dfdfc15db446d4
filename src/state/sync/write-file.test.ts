import { describe, expect, it } from 'vitest';
import { UTC_DAYS } from '../../domain/day-rule';
import { DAY_MS, dayOf } from '../../domain/days';
import { markDone, refreshHighest } from '../../domain/habit/edits';
import { createHabit, type Habit } from '../../domain/habit/model';
import { nextStamp, type Stamp } from '../../domain/hlc';
import { mergeData } from '../../domain/merge-records';
import { BACKUP_KEYS } from '../../storage/backup';
import { serializeHabits } from '../../storage/codec';
import { STORAGE_KEYS } from '../../storage/keys';
import { writeSyncState } from '../../storage/sync-key';
import { habitWith, NOW } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore } from '../app-store';
import { ensureDevice } from './device';
import { readSyncText } from './read-file';
import { syncFileText } from './write-file';

/** A fresh device: its own storage and store. */
function device(habits: Habit[] = []) {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  return { storage, store: createAppStore(storage, () => NOW) };
}

const start = () => [
  habitWith({ id: 'r', name: 'Read', days: [-2, -1] }),
  habitWith({ id: 'w', name: 'Walk' }),
];

describe('the sync file', () => {
  it('with a passphrase: nothing readable without it; a wrong one is told apart', async () => {
    const a = device(start());
    writeSyncState(a.storage, { passphrase: 'correct horse' });
    const text = await syncFileText(a.storage, a.store);
    expect(text).not.toContain('Read');
    expect(text).not.toContain(ensureDevice(a.storage, a.store).name);
    expect(await readSyncText(text)).toEqual({ ok: false, problem: 'passphrase-needed' });
    expect(await readSyncText(text, 'wrong')).toEqual({ ok: false, problem: 'wrong-passphrase' });
    const read = await readSyncText(text, 'correct horse');
    expect(read.ok && read.habits.map((h) => h.name)).toEqual(['Read', 'Walk']);
  });

  it('a habit that arrives in a sync file is stored as compactly as its own device stores it', async () => {
    // A year of ticks of today, made day by day on a device that syncs: its file keeps each
    // tick's record (§17.1); a new device's first sync must still store them in the compact
    // form (§3.7), else 100 habits of years do not fit where they came from.
    let walk = createHabit('Walk', NOW - 400 * DAY_MS, [])!;
    let last: Stamp | undefined;
    for (let d = 365; d >= 1; d -= 1) {
      const now = NOW - d * DAY_MS;
      last = nextStamp(last, now, 'k3j9x2ab');
      walk = markDone(walk, dayOf(now), true, now, UTC_DAYS, last);
    }
    // Its best as any device reckons it today (a merge refreshes only a best that moved).
    walk = refreshHighest(walk, NOW, UTC_DAYS);
    const a = device([walk]);
    const text = await syncFileText(a.storage, a.store, NOW);
    const read = await readSyncText(text, undefined, NOW);
    if (!read.ok) throw new Error(read.problem);
    const merged = mergeData([], [read.habits], NOW);
    expect(serializeHabits(merged).length).toBeLessThanOrEqual(serializeHabits([walk]).length);
  });

  it('never travels in a backup, nor does this device’s id', () => {
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.device);
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.sync);
  });
});
