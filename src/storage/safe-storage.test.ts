import { describe, expect, it } from 'vitest';
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
