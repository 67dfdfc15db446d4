import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../testing/memory-storage';
import { createCollapsedGroups } from './collapsed-groups';

/** A page whose `storage` events the test sends (another tab's writes). */
function page() {
  const target = new EventTarget();
  return {
    target: target as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    otherTab: (key: string | null) => target.dispatchEvent(new StorageEvent('storage', { key })),
  };
}

describe('the collapsed groups of this device (docs/product.md §3.1, §3.6)', () => {
  it('reads the key of the storage it was given; a collapse is stored and told', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.collapsedGroups, '["Gym"]');
    const groups = createCollapsedGroups(storage, page().target);
    const listener = vi.fn();
    groups.subscribe(listener);
    expect(groups.getState()).toEqual(['Gym']);
    expect(groups.getState()).toBe(groups.getState());
    groups.setCollapsed('Home', true);
    groups.setCollapsed('Gym', false);
    expect(groups.getState()).toEqual(['Home']);
    expect(storage.getItem(STORAGE_KEYS.collapsedGroups)).toBe('["Home"]');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows another tab's change while heard, and reads the key again once unheard", () => {
    const storage = memoryStorage();
    const { target, otherTab } = page();
    const groups = createCollapsedGroups(storage, target);
    const listener = vi.fn();
    const stop = groups.subscribe(listener);
    expect(groups.getState()).toEqual([]);
    storage.setItem(STORAGE_KEYS.collapsedGroups, '["Gym"]');
    otherTab(STORAGE_KEYS.data);
    expect(listener).not.toHaveBeenCalled();
    otherTab(STORAGE_KEYS.collapsedGroups);
    expect(groups.getState()).toEqual(['Gym']);
    otherTab(null);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    // Unheard: a change then is not missed by the next reader.
    storage.setItem(STORAGE_KEYS.collapsedGroups, '["Gym","Home"]');
    otherTab(STORAGE_KEYS.collapsedGroups);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(groups.getState()).toEqual(['Gym', 'Home']);
  });

  it('a write that fails (storage full) keeps the choice for this visit', () => {
    const storage = memoryStorage({ quota: 10 });
    const groups = createCollapsedGroups(storage, page().target);
    groups.setCollapsed('A long group name', true);
    expect(storage.getItem(STORAGE_KEYS.collapsedGroups)).toBeNull();
    expect(groups.getState()).toEqual(['A long group name']);
  });

  it('two stores on two storages share nothing', () => {
    const a = createCollapsedGroups(memoryStorage(), page().target);
    const b = createCollapsedGroups(memoryStorage(), page().target);
    a.setCollapsed('Gym', true);
    expect(b.getState()).toEqual([]);
  });
});
