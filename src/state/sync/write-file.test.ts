import { describe, expect, it } from 'vitest';
import type { Habit } from '../../domain/habit/model';
import { BACKUP_KEYS } from '../../storage/backup';
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

  it('never travels in a backup, nor does this device’s id', () => {
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.device);
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.sync);
  });
});
