import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { readDeviceKey, writeDeviceKey } from './device-key';
import { STORAGE_KEYS } from './keys';

describe('the device key (docs/product.md §17)', () => {
  it('reads its fields and keeps the object as stored, unknown fields and order too', () => {
    const storage = memoryStorage();
    const stored = '{"extra":[1],"id":"k3f9ab","name":"Laptop","clock":"1764043262345-0-k3f9ab"}';
    storage.setItem(STORAGE_KEYS.device, stored);
    const read = readDeviceKey(storage)!;
    expect(read.device).toEqual({
      id: 'k3f9ab',
      name: 'Laptop',
      clock: '1764043262345-0-k3f9ab',
    });
    writeDeviceKey(storage, read.stored);
    expect(storage.getItem(STORAGE_KEYS.device)).toBe(stored);
  });

  it('a name or clock of the wrong kind reads as none; the key itself is left as it was', () => {
    const storage = memoryStorage();
    const stored = '{"id":"k3f9ab","name":7,"clock":"tomorrow"}';
    storage.setItem(STORAGE_KEYS.device, stored);
    expect(readDeviceKey(storage)?.device).toEqual({ id: 'k3f9ab' });
    expect(storage.getItem(STORAGE_KEYS.device)).toBe(stored);
  });

  it('missing, not JSON, not an object or no id of ours: none, and nothing written', () => {
    for (const stored of [null, '{"id":', '"k3f9ab"', '[]', '{"id":"K3F9"}', '{"name":"x"}']) {
      const storage = memoryStorage();
      if (stored !== null) storage.setItem(STORAGE_KEYS.device, stored);
      expect(readDeviceKey(storage), String(stored)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.device)).toBe(stored);
    }
    expect(readDeviceKey(memoryStorage({ broken: true }))).toBeNull();
  });
});
