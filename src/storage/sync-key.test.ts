import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { STORAGE_KEYS } from './keys';
import { readSyncState, writeSyncState } from './sync-key';
import { readSyncPlace } from './sync-key-place';

const GOOD = {
  place: 'webdav',
  webdav: { url: 'https://dav.example/Tickday/', user: 'anna', password: 'pw' },
  passphrase: 'correct horse',
  devices: {
    k3f9ab: {
      name: 'Phone',
      savedAt: '1764043262345-0-k3f9ab',
      mergedAt: 1764043262999,
      seen: { zz990000: { name: 'Laptop', savedAt: 1764043262000 } },
    },
  },
  last: {
    at: 1764043263000,
    problem: 'timeout',
    skipped: [{ name: 'cut.json', problem: 'damaged' }],
    plain: ['Phone'],
  },
  mixed: true,
  syncedAt: 1764043262000,
  written: { 'https://dav.example/Tickday/': '"etag-1"' },
  later: { field: 'of a newer Tickday' },
};

function stored(value: string | null) {
  const storage = memoryStorage();
  if (value !== null) storage.setItem(STORAGE_KEYS.sync, value);
  return storage;
}

describe('the sync key (docs/product.md §17)', () => {
  it('reads every field checked, and round-trips byte for byte, unknown fields kept', () => {
    const text = JSON.stringify(GOOD);
    const storage = stored(text);
    expect(readSyncState(storage)).toEqual(GOOD);
    writeSyncState(storage, readSyncState(storage));
    expect(storage.getItem(STORAGE_KEYS.sync)).toBe(text);
    expect(readSyncPlace(storage)).toBe('webdav');
  });

  it('a field of ours that fails its check reads as absent, and stays stored until written', () => {
    const damaged = { place: 'ftp', last: { at: 'yesterday' }, passphrase: 'kept', extra: 1 };
    const storage = stored(JSON.stringify(damaged));
    expect(readSyncState(storage)).toEqual({ passphrase: 'kept', extra: 1 });
    expect(readSyncPlace(storage)).toBeUndefined();
    // A write that does not set them keeps them as they were; one that does replaces them.
    writeSyncState(storage, { ...readSyncState(storage), syncedAt: 5 });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.sync)!)).toEqual({ ...damaged, syncedAt: 5 });
    writeSyncState(storage, { ...readSyncState(storage), place: 'folder', last: { at: 6 } });
    expect(readSyncState(storage)).toEqual({
      passphrase: 'kept',
      extra: 1,
      syncedAt: 5,
      place: 'folder',
      last: { at: 6 },
    });
  });

  it('a problem this version does not know makes the last sync read as none', () => {
    const storage = stored(
      JSON.stringify({ place: 'folder', last: { at: 1, problem: 'gremlins' } }),
    );
    expect(readSyncState(storage)).toEqual({ place: 'folder' });
  });

  it('missing, not JSON or not an object: sync not set up, and the next write replaces it', () => {
    for (const value of [null, '{"place":', '"webdav"', '[1]', 'null', '7']) {
      const storage = stored(value);
      expect(readSyncState(storage), String(value)).toEqual({});
      expect(readSyncPlace(storage)).toBeUndefined();
      expect(storage.getItem(STORAGE_KEYS.sync)).toBe(value);
    }
    const storage = stored('{"place":');
    writeSyncState(storage, { passphrase: 'p' });
    expect(storage.getItem(STORAGE_KEYS.sync)).toBe('{"passphrase":"p"}');
    expect(readSyncState(memoryStorage({ broken: true }))).toEqual({});
  });
});
