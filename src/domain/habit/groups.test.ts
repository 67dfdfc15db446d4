import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitWith } from '../../testing/builders';
import { archiveAt, setGroupAt } from './field-edits';
import { groupSections, moveGroup, moveHabit, renameGroup, ungroup } from './groups';
import { archivedHabits, groupOf, habitStamp, isShown, type Habit } from './model';

const STAMP = 5_000;

/** A habit `id` in `group` ('' for none), archived or deleted when told. */
function h(id: string, group = '', state: 'shown' | 'archived' | 'deleted' = 'shown'): Habit {
  const habit = habitWith({ id, name: id });
  return {
    ...habit,
    ...(group ? { group } : {}),
    ...(state === 'archived' ? { archived: true } : {}),
    ...(state === 'deleted' ? { isDeleted: true } : {}),
  };
}

const ids = (list: readonly Habit[]) => list.map((x) => x.id);
const sectionIds = (list: readonly Habit[]) => {
  const { ungrouped, groups } = groupSections(list);
  return [ids(ungrouped), ...groups.map((g) => `${g.name}:${ids(g.habits).join(',')}`)];
};

describe('the groups (docs/product.md §3.6)', () => {
  it('are the shown habits’ group names, in the order of each group’s first habit', () => {
    const list = [
      h('a', 'Morning'),
      h('b'),
      h('c', 'Evening'),
      h('d', 'Morning'),
      h('e', 'Night', 'archived'),
      h('f', 'Gone', 'deleted'),
      h('g', '   '),
    ];
    expect(sectionIds(list)).toEqual([['b', 'g'], 'Morning:a,d', 'Evening:c']);
  });
  it('with no group anywhere: one list, the shown habits as today', () => {
    const list = [h('a'), h('b', '', 'archived'), h('c')];
    expect(groupSections(list)).toEqual({ ungrouped: [list[0], list[2]], groups: [] });
  });
  it('archived habits are listed apart, deleted ones nowhere', () => {
    const list = [h('a'), h('b', 'G', 'archived'), h('c', '', 'deleted'), h('d', '', 'archived')];
    expect(ids(archivedHabits(list))).toEqual(['b', 'd']);
  });
});

describe('renaming and ungrouping a group', () => {
  const list = [h('a', 'Gym'), h('b', 'Gym', 'archived'), h('c', 'Gym', 'deleted'), h('d')];
  it('writes the new name on each active habit of the group, each stamped', () => {
    const next = renameGroup(list, 'Gym', '  Sport ', STAMP);
    expect(next.map((x) => x.group)).toEqual(['Sport', 'Sport', 'Gym', undefined]);
    expect(next.map((x) => habitStamp(x, 'group'))).toEqual([STAMP, STAMP, undefined, undefined]);
  });
  it('a blank or unchanged name changes nothing', () => {
    expect(renameGroup(list, 'Gym', '  ', STAMP)).toBe(list);
    expect(renameGroup(list, 'Gym', 'Gym ', STAMP)).toBe(list);
    expect(renameGroup(list, 'Nope', 'X', STAMP)).toBe(list);
  });
  it('to another group’s name: one block where that group is, its habits first (issue 56)', () => {
    const mixed = [
      h('w1', 'Work'),
      h('u1'),
      h('h1', 'Home'),
      h('g1', 'Gym'),
      h('w2', 'Work'),
      h('x', 'Work', 'archived'),
      h('d', 'Work', 'deleted'),
      h('g2', 'Gym'),
      h('w3', 'Work'),
    ];
    const next = renameGroup(mixed, 'Work', 'Gym', STAMP);
    expect(sectionIds(next)).toEqual([['u1'], 'Home:h1', 'Gym:g1,g2,w1,w2,w3']);
    // The archived habit moves with its list; the deleted one keeps its slot.
    expect(ids(next)).toEqual(['u1', 'h1', 'g1', 'g2', 'w1', 'w2', 'd', 'x', 'w3']);
    expect(next.find((x) => x.id === 'x')?.group).toBe('Gym');
    // The joined habits are stamped as moved (a reorder, §16.4) and regrouped.
    const w1 = next.find((x) => x.id === 'w1') as Habit;
    expect([habitStamp(w1, 'order'), habitStamp(w1, 'group')]).toEqual([STAMP, STAMP]);
    // A group of archived habits alone joins where the renamed group is, archived ones first.
    const hidden = [h('y', 'Old', 'archived'), h('h1', 'Home'), h('w1', 'Work'), h('u1')];
    expect(ids(renameGroup(hidden, 'Work', 'Old', STAMP))).toEqual(['u1', 'h1', 'y', 'w1']);
  });
  it('ungroup removes the field, keeps its change time and deletes nothing', () => {
    const next = ungroup(list, 'Gym', STAMP);
    expect(next).toHaveLength(4);
    expect('group' in (next[0] as Habit)).toBe(false);
    expect(next[0]?.changedAt).toEqual({ group: STAMP });
    expect(ids(groupSections(next).ungrouped)).toEqual(['a', 'd']);
  });
});

