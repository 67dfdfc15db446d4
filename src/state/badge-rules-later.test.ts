import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { habitWith, NOW, run } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import { addHabit } from './habit-commands';
import { loadBadgeRules } from './habits-document';

// The badge rules load after the first paint (habits-document.ts). In this file they have not
// loaded yet when the store starts: the start's check and a change's check wait for them and then
// unlock, nothing lost.
describe('badge checks before their rules have loaded', () => {
  it('run once the rules arrive, on the habits as they are then', async () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.data,
      JSON.stringify({ version: 1, habits: [habitWith({ days: run(7) })] }),
    );
    const store = createAppStore(storage, () => NOW);
    store.changeHabits(addHabit('Walk'));
    store.flush();
    expect(store.getState().unlocked).toEqual([]);
    await loadBadgeRules();
    await Promise.resolve();
    expect(store.getState().unlocked).toEqual([
      'first_step',
      'first_check',
      'on_a_roll',
      'well_rounded',
    ]);
    // Not a flawless week: Walk, added before the rules arrived, is not done today.
    expect(store.getState().badgeToast).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.badges) ?? '[]')).toHaveLength(4);
  });
});
