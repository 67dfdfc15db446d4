import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { entryOf } from '../domain/habit/entries';
import type { Habit } from '../domain/habit/model';
import { doneDays } from '../domain/habit/reads';
import { archiveAt, setColorAt, setDescriptionAt, setGroupAt } from '../domain/habit/field-edits';
import { mergeHabit } from '../domain/merge-records';
import { addPauseAt } from '../domain/habit/pause-edits';
import { isPausedOn } from '../domain/habit/pauses';
import { DAY_MS, isoDate } from '../domain/days';
import { memoryStorage } from '../testing/memory-storage';
import { habitWith } from '../testing/builders';
import { loadHabits } from './habits-storage';
import { mayHoldGroups, parseData, serializeHabits } from './codec';
import { dropSkipsUnderTicks, MIGRATIONS, migrateHabit } from './migrations';
import { STORAGE_KEYS } from './keys';

/**
 * Frozen copies of stored data. Never edit these strings: they are the promise that data written
 * by earlier versions reads the same (docs/product.md §3.3, §3.5).
 */
const FROZEN = {
  /** Tickday 1.2.100, two habits, one deleted, a weekly schedule, skips and unknown fields. */
  v1_2_100:
    '{"version":1,"habits":[{"id":"1752000000000","name":"Read","createdAt":"2025-07-08T18:40:00.000Z",' +
    '"completionsWithTimes":{"2025":{"7":[1752148800000,1752235200000,1752321600000]}},"highestStreak":0,' +
    '"schedule":{"type":"weekly","times":3},"skips":["2025-07-14"],"emoji":"📚"},' +
    '{"id":"1752000000001","name":"Walk","createdAt":"2025-07-08T18:40:00.001Z","completionsWithTimes":{},' +
    '"highestStreak":0,"schedule":{"type":"daily"},"isDeleted":true}],"theme":"kept"}',
  /** Tickday 1.2.100 after a backup Merge: July 11 both done (12:00 UTC) and skipped. */
  v1_2_100_merged:
    '{"version":1,"habits":[{"id":"1","name":"Swim","createdAt":"2025-07-01T08:00:00.000Z",' +
    '"completionsWithTimes":{"2025":{"7":[1752148800000,1752235200000]}},"highestStreak":2,' +
    '"schedule":{"type":"daily"},"skips":["2025-07-11","2025-07-13"]}]}',
  /** This version: an amount habit with amounts, a note, an un-tick and change times. */
  v1_3:
    '{"version":1,"habits":[{"id":"1752000000000","name":"Water","createdAt":"2025-07-08T18:40:00.000Z",' +
    '"completionsWithTimes":{"2025":{"7":[1752321600000]}},"highestStreak":0,"schedule":{"type":"daily"},' +
    '"measure":{"unit":"glasses","goal":"atLeast","target":8},"entries":{"2025-07-11":{"amount":3,"target":8,' +
    '"note":"knee hurt","at":{"amount":1752300000000,"note":1752300000001}},"2025-07-12":{"amount":8,' +
    '"target":8,"at":{"amount":1752330000000,"done":1752330000000}},"2025-07-13":{"at":{"done":1752400000000}}},' +
    '"changedAt":{"measure":1752000000500,"name":1752000000600}}]}',
  /** Issue 42: a grouped, coloured, described habit, an archived one and an ungrouped one. */
  v1_4:
    '{"version":1,"habits":[{"id":"1752000000000","name":"Swim","createdAt":"2025-07-08T18:40:00.000Z",' +
    '"completionsWithTimes":{},"highestStreak":0,"schedule":{"type":"daily"},"group":"Sport",' +
    '"color":"teal","description":"Before work","changedAt":{"group":"1752000000500-0-ab",' +
    '"color":1752000000501,"description":1752000000502}},{"id":"1752000000001","name":"Piano",' +
    '"createdAt":"2025-07-08T18:40:00.001Z","completionsWithTimes":{},"highestStreak":0,' +
    '"schedule":{"type":"daily"},"group":"Sport","archived":true,"changedAt":{"archived":1752000000600}},' +
    '{"id":"1752000000002","name":"Read","createdAt":"2025-07-08T18:40:00.002Z","completionsWithTimes":{},' +
    '"highestStreak":0,"schedule":{"type":"daily"},"changedAt":{"group":1752000000700}}]}',
};

