import { parseBackup } from './read-backup';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackup, MAX_BACKUP_BYTES, readBackupItems, replaceWithBackup } from './backup';
import { loadHabits, serializeHabits } from './habits-storage';
import { mergeLists } from '../domain/merge-records';
import type { Habit } from '../domain/habit/model';
import { STORAGE_KEYS } from './keys';
import { habitWith, NOW, run } from '../testing/builders';
import { memoryStorage } from '../testing/memory-storage';
import { PEER_EXPORTS } from '../testing/peer-exports';

function filledStore() {
  const store = memoryStorage();
  store.setItem(
    STORAGE_KEYS.data,
    serializeHabits([
      habitWith({ id: 'a', days: run(3) }),
      habitWith({ id: 'b', isDeleted: true }),
      // Schedules and skips travel with the habit (docs/product.md §10.4).
      {
        ...habitWith({ id: 'c', isDeleted: true }),
        schedule: { type: 'weekdays', days: [1, 3] },
        skips: ['2025-07-01'],
      },
    ]),
  );
  store.setItem(STORAGE_KEYS.theme, '{"color":"green","mode":"light"}');
  store.setItem(STORAGE_KEYS.badges, '["first_step","first_check"]');
  store.setItem(STORAGE_KEYS.bannerDismissed, 'true');
  store.setItem(STORAGE_KEYS.settings, '{"dayBoundary":"local","dayStartHour":3,"later":1}');
  store.setItem('unrelated', 'x');
  return store;
}

describe('backups', () => {
  it('round-trips every key byte for byte into an empty store (settings, schedules and skips too)', () => {
    const source = filledStore();
    const text = createBackup(readBackupItems(source), '1.2.100', NOW);
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.backup.summary).toEqual({
      habits: 1,
      completions: 3,
      from: habitWith({ days: run(3) }).completionsWithTimes['2025']!['7']![0],
      to: habitWith({ days: [0] }).completionsWithTimes['2025']!['7']![0],
      badges: 2,
      leftOut: 0,
    });
    const target = memoryStorage();
    replaceWithBackup(target, parsed.backup);
    source.map.delete('unrelated');
    expect(target.map).toEqual(source.map);
  });

  it('Replace removes keys the backup does not have', () => {
    const target = filledStore();
    const parsed = parseBackup(
      createBackup({ [STORAGE_KEYS.theme]: '{"color":"blue","mode":"dark"}' }, '1', NOW),
    );
    if (!parsed.ok) throw new Error('expected a valid backup');
    replaceWithBackup(target, parsed.backup);
    expect(target.getItem(STORAGE_KEYS.data)).toBeNull();
    expect(target.getItem(STORAGE_KEYS.theme)).toBe('{"color":"blue","mode":"dark"}');
    expect(target.getItem('unrelated')).toBe('x');
  });

  it("Replace keeps this device's settings when the backup has none, and takes the backup's", () => {
    const settings =
      '{"dayBoundary":"local","dayStartHour":3,"reminder":{"on":true,"time":"07:30"}}';
    const target = memoryStorage();
    target.setItem(STORAGE_KEYS.settings, settings);
    const without = parseBackup(createBackup({}, '1', NOW));
    if (!without.ok) throw new Error('expected a valid backup');
    replaceWithBackup(target, without.backup);
    expect(target.getItem(STORAGE_KEYS.settings)).toBe(settings);
    const theirs = '{"dayBoundary":"utc","dayStartHour":0}';
    const withSettings = parseBackup(createBackup({ [STORAGE_KEYS.settings]: theirs }, '1', NOW));
    if (!withSettings.ok) throw new Error('expected a valid backup');
    replaceWithBackup(target, withSettings.backup);
    expect(target.getItem(STORAGE_KEYS.settings)).toBe(theirs);
  });

  it("another app's file picked as a backup is named as such (docs/product.md §13.1)", () => {
    const fixture = (name: string) => readFileSync(join(PEER_EXPORTS, name), 'latin1');
    for (const name of ['loop-v12-same-names.db', 'habitbull.csv', 'habitbull-us-dates.csv']) {
      expect(parseBackup(fixture(name))).toEqual({ ok: false, problem: 'other-app' });
    }
    expect(parseBackup('PK\u0003\u0004 a zip')).toEqual({ ok: false, problem: 'other-app' });
  });

  it('a file that is no JSON is cut short only when it starts as a backup (§19.2: else neither)', () => {
    for (const junk of ['', '   ', 'hello', '{"cut short', '\u0000\u0001binary'])
      expect(parseBackup(junk)).toEqual({ ok: false, problem: 'not-a-backup' });
    const backup = createBackup({ [STORAGE_KEYS.data]: '{"version":1,"habits":[]}' }, '1', NOW);
    expect(parseBackup(backup.slice(0, 40))).toEqual({ ok: false, problem: 'not-json' });
    expect(parseBackup(backup.slice(0, backup.length - 2))).toEqual({
      ok: false,
      problem: 'not-json',
    });
  });

  it.each([
    ['too-large', 'x'.repeat(MAX_BACKUP_BYTES + 1)],
    ['not-json', '{"format":"tickday-backup","items":{'],
    ['not-a-backup', '{"version":1,"habits":[]}'],
    [
      'newer',
      JSON.stringify({
        format: 'tickday-backup',
        formatVersion: 2,
        appVersion: '9',
        exportedAt: '',
        items: {},
      }),
    ],
    [
      'newer',
      JSON.stringify({
        format: 'tickday-backup',
        formatVersion: 1,
        appVersion: '9',
        exportedAt: '',
        items: { [STORAGE_KEYS.data]: '{"version":2,"habits":[]}' },
      }),
    ],
    [
      'damaged',
      JSON.stringify({
        format: 'tickday-backup',
        formatVersion: 1,
        appVersion: '1',
        exportedAt: '',
        items: { [STORAGE_KEYS.data]: '{"version":1,"habits":[{"id":1}]}' },
      }),
    ],
    [
      'damaged',
      JSON.stringify({
        format: 'tickday-backup',
        formatVersion: 1,
        appVersion: '1',
        exportedAt: '',
        items: { k: 5 },
      }),
    ],
  ])('refuses a %s file', (problem, text) => {
    expect(parseBackup(text)).toEqual({ ok: false, problem });
  });
});

