import { describe, expect, it } from 'vitest';
import { day, scheduledHabit } from '../../testing/builders';
import { UTC_DAYS } from '../day-rule';
import { DAY_MS } from '../days';
import type { Habit } from '../habit/model';
import { markDone } from '../habit/edits';
import { markSlip } from '../habit/slip-edits';
import { LOOP_PALETTE } from '../import/loop-colors';
import type { Schedule } from '../schedule';
import {
  loopColorIndex,
  loopFrequency,
  loopKindOf,
  loopUuid,
  saidByLoop,
  toLoop,
  type LoopRepetitionRow,
} from './loop-export';

/** docs/product.md §13.4: Tickday's habits as Loop's rows, worked out by hand. */

const TODAY = day('2025-07-15');
const ms = (iso: string) => day(iso) * DAY_MS;
const reps = (rows: LoopRepetitionRow[]) =>
  rows.map((r) => [new Date(r.timestamp).toISOString().slice(0, 10), r.value, r.notes]);

describe('frequencies', () => {
  const week = (times: number): Schedule => ({ type: 'weekly', times });
  it.each<[string, Schedule, [number, number], [number, number]]>([
    ['every day', { type: 'daily' }, [1, 1], [1, 1]],
    ['3 times a week', week(3), [3, 7], [1, 1]],
    ['once a week', week(1), [1, 7], [1, 7]],
    ['4 times a month', { type: 'monthly', times: 4 }, [4, 30], [1, 1]],
    ['every 3 days', { type: 'interval', days: 3 }, [1, 3], [1, 3]],
    ['2 times in any 10 days', { type: 'window', times: 2, days: 10 }, [2, 10], [1, 1]],
    // Certain weekdays become as many times a week.
    ['Mon, Wed, Fri', { type: 'weekdays', days: [1, 3, 5] }, [3, 7], [1, 1]],
    ['Sundays', { type: 'weekdays', days: [0] }, [1, 7], [1, 7]],
  ])('%s: yes/no %j, measurable %j', (_, schedule, yesNo, numeric) => {
    expect(loopFrequency(schedule, false)).toEqual({ num: yesNo[0], den: yesNo[1] });
    expect(loopFrequency(schedule, true)).toEqual({ num: numeric[0], den: numeric[1] });
  });
});

describe('what Loop says', () => {
  it('a schedule is said when the import reads its frequency back as it, and every 7 days', () => {
    expect(saidByLoop({ type: 'weekly', times: 3 }, 3, 7)).toBe(true);
    expect(saidByLoop({ type: 'interval', days: 7 }, 1, 7)).toBe(true);
    expect(saidByLoop({ type: 'interval', days: 30 }, 1, 30)).toBe(false); // Loop's month
    expect(saidByLoop({ type: 'weekdays', days: [1, 3, 5] }, 3, 7)).toBe(false);
    expect(saidByLoop({ type: 'window', times: 3, days: 7 }, 3, 7)).toBe(false); // a week
  });
});

describe('kinds, colours and uuids', () => {
  it('done or not is yes/no; an amount habit measurable with its goal; a habit to break at most 0', () => {
    expect(loopKindOf('done', undefined)).toEqual({
      type: 0,
      target_type: 0,
      target_value: 0,
      unit: '',
    });
    expect(loopKindOf('amount', { unit: 'glasses', goal: 'atLeast', target: 8 })).toEqual({
      type: 1,
      target_type: 0,
      target_value: 8,
      unit: 'glasses',
    });
    expect(loopKindOf('amount', { unit: 'cups', goal: 'atMost', target: 2 })).toMatchObject({
      target_type: 1,
    });
    expect(loopKindOf('break', undefined)).toEqual({
      type: 1,
      target_type: 1,
      target_value: 0,
      unit: '',
    });
  });

  it('each of our colours is the Loop colour that reads back as it; Default is a grey', () => {
    for (const name of ['red', 'orange', 'amber', 'green', 'teal', 'cyan', 'blue'] as const)
      expect(LOOP_PALETTE[loopColorIndex(name)]?.[1]).toBe(name);
    for (const name of ['indigo', 'purple', 'pink'] as const)
      expect(LOOP_PALETTE[loopColorIndex(name)]?.[1]).toBe(name);
    expect(loopColorIndex(null)).toBe(18);
    expect(LOOP_PALETTE[18]?.[1]).toBeNull();
  });

  it('a uuid is 32 hex digits, the same for the same id and different for another', () => {
    expect(loopUuid('1700000000000')).toMatch(/^[0-9a-f]{32}$/);
    expect(loopUuid('1700000000000')).toBe(loopUuid('1700000000000'));
    expect(loopUuid('1700000000000')).not.toBe(loopUuid('1700000000001'));
  });
});

