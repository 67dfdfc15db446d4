/**
 * Issue 57: every state the page's commands can make reads back as written. Random sequences of
 * the commands (add, tick, skip, log, note, measure, pause, end a pause, group, archive, edit,
 * delete and undo, import, merge) on random dates, day rules and devices; after each, the stored
 * text read back gives the very habits the app holds, with nothing left out or set aside.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../domain/days';
import { HABIT_COLORS, type Habit } from '../domain/habit/model';
import { planImport, type ForeignData } from '../domain/import/foreign';
import { mergeData } from '../domain/merge-records';
import { parseData } from '../storage/codec';
import { writeDeviceKey } from '../storage/device-key';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../testing/memory-storage';
import { createAppStore } from './app-store';
import type { HabitsChange } from './app-state';
import { editHabit } from './edit-command.lazy';
import { archiveHabit, renameHabitGroup, ungroupHabits } from './group-commands.lazy';
import { addHabit, toggleHabitDay, toggleHabitSkip } from './habit-commands';
import { loadBadgeRules } from './habits-document';
import { endPause, pauseHabits } from './pause-commands.lazy';
import { logHabitAmount, measureHabit, noteHabitDay } from './record-commands';

beforeAll(() => loadBadgeRules());

const START = Date.UTC(2025, 2, 1, 9, 30);

const command = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), name: fc.constantFrom('Walk', 'Read', 'Gym') }),
  fc.record({ kind: fc.constant('tick' as const), back: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('skip' as const), ahead: fc.integer({ min: -3, max: 3 }) }),
  fc.record({
    kind: fc.constant('log' as const),
    amount: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('measure' as const), on: fc.boolean() }),
  fc.record({
    kind: fc.constant('note' as const),
    back: fc.integer({ min: 0, max: 5 }),
    text: fc.constantFrom('', 'knee hurt', 'x'.repeat(40)),
  }),
  fc.record({
    kind: fc.constant('pause' as const),
    from: fc.integer({ min: -400, max: 400 }),
    length: fc.integer({ min: 0, max: 366 }),
  }),
  fc.record({ kind: fc.constant('endPause' as const) }),
  fc.record({ kind: fc.constant('group' as const), name: fc.constantFrom('', 'Morning', 'Gym') }),
  fc.record({ kind: fc.constant('renameGroup' as const), to: fc.constantFrom('Evening', 'Gym') }),
  fc.record({ kind: fc.constant('ungroup' as const) }),
  fc.record({ kind: fc.constant('archive' as const), on: fc.boolean() }),
  fc.record({
    kind: fc.constant('edit' as const),
    name: fc.option(fc.constantFrom('Swim', 'Run far'), { nil: undefined }),
    color: fc.option(fc.constantFrom(null, ...HABIT_COLORS), { nil: undefined }),
    description: fc.option(fc.constantFrom('', 'Legs'), { nil: undefined }),
    every: fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined }),
    remindAt: fc.option(fc.constantFrom('', '07:30'), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), undo: fc.boolean() }),
  fc.record({ kind: fc.constant('import' as const), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('merge' as const), back: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('days' as const),
    local: fc.boolean(),
    start: fc.integer({ min: 0, max: 6 }),
  }),
);

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

describe('every state the commands make reads back as written (issue 57)', () => {
  it('random commands on random dates, day rules and devices', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            command,
            which: fc.nat(),
            later: fc.integer({ min: 0, max: 40 * 3_600_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.boolean(),
        (steps, syncing) => {
          const storage = memoryStorage();
          if (syncing) writeDeviceKey(storage, { id: 'k3j9x2ab', name: 'Phone' });
          let now = START;
          const store = createAppStore(storage, () => now);
          const foreign = (days: number): ForeignData => ({
            app: 'loop-db',
            habits: [
              {
                name: 'Imported',
                archived: false,
                schedule: { type: 'daily' },
                approximates: null,
                done: Array.from({ length: days }, (_, i) => Math.floor(now / DAY_MS) - i * 2),
                skipped: [],
              },
            ],
            badDates: 0,
            notCarried: [],
            badAmounts: 0,
          });
          for (const { command: c, which, later } of steps) {
            now += later;
            const { habits } = store.getState();
            const shown = habits.filter((h) => !h.isDeleted);
            const habit = shown[which % Math.max(1, shown.length)];
            const today = store.getState().habits.length >= 0 ? Math.floor(now / DAY_MS) : 0;
            const change = changeOf(c, habit, habits, today, foreign);
            if (c.kind === 'delete' && habit) {
              store.deleteHabit(habit.id);
              if (c.undo) store.undoDelete();
            } else if (c.kind === 'days') {
              store.setDaySettings({
                dayBoundary: c.local ? 'local' : 'utc',
                dayStartHour: c.start,
              });
            } else if (change) store.changeHabits(change);
            const text = storage.getItem(STORAGE_KEYS.data);
            if (text === null) continue;
            const read = parseData(text);
            expect(read.ok).toBe(true);
            if (!read.ok) return;
            expect([read.rejected, read.droppedTimes, read.setAside]).toEqual([0, 0, 0]);
            expect(read.habits).toEqual(store.getState().habits);
          }
        },
      ),
      {
        numRuns: 120,
        examples: [
          [
            [
              { command: { kind: 'add', name: 'Walk' }, which: 0, later: 0 },
              { command: { kind: 'skip', ahead: -1 }, which: 0, later: 0 },
              { command: { kind: 'group', name: '' }, which: 0, later: 96961271 },
              { command: { kind: 'tick', back: 3 }, which: 0, later: 41638729 },
              { command: { kind: 'log', amount: null }, which: 0, later: 0 },
            ],
            false,
          ],
          // Issue 56, 2: two pauses one after the other, a year each.
          [
            [
              { command: { kind: 'add', name: 'Walk' }, which: 0, later: 0 },
              { command: { kind: 'pause', from: -200, length: 365 }, which: 0, later: 0 },
              { command: { kind: 'pause', from: 166, length: 365 }, which: 0, later: 0 },
            ],
            true,
          ],
        ],
      },
    );
  });
});

function changeOf(
  c: Command,
  habit: Habit | undefined,
  habits: readonly Habit[],
  today: number,
  foreign: (days: number) => ForeignData,
): HabitsChange | null {
  if (c.kind === 'add') return addHabit(c.name);
  if (c.kind === 'import')
    return (list, now, rule) => planImport(list, foreign(c.days), false, now, rule).habits;
  if (!habit) return null;
  const id = habit.id;
  switch (c.kind) {
    case 'tick':
      return toggleHabitDay(id, today - c.back);
    case 'skip':
      return toggleHabitSkip(id, today + c.ahead);
    case 'log':
      return logHabitAmount(id, c.amount);
    case 'measure':
      return measureHabit(id, c.on ? { unit: 'glasses', goal: 'atLeast', target: 8 } : null);
    case 'note':
      return noteHabitDay(id, today - c.back, c.text);
    case 'pause':
      return pauseHabits([id], today + c.from, today + c.from + c.length);
    case 'endPause': {
      const pause = habit.pauses?.[0];
      return pause ? endPause(pause) : null;
    }
    case 'group':
      return editHabit(id, { group: c.name });
    case 'renameGroup':
      return habit.group ? renameHabitGroup(habit.group, c.to) : null;
    case 'ungroup':
      return habit.group ? ungroupHabits(habit.group) : null;
    case 'archive':
      return archiveHabit(id, c.on);
    case 'edit':
      return editHabit(id, {
        name: c.name,
        color: c.color,
        description: c.description,
        schedule: c.every ? { type: 'interval', days: c.every } : undefined,
        remindAt: c.remindAt,
      });
    case 'merge': {
      // Another device's copy: the same habits with this one ticked there some days back.
      const other = habits.map((h) =>
        h.id === id ? { ...h, changedAt: { ...h.changedAt, name: 1 }, name: `${h.name}!` } : h,
      );
      return (list, now, rule) => mergeData(list, [other], now, rule);
    }
    default:
      return null;
  }
}
