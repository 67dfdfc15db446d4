import { describe, expect, it } from 'vitest';
import type { Habit } from './habit/model';
import { completionTimes } from './habit/stored';
import { habitsToCsv } from './csv';
import { mergeLists } from './merge-records';
import { at, habitWith } from '../testing/builders';

describe('the backup Merge of 1.2 data (no change times), by the one merge (§17.3)', () => {
  it('unites completions per id, appends habits only in one copy, decides a clash alike either way', () => {
    const mine = habitWith({ id: 'a', name: 'Mine', days: [-5, -4] });
    const theirs = { ...habitWith({ id: 'a', name: 'Theirs', days: [-4, -3] }) };
    const onlyTheirs = habitWith({ id: 'b', name: 'B', days: [-1] });
    const onlyMine = habitWith({ id: 'c', name: 'C' });
    const merged = mergeLists([mine, onlyMine], [theirs, onlyTheirs]);
    expect(merged).toEqual(mergeLists([theirs, onlyTheirs], [mine, onlyMine]));
    expect(merged.map((h) => h.id)).toEqual(['a', 'b', 'c']);
    // Neither name has a change time: the greater as JSON, whichever copy is which.
    expect(merged[0]?.name).toBe('Theirs');
    expect(completionTimes(merged[0]!)).toEqual(completionTimes(habitWith({ days: [-5, -4, -3] })));
    expect(merged[1]).toBe(onlyTheirs);
    expect(merged[2]).toBe(onlyMine);
  });

  it('unites skipped days like completions; merging again changes nothing', () => {
    const mine = {
      ...habitWith({ id: 'a', days: [-3, -1] }),
      schedule: { type: 'weekly' as const, times: 2 },
      skips: ['2025-07-10'],
    };
    const theirs = { ...habitWith({ id: 'a', days: [-1] }), skips: ['2025-07-01', '2025-07-10'] };
    const [merged] = mergeLists([mine], [theirs]) as [Habit];
    expect(merged.skips).toEqual(['2025-07-01', '2025-07-10']);
    expect(merged.schedule).toEqual({ type: 'weekly', times: 2 });
    expect(mergeLists([merged], [theirs])).toEqual([merged]);
  });
});

describe('CSV export', () => {
  it('has one row per completion: habit, date, ISO timestamp, schedule', () => {
    const csv = habitsToCsv([
      habitWith({ name: 'Read, "daily"', times: [at('2025-07-14T23:59:59.999')] }),
      habitWith({ name: 'Gone', days: [0], isDeleted: true }),
    ]);
    expect(csv).toBe(
      'habit,date,timestamp,schedule,amount,unit,note,group,archived,description\r\n"Read, ""daily""",2025-07-14,2025-07-14T23:59:59.999Z,"Every day",,,,,,\r\n',
    );
  });

  it('keeps names that look like formulas as text', () => {
    const names = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx'];
    const csv = habitsToCsv(names.map((name) => habitWith({ name, days: [0] })));
    const cells = csv
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(',').slice(0, -9).join(','));
    expect(cells).toEqual(['"\'=HYPERLINK(""x"")"', '"\'+1"', '"\'-2"', '"\'@SUM(A1)"', '"\'\tx"']);
  });

  it('adds amount, unit and note: a row per day with a completion, an amount or a note', () => {
    const base = habitWith({
      name: 'Water',
      times: [at('2025-07-13T12:00:00'), at('2025-07-14T08:00:00'), at('2025-07-14T20:00:00')],
    });
    const water: Habit = {
      ...base,
      measure: { unit: '=cups', goal: 'atLeast', target: 8 },
      entries: {
        '2025-07-12': { note: 'no water, just a note' },
        '2025-07-13': { amount: 8, target: 8 },
        '2025-07-14': { amount: 9.5, target: 8, note: '@home, "fine"' },
        '2025-07-15': { amount: 2, target: 8 },
      },
    };
    expect(habitsToCsv([water]).split('\r\n')).toEqual([
      'habit,date,timestamp,schedule,amount,unit,note,group,archived,description',
      '"Water",2025-07-12,,"Every day",,,"no water, just a note",,,',
      `"Water",2025-07-13,2025-07-13T12:00:00.000Z,"Every day",8,"'=cups",,,,`,
      `"Water",2025-07-14,2025-07-14T08:00:00.000Z,"Every day",9.5,"'=cups","'@home, ""fine""",,,`,
      '"Water",2025-07-14,2025-07-14T20:00:00.000Z,"Every day",,,,,,',
      `"Water",2025-07-15,,"Every day",2,"'=cups",,,,`,
      '',
    ]);
  });

  it('a note that looks like a formula stays text; a habit without a unit leaves it empty', () => {
    const habit: Habit = {
      ...habitWith({ name: 'Run', days: [0] }),
      measure: { unit: '', goal: 'atMost', target: 3 },
      entries: { '2025-07-15': { amount: 1, note: '=1+1' } },
    };
    expect(habitsToCsv([habit]).split('\r\n')[1]).toBe(
      `"Run",2025-07-15,2025-07-15T12:00:00.000Z,"Every day",1,,"'=1+1",,,`,
    );
  });

  it('ends each row with the group, archived and the description (§3.6); archived habits are in', () => {
    const habit: Habit = {
      ...habitWith({ name: 'Piano', days: [0] }),
      group: '=Music',
      archived: true,
      description: 'Scales, "slowly"',
      color: 'teal',
    };
    expect(habitsToCsv([habit]).split('\r\n')[1]).toBe(
      `"Piano",2025-07-15,2025-07-15T12:00:00.000Z,"Every day",,,,"'=Music",true,"Scales, ""slowly"""`,
    );
  });
});