describe('toLoop', () => {
  const floss: Habit = {
    ...scheduledHabit(['2025-07-01', '2025-07-03'], { type: 'weekdays', days: [1, 3, 5] }, [
      '2025-07-02',
    ]),
    id: 'a',
    name: 'Floss',
    color: 'purple',
    description: 'Every tooth',
    pauses: [{ from: '2025-07-13', to: '2025-07-20' }],
    entries: { '2025-07-05': { note: 'dentist' }, '2025-07-01': { note: 'new brush' } },
  };
  const water: Habit = {
    ...scheduledHabit(['2025-07-01', '2025-07-04']),
    id: 'b',
    name: 'Water',
    archived: true,
    measure: { unit: 'glasses', goal: 'atLeast', target: 8 },
    entries: { '2025-07-01': { amount: 8.5, target: 8 }, '2025-07-02': { amount: 3, target: 8 } },
    skips: ['2025-07-03'],
  };
  const gone: Habit = { ...scheduledHabit([]), id: 'c', name: 'Gone', isDeleted: true };

  it('habits in order, deleted ones left out, with their columns', () => {
    const out = toLoop([floss, gone, water], UTC_DAYS, TODAY);
    expect(out.habits).toEqual([
      {
        id: 1,
        name: 'Floss',
        question: 'Every tooth',
        archived: 0,
        color: 14,
        freq_num: 3,
        freq_den: 7,
        position: 0,
        type: 0,
        target_type: 0,
        target_value: 0,
        unit: '',
        uuid: loopUuid('a'),
      },
      {
        id: 2,
        name: 'Water',
        question: '',
        archived: 1,
        color: 18,
        freq_num: 1,
        freq_den: 1,
        position: 1,
        type: 1,
        target_type: 0,
        target_value: 8,
        unit: 'glasses',
        uuid: loopUuid('b'),
      },
    ]);
    // Certain weekdays are what Loop cannot say; the daily amount habit it can.
    expect(out.changes).toEqual([
      {
        name: 'Floss',
        why: 'schedule',
        ours: { type: 'weekdays', days: [1, 3, 5] },
        loop: { num: 3, den: 7 },
      },
    ]);
  });

  it('done 2, skipped and paused days (up to today) 3, a note alone -1; amounts x 1000', () => {
    const out = toLoop([floss, water], UTC_DAYS, TODAY);
    expect(reps(out.repetitions.filter((r) => r.habit === 1))).toEqual([
      ['2025-07-01', 2, 'new brush'],
      ['2025-07-02', 3, ''],
      ['2025-07-03', 2, ''],
      ['2025-07-05', -1, 'dentist'],
      ['2025-07-13', 3, ''],
      ['2025-07-14', 3, ''],
      ['2025-07-15', 3, ''],
    ]);
    // 07-04 was done with no amount: its target, so Loop reads it done too.
    expect(reps(out.repetitions.filter((r) => r.habit === 2))).toEqual([
      ['2025-07-01', 8500, ''],
      ['2025-07-02', 3000, ''],
      ['2025-07-03', 3, ''],
      ['2025-07-04', 8000, ''],
    ]);
    expect(out.repetitions[0]?.timestamp).toBe(ms('2025-07-01'));
  });

  it('a habit to break: measurable at most 0, 0 on clean days, 1000 on a slip, named', () => {
    const start = scheduledHabit([], { type: 'daily' }, undefined, '2025-07-01T08:00:00.000Z');
    const slipped = markSlip(
      { ...start, id: 'x', name: 'Smoke', kind: 'break' },
      day('2025-07-02'),
      true,
      ms('2025-07-02'),
    );
    // Its stored ticks are not read (§20.2): its done days are its clean days.
    const breakIt = markDone(slipped, day('2025-07-02'), true, ms('2025-07-02'));
    const out = toLoop([breakIt], UTC_DAYS, day('2025-07-04'));
    expect(out.habits[0]).toMatchObject({ type: 1, target_type: 1, target_value: 0, unit: '' });
    expect(reps(out.repetitions)).toEqual([
      ['2025-07-01', 0, ''],
      ['2025-07-02', 1000, ''],
      ['2025-07-03', 0, ''],
    ]);
    expect(out.changes).toEqual([{ name: 'Smoke', why: 'break' }]);
  });

  it('days before 1970 are left out and counted', () => {
    const old: Habit = { ...scheduledHabit(['1969-12-31', '1970-01-01']), id: 'o', name: 'Old' };
    const out = toLoop([old], UTC_DAYS, TODAY);
    expect(out.before1970).toBe(1);
    expect(reps(out.repetitions)).toEqual([['1970-01-01', 2, '']]);
  });
});
