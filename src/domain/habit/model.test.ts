import { normalizeDescription } from './field-edits';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backInItsGroup,
  colorOf,
  createHabit,
  deleteHabit,
  DESCRIPTION_MAX_LENGTH,
  descriptionOf,
  groupOf,
  HABIT_COLORS,
  isActive,
  isArchived,
  isBlankName,
  isShown,
  NAME_MAX_LENGTH,
  normalizeGroupName,
  normalizeName,
  renameHabit,
  reorderActive,
  type Habit,
} from './model';
import { habitWith, NOW } from '../../testing/builders';

describe('creating a habit (docs/product.md §3.2 and §9)', () => {
  it('trims the name and derives the id from the creation time', () => {
    const habit = createHabit('  Read 10 pages  ', NOW, []);
    expect(habit).toEqual({
      id: String(NOW),
      name: 'Read 10 pages',
      createdAt: '2025-07-15T09:30:00.000Z',
      completionsWithTimes: {},
      highestStreak: 0,
      schedule: { type: 'daily' },
    });
  });
  it('stores all seven weekdays as every day, and a schedule as normalised (§10.1)', () => {
    const all = { type: 'weekdays', days: [0, 1, 2, 3, 4, 5, 6] } as const;
    expect(
      createHabit('Walk', NOW, [], { type: 'weekdays', days: [...all.days] })?.schedule,
    ).toEqual({ type: 'daily' });
    expect(createHabit('Walk', NOW, [], { type: 'weekdays', days: [5, 1, 1] })?.schedule).toEqual({
      type: 'weekdays',
      days: [1, 5],
    });
  });
  it('refuses an empty or blank name', () => {
    expect(createHabit('', NOW, [])).toBeNull();
    expect(createHabit('   \t ', NOW, [])).toBeNull();
  });
  it('keeps ids unique within one millisecond', () => {
    expect(createHabit('b', NOW, [String(NOW)])?.id).toBe(`${NOW}-1`);
    expect(createHabit('c', NOW, [String(NOW), `${NOW}-1`])?.id).toBe(`${NOW}-2`);
  });
  it('caps names at 32 characters', () => {
    expect(NAME_MAX_LENGTH).toBe(32);
    expect(normalizeName('x'.repeat(40))).toBe('x'.repeat(32));
    expect(normalizeName(`  ${'y'.repeat(32)}  `)).toBe('y'.repeat(32));
  });
  it('never splits an emoji at the limit', () => {
    const name = `${'a'.repeat(31)}😀`; // 33 UTF-16 units
    expect(normalizeName(name)).toBe('a'.repeat(31));
  });
});

describe('renaming (docs/product.md §9: empty or unchanged reverts)', () => {
  const habit = habitWith({ name: 'Walk' });
  it('trims and renames', () => expect(renameHabit(habit, '  Run ').name).toBe('Run'));
  it('keeps the habit for an empty name', () => expect(renameHabit(habit, '   ')).toBe(habit));
  it('keeps the habit for the same name', () => expect(renameHabit(habit, ' Walk ')).toBe(habit));
});

describe('soft delete (docs/product.md §3.2)', () => {
  it('marks the habit deleted and keeps it', () => {
    const habit = habitWith({ days: [0] });
    const deleted = deleteHabit(habit);
    expect(deleted.isDeleted).toBe(true);
    expect(isActive(deleted)).toBe(false);
    expect(deleted.completionsWithTimes).toBe(habit.completionsWithTimes);
  });
});

describe('reordering (a permutation of the active habits)', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => habitWith({ id, name: id })) as Habit[];
  const deletedB = deleteHabit(b as Habit);
  it('moves a habit down and up', () => {
    expect(reorderActive([a, b, c, d] as Habit[], 'a', 'c').map((h) => h.id)).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(reorderActive([a, b, c, d] as Habit[], 'd', 'a').map((h) => h.id)).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });
  it('keeps deleted habits in their stored slots', () => {
    const next = reorderActive([a, deletedB, c, d] as Habit[], 'a', 'd');
    expect(next.map((h) => h.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(next[1]).toBe(deletedB);
  });
  it('keeps archived habits in their stored slots (§3.6)', () => {
    const archivedB = { ...(b as Habit), archived: true };
    const next = reorderActive([a, archivedB, c, d] as Habit[], 'a', 'd');
    expect(next.map((h) => h.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(next[1]).toBe(archivedB);
  });
  it('returns the same list for unknown ids or no move', () => {
    const list = [a, b] as Habit[];
    expect(reorderActive(list, 'a', 'a')).toBe(list);
    expect(reorderActive(list, 'a', 'zz')).toBe(list);
    expect(reorderActive([a, deletedB] as Habit[], 'b', 'a').map((h) => h.id)).toEqual(['a', 'b']);
  });
  it('is a permutation of the active habits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (deletedFlags, i, j) => {
          const list = deletedFlags.map((del, k) => habitWith({ id: `h${k}`, isDeleted: del }));
          const active = list.filter(isActive);
          if (active.length === 0) return;
          const from = active[i % active.length] as Habit;
          const to = active[j % active.length] as Habit;
          const next = reorderActive(list, from.id, to.id);
          expect([...next].map((h) => h.id).sort()).toEqual(list.map((h) => h.id).sort());
          next.forEach((h, k) => expect(isActive(h)).toBe(isActive(list[k] as Habit)));
          expect(next.filter(isActive).findIndex((h) => h.id === from.id)).toBe(active.indexOf(to));
        },
      ),
    );
  });
});

