import type { Stamp } from '../hlc';
import { setFieldAt, setGroupAt } from './field-edits';
import { groupOf, isActive, isShown, normalizeGroupName, stampHabit, type Habit } from './model';

/**
 * Groups (docs/product.md §3.6): a group is the `group` name its habits carry, and nothing else is
 * stored. The groups are the distinct names of the shown habits; their order is the order of each
 * group's first shown habit in the stored list; a group with no shown habit left is gone. The
 * list edits here keep every habit (a permutation of the stored list) and leave deleted habits in
 * their slots; an archived habit moves with its list (no group, or a shown group), keeping its
 * place among that list's habits, so a Restore after a move puts it back in its group where it
 * was (an archived habit of a group with no shown habit keeps its slot); a move is recorded as a
 * reorder (`order` stamped, §16.4).
 */

export interface GroupSection {
  name: string;
  habits: Habit[];
}

export interface GroupSections {
  /** The shown habits without a group, in display order: the page's first list. */
  ungrouped: Habit[];
  /** Each group with its shown habits in display order, in the groups' order. */
  groups: GroupSection[];
}

/** The main page's lists: the shown habits without a group, then each group's (§2, §3.6). */
export function groupSections(habits: readonly Habit[]): GroupSections {
  const ungrouped: Habit[] = [];
  const groups: GroupSection[] = [];
  const byName = new Map<string, Habit[]>();
  for (const habit of habits) {
    if (!isShown(habit)) continue;
    const name = groupOf(habit);
    if (!name) {
      ungrouped.push(habit);
      continue;
    }
    let list = byName.get(name);
    if (!list) {
      list = [];
      byName.set(name, list);
      groups.push({ name, habits: list });
    }
    list.push(habit);
  }
  return { ungrouped, groups };
}

/**
 * Every active habit of group `from` (archived ones too, so a Restore returns to the renamed
 * group) moved to `to` (trimmed, up to 32 characters), each stamped. A blank or unchanged name
 * changes nothing. The name of another shown group joins the two as one block where that group
 * is, its habits first and the renamed group's after them (as a habit moved into a group goes
 * last); a group of archived habits alone joins where the renamed group is. Either is recorded as
 * a reorder of the habits that moved (issue 56).
 */
export function renameGroup(
  habits: readonly Habit[],
  from: string,
  to: string,
  stamp: Stamp,
): readonly Habit[] {
  const name = normalizeGroupName(to);
  if (!name || !from || name === from) return habits;
  const renamed = mapMembers(habits, from, (h) => setFieldAt(h, 'group', name, stamp));
  const lists = listsWithArchived(habits);
  const source = lists.find((g) => g.name === from);
  if (renamed === habits || !source) return renamed;
  const moved = new Set(source.habits.map((h) => h.id));
  let target = lists.find((g) => g.name === name);
  if (!target) {
    // A group of archived habits alone is not shown: they join the block where the renamed group
    // is, as when a habit is moved into it, so a Restore finds them there.
    const hidden = habits.filter((h) => isActive(h) && !isShown(h) && groupOf(h) === name);
    if (hidden.length === 0) return renamed;
    hidden.forEach((h) => moved.add(h.id));
    target = { name, habits: hidden };
    lists.splice(lists.indexOf(source), 0, target);
  }
  const byId = new Map(renamed.map((h) => [h.id, h]));
  const joined = lists
    .filter((g) => g !== source)
    .map((g) => ({
      name: g.name,
      habits: (g === target ? [...g.habits, ...source.habits] : g.habits).map(
        (h) => byId.get(h.id) as Habit,
      ),
    }));
  return layOut(renamed, joined, moved, stamp);
}

/** Every active habit of group `name` back to no group (each stamped); nothing is deleted. */
export function ungroup(habits: readonly Habit[], name: string, stamp: Stamp): readonly Habit[] {
  if (!name) return habits;
  return mapMembers(habits, name, (h) => setFieldAt(h, 'group', undefined, stamp));
}

function mapMembers(
  habits: readonly Habit[],
  name: string,
  update: (habit: Habit) => Habit,
): readonly Habit[] {
  let changed = false;
  const next = habits.map((h) => {
    if (!isActive(h) || groupOf(h) !== name) return h;
    changed = true;
    return update(h);
  });
  return changed ? next : habits;
}

/**
 * The lists the edits lay out: `groupSections`' lists, each with its archived habits too, in
 * stored order (an archived habit of a group with no shown habit is in none: it stays put).
 */