describe('moving a group', () => {
  const list = [h('u1'), h('a1', 'A'), h('b1', 'B'), h('x', 'C', 'archived'), h('c1', 'C')];
  const withB2 = [...list, h('b2', 'B'), h('a2', 'A')];
  it('up: its habits as one block before the previous group', () => {
    expect(sectionIds(moveGroup(withB2, 'B', 'up', STAMP))).toEqual([
      ['u1'],
      'B:b1,b2',
      'A:a1,a2',
      'C:c1',
    ]);
  });
  it('down: after the next group', () => {
    expect(sectionIds(moveGroup(withB2, 'A', 'down', STAMP))).toEqual([
      ['u1'],
      'B:b1,b2',
      'A:a1,a2',
      'C:c1',
    ]);
    expect(sectionIds(moveGroup(withB2, 'B', 'down', STAMP))).toEqual([
      ['u1'],
      'A:a1,a2',
      'C:c1',
      'B:b1,b2',
    ]);
  });
  it('is recorded as a reorder; the first group up and the last down change nothing', () => {
    const next = moveGroup(list, 'C', 'up', STAMP);
    expect(habitStamp(next.find((x) => x.id === 'c1') as Habit, 'order')).toBe(STAMP);
    expect(moveGroup(list, 'A', 'up', STAMP)).toBe(list);
    expect(moveGroup(list, 'C', 'down', STAMP)).toBe(list);
  });
  it('an archived habit moves with its group, so a Restore puts it back where it was', () => {
    const moved = moveGroup(list, 'C', 'up', STAMP);
    expect(ids(moved)).toEqual(['u1', 'a1', 'x', 'c1', 'b1']);
    const restored = moved.map((x) => (x.id === 'x' ? archiveAt(x, false, STAMP + 1) : x));
    expect(sectionIds(restored)).toEqual([['u1'], 'A:a1', 'C:x,c1', 'B:b1']);
  });
  it('an archived habit of a group with no shown habit keeps its slot', () => {
    const hidden = [h('a1', 'A'), h('y', 'Y', 'archived'), h('b1', 'B')];
    const moved = moveGroup(hidden, 'B', 'up', STAMP);
    expect(ids(moved)).toEqual(['b1', 'y', 'a1']);
    expect(moved[1]).toBe(hidden[1]);
  });
});

describe('moving a habit (a drag or a keyboard move)', () => {
  const list = [h('u1'), h('a1', 'A'), h('a2', 'A'), h('gone', 'A', 'deleted'), h('b1', 'B')];
  it('within its list: before another habit, or last', () => {
    expect(sectionIds(moveHabit(list, 'a2', { group: 'A', beforeId: 'a1' }, STAMP))).toEqual([
      ['u1'],
      'A:a2,a1',
      'B:b1',
    ]);
    const last = moveHabit(list, 'a1', { group: 'A', beforeId: null }, STAMP);
    expect(sectionIds(last)).toEqual([['u1'], 'A:a2,a1', 'B:b1']);
    expect(habitStamp(last.find((x) => x.id === 'a1') as Habit, 'order')).toBe(STAMP);
    expect(last[3]).toBe(list[3]);
  });
  it('into another group: its group is written and stamped; the groups keep their order', () => {
    const next = moveHabit(list, 'a1', { group: 'B', beforeId: null }, STAMP);
    expect(sectionIds(next)).toEqual([['u1'], 'A:a2', 'B:b1,a1']);
    const moved = next.find((x) => x.id === 'a1') as Habit;
    expect(moved.group).toBe('B');
    expect(moved.changedAt).toEqual({ group: STAMP, order: STAMP });
  });
  it('out of every group, and into a new group (last)', () => {
    const out = moveHabit(list, 'b1', { group: '', beforeId: 'u1' }, STAMP);
    expect(sectionIds(out)).toEqual([['b1', 'u1'], 'A:a1,a2']);
    expect('group' in (out.find((x) => x.id === 'b1') as Habit)).toBe(false);
    const fresh = moveHabit(list, 'u1', { group: 'New', beforeId: null }, STAMP);
    expect(sectionIds(fresh)).toEqual([[], 'A:a1,a2', 'B:b1', 'New:u1']);
  });
  it('into a group whose habits are all archived: it comes back last, its archived habits with it', () => {
    // Found by the property below: the archived habit stayed first, so a Restore put A before C.
    const withX = [h('u1', ''), h('x', 'A', 'archived'), h('u2', ''), h('c1', 'C')];
    const next = moveHabit(withX, 'u1', { group: 'A', beforeId: null }, STAMP);
    expect(ids(next)).toEqual(['u2', 'c1', 'u1', 'x']);
    expect(sectionIds(next)).toEqual([['u2'], 'C:c1', 'A:u1']);
    expect((next.find((x) => x.id === 'x') as Habit).changedAt).toEqual({ order: STAMP });
  });
  it('archived habits keep their places among their list’s habits', () => {
    const withX = [h('a1', 'A'), h('x', 'A', 'archived'), h('a2', 'A'), h('b1', 'B')];
    expect(ids(moveHabit(withX, 'a2', { group: 'A', beforeId: 'a1' }, STAMP))).toEqual([
      'a2',
      'a1',
      'x',
      'b1',
    ]);
    expect(ids(moveHabit(withX, 'b1', { group: 'A', beforeId: null }, STAMP))).toEqual([
      'a1',
      'x',
      'a2',
      'b1',
    ]);
  });
  it('a move to where it is changes nothing; an archived habit does not move', () => {
    expect(moveHabit(list, 'a2', { group: 'A', beforeId: null }, STAMP)).toBe(list);
    const archived = [h('x', '', 'archived'), ...list];
    expect(moveHabit(archived, 'x', { group: 'A', beforeId: null }, STAMP)).toBe(archived);
  });
});

