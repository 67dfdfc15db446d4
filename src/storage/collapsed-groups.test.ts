import { describe, expect, it } from 'vitest';
import { BACKUP_KEYS } from './backup';
import { loadCollapsedGroups, saveCollapsedGroups } from './collapsed-groups';
import { STORAGE_KEYS } from './keys';
import { memoryStorage } from '../testing/memory-storage';

describe('the collapsed groups key (docs/product.md §3.1, §3.6)', () => {
  it('collapsed groups: a JSON array of names on this device; anything else is none', () => {
    const store = memoryStorage();
    expect(loadCollapsedGroups(store)).toEqual([]);
    saveCollapsedGroups(store, ['Gym', 'Home']);
    expect(store.getItem(STORAGE_KEYS.collapsedGroups)).toBe('["Gym","Home"]');
    expect(loadCollapsedGroups(store)).toEqual(['Gym', 'Home']);
    store.setItem(STORAGE_KEYS.collapsedGroups, '["A",3,"A"]');
    expect(loadCollapsedGroups(store)).toEqual(['A']);
    store.setItem(STORAGE_KEYS.collapsedGroups, '{"A":true}');
    expect(loadCollapsedGroups(store)).toEqual([]);
    expect(BACKUP_KEYS).not.toContain(STORAGE_KEYS.collapsedGroups);
  });
});