function listsWithArchived(habits: readonly Habit[]): GroupSection[] {
  const lists: GroupSection[] = [
    { name: '', habits: [] },
    ...groupSections(habits).groups.map((g) => ({ name: g.name, habits: [] as Habit[] })),
  ];
  const byName = new Map(lists.map((g) => [g.name, g.habits]));
  for (const habit of habits) if (isActive(habit)) byName.get(groupOf(habit))?.push(habit);
  return lists;
}

/**
 * `lists` (no group first, then each group in order) written back into the slots of the habits
 * they hold. When that changes the order, `moved` (the ids that moved) are stamped `order`: a
 * reorder (§16.4). The same list when nothing changed.
 */
function layOut(
  habits: readonly Habit[],
  lists: readonly GroupSection[],
  moved: ReadonlySet<string>,
  stamp: Stamp,
): readonly Habit[] {
  const placed = lists.flatMap((g) => g.habits);
  const ids = new Set(placed.map((h) => h.id));
  const slots: number[] = [];
  habits.forEach((habit, slot) => ids.has(habit.id) && isActive(habit) && slots.push(slot));
  const reordered = slots.some((slot, i) => (habits[slot] as Habit).id !== placed[i]?.id);
  const next = [...habits];
  let changed = false;
  slots.forEach((slot, i) => {
    let put = placed[i] as Habit;
    if (reordered && moved.has(put.id)) put = stampHabit(put, 'order', stamp);
    if (put !== habits[slot]) changed = true;
    next[slot] = put;
  });
  return changed ? next : habits;
}

/**
 * Moves group `name` one place up or down in the groups' order, its habits as one block; the
 * first group cannot go up nor the last down (the same list comes back).
 */
export function moveGroup(
  habits: readonly Habit[],
  name: string,
  direction: 'up' | 'down',
  stamp: Stamp,
): readonly Habit[] {
  const [ungrouped, ...groups] = listsWithArchived(habits) as [GroupSection, ...GroupSection[]];
  const from = groups.findIndex((g) => g.name === name);
  const to = from + (direction === 'up' ? -1 : 1);
  if (from === -1 || to < 0 || to >= groups.length) return habits;
  const order = [...groups];
  const section = order[from] as GroupSection;
  order[from] = order[to] as GroupSection;
  order[to] = section;
  const moved = new Set(section.habits.map((h) => h.id));
  return layOut(habits, [ungrouped, ...order], moved, stamp);
}

/** Where a moved habit goes: its group ('' for none) and the habit it goes before (null: last). */
export interface HabitPlace {
  group: string;
  beforeId: string | null;
}

/**
 * Moves shown habit `id` into `place.group` ('' for none; a name no habit has makes a new group,
 * last), before shown habit `place.beforeId` of that group, or last in it (null or not there):
 * a drag or a keyboard move within a list or from one list into another. Its group changes (and
 * is stamped) when it is another; the groups keep their order, even when the moved habit was the
 * first of its group.
 */
export function moveHabit(
  habits: readonly Habit[],
  id: string,
  place: HabitPlace,
  stamp: Stamp,
): readonly Habit[] {
  const habit = habits.find((h) => h.id === id);
  if (!habit || !isShown(habit)) return habits;
  const regrouped = setGroupAt(habit, place.group, stamp);
  const target = groupOf(regrouped);
  const lists = listsWithArchived(habits).map((g) => ({
    name: g.name,
    habits: g.habits.filter((h) => h.id !== id),
  }));
  let section = lists.find((g) => g.name === target);
  const moved = new Set([id]);
  if (!section) {
    // A group with no shown habit comes (back) last, with its archived habits, so a Restore
    // later finds them in its block.
    const archived = habits.filter((h) => isActive(h) && !isShown(h) && groupOf(h) === target);
    archived.forEach((h) => moved.add(h.id));
    section = { name: target, habits: archived };
    lists.push(section);
  }
  // Before shown habit `beforeId`, or after the list's last shown habit (its archived ones after
  // that stay after it).
  const shownAt = section.habits.findIndex((h) => h.id === place.beforeId && isShown(h));
  const lastShown = section.habits.findLastIndex(isShown);
  section.habits.splice(shownAt === -1 ? lastShown + 1 : shownAt, 0, regrouped);
  return layOut(habits, lists, moved, stamp);
}
