import { expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';

// The keys are a contract with every copy of the app already installed (docs/product.md §3.1):
// the tests elsewhere import STORAGE_KEYS, so this one pins the strings themselves.
it('stores each item under its documented key', () => {
  expect(STORAGE_KEYS).toEqual({
    data: 'habit-tracker:data',
    theme: 'habit-tracker:theme',
    badges: 'habit-tracker:badges',
    badgesSeen: 'habit-tracker:badges-seen',
    lastInteraction: 'habit-tracker:last-interaction',
    bannerDismissed: 'habit-tracker:banner-dismissed',
    quarantine: 'habit-tracker:quarantine',
    settings: 'habit-tracker:settings',
    backup: 'habit-tracker:backup',
    device: 'habit-tracker:device',
    sync: 'habit-tracker:sync',
    collapsedGroups: 'habit-tracker:collapsed-groups',
    snapshot: 'habit-tracker:snapshot',
  });
});