const loaded = (raw: string) => {
  const store = memoryStorage();
  store.setItem(STORAGE_KEYS.data, raw);
  return { store, result: loadHabits(store) };
};

describe('the codec (docs/product.md §3, §16)', () => {
  for (const [name, raw] of Object.entries({
    v1_2_100: FROZEN.v1_2_100,
    v1_3: FROZEN.v1_3,
    v1_4: FROZEN.v1_4,
  })) {
    it(`reads ${name} data unchanged and writes it back byte for byte`, () => {
      const { result } = loaded(raw);
      expect(result.problem).toBeNull();
      expect(serializeHabits(result.habits, result.extras)).toBe(raw);
    });
  }

  it('reads the records of an amount habit', () => {
    const [habit] = loaded(FROZEN.v1_3).result.habits;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
    expect(entryOf(habit!, day('2025-07-11'))).toMatchObject({
      amount: 3,
      target: 8,
      note: 'knee hurt',
      done: false,
    });
    expect(entryOf(habit!, day('2025-07-12'))).toMatchObject({ amount: 8, done: true });
    expect(doneDays(habit!).map(isoDate)).toEqual(['2025-07-12']);
  });

  it('sets aside broken amounts, notes, records and change times, keeping the rest (§16.5)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const habit = {
      id: 'w',
      name: 'Water',
      createdAt: '2025-07-08T18:40:00.000Z',
      completionsWithTimes: { '2025': { '7': [1752321600000] } },
      highestStreak: 0,
      schedule: { type: 'daily' },
      entries: {
        '2025-07-10': { amount: 'lots', note: 'kept' },
        '2025-07-11': { amount: -1, target: 1e9 },
        '2025-07-12': { amount: 2.5, note: { html: '<b>' }, at: { note: 'yesterday', amount: 5 } },
        '2025-02-30': { note: 'no such day' },
        '2025-07-13': 'garbage',
      },
      changedAt: { name: 'soon', schedule: 7 },
    };
    const raw = JSON.stringify({ version: 1, habits: [habit] });
    const { store, result } = loaded(raw);
    expect(result.habits).toHaveLength(1);
    const [kept] = result.habits;
    expect(kept!.entries).toEqual({
      '2025-07-10': { note: 'kept' },
      '2025-07-12': { amount: 2.5, at: { amount: 5 } },
    });
    expect(kept!.changedAt).toEqual({ schedule: 7 });
    expect(kept!.completionsWithTimes).toEqual(habit.completionsWithTimes);
    expect(result.problem).toMatch(
      /8 broken amount\(s\), note\(s\) or change time\(s\) were set aside/,
    );
    // The quarantine keeps each value set aside with where it was, not a copy of the whole data
    // (issue 57: at 90 % of the limit a second copy has no room).
    expect(JSON.parse(store.getItem(STORAGE_KEYS.quarantine)!)).toEqual({
      from: STORAGE_KEYS.data,
      habits: [],
      parts: [
        { habit: 'w', field: 'entries.2025-07-10.amount', value: 'lots' },
        { habit: 'w', field: 'entries.2025-07-11.amount', value: -1 },
        { habit: 'w', field: 'entries.2025-07-11.target', value: 1e9 },
        { habit: 'w', field: 'entries.2025-07-12.note', value: { html: '<b>' } },
        { habit: 'w', field: 'entries.2025-07-12.at.note', value: 'yesterday' },
        { habit: 'w', field: 'entries.2025-02-30', value: { note: 'no such day' } },
        { habit: 'w', field: 'entries.2025-07-13', value: 'garbage' },
        { habit: 'w', field: 'changedAt.name', value: 'soon' },
      ],
    });
    expect(warn).toHaveBeenCalledOnce();
    // What was kept writes and reads back clean.
    const again = parseData(serializeHabits(result.habits));
    expect(again.ok && again.setAside).toBe(0);
  });

  it('a value set aside takes its change time with it, so it cannot merge as a newer clear (issue 40)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const later = '1800000000000-0-zz';
    const habit = {
      id: 'r',
      name: 'Run',
      createdAt: '2025-07-08T18:40:00.000Z',
      completionsWithTimes: {},
      highestStreak: 0,
      schedule: { type: 'daily' },
      measure: { unit: 'km', goal: 'atLeast', target: 5 },
      entries: {
        '2025-07-11': { amount: 2_000_000, at: { amount: later } },
        '2025-07-12': { amount: -5, note: 'kept', at: { amount: later, note: 1 } },
        '2025-07-13': { note: 'x'.repeat(501), at: { note: later } },
        '2025-07-14': { note: 'y'.repeat(500), at: { note: 2 } },
      },
    };
    const parsed = parseData(JSON.stringify({ version: 1, habits: [habit] }));
    expect(parsed.ok && parsed.setAside).toBe(3);
    const [read] = parsed.ok ? parsed.habits : [];
    expect(read!.entries).toEqual({
      '2025-07-12': { note: 'kept', at: { note: 1 } },
      '2025-07-14': { note: 'y'.repeat(500), at: { note: 2 } },
    });
    // This device's own 6 km of the 11th survives a merge with what was read.
    const mine = {
      ...habit,
      entries: { '2025-07-11': { amount: 6, target: 5, at: { amount: 3 } } },
    };
    const merged = mergeHabit(mine as Habit, read!);
    expect(merged.entries?.['2025-07-11']).toEqual({ amount: 6, target: 5, at: { amount: 3 } });
  });

  it('keeps change times of fields it does not know, as unknown fields are kept (§3.3)', () => {
    const raw = FROZEN.v1_3.replace('"name":1752000000600', '"name":1752000000600,"by":"phone"');
    const parsed = parseData(raw);
    expect(parsed.ok && parsed.setAside).toBe(0);
    expect(serializeHabits(parsed.ok ? parsed.habits : [])).toBe(raw);
  });

  it('an entries field that is not an object is set aside whole; the habit stays', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = FROZEN.v1_3.replace(/"entries":\{.*\}\}\},/, '"entries":[1,2],');
    const parsed = parseData(raw);
    expect(parsed.ok && parsed.setAside).toBe(1);
    expect(parsed.ok && parsed.habits[0]?.entries).toBeUndefined();
    expect(parsed.ok && parsed.habits[0]?.measure).toEqual({
      unit: 'glasses',
      goal: 'atLeast',
      target: 8,
    });
  });
});