describe('backups carry amount habits and notes untouched (issue 24)', () => {
  const water: Habit = {
    ...habitWith({ id: 'w', name: 'Water', days: [-1, 0] }),
    measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
    entries: {
      '2025-07-13': { note: 'a note alone', at: { note: NOW - 5 } },
      '2025-07-14': { amount: 8, target: 8, at: { amount: NOW - 4, done: NOW - 4 } },
      '2025-07-15': { amount: 9.5, target: 6, note: 'x'.repeat(500) },
    },
    changedAt: { measure: NOW - 10, name: NOW - 20 },
  };
  const backupOf = (habits: Habit[]) => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.data, serializeHabits(habits));
    const parsed = parseBackup(createBackup(readBackupItems(store), '1', NOW));
    if (!parsed.ok) throw new Error(parsed.problem);
    return { store, backup: parsed.backup };
  };

  it('export and Replace: the stored data byte for byte; the read habits equal', () => {
    const { store, backup } = backupOf([water, habitWith({ id: 'p', name: 'Plain' })]);
    expect(backup.habits[0]).toEqual(water);
    const target = memoryStorage();
    replaceWithBackup(target, backup);
    expect(target.getItem(STORAGE_KEYS.data)).toBe(store.getItem(STORAGE_KEYS.data));
    expect(loadHabits(target).habits[0]).toEqual(water);
  });

  it('a backup rebuilt on reading (an impossible time left out) keeps measure and entries', () => {
    const broken: Habit = {
      ...water,
      // A time in a real bucket but outside the storable years: left out when read.
      completionsWithTimes: {
        '2025': { '7': [...water.completionsWithTimes['2025']!['7']!, 1e16] },
      },
    };
    const { backup } = backupOf([broken]);
    expect(backup.summary.leftOut).toBe(1);
    const [read] = backup.habits as [Habit];
    expect(read.measure).toEqual(water.measure);
    expect(read.entries).toEqual(water.entries);
    expect(read.changedAt).toEqual(water.changedAt);
    const target = memoryStorage();
    replaceWithBackup(target, backup);
    expect(loadHabits(target).habits[0]).toEqual({
      ...water,
      completionsWithTimes: water.completionsWithTimes,
    });
  });

  it('Merge: a habit only in the backup arrives as it is; one in both merges field by field, the later change winning (§17.3)', () => {
    const { backup } = backupOf([water]);
    const [only] = mergeLists([], backup.habits);
    expect(only).toEqual(water);
    const mine: Habit = {
      ...habitWith({ id: 'w', name: 'Water here', days: [0] }),
      entries: { '2025-07-15': { amount: 2, note: 'mine' } },
    };
    const [merged] = mergeLists([mine], backup.habits) as [Habit];
    // The backup's rename and measure carry times, this copy's none: the backup's win.
    expect(merged.name).toBe('Water');
    expect(merged.measure).toEqual(water.measure);
    expect(merged.entries?.['2025-07-13']).toEqual(water.entries?.['2025-07-13']);
    expect(merged.entries?.['2025-07-14']).toEqual(water.entries?.['2025-07-14']);
    // Neither copy's 15th has a time: decided alike whichever copy is which.
    expect(mergeLists(backup.habits, [mine])).toEqual([merged]);
    // Merging the same backup again changes nothing.
    expect(mergeLists([merged], backup.habits)).toEqual([merged]);
  });
});
