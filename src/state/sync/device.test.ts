import { describe, expect, it } from 'vitest';
import type { Habit } from '../../domain/habit/model';
import { STORAGE_KEYS } from '../../storage/keys';
import { NOW } from '../../testing/builders';
import { memoryStorage } from '../../testing/memory-storage';
import { createAppStore } from '../app-store';
import { defaultDeviceName, deviceNameFor, ensureDevice, renameDevice } from './device';
import { syncFileName } from './write-file';

/** A fresh device: its own storage and store. */
function device(habits: Habit[] = []) {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.data, JSON.stringify({ version: 1, habits }));
  return { storage, store: createAppStore(storage, () => NOW) };
}

describe("a device's default name (docs/product.md §17.1, issue 40 item 13)", () => {
  const LINUX_CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

  it('two devices of one kind get two names, and two file names', () => {
    expect(defaultDeviceName(LINUX_CHROME, 'k3f9ab')).toBe('Chrome on Linux (K3F9)');
    const a = device();
    const b = device();
    const [nameA, nameB] = [a, b].map((d) => ensureDevice(d.storage, d.store).name);
    expect(nameA).toMatch(/^.+ \([0-9A-Z]{4}\)$/);
    expect(nameA).not.toBe(nameB);
    expect(syncFileName(ensureDevice(a.storage, a.store))).not.toBe(
      syncFileName(ensureDevice(b.storage, b.store)),
    );
    expect(syncFileName({ id: 'k3f9ab', name: 'Chrome on Linux (K3F9)' })).toBe(
      'tickday-sync-chrome-on-linux-k3f9.json',
    );
  });

  it("an earlier Tickday's default name takes the code when read, without a write; a given name stays", () => {
    const a = device();
    const stored = JSON.stringify({ id: 'abcd1234', name: 'Chrome on Linux' });
    a.storage.setItem(STORAGE_KEYS.device, stored);
    expect(ensureDevice(a.storage, a.store).name).toBe('Chrome on Linux (ABCD)');
    expect(a.storage.getItem(STORAGE_KEYS.device)).toBe(stored);
    renameDevice(a.storage, a.store, 'Linux (work)');
    expect(ensureDevice(a.storage, a.store).name).toBe('Linux (work)');
    // A copied browser takes a new id: a default name takes its code, a given one is kept.
    expect(deviceNameFor('Chrome on Linux (ABCD)', 'zz990000', true)).toBe(
      'Chrome on Linux (ZZ99)',
    );
    expect(deviceNameFor('Chrome on Linux (ABCD)', 'zz990000')).toBe('Chrome on Linux (ABCD)');
    expect(deviceNameFor('This device', 'zz990000')).toBe('This device (ZZ99)');
    expect(deviceNameFor('Laptop', 'zz990000', true)).toBe('Laptop');
  });
});