describe('our migrations (docs/product.md §3.5)', () => {
  it('are numbered 1, 2, ... in order', () => {
    expect(MIGRATIONS.map((m) => m.id)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('1: a skip under a tick left by 1.2 Merge is dropped at load; other skips stay', () => {
    const parsed = parseData(FROZEN.v1_2_100_merged);
    expect(parsed.ok && parsed.habits[0]?.skips).toEqual(['2025-07-13']);
    // Written back on the next write with the skip gone, and nothing else changed.
    const written = serializeHabits(parsed.ok ? parsed.habits : []);
    expect(written).toBe(FROZEN.v1_2_100_merged.replace('"2025-07-11",', ''));
  });

  it('1: leaves a skip beside a moment near midnight, and data without such skips untouched', () => {
    const moment = {
      id: 'm',
      name: 'M',
      createdAt: '2025-07-01T00:00:00.000Z',
      completionsWithTimes: { '2025': { '7': [Date.UTC(2025, 6, 11, 23, 30)] } },
      highestStreak: 0,
      schedule: { type: 'daily' },
      skips: ['2025-07-11'],
    };
    expect(dropSkipsUnderTicks.migrate(moment)).toBe(moment);
    const [habit] = loaded(FROZEN.v1_2_100).result.habits;
    expect(migrateHabit(habit!)).toBe(habit);
  });

  it('1: the only skip dropped removes the field, as the app writes it', () => {
    const habit = {
      id: 'o',
      name: 'O',
      createdAt: '2025-07-01T00:00:00.000Z',
      completionsWithTimes: { '2025': { '7': [1752235200000] } },
      highestStreak: 0,
      schedule: { type: 'daily' },
      skips: ['2025-07-11'],
    };
    expect('skips' in dropSkipsUnderTicks.migrate(habit)).toBe(false);
  });

  it('grouped, archived, coloured and described, then set back: only changedAt is added (§3.6)', () => {
    for (const raw of [FROZEN.v1_2_100, FROZEN.v1_3]) {
      const { habits, extras } = loaded(raw).result;
      const edited = habits.map((habit, i) => {
        let h = setDescriptionAt(setColorAt(setGroupAt(habit, 'Gym', 1), 'red', 2), 'Why', 3);
        h = archiveAt(h, true, 4);
        h = archiveAt(setDescriptionAt(setColorAt(setGroupAt(h, '', 5), null, 6), '', 7), false, 8);
        return i === 0 ? h : habit;
      });
      const written = JSON.parse(serializeHabits(edited, extras)) as { habits: Habit[] };
      const first = written.habits[0]!;
      const before = JSON.parse(raw) as { habits: Habit[] };
      expect(first.changedAt).toEqual({
        ...before.habits[0]!.changedAt,
        group: 5,
        color: 6,
        description: 7,
        archived: 8,
      });
      const { changedAt: _a, ...rest } = first;
      const { changedAt: _b, ...was } = before.habits[0]!;
      expect(JSON.stringify(rest)).toBe(JSON.stringify(was));
      expect(written.habits.slice(1)).toEqual(before.habits.slice(1));
    }
  });

  it('a group, archive, colour or description of the wrong type is set aside with its time; the rest stays', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = FROZEN.v1_4
      .replace('"group":"Sport","color":"teal"', '"group":7,"color":"teal"')
      .replace('"archived":true', '"archived":"yes"');
    const parsed = parseData(raw);
    expect(parsed.ok && parsed.setAside).toBe(2);
    const [swim, piano] = parsed.ok ? parsed.habits : [];
    expect(swim).toMatchObject({ color: 'teal', description: 'Before work' });
    expect('group' in swim!).toBe(false);
    expect(swim!.changedAt).toEqual({ color: 1752000000501, description: 1752000000502 });
    expect('archived' in piano!).toBe(false);
    expect('changedAt' in piano!).toBe(false);
    expect(piano!.group).toBe('Sport');
  });

  it("a habit's own reminder time that is not text is set aside with its time; odd text is kept", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const habit = (remindAt: unknown) =>
      JSON.stringify({
        version: 1,
        habits: [
          {
            id: '1',
            name: 'Swim',
            createdAt: '2025-07-01T00:00:00.000Z',
            completionsWithTimes: {},
            highestStreak: 0,
            schedule: { type: 'daily' },
            remindAt,
            changedAt: { name: 4, remindAt: 5 },
          },
        ],
      });
    const bad = parseData(habit(730));
    expect(bad.ok && bad.setAside).toBe(1);
    const [swim] = bad.ok ? bad.habits : [];
    expect('remindAt' in swim!).toBe(false);
    expect(swim!.changedAt).toEqual({ name: 4 });
    // Text this version cannot read as HH:MM is kept as stored (read as none).
    const odd = parseData(habit('half past seven'));
    expect(odd.ok && odd.setAside).toBe(0);
    expect(serializeHabits(odd.ok ? odd.habits : [])).toBe(habit('half past seven'));
  });

  it('a long group name or description and an unknown colour are kept as stored', () => {
    const raw = FROZEN.v1_4
      .replace('"Sport","color":"teal"', `"${'s'.repeat(40)}","color":"mauve"`)
      .replace('"Before work"', `"${'d'.repeat(300)}"`);
    const parsed = parseData(raw);
    expect(parsed.ok && parsed.setAside).toBe(0);
    expect(serializeHabits(parsed.ok ? parsed.habits : [])).toBe(raw);
  });

  it('a pause adds only the field and its time to frozen data, and reads back (§10.9)', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
    for (const raw of [FROZEN.v1_2_100, FROZEN.v1_3, FROZEN.v1_4]) {
      const { habits, extras } = loaded(raw).result;
      const paused = habits.map((h, i) =>
        i === 0 ? addPauseAt(h, day('2025-07-20'), day('2025-07-26'), 9) : h,
      );
      const text = serializeHabits(paused, extras);
      const written = JSON.parse(text) as { habits: Habit[] };
      const before = JSON.parse(raw) as { habits: Habit[] };
      const { changedAt, pauses, ...rest } = written.habits[0]!;
      const { changedAt: was, ...old } = before.habits[0]!;
      expect(pauses).toEqual([{ from: '2025-07-20', to: '2025-07-26' }]);
      expect(changedAt).toEqual({ ...was, pauses: 9 });
      expect(JSON.stringify(rest)).toBe(JSON.stringify(old));
      expect(written.habits.slice(1)).toEqual(before.habits.slice(1));
      // Read again, byte for byte, paused on the same dates.
      const again = loaded(text).result;
      expect(again.problem).toBeNull();
      expect(serializeHabits(again.habits, again.extras)).toBe(text);
      expect(isPausedOn(again.habits[0]!, day('2025-07-26'))).toBe(true);
    }
  });

  it('pauses that are not dates in order are set aside with their time; the rest stays (§10.9)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = '"pauses":[{"from":"2025-07-20","to":"2025-07-26"}]';
    const withPauses = (pauses: string) =>
      FROZEN.v1_4.replace(
        '"description":"Before work","changedAt":{',
        `"description":"Before work",${pauses},"changedAt":{"pauses":1752000000800,`,
      );
    expect(parseData(withPauses(good))).toMatchObject({ ok: true, setAside: 0 });
    for (const bad of [
      '"pauses":{"from":"2025-07-20","to":"2025-07-26"}',
      '"pauses":[{"from":"2025-07-20"}]',
      '"pauses":[{"from":"2025-07-26","to":"2025-07-20"}]',
      '"pauses":[{"from":"2025-07-20","to":"2025-07-32"}]',
      '"pauses":[{"from":"2025-07-20","to":"2025-07-26"},{"from":"2025-07-22","to":"2025-07-28"}]',
      '"pauses":[{"from":"2025-07-20","to":"2027-07-26"}]',
    ]) {
      const parsed = parseData(withPauses(bad));
      expect(parsed.ok && parsed.setAside).toBe(1);
      const [swim] = parsed.ok ? parsed.habits : [];
      expect('pauses' in swim!).toBe(false);
      expect(swim!.changedAt).toEqual({
        group: '1752000000500-0-ab',
        color: 1752000000501,
        description: 1752000000502,
      });
      expect(swim).toMatchObject({ group: 'Sport', color: 'teal', description: 'Before work' });
    }
  });
});

