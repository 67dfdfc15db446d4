import { describe, expect, it } from 'vitest';
import { loadSeen, loadUnlocked, saveSeen, saveUnlocked } from './badges-storage';
import { STORAGE_KEYS } from './keys';
import {
  DEFAULT_DAY_SETTINGS,
  loadBannerDismissed,
  loadDaySettings,
  loadLanguage,
  saveLocaleChoice,
  loadReminder,
  saveReminder,
  loadTheme,
  saveDaySettings,
  saveBannerDismissed,
  saveLastInteraction,
  saveTheme,
} from './preferences';
import { memoryStorage } from '../testing/memory-storage';

describe('side keys (docs/product.md §3; bad values fall back, §8.1)', () => {
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

  it('day settings: UTC from midnight and not chosen by default; each bad field falls back', () => {
    const store = memoryStorage();
    expect(loadDaySettings(store)).toEqual(DEFAULT_DAY_SETTINGS);
    expect(DEFAULT_DAY_SETTINGS).toEqual({
      dayBoundary: 'utc',
      dayStartHour: 0,
      chosen: false,
      weekStart: null,
    });
    store.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"mars","dayStartHour":9}');
    expect(loadDaySettings(store)).toEqual({
      dayBoundary: 'utc',
      dayStartHour: 0,
      chosen: true,
      weekStart: null,
    });
    store.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"local","dayStartHour":2.5}');
    expect(loadDaySettings(store)).toEqual({
      dayBoundary: 'local',
      dayStartHour: 0,
      chosen: true,
      weekStart: null,
    });
  });

  it('day settings are written over what the key holds, keeping unknown fields', () => {
    const store = memoryStorage();
    store.setItem(
      STORAGE_KEYS.settings,
      '{"reminder":{"on":true,"time":"20:00"},"dayStartHour":1}',
    );
    saveDaySettings(store, { dayBoundary: 'local', dayStartHour: 3 });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe(
      '{"reminder":{"on":true,"time":"20:00"},"dayStartHour":3,"dayBoundary":"local"}',
    );
    expect(loadDaySettings(store)).toEqual({
      dayBoundary: 'local',
      dayStartHour: 3,
      chosen: true,
      weekStart: null,
    });
  });

  it('language and week start (§18): stored beside the day settings, null removes, bad reads as unset', () => {
    const store = memoryStorage();
    expect(loadLanguage(store)).toBeNull();
    store.setItem(STORAGE_KEYS.settings, '{"dayStartHour":2,"x":1}');
    saveLocaleChoice(store, { language: 'de', weekStart: 1 });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe(
      '{"dayStartHour":2,"x":1,"language":"de","weekStart":1}',
    );
    expect(loadLanguage(store)).toBe('de');
    expect(loadDaySettings(store)).toMatchObject({ dayStartHour: 2, weekStart: 1 });
    saveLocaleChoice(store, { weekStart: null });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe('{"dayStartHour":2,"x":1,"language":"de"}');
    for (const bad of ['3', '"1"', '-1', '1.5', 'null']) {
      store.setItem(STORAGE_KEYS.settings, `{"weekStart":${bad},"language":${bad}}`);
      expect(loadDaySettings(store).weekStart).toBeNull();
      expect(loadLanguage(store)).toBe(bad === '"1"' ? '1' : null);
    }
    store.setItem(STORAGE_KEYS.settings, '{"weekStart":6}');
    expect(loadDaySettings(store).weekStart).toBe(6);
  });

  it('the reminder: off at 20:00 by default, each bad field on its own, written beside the rest', () => {
    const store = memoryStorage();
    expect(loadReminder(store)).toEqual({ on: false, time: '20:00' });
    store.setItem(STORAGE_KEYS.settings, '{"reminder":{"on":"yes","time":"25:00"}}');
    expect(loadReminder(store)).toEqual({ on: false, time: '20:00' });
    store.setItem(STORAGE_KEYS.settings, '{"reminder":null}');
    expect(loadReminder(store)).toEqual({ on: false, time: '20:00' });
    store.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"local","dayStartHour":3,"x":1}');
    saveReminder(store, { on: true, time: '07:15' });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe(
      '{"dayBoundary":"local","dayStartHour":3,"x":1,"reminder":{"on":true,"time":"07:15"}}',
    );
    expect(loadReminder(store)).toEqual({ on: true, time: '07:15' });
    expect(loadDaySettings(store)).toEqual({
      dayBoundary: 'local',
      dayStartHour: 3,
      chosen: true,
      weekStart: null,
    });
  });

  it('habit names in notifications: on unless "names":false is stored (§14.6)', () => {
    const store = memoryStorage();
    saveReminder(store, { on: false, time: '20:00', names: false });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe(
      '{"reminder":{"on":false,"time":"20:00","names":false}}',
    );
    expect(loadReminder(store)).toEqual({ on: false, time: '20:00', names: false });
    saveReminder(store, { on: true, time: '20:00' });
    expect(store.getItem(STORAGE_KEYS.settings)).toBe('{"reminder":{"on":true,"time":"20:00"}}');
    store.setItem(STORAGE_KEYS.settings, '{"reminder":{"on":true,"time":"20:00","names":"no"}}');
    expect(loadReminder(store).names).toBeUndefined();
  });

  it('a reminder written before any day setting leaves the day setting unchosen (the notice still asks)', () => {
    const store = memoryStorage();
    saveReminder(store, { on: true, time: '20:00' });
    expect(loadDaySettings(store)).toEqual(DEFAULT_DAY_SETTINGS);
  });
});