describe('group edits keep every habit (fast-check)', () => {
  const state = fc.constantFrom<'shown' | 'archived' | 'deleted'>('shown', 'archived', 'deleted');
  const listArb = fc
    .array(fc.tuple(fc.constantFrom('', 'A', 'B', 'C'), state), { maxLength: 12 })
    .map((specs) => specs.map(([group, s], i) => h(`h${i}`, group, s)));
  const edit = fc.oneof(
    fc.record({
      kind: fc.constant('group' as const),
      name: fc.constantFrom('A', 'B', 'C'),
      up: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('rename' as const),
      name: fc.constantFrom('A', 'B', 'C'),
      to: fc.constantFrom('A', 'B', 'C', 'D'),
    }),
    fc.record({
      kind: fc.constant('habit' as const),
      index: fc.nat(12),
      group: fc.constantFrom('', 'A', 'B', 'D'),
      before: fc.option(fc.nat(12)),
    }),
  );
  it('a permutation; deleted habits keep their slots; a Restore keeps the groups’ order', () => {
    fc.assert(
      fc.property(listArb, fc.array(edit, { maxLength: 4 }), (list, edits) => {
        let next: readonly Habit[] = list;
        // Whether an edit laid the lists out (what a Restore's order below relies on).
        let laidOut = false;
        for (const e of edits) {
          const shown = groupSections(next).groups.map((g) => g.name);
          let after: readonly Habit[];
          if (e.kind === 'rename') {
            // The page renames only a group it shows.
            if (!shown.includes(e.name)) continue;
            after = renameGroup(next, e.name, e.to, STAMP);
            laidOut ||= after !== next && shown.includes(e.to);
          } else {
            after =
              e.kind === 'group'
                ? moveGroup(next, e.name, e.up ? 'up' : 'down', STAMP)
                : moveHabit(
                    next,
                    `h${e.index}`,
                    { group: e.group, beforeId: e.before === null ? null : `h${e.before}` },
                    STAMP,
                  );
            laidOut ||= after !== next;
          }
          next = after;
        }
        expect([...ids(next)].sort()).toEqual([...ids(list)].sort());
        next.forEach((habit, slot) => {
          if ((list[slot] as Habit).isDeleted) expect(habit).toBe(list[slot]);
        });
        // Archived habits of shown groups move with them: restoring them all after the edits
        // (which laid the lists out) leaves the groups' order as the page showed it.
        if (laidOut) {
          const shownNames = groupSections(next).groups.map((g) => g.name);
          const restored = next.map((x) =>
            isShown(x) || x.isDeleted || (groupOf(x) && !shownNames.includes(groupOf(x)))
              ? x
              : archiveAt(x, false, STAMP + 1),
          );
          const after = groupSections(restored).groups.map((g) => g.name);
          expect(after.filter((n) => shownNames.includes(n))).toEqual(shownNames);
        }
        // Each group's habits stay in one section, and the sections are all the shown habits.
        const { ungrouped, groups } = groupSections(next);
        expect(ungrouped.length + groups.reduce((n, g) => n + g.habits.length, 0)).toBe(
          next.filter(isShown).length,
        );
      }),
    );
  });
  it('setting a group and archiving leave the stored order as it is', () => {
    const list = [h('a'), h('b')];
    const next = [setGroupAt(list[0] as Habit, 'X', STAMP), archiveAt(list[1] as Habit, true, 1)];
    expect(groupOf(next[0] as Habit)).toBe('X');
    expect(ids(next)).toEqual(['a', 'b']);
  });
});