describe('mayHoldGroups: the stored text read for a group before it is parsed', () => {
  it('is true exactly when a stored habit has a group, whatever the names and descriptions hold', () => {
    // Text made to look like the key: a name or description holding `"group":` is escaped.
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('"group":', 'x","group":"y', '\\"group\\":'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, description: text, group: fc.option(text) }), {
          maxLength: 6,
        }),
        (specs) => {
          const habits = specs.map(({ name, description, group }, i) => {
            let habit = habitWith({ id: `h${i}`, name, days: [-1, 0] });
            habit = setDescriptionAt(habit, description, 1);
            return group === null ? habit : setGroupAt(habit, group, 2);
          });
          const grouped = habits.some((habit) => 'group' in habit);
          expect(mayHoldGroups(serializeHabits(habits))).toBe(grouped);
        },
      ),
    );
  });

  it('is false with nothing stored', () => {
    expect(mayHoldGroups(null)).toBe(false);
    expect(mayHoldGroups('')).toBe(false);
  });
});

describe('broken pins (docs/product.md §3.7, §3.3)', () => {
  it('are set aside alone: a change time under their name is one this version does not know, kept', () => {
    const T = Date.UTC(2025, 6, 1);
    const raw = JSON.stringify({
      version: 1,
      habits: [
        {
          id: 'a',
          name: 'Walk',
          createdAt: '2025-07-01T00:00:00.000Z',
          completionsWithTimes: {},
          highestStreak: 0,
          schedule: { type: 'daily' },
          pins: 5,
          changedAt: { pins: T },
        },
      ],
    });
    const read = parseData(raw);
    if (!read.ok) throw new Error(read.reason);
    expect(read.leftOut.parts).toEqual([{ habit: 'a', field: 'pins', value: 5 }]);
    expect(read.habits[0]?.changedAt).toEqual({ pins: T });
  });
});
