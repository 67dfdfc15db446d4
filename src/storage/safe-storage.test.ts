import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { STORAGE_KEYS } from './keys';
import { readJson, readRaw, removeRaw, writeRaw, type KeyValueStore } from './safe-storage';

const throwing = (error: unknown): KeyValueStore => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('safe storage', () => {
  it('reads and writes through to the store', () => {
    expect(writeRaw(localStorage, 'k', '{"a":1}')).toEqual({ ok: true });
    expect(readRaw(localStorage, 'k')).toBe('{"a":1}');
    expect(readJson(localStorage, 'k')).toEqual({ a: 1 });
    expect(removeRaw(localStorage, 'k')).toEqual({ ok: true });
    expect(readRaw(localStorage, 'k')).toBeNull();
  });

  it('reports a full quota as quota and never throws', () => {
    const store = throwing(new DOMException('full', 'QuotaExceededError'));
    expect(writeRaw(store, 'k', 'v')).toEqual({ ok: false, reason: 'quota' });
    expect(readRaw(store, 'k')).toBeNull();
    expect(removeRaw(store, 'k')).toEqual({ ok: false, reason: 'unavailable' });
  });

  // Issue 44: a snapshot never costs the data its room.
  it('drops the snapshot first when a write meets a full storage, and writes', () => {
    const data = STORAGE_KEYS.data;
    const snapshot = STORAGE_KEYS.snapshot;
    const store = memoryStorage({ quota: data.length + snapshot.length + 100 });
    expect(writeRaw(store, data, 'd'.repeat(20))).toEqual({ ok: true });
    expect(writeRaw(store, snapshot, 's'.repeat(60))).toEqual({ ok: true });
    expect(writeRaw(store, data, 'D'.repeat(60))).toEqual({ ok: true });
    expect(readRaw(store, data)).toBe('D'.repeat(60));
    expect(readRaw(store, snapshot)).toBeNull();
    // With no snapshot left to drop, a full storage says so, and the stored value stays.
    expect(writeRaw(store, data, 'x'.repeat(200))).toEqual({ ok: false, reason: 'quota' });
    expect(readRaw(store, data)).toBe('D'.repeat(60));
    // The snapshot itself drops nothing to make room.
    expect(writeRaw(store, snapshot, 's'.repeat(60))).toEqual({ ok: false, reason: 'quota' });
    expect(readRaw(store, data)).toBe('D'.repeat(60));
  });

  it('reports other failures, and a missing store, as unavailable', () => {
    expect(writeRaw(throwing(new Error('denied')), 'k', 'v')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(writeRaw(null, 'k', 'v')).toEqual({ ok: false, reason: 'unavailable' });
    expect(readRaw(null, 'k')).toBeNull();
  });

  it('reads unparsable JSON as undefined', () => {
    localStorage.setItem('k', '{oops');
    expect(readJson(localStorage, 'k')).toBeUndefined();
    expect(readJson(localStorage, 'missing')).toBeUndefined();
  });
});