describe('a habit put back by an Undo keeps the groups in their order (issue 56)', () => {
  const h = (id: string, group?: string, more: Partial<Habit> = {}): Habit => ({
    ...habitWith({ id }),
    ...(group ? { group } : {}),
    ...more,
  });
  const ids = (habits: readonly Habit[]) => habits.map((x) => x.id).join(' ');

  it('goes just before its group’s next habit when another group now comes first', () => {
    const habits = [
      h('a1', 'A'),
      h('n'),
      h('b1', 'B'),
      h('x', 'B', { isDeleted: true }),
      h('a2', 'A'),
    ];
    const next = backInItsGroup(habits, 'a1', 7);
    expect(ids(next)).toBe('n b1 x a1 a2');
    expect(next[3]!.changedAt).toEqual({ order: 7 });
  });

  it('stays in its slot when that keeps the order: alone in its group, no group, or ahead already', () => {
    const cases = [
      [h('a1', 'A'), h('b1', 'B')],
      [h('a1'), h('b1', 'B'), h('a2')],
      [h('b1', 'B'), h('a1', 'A'), h('b2', 'B'), h('a2', 'A')],
      [h('a1', 'A'), h('c', 'C', { archived: true }), h('a2', 'A')],
      [h('a1', 'A', { archived: true }), h('b1', 'B'), h('a2', 'A')],
    ];
    for (const habits of cases) expect(backInItsGroup(habits, 'a1', 7)).toBe(habits);
    expect(backInItsGroup(cases[0]!, 'nope', 7)).toBe(cases[0]);
  });
});

describe('names that show nothing (issue 12, item 16)', () => {
  for (const [label, name] of [
    ['zero-width spaces', '\u200b\u200b'],
    ['braille blanks', '\u2800\u2800\u2800'],
    ['a Hangul filler', '\u3164'],
    ['joiners and marks', '\u200d\u200c\u2060\ufeff'],
    ['a variation selector', '\ufe0f'],
    ['no-break and ideographic spaces', '\u00a0\u3000 '],
    ['bidi controls', '\u202e\u2066'],
  ] as const) {
    it(`treats ${label} as empty`, () => {
      expect(isBlankName(name)).toBe(true);
      expect(normalizeName(name)).toBe('');
      expect(createHabit(name, NOW, [])).toBeNull();
    });
  }
  it('keeps names with anything visible, invisible characters and all', () => {
    for (const name of ['Read', '\u200bRead', '👩‍💻', 'ا', '。', '·']) {
      expect(isBlankName(name)).toBe(false);
      expect(createHabit(name, NOW, [])?.name).toBe(name);
    }
  });
});

describe('the optional fields of docs/product.md §3.6', () => {
  it('reads: no group, not archived, Default and no description when absent', () => {
    const habit = habitWith();
    expect([groupOf(habit), isArchived(habit), colorOf(habit), descriptionOf(habit)]).toEqual([
      '',
      false,
      null,
      '',
    ]);
    expect(isShown(habit)).toBe(true);
  });
  it('an archived or deleted habit is not shown; an archived one stays active', () => {
    const archived = { ...habitWith(), archived: true };
    expect([isShown(archived), isActive(archived)]).toEqual([false, true]);
    expect(isShown({ ...habitWith(), isDeleted: true })).toBe(false);
    expect(isArchived({ ...habitWith(), archived: 'yes' as unknown as boolean })).toBe(false);
  });
  it('an unknown colour is read as Default; the ten are the named ones', () => {
    expect(colorOf({ ...habitWith(), color: 'chartreuse' })).toBeNull();
    expect(HABIT_COLORS).toHaveLength(10);
    for (const color of HABIT_COLORS) expect(colorOf({ ...habitWith(), color })).toBe(color);
  });
  it('a group name is trimmed and capped like a name; a description at 200, whole emoji', () => {
    expect(normalizeGroupName('  Morning  ')).toBe('Morning');
    expect(normalizeGroupName('\u200b ')).toBe('');
    expect(normalizeGroupName('x'.repeat(40))).toHaveLength(NAME_MAX_LENGTH);
    expect(normalizeDescription(`${'x'.repeat(199)}😀`)).toBe('x'.repeat(199));
    expect(normalizeDescription('  Before breakfast ')).toBe('Before breakfast');
    expect(DESCRIPTION_MAX_LENGTH).toBe(200);
  });
  it('a blank stored group or description reads as none', () => {
    expect(groupOf({ ...habitWith(), group: '  ' })).toBe('');
    expect(descriptionOf({ ...habitWith(), description: '' })).toBe('');
  });
});
