import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { STORAGE_KEYS } from './keys';
import type { KeyValueStore } from './safe-storage';
import {
  isNearlyFull,
  LOCAL_STORAGE_LIMIT,
  localStorageUse,
  usedPercent,
  type StorageUse,
} from './storage-use';

const use = (used: number): StorageUse => ({ used, limit: LOCAL_STORAGE_LIMIT });

describe('how full local storage is (docs/product.md §8.7)', () => {
  it('counts every key of the origin, ours or not, key and value in UTF-16 units', () => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.theme, '{"color":"orange","mode":"dark"}'); // 19 + 32
    store.setItem('filler', 'x'.repeat(1000)); // 6 + 1000
    store.setItem('é', '😀'); // 1 + 2: one code point outside the BMP is two units
    expect(localStorageUse(store)).toEqual({ used: 1060, limit: 5_242_880 });
  });

  it('knows the limit: 5 MiB characters, Chromium and Firefox (Safari about the same)', () => {
    expect(LOCAL_STORAGE_LIMIT).toBe(5_242_880);
  });

  it('reads only our keys from a store that cannot list its keys', () => {
    const map = new Map([
      [STORAGE_KEYS.data, 'abc'],
      ['other', 'not seen'],
    ]);
    const store: KeyValueStore = {
      getItem: (key) => map.get(key) ?? null,
      setItem: () => {},
      removeItem: () => {},
    };
    expect(localStorageUse(store)?.used).toBe(STORAGE_KEYS.data.length + 3);
  });

  it('is unknown when storage is missing or throws', () => {
    expect(localStorageUse(null)).toBeNull();
    expect(localStorageUse(memoryStorage({ broken: true }))).toBeNull();
  });

  it('an empty origin uses nothing', () => {
    expect(localStorageUse(memoryStorage())).toEqual(use(0));
  });
});

describe('the share used and the warning from 80 %', () => {
  it('is nearly full from 4,194,304 characters (80 % of 5,242,880), not one below', () => {
    expect(isNearlyFull(use(4_194_303))).toBe(false);
    expect(isNearlyFull(use(4_194_304))).toBe(true);
    expect(isNearlyFull(use(5_242_880))).toBe(true);
    expect(isNearlyFull(use(0))).toBe(false);
  });

  it('says the whole percent reached, never rounded up past what is used', () => {
    expect(usedPercent(use(0))).toBe(0);
    expect(usedPercent(use(2_202_010))).toBe(42); // 2.1 MB: 42.0 %
    expect(usedPercent(use(4_194_303))).toBe(79); // 79.99998 %: not yet the warning's 80
    expect(usedPercent(use(4_194_304))).toBe(80);
    expect(usedPercent(use(5_242_880))).toBe(100);
  });

  it('stays within 0 to 100 when a browser holds more than the limit known', () => {
    expect(usedPercent(use(6_000_000))).toBe(100);
    expect(usedPercent({ used: 10, limit: 0 })).toBe(100);
  });
});
