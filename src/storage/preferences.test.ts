import { describe, expect, it } from 'vitest';
import { loadSeen, loadUnlocked, saveSeen, saveUnlocked } from './badges-storage';
import { STORAGE_KEYS } from './keys';
import {
  loadBannerDismissed,
  loadTheme,
  saveBannerDismissed,
  saveLastInteraction,
  saveTheme,
} from './preferences';
import { memoryStorage } from '../testing/memory-storage';

describe('side keys (docs/product.md §3; bad values fall back, section 7)', () => {
  it('stores the theme as {"color","mode"}', () => {
    const store = memoryStorage();
    saveTheme(store, { color: 'green', mode: 'light' });
    expect(store.getItem(STORAGE_KEYS.theme)).toBe('{"color":"green","mode":"light"}');
    expect(loadTheme(store)).toEqual({ color: 'green', mode: 'light' });
    store.setItem(STORAGE_KEYS.theme, '"green"');
    expect(loadTheme(store)).toEqual({ color: 'orange', mode: 'dark' });
  });

  it('stores badges in unlock order and drops unknown or repeated ids', () => {
    const store = memoryStorage();
    saveUnlocked(store, ['juggler', 'first_step']);
    expect(store.getItem(STORAGE_KEYS.badges)).toBe('["juggler","first_step"]');
    expect(loadUnlocked(store)).toEqual(['juggler', 'first_step']);
    store.setItem(STORAGE_KEYS.badges, '["juggler",7,"bogus","juggler"]');
    expect(loadUnlocked(store)).toEqual(['juggler']);
    store.setItem(STORAGE_KEYS.badges, '{"juggler":true}');
    expect(loadUnlocked(store)).toEqual([]);
    saveSeen(store, ['juggler']);
    expect(loadSeen(store)).toEqual(['juggler']);
    store.setItem(STORAGE_KEYS.badgesSeen, 'oops');
    expect(loadSeen(store)).toEqual([]);
  });

  it('stores the last interaction as a number', () => {
    const store = memoryStorage();
    saveLastInteraction(store, 1752571800000);
    expect(store.getItem(STORAGE_KEYS.lastInteraction)).toBe('1752571800000');
  });

  it('treats only true as banner dismissed', () => {
    const store = memoryStorage();
    expect(loadBannerDismissed(store)).toBe(false);
    saveBannerDismissed(store);
    expect(store.getItem(STORAGE_KEYS.bannerDismissed)).toBe('true');
    expect(loadBannerDismissed(store)).toBe(true);
    store.setItem(STORAGE_KEYS.bannerDismissed, '"yes"');
    expect(loadBannerDismissed(store)).toBe(false);
  });
});
