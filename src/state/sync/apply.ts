import { compareStamps } from '../../domain/hlc';
import type { Habit } from '../../domain/habit/model';
import { laterStamp, mergeData } from '../../domain/merge-records';
import {
  latestStamp,
  summarizeChanges,
  type ChangeSummary,
  type SyncFile,
} from '../../domain/sync-file';
import { isBadgeId } from '../../domain/badges';
import type { MergeSource } from '../../storage/backup';
import type { KeyValueStore } from '../../storage/safe-storage';
import { readSyncState, writeSyncState } from '../../storage/sync-key';
import type { AppStore } from '../app-store';
import { dayRuleOf } from '../device-day-rule';
import { ensureDevice, saveDevice } from './device';

/** Applying read sync files (docs/product.md §17): one merge, stored once, with Undo; a preview. */

/**
 * Merges the read files into the app's data through the backup Merge's path (one merge, in
 * memory, stored once), raises this device's clock to the latest time merged, and records the
 * devices seen. Returns Undo: each habit the merge changed and nobody changed since goes back to
 * what it was (a habit the merge brought goes); a change made after (another tab, a sync) stays.
 * Null when the merged data does not fit in storage: then nothing changed (§17.6).
 */
export function applySyncFiles(
  storage: KeyValueStore | null,
  store: AppStore,
  files: readonly { file: SyncFile; habits: Habit[] }[],
  now = Date.now(),
): (() => void) | null {
  const before = store.getState().habits;
  const device = ensureDevice(storage, store);
  const others = files.filter((f) => f.file.device.id !== device.id);
  const lists = files.map((f) => f.habits);
  const merge: MergeSource = {
    badges: {
      unlocked: files.flatMap((f) => f.file.badges.unlocked).filter(isBadgeId),
      seen: files.flatMap((f) => f.file.badges.seen).filter(isBadgeId),
    },
    mergeInto: (current, at, rule) => mergeData(current, lists, at, rule),
  };
  if (!store.importBackup(merge, 'merge').ok) return null;
  store.flush();
  // Later changes here are stamped after everything merged, whatever this device's clock says.
  let clock = device.clock;
  for (const f of files)
    clock = laterStamp(clock, laterStamp(f.file.savedAt, latestStamp(f.habits)));
  if (compareStamps(clock, device.clock) > 0) saveDevice(storage, store, { ...device, clock });
  const sync = readSyncState(storage);
  const devices = { ...sync.devices };
  for (const { file } of others) {
    const known = devices[file.device.id];
    if (!known || compareStamps(file.savedAt, known.savedAt) >= 0)
      devices[file.device.id] = {
        name: file.device.name,
        savedAt: file.savedAt,
        mergedAt: now,
        seen: file.seen,
      };
  }
  writeSyncState(storage, { ...sync, devices });
  const applied = new Map(store.getState().habits.map((h) => [h.id, JSON.stringify(h)]));
  const ids = (habits: readonly Habit[]) => habits.map((h) => h.id).join('\u0000');
  const appliedOrder = ids(store.getState().habits);
  const was = new Map(before.map((h) => [h.id, h]));
  const place = new Map(before.map((h, i) => [h.id, i]));
  return () =>
    store.changeHabits((habits) => {
      const back: Habit[] = [];
      for (const habit of habits) {
        const untouched = applied.get(habit.id) === JSON.stringify(habit);
        const old = was.get(habit.id);
        if (!untouched) back.push(habit);
        else if (old) back.push(old);
      }
      // The order as it was too (the merge may have taken another device's), unless the list
      // changed since (a habit added, or reordered here).
      if (ids(habits) === appliedOrder && back.every((h) => place.has(h.id)))
        back.sort((x, y) => (place.get(x.id) as number) - (place.get(y.id) as number));
      return back.length === habits.length && back.every((h, i) => h === habits[i]) ? habits : back;
    });
}

/** What merging `files` would change here, shown before Open sync file applies it. */
export function previewSyncFiles(
  store: AppStore,
  files: readonly { file: Pick<SyncFile, 'badges'>; habits: Habit[] }[],
  now = Date.now(),
): ChangeSummary {
  const { habits, days, unlocked, seen } = store.getState();
  const rule = dayRuleOf(days);
  const after = mergeData(
    habits,
    files.map((f) => f.habits),
    now,
    rule,
  );
  return summarizeChanges(habits, after, rule, {
    have: { unlocked, seen },
    bring: {
      unlocked: files.flatMap((f) => f.file.badges.unlocked).filter(isBadgeId),
      seen: files.flatMap((f) => f.file.badges.seen).filter(isBadgeId),
    },
  });
}
